import type { Entity } from '../../src/core/lists/model';
import { isLegalFormWord } from '../../src/core/names/equivalences';
import { normalizeName } from '../../src/core/names/normalize';
import { isSymbolToken } from '../../src/core/names/token-weights';
import {
  FIRST_TUNING_CLASS_KINDS as FIRST_CLASS_KINDS,
  LATER_TUNING_CLASS_KINDS as LATER_CLASS_KINDS,
  TUNING_CLASS_KINDS,
} from './cases';
import {
  countriesOf,
  type Dataset,
  isIndividual,
  isOrganization,
  type KindTable,
  type ListedIndex,
  positivesOfKinds,
  type Variant,
} from './generate';
import { Rng } from './prng';
import { toRussianCyrillic } from './scripts';
import { printMisreading } from './tuning-print';
import { legalFormOfJurisdiction, middlesFromAnyName, shortNameSoundSlip } from './tuning-pass2';
import { initialsOfGivenNames, negativesWithInitials } from './tuning-initials';
import { cutByFieldLength, negativesCut, truncatable } from './tuning-truncation';
import { spacingInOtherOrder } from './tuning-spacing';
import { wadeGilesName } from './tuning-wade-giles';

/**
 * Tuning kinds for the classes the validation part tests and the first tuning kinds did not
 * (docs/evaluation.md, "Tuning kinds for the issue's classes"): all middle names dropped, legal
 * forms written out in the company's language, and Russian names in other romanization systems.
 * Their tables and rules are this file's own: other orders and casings than the validation
 * generator's, other spellings of the legal forms, other transliteration systems (Polish, Dutch,
 * Library of Congress, Spanish, Swedish), and their own seeds.
 */

// ---------------------------------------------------------------- middles dropped
/** Tokens that belong to the surname they precede (AL-DIN, DE LA CRUZ, VAN DER BERG). */
const SURNAME_PARTICLE = /^(AL|EL|ABU|BIN|IBN|BEN|DE|DEL|DA|DOS|DI|VAN|VON|DER|LA|LE)$/i;

/**
 * "SURNAME, Given M1 M2" → the given name and the surname only, in one of four ways callers write
 * it: "GIVEN SURNAME", "Given Surname", "SURNAME Given", "Surname, Given". At least two tokens must
 * go: two middle names, or one middle name and the second word of a two-word surname.
 */
function dropAllMiddles(name: string, rng: Rng): string | null {
  const comma = name.indexOf(',');
  if (comma <= 0) return null;
  const surnameWords = name.slice(0, comma).trim().split(/\s+/);
  const given = name
    .slice(comma + 1)
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (given.length < 2) return null;
  let surname = surnameWords;
  const compound = surnameWords.length === 2 && !surnameWords.some((w) => SURNAME_PARTICLE.test(w));
  if (compound && rng.chance(0.5)) surname = surnameWords.slice(0, 1);
  const dropped = given.length - 1 + (surnameWords.length - surname.length);
  if (dropped < 2) return null;
  const first = given[0];
  const last = surname.join(' ');
  const title = (s: string) => s.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (m) => m.toUpperCase());
  switch (rng.int(4)) {
    case 0:
      return `${first.toUpperCase()} ${last.toUpperCase()}`;
    case 1:
      return `${title(first)} ${title(last)}`;
    case 2:
      return `${last.toUpperCase()} ${title(first)}`;
    default:
      return `${title(last)}, ${title(first)}`;
  }
}

// ---------------------------------------------------------------- legal forms written out
/**
 * Abbreviated legal forms → how the company's own language writes them out, in this file's
 * spellings (other romanizations than the validation generator's: ISO-style J, the -YE and
 * -OYE endings, SCH for Щ, German MBH, Portuguese and Romanian forms, Bulgarian, Czech,
 * Hungarian, Nordic). `countries` limits a form to where the abbreviation means it.
 */
interface WrittenForm {
  abbreviation: string;
  written: readonly string[];
  countries?: readonly string[];
}
const RUSSIAN_SPEAKING = ['Russia', 'Belarus', 'Kazakhstan', 'Kyrgyzstan', 'Armenia', 'Uzbekistan'];
const WRITTEN_FORMS: readonly WrittenForm[] = [
  {
    abbreviation: 'OOO',
    written: [
      'OBSCHESTVO S OGRANICHENNOY OTVETSTVENNOSTYU',
      'OBSHCHESTVO S OGRANICHENNOJ OTVETSTVENNOSTJU',
      'OBSHESTVO S OGRANICHENNOI OTVETSTVENNOSTIU',
      'OBSCHESTVO S OGRANITCHENNOI OTVETSTVENNOSTIOU',
    ],
  },
  {
    abbreviation: 'AO',
    written: ['AKTSIONERNOYE OBSHCHESTVO', 'AKCIONERNOE OBSCHESTVO', 'AKTSIONERNOE OBSCHESTVO'],
  },
  {
    abbreviation: 'ZAO',
    written: ['ZAKRYTOYE AKTSIONERNOYE OBSHCHESTVO', 'ZAKRITOE AKCIONERNOE OBSHCHESTVO'],
  },
  {
    abbreviation: 'OAO',
    written: ['OTKRYTOYE AKTSIONERNOYE OBSHCHESTVO', 'OTKRITOE AKTSIONERNOE OBSCHESTVO'],
  },
  {
    abbreviation: 'PAO',
    written: ['PUBLICHNOYE AKTSIONERNOYE OBSHCHESTVO', 'PUBLICHNOE AKCIONERNOE OBSCHESTVO'],
  },
  { abbreviation: 'TOO', written: ['TOVARISCHESTVO S OGRANICHENNOI OTVETSTVENNOSTYU'] },
  { abbreviation: 'GMBH', written: ['GESELLSCHAFT MBH', 'GESELLSCHAFT MIT BESCHRAENKTER HAFTUNG'] },
  { abbreviation: 'AG', written: ['AKTIEN GESELLSCHAFT', 'AKTIENGESELLSCHAFT'] },
  { abbreviation: 'SA DE CV', written: ['SOCIEDAD ANONIMA DE CAPITAL VARIABLE', 'SOCIEDAD ANONIMA DE CV'] },
  { abbreviation: 'S DE RL DE CV', written: ['SOCIEDAD DE RESPONSABILIDAD LIMITADA DE CV'] },
  { abbreviation: 'SRL DE CV', written: ['SOCIEDAD DE RESPONSABILIDAD LIMITADA DE CAPITAL VARIABLE'] },
  {
    abbreviation: 'SA',
    written: ['SOCIEDAD ANONIMA'],
    countries: [
      'Mexico',
      'Spain',
      'Panama',
      'Colombia',
      'Venezuela',
      'Ecuador',
      'Peru',
      'Argentina',
      'Guatemala',
    ],
  },
  { abbreviation: 'SA', written: ['SOCIEDADE ANONIMA'], countries: ['Brazil', 'Portugal'] },
  {
    abbreviation: 'SA',
    written: ['SOCIETE ANONYME'],
    countries: ['Lebanon', 'France', 'Switzerland', 'Belgium'],
  },
  {
    abbreviation: 'SRL',
    written: ['SOCIEDAD DE RESPONSABILIDAD LTDA'],
    countries: ['Mexico', 'Panama', 'Colombia', 'Venezuela', 'Ecuador', 'Peru', 'Argentina', 'Guatemala'],
  },
  { abbreviation: 'SRL', written: ['SOCIETATE CU RASPUNDERE LIMITATA'], countries: ['Romania', 'Moldova'] },
  { abbreviation: 'SRL', written: ['SOCIETA A RESPONSABILITA LIMITATA'], countries: ['Italy'] },
  { abbreviation: 'SARL', written: ['SOCIETE A RESPONSABILITE LIMITEE'] },
  { abbreviation: 'SAS', written: ['SOCIEDAD POR ACCIONES SIMPLIFICADAS', 'SOCIEDAD ACCIONES SIMPLIFICADA'] },
  { abbreviation: 'LTDA', written: ['LIMITADA', 'SOCIEDADE LIMITADA'] },
  { abbreviation: 'CA', written: ['COMPANIA ANONIMA'], countries: ['Venezuela'] },
  { abbreviation: 'SPA', written: ['SOCIETA PER AZIONI'] },
  { abbreviation: 'BV', written: ['BESLOTEN VENNOOTSCHAP MET BEPERKTE AANSPRAKELIJKHEID'] },
  { abbreviation: 'NV', written: ['NAAMLOZE VENNOOTSCHAP'] },
  { abbreviation: 'DOO', written: ['DRUSTVO SA OGRANICENOM ODGOVORNOSCU'] },
  { abbreviation: 'EOOD', written: ['EDNOLICHNO DRUZHESTVO S OGRANICHENA OTGOVORNOST'] },
  { abbreviation: 'OOD', written: ['DRUZHESTVO S OGRANICHENA OTGOVORNOST'] },
  { abbreviation: 'SRO', written: ['SPOLECNOST S RUCENIM OMEZENYM'] },
  { abbreviation: 'KFT', written: ['KORLATOLT FELELOSSEGU TARSASAG'] },
  { abbreviation: 'AB', written: ['AKTIEBOLAG', 'AKTIEBOLAGET'], countries: ['Sweden', 'Finland'] },
  { abbreviation: 'AS', written: ['AKSJESELSKAP'], countries: ['Norway'] },
  { abbreviation: 'OY', written: ['OSAKEYHTIO'] },
  { abbreviation: 'AS', written: ['ANONIM SIRKETI'], countries: ['Turkey'] },
  { abbreviation: 'LTD STI', written: ['LIMITED SIRKETI'] },
  { abbreviation: 'SDN BHD', written: ['SENDIRIAN BERHAD'] },
  { abbreviation: 'PTE LTD', written: ['PRIVATE LIMITED'] },
];

/** Finds an abbreviated form written as its own words in the listed name and writes it out (or, rarely, the reverse). */
function writeOutLegalForm(entity: Entity, rng: Rng): Variant | null {
  const name = entity.primary_name;
  const normalized = normalizeName(name);
  const countries = countriesOf(entity);
  const applicable = WRITTEN_FORMS.filter((f) => {
    if (f.countries && !f.countries.some((c) => countries.has(c))) return false;
    if (
      !f.countries &&
      (f.abbreviation === 'OOO' || f.abbreviation.endsWith('AO') || f.abbreviation === 'TOO')
    )
      if (![...countries].some((c) => RUSSIAN_SPEAKING.includes(c))) return false;
    return new RegExp(`(^| )${f.abbreviation}( |$)`).test(normalized);
  });
  // SA DE CV, not SA, when both apply.
  const longest = applicable.filter(
    (f) => !applicable.some((g) => g !== f && g.abbreviation.includes(f.abbreviation)),
  );
  if (longest.length === 0) return null;
  const form = rng.pick(longest);
  const written = rng.pick(form.written);
  const rest = normalized.replace(new RegExp(`(^| )${form.abbreviation}( |$)`), ' ').trim();
  if (!rest) return null;
  // Russian forms usually stand first when written out; the others follow the name.
  const leading = /OBSH|OBSC|AKTSION|AKCION|TOVARI|DRUZHESTVO|DRUSTVO/.test(written);
  const query = leading && rng.chance(0.7) ? `${written} ${rest}` : `${rest} ${written}`;
  return { name: rng.chance(0.5) ? query : query.toLowerCase(), sourceName: name };
}

// ---------------------------------------------------------------- Russian romanization systems
type System = Record<string, string>;
/** Cyrillic letter → Latin, per system; letters a system writes like the previous are omitted. */
const COMMON: System = {
  А: 'A',
  Б: 'B',
  В: 'V',
  Г: 'G',
  Д: 'D',
  Е: 'E',
  Ё: 'E',
  З: 'Z',
  И: 'I',
  К: 'K',
  Л: 'L',
  М: 'M',
  Н: 'N',
  О: 'O',
  П: 'P',
  Р: 'R',
  С: 'S',
  Т: 'T',
  У: 'U',
  Ф: 'F',
  Ы: 'Y',
  Ь: '',
  Ъ: '',
  Э: 'E',
};
const SYSTEMS: Record<string, System> = {
  polish: {
    ...COMMON,
    В: 'W',
    Ж: 'Z',
    Й: 'J',
    Х: 'CH',
    Ц: 'C',
    Ч: 'CZ',
    Ш: 'SZ',
    Щ: 'SZCZ',
    Ю: 'JU',
    Я: 'JA',
    Е: 'IE',
    Ё: 'IO',
    Л: 'L',
    Ь: '',
  },
  dutch: {
    ...COMMON,
    В: 'V',
    Ж: 'ZJ',
    Й: 'J',
    Х: 'CH',
    Ц: 'TS',
    Ч: 'TSJ',
    Ш: 'SJ',
    Щ: 'SJTSJ',
    Ю: 'JOE',
    Я: 'JA',
    У: 'OE',
    Ы: 'Y',
  },
  library_of_congress: {
    ...COMMON,
    Ж: 'ZH',
    Й: 'I',
    Х: 'KH',
    Ц: 'TS',
    Ч: 'CH',
    Ш: 'SH',
    Щ: 'SHCH',
    Ю: 'IU',
    Я: 'IA',
    Ы: 'Y',
    Э: 'E',
  },
  spanish: {
    ...COMMON,
    Ж: 'Y',
    Й: 'I',
    Х: 'J',
    Ц: 'TS',
    Ч: 'CH',
    Ш: 'SH',
    Щ: 'SCH',
    Ю: 'IU',
    Я: 'IA',
    Ы: 'Y',
  },
  swedish: {
    ...COMMON,
    Ж: 'ZJ',
    Й: 'J',
    Х: 'CH',
    Ц: 'TS',
    Ч: 'TJ',
    Ш: 'SJ',
    Щ: 'SJTJ',
    Ю: 'JU',
    Я: 'JA',
    Е: 'E',
    Ы: 'Y',
  },
};
const SYSTEM_NAMES = Object.keys(SYSTEMS);
/** Vowels after which Е is written with its glide (JE / IE) in the systems that mark it. */
const CYRILLIC_VOWEL = /[АЕЁИОУЫЭЮЯЬЪ]/;

function romanizeWord(word: string, system: System): string {
  let out = '';
  const upper = word.toUpperCase();
  for (let i = 0; i < upper.length; i++) {
    const letter = upper[i];
    const glide = letter === 'Е' && (i === 0 || CYRILLIC_VOWEL.test(upper[i - 1]));
    out += glide && system.Й ? `${system.Й === 'I' ? 'YE' : `${system.Й}E`}` : (system[letter] ?? letter);
  }
  return out;
}

/** A Russian name as the tuning Cyrillic rendering writes it, romanized again in another system. */
function romanizeOtherSystem(entity: Entity, rng: Rng): Variant | null {
  const countries = countriesOf(entity);
  if (!['Russia', 'Belarus', 'Kazakhstan'].some((c) => countries.has(c))) return null;
  const cyrillic = toRussianCyrillic(entity.primary_name);
  const system = SYSTEMS[rng.pick(SYSTEM_NAMES)];
  const words = cyrillic.split(' ').map((w) => romanizeWord(w, system));
  // The rendering is surname first; half the callers write the given name first.
  const ordered = rng.chance(0.5) && words.length > 1 ? [...words.slice(1), words[0]] : words;
  const name = ordered.join(' ');
  return normalizeName(name) === entity.normalized_name ? null : { name, sourceName: entity.primary_name };
}

// ---------------------------------------------------------------- vessel prefixes
/** Prefixes of ship registers and port documents beyond the tuning vessel kind's M/V family. */
const WORLD_VESSEL_PREFIXES = [
  'M/S',
  'MS',
  'M/Y',
  'MY',
  'S/S',
  'SS',
  'F/V',
  'R/V',
  'MV.',
  'MT.',
  'M.T.',
  'M/V.',
  'T/S',
];

function withWorldPrefix(entity: Entity, rng: Rng): Variant {
  const title = entity.primary_name.toLowerCase().replace(/(^|\s)(\p{L})/gu, (m) => m.toUpperCase());
  const name = rng.chance(0.5) ? title : entity.primary_name;
  return {
    name: `${rng.pick(WORLD_VESSEL_PREFIXES)} ${name}`,
    sourceName: entity.primary_name,
    entityType: 'vessel',
  };
}

// ---------------------------------------------------------------- one slip in a short name
const VOWEL_SLIPS: Record<string, string> = { A: 'E', E: 'A', I: 'Y', Y: 'I', O: 'U', U: 'O' };

/**
 * One slip in a distinctive word of 5+ letters of a name with at most two distinctive words
 * (particles, generic words and legal forms aside): a key held too long (a letter doubled), a
 * letter skipped, a vowel confused (A/E, I/Y, O/U) or two letters swapped, never the first.
 */
function shortNameSlip(entity: Entity, rng: Rng): Variant | null {
  const words = normalizeName(entity.primary_name).split(' ');
  const distinctive = words.filter((w) => w.length > 1 && !isSymbolToken(w) && !isLegalFormWord(w));
  if (distinctive.length === 0 || distinctive.length > 2) return null;
  const eligible = distinctive.filter((w) => w.length >= 5 && /^[A-Z]+$/.test(w));
  if (eligible.length === 0) return null;
  const word = rng.pick(eligible);
  const at = 1 + rng.int(word.length - 1);
  let slipped: string;
  switch (rng.int(4)) {
    case 0:
      slipped = word.slice(0, at) + word[at] + word.slice(at);
      break;
    case 1:
      slipped = word.slice(0, at) + word.slice(at + 1);
      break;
    case 2: {
      const vowels = [...word].map((c, i) => (i > 0 && VOWEL_SLIPS[c] ? i : -1)).filter((i) => i > 0);
      if (vowels.length === 0) return null;
      const i = rng.pick(vowels);
      slipped = word.slice(0, i) + VOWEL_SLIPS[word[i]] + word.slice(i + 1);
      break;
    }
    default:
      if (at + 1 >= word.length || word[at] === word[at + 1]) return null;
      slipped = word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  }
  const name = words.map((w) => (w === word ? slipped : w)).join(' ');
  return name === normalizeName(entity.primary_name) ? null : { name, sourceName: entity.primary_name };
}

// ---------------------------------------------------------------- Arabic script by this file's rules
const ARABIC_WORLD_TUNING = [
  'Iran',
  'Iraq',
  'Syria',
  'Lebanon',
  'Yemen',
  'Saudi Arabia',
  'Afghanistan',
  'Pakistan',
  'Egypt',
  'Libya',
  'Sudan',
  'Jordan',
  'United Arab Emirates',
  'Kuwait',
  'Qatar',
  'Bahrain',
  'Oman',
  'Somalia',
  'Tunisia',
  'Algeria',
  'Morocco',
  'Mauritania',
  'Palestinian',
];
const PERSIAN_COUNTRIES = ['Iran', 'Afghanistan', 'Pakistan'];
/** Latin letter groups → Arabic letters, longest first; vowels are handled by arabicWord. */
const ARABIC_CONSONANTS: readonly (readonly [string, string])[] = [
  ['KH', 'خ'],
  ['GH', 'غ'],
  ['SH', 'ش'],
  ['CH', 'چ'],
  ['TH', 'ث'],
  ['DH', 'ذ'],
  ['ZH', 'ژ'],
  ['PH', 'ف'],
  ['B', 'ب'],
  ['P', 'پ'],
  ['T', 'ت'],
  ['J', 'ج'],
  ['H', 'ح'],
  ['D', 'د'],
  ['R', 'ر'],
  ['Z', 'ز'],
  ['S', 'س'],
  ['F', 'ف'],
  ['V', 'و'],
  ['Q', 'ق'],
  ['K', 'ك'],
  ['C', 'ك'],
  ['G', 'ج'],
  ['L', 'ل'],
  ['M', 'م'],
  ['N', 'ن'],
  ['W', 'و'],
  ['X', 'كس'],
];

/**
 * One Latin word in Arabic letters by this file's rules (the typist of a Levantine or Persian
 * keyboard writing a name heard aloud): a first vowel is alef; I, EE, EI, AI, Y → ي and U, O,
 * OO, OU → و (long, as most typists write them); A and E inside a word are short and not
 * written, except AA, and a last A / AH (ة, or ه in Persian); doubled consonants once. Persian
 * keyboards write ک for K, گ for G and ی for Y.
 */
function arabicWord(word: string, persian: boolean): string {
  const w = word.replace(/[^A-Z]/g, '');
  let out = '';
  let previous = '';
  let i = 0;
  while (i < w.length) {
    const rest = w.slice(i);
    if (i === 0 && /^[AEIOU]/.test(rest)) {
      out += /^(OU|OO|U|O)/.test(rest) ? 'او' : /^(I|EE)/.test(rest) ? 'اي' : 'ا';
      i += /^(OU|OO|EE|AA|AI|EI)/.test(rest) ? 2 : 1;
      continue;
    }
    if (/^(AH|A)$/.test(rest) && i > 0) {
      out += persian ? 'ه' : 'ة';
      break;
    }
    const vowel = /^(EE|EI|AI|OO|OU|AA|I|Y|U|O|A|E)/.exec(rest);
    if (vowel) {
      const v = vowel[1];
      if (['EE', 'EI', 'AI', 'I', 'Y'].includes(v)) out += persian ? 'ی' : 'ي';
      else if (['OO', 'OU', 'U', 'O'].includes(v)) out += 'و';
      else if (v === 'AA') out += 'ا';
      previous = '';
      i += v.length;
      continue;
    }
    const group = ARABIC_CONSONANTS.find(([latin]) => rest.startsWith(latin));
    if (!group) return '';
    let letter = group[1];
    if (persian && letter === 'ك') letter = 'ک';
    if (persian && group[0] === 'G') letter = 'گ';
    if (letter !== previous) out += letter;
    previous = letter;
    i += group[0].length;
  }
  return out;
}

/** An Arabic-world individual written in Arabic script, given names first, by arabicWord. */
function arabicScriptByRules(entity: Entity): Variant | null {
  const countries = countriesOf(entity);
  if (!ARABIC_WORLD_TUNING.some((c) => countries.has(c)) || !entity.primary_name.includes(',')) return null;
  const persian = PERSIAN_COUNTRIES.some((c) => countries.has(c));
  const [surname, given] = entity.primary_name.toUpperCase().split(',', 2);
  const words = `${given} ${surname}`.split(/[\s]+/).filter(Boolean);
  const out: string[] = [];
  for (const word of words) {
    const article = /^(AL|EL|AS|AD|AR|ASH|AZ|AN|AT)-(.+)$/.exec(word);
    if (article) {
      const core = arabicWord(article[2], persian);
      if (!core) return null;
      out.push(`ال${core}`);
    } else if (/^ABD(UL|EL|AL)?$/.test(word)) out.push('عبد');
    else if (word === 'BIN' || word === 'IBN') out.push('بن');
    else if (word === 'ABU' || word === 'ABOU') out.push('ابو');
    else {
      const arabic = arabicWord(word, persian);
      if (!arabic) return null;
      out.push(arabic);
    }
  }
  return out.length >= 2 ? { name: out.join(' '), sourceName: entity.primary_name } : null;
}

/** The class kinds' generators; `spacing_other_order` reads the words of every listed name. */
export function tuningClassTable(listed: ListedIndex): KindTable<(typeof TUNING_CLASS_KINDS)[number]> {
  return {
    middles_dropped: {
      eligible: (e) => isIndividual(e) && e.primary_name.includes(','),
      make: (e, rng) => {
        const name = dropAllMiddles(e.primary_name, rng);
        return name ? { name, sourceName: e.primary_name } : null;
      },
    },
    legal_form_written: { eligible: isOrganization, make: writeOutLegalForm },
    romanization_system: { eligible: isIndividual, make: romanizeOtherSystem },
    vessel_prefix: { eligible: (e) => e.entity_type === 'vessel', make: withWorldPrefix },
    short_name_slip: { eligible: (e) => e.entity_type !== 'vessel', make: shortNameSlip },
    arabic_script_rules: { eligible: isIndividual, make: (e) => arabicScriptByRules(e) },
    wade_giles: { eligible: isIndividual, make: wadeGilesName },
    print_misreading: { eligible: (e) => e.entity_type !== 'vessel', make: printMisreading },
    short_name_sound: { eligible: (e) => e.entity_type !== 'vessel', make: shortNameSoundSlip },
    middles_any_name: { eligible: isIndividual, make: middlesFromAnyName },
    legal_form_jurisdiction: { eligible: isOrganization, make: legalFormOfJurisdiction },
    spacing_other_order: {
      eligible: isIndividual,
      make: spacingInOtherOrder([...listed.byList.values()].flat()),
    },
    initials: { eligible: isIndividual, make: initialsOfGivenNames },
    field_truncation: { eligible: truncatable, make: cutByFieldLength },
  };
}

/**
 * The tuning part with the class kinds added: drawn from entities neither part's positives came
 * from (so the validation part stays disjoint and unchanged), with seeds seed × 1000 + 500 + i.
 */
export function withClassKinds(
  tuning: Dataset,
  validation: Dataset,
  listed: ListedIndex,
  perKind = 100,
): Dataset {
  const used = new Set(
    [...tuning.cases, ...validation.cases].flatMap((c) =>
      c.kind === 'negative' ? [] : [c.expected_entity_ids[0]],
    ),
  );
  const pools: ListedIndex = {
    ...listed,
    byList: new Map([...listed.byList].map(([list, es]) => [list, es.filter((e) => !used.has(e.entity_id))])),
  };
  const stats = { ...tuning.stats, positivesByKindAndList: { ...tuning.stats.positivesByKindAndList } };
  const table = tuningClassTable(listed);
  const added = positivesOfKinds(
    FIRST_CLASS_KINDS,
    table,
    pools,
    perKind,
    (_, i) => new Rng(tuning.seed * 1000 + 500 + i),
    stats,
  );
  // The later kinds need entities the first ones drained (Chinese people): they may share an entity
  // with another tuning kind, never with the validation part.
  const validationUsed = new Set(
    validation.cases.flatMap((c) => (c.kind === 'negative' ? [] : [c.expected_entity_ids[0]])),
  );
  const laterPools: ListedIndex = {
    ...listed,
    byList: new Map(
      [...listed.byList].map(([list, es]) => [list, es.filter((e) => !validationUsed.has(e.entity_id))]),
    ),
  };
  added.push(
    ...positivesOfKinds(
      LATER_CLASS_KINDS,
      table,
      laterPools,
      perKind,
      (_, i) => new Rng(tuning.seed * 1000 + 500 + FIRST_CLASS_KINDS.length + i),
      stats,
    ),
  );
  const positives = tuning.cases.filter((c) => c.kind !== 'negative');
  const negatives = tuning.cases.filter((c) => c.kind === 'negative');
  // Ordinary people written with an initial (tuning-initials.ts), and long company names cut by a
  // field length (tuning-truncation.ts), after the other negatives.
  const withInitials = negativesWithInitials(negatives);
  const cut = negativesCut(negatives);
  stats.negativesByOrigin = {
    ...stats.negativesByOrigin,
    'person:initial': withInitials.length,
    'org:truncated': cut.length,
  };
  return { ...tuning, cases: [...positives, ...added, ...negatives, ...withInitials, ...cut], stats };
}
