import { Command } from 'commander';
import type { Entity } from '../../src/core/lists/model';
import { normalizeName } from '../../src/core/names/normalize';
import { tokenClass } from '../../src/core/names/token-weights';
import { otherQueryReadings } from '../../src/core/names/query-readings';
import { EmbeddedRetriever } from '../../src/engines/embedded/embedded-retriever';
import { SCREENING_LIMITS } from '../../src/screening/dto/screening-fields';
import { evaluateCandidates } from '../../src/screening/match-evaluation';
import { comparerFor, PreparedNameCache } from '../../src/screening/name-comparer';
import { candidateQueryOf } from '../../src/screening/screening.service';
import { positiveInt } from '../bench/cli';
import { isPositive } from './cases';
import { generateParts } from './evaluation';
import { loadListedEntities } from './listed-entities';

/**
 * `npm run eval:shapes [-- --per-shape 300 --show-misses]`: input shapes, measured on the listed names
 * themselves (docs/evaluation.md, "Input shapes"). Each shape rewrites an SDN entity's primary
 * name the way a payment message or a customer file may carry it (cut by a field length, typed
 * without spaces, with THE before it …) and screens it as a single screening would (embedded
 * engine, default threshold and result limit); a shape counts the entity found when it is among
 * the hits. Positives only: false positives are the evaluation's business. Every third SDN entity
 * the shape applies to, in snapshot order, up to --per-shape: deterministic, no seed.
 */

interface Shape {
  name: string;
  /** The query for this entity, or null when the shape does not apply. */
  rewrite: (entity: Entity) => string | null;
}

/** A name longer than `length` cut there, inside a word (the cut between two words is another shape). */
const cutInsideWord =
  (length: number) =>
  ({ primary_name: name }: Entity): string | null =>
    name.length > length + 1 && /[A-Za-z]/.test(name[length - 1]) && /[A-Za-z]/.test(name[length])
      ? name.slice(0, length)
      : null;

/** Typos of LIMITED as typed: a letter dropped, two exchanged. */
const LIMITED_TYPOS = ['LIMTED', 'LIMITD', 'LIMTIED', 'LMITED'];

/** Ordinary people a customer file names beside a listed one (joint accounts, care of). */
const OTHER_PARTIES = ['MARIA GARCIA', 'JOHN WILLIAMS', 'FATIMA HASSAN', 'WEI ZHANG'];

/** Ships' former names, as registers write them after EX. */
const FORMER_VESSEL_NAMES = ['GRACE 1', 'NORDIC STAR', 'SEA PRIDE', 'OCEAN GLORY'];

/** Remarks customer files write after a name. */
const PERSON_REMARKS = [
  '(DIRECTOR)',
  '- BENEFICIAL OWNER',
  'PHD',
  'ACCT 40817810',
  '(PEP)',
  'Tel: +7 (495) 123-45-67',
];
const ORGANIZATION_REMARKS = [
  '(IN LIQUIDATION)',
  'A/C NO 40817810',
  '(SHAREHOLDER)',
  '12345678',
  'LONDON BRANCH',
];

/** An individual's listed name "SURNAME, Given Middle" in its parts; null for others. */
function personName(e: Entity): { surname: string; given: string[] } | null {
  const comma = e.primary_name.indexOf(',');
  if (e.entity_type !== 'individual' || comma < 0) return null;
  const given = e.primary_name
    .slice(comma + 1)
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return { surname: e.primary_name.slice(0, comma), given };
}

/** An individual's name as typed in a customer file: "Given Middle SURNAME" (no comma); null for others. */
function givenThenSurname(e: Entity): string | null {
  const name = personName(e);
  return name ? `${[...name.given, name.surname].join(' ')}` : null;
}

const isOrganization = (e: Entity) => e.entity_type === 'organization';

/**
 * An organization's name as a caller shortens it, without the generic words it begins or ends
 * with (GOLDEN STAR for GOLDEN STAR INTERNATIONAL TRADING); null when there are none, or when fewer
 * than two words would be left or none of them a name word.
 */
function withoutOuterGenericWords(name: string): string | null {
  const words = name.split(/\s+/).filter(Boolean);
  const classes = words.map((word) => tokenClass(normalizeName(word)));
  let start = 0;
  let end = words.length;
  while (start < end && classes[start] === 'generic') start++;
  while (end > start && classes[end - 1] === 'generic') end--;
  const shortened = end - start < words.length && end - start >= 2;
  return shortened && classes.slice(start, end).includes('name') ? words.slice(start, end).join(' ') : null;
}

/** The name with the entity's country written after it, as a file joins its name and country columns. */
function withCountry(e: Entity): string | null {
  const country = e.nationality_countries[0] ?? e.addresses[0]?.country ?? '';
  return country.length > 2 ? `${e.primary_name} ${country.toUpperCase()}` : null;
}
/** The entity's own city (its first address's), as the lists write it: a source apart from the GeoNames table the rule reads. */
function withCity(e: Entity): string | null {
  const city = e.addresses[0]?.city;
  return city ? `${e.primary_name} ${city}` : null;
}
const SUN_ARTICLE = /\b(AL|EL)[- ](TH|DH|SH|T|D|R|Z|S|N)(?=[AEIOU])/i;
const ARAB_COUNTRIES =
  /Syria|Iraq|Lebanon|Yemen|Saudi|Jordan|Egypt|Libya|Algeria|Morocco|Tunisia|Sudan|Kuwait|Qatar|Bahrain|Oman|United Arab|Palestin|Mauritania/i;
const fromArabCountry = (e: Entity) =>
  e.entity_type === 'individual' &&
  [...e.nationality_countries, ...e.addresses.map((a) => a.country)].some((c) => ARAB_COUNTRIES.test(c));

export const SHAPES: readonly Shape[] = [
  { name: 'cut at 30 characters, inside a word', rewrite: cutInsideWord(30) },
  { name: 'cut at 35 characters, inside a word', rewrite: cutInsideWord(35) },
  { name: 'cut at 40 characters, inside a word', rewrite: cutInsideWord(40) },
  {
    name: 'organization of 2-3 words typed without spaces',
    rewrite: (e) => {
      const words = e.primary_name.split(' ').length;
      return isOrganization(e) && words >= 2 && words <= 3
        ? e.primary_name.replace(/[^A-Za-z0-9]/g, '')
        : null;
    },
  },
  {
    name: 'organization with THE before it',
    rewrite: (e) => (isOrganization(e) && !/^THE /i.test(e.primary_name) ? `THE ${e.primary_name}` : null),
  },
  {
    name: 'organization without its first or last generic words',
    rewrite: (e) => (isOrganization(e) ? withoutOuterGenericWords(e.primary_name) : null),
  },
  {
    name: 'the Arabic article written as it sounds (AZ-ZAWAHIRI)',
    rewrite: (e) =>
      SUN_ARTICLE.test(e.primary_name)
        ? e.primary_name.replace(
            new RegExp(SUN_ARTICLE.source, 'gi'),
            (_, _article: string, sun: string) => `A${sun[0]}-${sun}`,
          )
        : null,
  },
  {
    name: 'Arabic name in French romanization (OU, DJ, CH)',
    rewrite: (e) => {
      if (!fromArabCountry(e)) return null;
      const upper = e.primary_name.toUpperCase();
      const french = upper
        .replace(/SH/g, 'CH')
        .replace(/J/g, 'DJ')
        .replace(/([^OAEIQ])U/g, '$1OU')
        .replace(/W/g, 'OU');
      return french === upper ? null : french;
    },
  },
  {
    name: 'individual as first given name and surname',
    rewrite: (e) => {
      const name = personName(e);
      return name && name.given.length >= 1 ? `${name.given[0]} ${name.surname}` : null;
    },
  },
  {
    name: 'individual with a middle initial (Given M. SURNAME)',
    rewrite: (e) => {
      const name = personName(e);
      return name && name.given.length >= 2 ? `${name.given[0]} ${name.given[1][0]}. ${name.surname}` : null;
    },
  },
  {
    name: 'ampersand and AND exchanged',
    rewrite: (e) =>
      / & /.test(e.primary_name)
        ? e.primary_name.replace(/ & /g, ' AND ')
        : isOrganization(e) && / AND /.test(e.primary_name)
          ? e.primary_name.replace(/ AND /g, ' & ')
          : null,
  },
  {
    name: 'punctuation written as spaces (I P C INTERNATIONAL)',
    rewrite: ({ primary_name: name }) => {
      const spaced = name
        .replace(/[.,'()-]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      return spaced !== name ? spaced : null;
    },
  },
  {
    name: 'LIMITED misspelled (LIMTED, LIMITD, LIMTIED, LMITED)',
    rewrite: ({ primary_name: name }) =>
      / LIMITED\b/.test(name)
        ? name.replace(/ LIMITED\b/, ` ${LIMITED_TYPOS[name.length % LIMITED_TYPOS.length]}`)
        : null,
  },
  {
    name: 'joint name: individual AND another person',
    rewrite: (e) => {
      const name = givenThenSurname(e);
      return name ? `${name} AND ${OTHER_PARTIES[name.length % OTHER_PARTIES.length]}` : null;
    },
  },
  {
    name: 'another party after C/O',
    rewrite: (e) =>
      `${givenThenSurname(e) ?? e.primary_name} C/O ${OTHER_PARTIES[e.primary_name.length % 4]}`,
  },
  {
    name: "father's name after S/O (Given SURNAME S/O Other Person)",
    rewrite: (e) => {
      const name = givenThenSurname(e);
      return name ? `${name} S/O ${OTHER_PARTIES[(name.length + 1) % OTHER_PARTIES.length]}` : null;
    },
  },
  {
    name: 'ESTATE OF before an individual',
    rewrite: (e) => {
      const name = givenThenSurname(e);
      return name ? `ESTATE OF ${name}` : null;
    },
  },
  {
    name: 'one letter changed in the longest word (6+ letters)',
    rewrite: ({ primary_name: name }) => {
      const words = name.split(' ');
      const longest = words.reduce(
        (best, word, i) =>
          /^[A-Z]{6,}$/i.test(word) && (best < 0 || word.length > words[best].length) ? i : best,
        -1,
      );
      if (longest < 0) return null;
      const word = words[longest];
      const k = Math.floor(word.length / 2);
      const letter = word[k].toUpperCase();
      // A vowel for a vowel, a consonant for a consonant: the typo keeps the word's shape.
      const typed = 'AEIOU'.includes(letter) ? (letter === 'A' ? 'E' : 'A') : letter === 'T' ? 'D' : 'T';
      words[longest] = word.slice(0, k) + typed + word.slice(k + 1);
      return words.join(' ');
    },
  },
  {
    name: 'a remark after the name (role, status, account number)',
    rewrite: (e) => {
      const remarks = isOrganization(e) ? ORGANIZATION_REMARKS : PERSON_REMARKS;
      return `${givenThenSurname(e) ?? e.primary_name} ${remarks[e.primary_name.length % remarks.length]}`;
    },
  },
  {
    name: "an individual's date of birth after the name",
    rewrite: (e) => {
      const name = givenThenSurname(e);
      if (name === null) return null;
      // The listed date when there is one (YYYY-MM-DD or a year), else one made from the name.
      const listed = e.identifiers.find((i) => i.id_type === 'date_of_birth')?.id_value ?? '';
      const [year, month, day] = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(listed)
        ? listed.split('-')
        : [String(1940 + (e.primary_name.length % 50)), '07', '10'];
      const written = [
        `(${day}/${month}/${year})`,
        `DOB ${year}-${month}-${day}`,
        `b. ${Number(day)} Oct ${year}`,
        `, ${day}.${month}.${year}`,
        year,
      ];
      return `${name} ${written[e.primary_name.length % written.length]}`;
    },
  },
  {
    name: 'the name written twice',
    rewrite: (e) => {
      const name = givenThenSurname(e) ?? e.primary_name;
      return `${name} ${name}`;
    },
  },
  {
    name: 'a field label or account line before the name',
    rewrite: (e) => {
      const name = givenThenSurname(e) ?? e.primary_name;
      const prefixes = [
        'Name: ',
        'BENEFICIARY: ',
        ':59:/40817810099910004312 ',
        '/DE89370400440532013000 ',
        'Ordering customer: ',
      ];
      return `${prefixes[e.primary_name.length % prefixes.length]}${name}`;
    },
  },
  {
    name: 'titles before an individual (Prof. Dr., His Excellency)',
    rewrite: (e) => {
      const name = givenThenSurname(e);
      const titles = ['Prof. Dr. ', 'His Excellency ', 'Gen. ', 'Hon. ', 'Rev. '];
      return name === null ? null : `${titles[e.primary_name.length % titles.length]}${name}`;
    },
  },
  {
    name: 'a document or registration number after the name',
    rewrite: (e) => {
      const name = givenThenSurname(e) ?? e.primary_name;
      const numbers =
        e.entity_type === 'individual'
          ? ['passport AB1234567', 'ID 4509123456', 'Passport No. 4509123456 issued 2010', 'SSN 123-45-6789']
          : e.entity_type === 'vessel'
            ? ['MMSI 422123456', 'IMO 9116412', 'call sign 9BQT2, MMSI 422123456']
            : ['(Reg. No. 12345)', 'INN 7702070139', 'SWIFT HAVIGB2L', 'BIC: DEUTDEFFXXX'];
      return `${name} ${numbers[e.primary_name.length % numbers.length]}`;
    },
  },
  {
    name: 'another name of the entity in brackets or quotes',
    rewrite: (e) => {
      // The entity's own alias, as files add it to its name.
      const alias = e.aliases.find(
        (a) => normalizeName(a.alias_name) !== normalizeName(e.primary_name),
      )?.alias_name;
      if (alias === undefined) return null;
      const name = givenThenSurname(e) ?? e.primary_name;
      return e.primary_name.length % 2 === 0 ? `${name} (${alias})` : `${name} "${alias}"`;
    },
  },
  {
    name: "a vessel's former name after EX",
    rewrite: (e) =>
      e.entity_type === 'vessel'
        ? `${e.primary_name} (ex ${FORMER_VESSEL_NAMES[e.primary_name.length % FORMER_VESSEL_NAMES.length]})`
        : null,
  },
  {
    name: "country written after an individual's name",
    rewrite: (e) => (e.entity_type === 'individual' ? withCountry(e) : null),
  },
  {
    name: 'country written after any other name',
    rewrite: (e) => (e.entity_type !== 'individual' ? withCountry(e) : null),
  },
  {
    name: "city written after an organization's name (or a vessel's)",
    rewrite: (e) => (e.entity_type !== 'individual' ? withCity(e) : null),
  },
  {
    name: "city written after an individual's name (not handled)",
    rewrite: (e) => (e.entity_type === 'individual' ? withCity(e) : null),
  },
];

async function main(): Promise<void> {
  const options = new Command('eval:shapes')
    .option('--per-shape <n>', 'queries per shape at most', positiveInt, 300)
    .option(
      '--show-misses',
      'print each query whose entity was not found, and each ordinary name read another way',
    )
    .parse()
    .opts<{ perShape: number; showMisses?: boolean }>();
  const listed = await loadListedEntities();
  const retriever = new EmbeddedRetriever(listed);
  const entities = listed.filter((e) => e.source_list_id === 'ofac_sdn');
  const cache = new PreparedNameCache();
  const threshold = SCREENING_LIMITS.defaultThreshold;
  const maxResults = SCREENING_LIMITS.defaultMaxResults;
  console.log(`input shapes: SDN entities found at the default threshold (${threshold}), embedded engine`);
  console.log(
    `${'shape'.padEnd(56)}${'n'.padStart(6)}${'found'.padStart(8)}${'share'.padStart(9)}${'pool'.padStart(7)}`,
  );
  for (const shape of SHAPES) {
    let count = 0;
    let found = 0;
    let missedByRetrieval = 0;
    for (const [i, entity] of entities.entries()) {
      if (i % 3 !== 0 || count >= options.perShape) continue;
      const name = shape.rewrite(entity);
      if (name === null) continue;
      count++;
      const [result] = retriever.find([candidateQueryOf({ name }, ['ofac_sdn'], maxResults)]);
      if (!result.ok) throw new Error(result.error);
      const hits = evaluateCandidates(
        { name, threshold },
        result.entities,
        comparerFor(name, cache, threshold),
      );
      if (hits.some((hit) => hit.entity.entity_id === entity.entity_id)) {
        found++;
        continue;
      }
      if (!result.entities.some((e) => e.entity_id === entity.entity_id)) missedByRetrieval++;
      if (options.showMisses) console.log(`  not found: ${name}`);
    }
    const share = count === 0 ? '-' : `${((100 * found) / count).toFixed(1)}%`;
    console.log(
      `${shape.name.padEnd(56)}${String(count).padStart(6)}${String(found).padStart(8)}${share.padStart(9)}${String(missedByRetrieval).padStart(7)}`,
    );
  }
  console.log('pool: of the entities not found, those retrieval did not bring into the candidate pool');
  readingsOfOrdinaryNames(listed, options.showMisses === true);
}

/**
 * The other side of the shape rules: how many of the tuning part's negatives (ordinary people and
 * real companies, typed plainly) are read another way, by reason. A reading of an ordinary name is
 * where a shape rule may misfire (a surname taken for a country, a word in brackets for a name).
 */
function readingsOfOrdinaryNames(listed: Entity[], show: boolean): void {
  const { tuning } = generateParts(listed, { seed: 1 });
  const negatives = tuning.cases.filter((c) => !isPositive(c)).map((c) => c.query.name);
  const byReason = new Map<string, number>();
  for (const name of negatives) {
    const readings = otherQueryReadings(normalizeName(name), name);
    for (const reason of new Set(readings.map((r) => r.note.slice(r.note.lastIndexOf('(') + 1, -1))))
      byReason.set(reason, (byReason.get(reason) ?? 0) + 1);
    if (show && readings.length > 0)
      console.log(`  read: ${name} → ${readings.map((r) => r.text).join(' | ')}`);
  }
  console.log(`\nordinary names read another way (tuning negatives, ${negatives.length}):`);
  for (const [reason, count] of [...byReason].sort((a, b) => b[1] - a[1]))
    console.log(`${reason.padEnd(64)}${String(count).padStart(6)}`);
}

if (require.main === module) void main();
