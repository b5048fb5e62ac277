import type { Entity } from '../../../src/core/lists/model';
import { normalizeName } from '../../../src/core/names/normalize';
import { type EvalCase, type NegativeCase, VALIDATION_KINDS } from '../cases';
import {
  countriesOf,
  type Dataset,
  emptyStats,
  fromPrimary,
  identifierVariant,
  indexListed,
  isIndividual,
  isOrganization,
  type KindTable,
  type ListedIndex,
  nameKey,
  negativeAcceptor,
  positivesOfKinds,
  usableAliases,
  type Variant,
  vesselKind,
} from '../generate';
import { Rng } from '../prng';
import {
  fnv1a,
  personFromLocales,
  realOrganizations,
  VALIDATION_LOCALES,
  validationArabicPerson,
} from '../real-negatives';
import {
  arabicVariant,
  koreanVariant,
  type RussianConvention,
  russianVariant,
  wadeGilesVariant,
} from './romanization';
import { toArabicScript, toChineseCharacters, toCyrillic, toHangul } from './scripts';
import {
  RUSSIAN_SPEAKING,
  distinctiveWords,
  dropMiddles,
  isShortName,
  misspell,
  nativeLegalForm,
  rewriteOrder,
  splitListedPerson,
} from './variants';

/**
 * The validation part (docs/evaluation.md): other entities than the tuning part's positives, other
 * generator families, other seeds, other negative sources. Nobody may change a matching rule or
 * table because of a case of this part.
 */

type ValidationKind = (typeof VALIDATION_KINDS)[number];

const ARABIC_WORLD = [
  'Syria',
  'Iraq',
  'Lebanon',
  'Yemen',
  'Saudi Arabia',
  'United Arab Emirates',
  'Jordan',
  'Egypt',
  'Libya',
  'Tunisia',
  'Algeria',
  'Morocco',
  'Sudan',
  'Kuwait',
  'Qatar',
  'Bahrain',
  'Oman',
  'Palestinian',
  'West Bank',
  'Gaza',
  'Somalia',
  'Mauritania',
  'Iran',
  'Afghanistan',
  'Pakistan',
];
/** Russia only: Belarusian and Ukrainian names are often romanized from their own languages (HAIDUKEVICH, Aleh). */
const RUSSIAN_WORLD = ['Russia'];
const CHINESE_WORLD = ['China', 'Hong Kong', 'Taiwan', 'Macau'];
const KOREAN_WORLD = ['Korea, North', 'Korea, South'];

const from = (countries: readonly string[]) => (e: Entity) =>
  isIndividual(e) && [...countriesOf(e)].some((c) => countries.includes(c));

/** A variant that is the query itself (scripts, romanizations): kept only when it differs from the listed name. */
const variantOf = (entity: Entity, name: string | null): Variant | null =>
  name && normalizeName(name) !== entity.normalized_name ? { name, sourceName: entity.primary_name } : null;

/** "SURNAME, Given" in the order its bearer writes it (given name first), for the Arabic-script rendering. */
function naturalOrder(name: string): string {
  const parts = splitListedPerson(name);
  return parts ? `${parts.given.join(' ')} ${parts.surname.join(' ')}` : name;
}

const VESSEL_PREFIXES = ['MT', 'M/S', 'MS', 'M.Y.', 'SS', 'MV.'];
const LISTED_VESSEL_PREFIX = /^(M\/?[VT]|M\.[VT]\.|MV|MT)\s+/i;

/** A vessel name with another prefix than the tuning part's (M/V, MV, M.V., M/T), in title case. */
function vesselVariant(name: string, rng: Rng): string {
  const bare = name.replace(LISTED_VESSEL_PREFIX, '');
  const titled = bare
    .toLowerCase()
    .replace(/(^|\s)(\p{L})/gu, (_, s: string, l: string) => s + l.toUpperCase());
  return `${rng.pick(VESSEL_PREFIXES)} ${titled}`;
}

/** The name variant sent with an identifier: one of this part's own models. */
function identifierName(entity: Entity, rng: Rng): string | null {
  const name = entity.primary_name;
  if (isIndividual(entity))
    return (
      (rng.chance(0.5) ? dropMiddles(name, rng) : null) ?? rewriteOrder(name, rng) ?? misspell(name, rng)
    );
  return misspell(name, rng);
}

const KINDS: KindTable<ValidationKind> = {
  exact: { eligible: () => true, make: (e) => ({ name: e.primary_name, sourceName: e.primary_name }) },
  misspelling: {
    eligible: (e) => e.entity_type !== 'vessel',
    make: fromPrimary((n, rng) => misspell(n, rng)),
  },
  short_name_typo: {
    eligible: (e) =>
      e.entity_type !== 'vessel' &&
      isShortName(e.primary_name) &&
      distinctiveWords(e.primary_name).length > 0,
    make: fromPrimary((n, rng) => misspell(n, rng)),
  },
  name_order: { eligible: isIndividual, make: fromPrimary((n, rng) => rewriteOrder(n, rng)) },
  dropped_middles: { eligible: isIndividual, make: fromPrimary((n, rng) => dropMiddles(n, rng)) },
  alias: {
    eligible: (e) => usableAliases(e).length > 0,
    make: (e, rng) => {
      const alias = rng.pick(usableAliases(e));
      return { name: alias, sourceName: alias };
    },
  },
  legal_form_native: {
    // Russian-speaking companies outnumber all others with a legal form ~10 to 1: one in ten is kept,
    // so German, Spanish, French, Italian, Turkish, Chinese … forms are measured too.
    eligible: (e) =>
      isOrganization(e) &&
      (![...countriesOf(e)].some((c) => RUSSIAN_SPEAKING.includes(c)) || fnv1a(e.entity_id) % 10 === 0),
    make: (e, rng) => variantOf(e, nativeLegalForm(e.primary_name, countriesOf(e), rng)),
  },
  romanization_korean: {
    eligible: from(KOREAN_WORLD),
    make: (e, rng) => variantOf(e, koreanVariant(e.primary_name, rng)),
  },
  romanization_chinese: {
    eligible: from(CHINESE_WORLD),
    make: (e, rng) => variantOf(e, wadeGilesVariant(e.primary_name, rng)),
  },
  romanization_arabic: {
    eligible: from(ARABIC_WORLD),
    make: (e, rng) => variantOf(e, arabicVariant(e.primary_name, rng)),
  },
  romanization_russian: {
    eligible: from(RUSSIAN_WORLD),
    make: (e, rng) =>
      variantOf(
        e,
        russianVariant(e.primary_name, rng.pick<RussianConvention>(['german', 'french', 'scholarly'])),
      ),
  },
  identifier: {
    eligible: (e) => e.identifiers.length > 0,
    make: (e, rng) => identifierVariant(e, rng, identifierName),
  },
  vessel: vesselKind(vesselVariant),
  script_cyrillic: { eligible: from(RUSSIAN_WORLD), make: (e) => variantOf(e, toCyrillic(e.primary_name)) },
  script_arabic: {
    eligible: from(ARABIC_WORLD),
    make: (e) => variantOf(e, toArabicScript(naturalOrder(e.primary_name))),
  },
  script_chinese: {
    eligible: from(CHINESE_WORLD),
    make: (e) => variantOf(e, toChineseCharacters(e.primary_name)),
  },
  script_korean: { eligible: from(KOREAN_WORLD), make: (e) => variantOf(e, toHangul(e.primary_name)) },
};

export interface ValidationOptions {
  seed: number;
  perKind?: number;
  /** People from faker's validation locales. */
  people?: number;
  /** People from the validation-only Arabic-world table. */
  arabicPeople?: number;
}

/** Seeds of this part: a hash of the part, the seed and the kind, so they share nothing with tuning's seed × 1000 + i. */
const seedOf = (seed: number, what: string) => new Rng(fnv1a(`validation:${seed}:${what}`));

/**
 * The validation part. `tuning` is the tuning part of the same snapshot: its positives' entities are
 * left out of this part's pools and its negatives are never repeated, so the parts are disjoint.
 */
export function generateValidation(
  entities: Entity[],
  tuning: Dataset,
  options: ValidationOptions,
  listed: ListedIndex = indexListed(entities),
): Dataset {
  const used = new Set(
    tuning.cases.flatMap((c) => (c.kind === 'negative' ? [] : [c.expected_entity_ids[0]])),
  );
  const pools: ListedIndex = {
    ...listed,
    byList: new Map([...listed.byList].map(([list, es]) => [list, es.filter((e) => !used.has(e.entity_id))])),
  };
  const stats = emptyStats();
  const cases: EvalCase[] = positivesOfKinds(
    VALIDATION_KINDS,
    KINDS,
    pools,
    options.perKind ?? 100,
    (kind) => seedOf(options.seed, kind),
    stats,
  );
  const seen = new Set(tuning.cases.filter((c) => c.kind === 'negative').map((c) => nameKey(c.query.name)));
  const negatives: NegativeCase[] = [];
  const rng = seedOf(options.seed, 'negatives');
  const accept = negativeAcceptor(negatives, seen, listed.listedNames, stats, rng);
  const people = options.people ?? 1300;
  for (let made = 0, attempts = 0; made < people && attempts < people * 20; attempts++)
    if (accept(personFromLocales(VALIDATION_LOCALES, rng))) made++;
  const arabic = options.arabicPeople ?? 200;
  for (let made = 0, attempts = 0; made < arabic && attempts < arabic * 20; attempts++)
    if (accept(validationArabicPerson(rng))) made++;
  for (const organization of realOrganizations('validation')) accept(organization);
  cases.push(...negatives);
  return { part: 'validation', seed: options.seed, cases, stats };
}
