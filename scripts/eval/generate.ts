import { type Entity, type ListId, LIST_IDS } from '../../src/core/lists/model';
import { normalizeName } from '../../src/core/names/normalize';
import {
  type EvalCase,
  type EvalQuery,
  type NegativeCase,
  type PositiveCase,
  type Part,
  type PositiveKind,
  type QueryIdentifiers,
  TUNING_KINDS,
} from './cases';
import { LOCAL_BUSINESS, PERSON_CULTURES, type PersonCulture, WELL_KNOWN_COMPANIES } from './negative-names';
import { Rng } from './prng';
import { type NegativeName, personFromLocales, realOrganizations, TUNING_LOCALES } from './real-negatives';
import { toArabic, toRussianCyrillic, toUkrainianCyrillic } from './scripts';
import {
  addDiacritics,
  addMiddleToken,
  dropMiddleToken,
  reorder,
  respace,
  swapLegalForm,
  transliterate,
  typo,
  vesselVariant,
} from './transforms';

export interface GenerateOptions {
  seed: number;
  /** Which part to generate (default tuning); docs/evaluation.md describes both. */
  part?: Part;
  /** Positives per kind (fewer when the lists hold fewer eligible entities). */
  perKind?: number;
  negatives?: number;
}

export interface DatasetStats {
  positivesByKindAndList: Record<string, Partial<Record<ListId, number>>>;
  negativesByOrigin: Record<string, number>;
  /** Generated negatives dropped because their normalized tokens equal a listed name's or alias's (in any order). */
  negativesExcluded: string[];
}

export interface Dataset {
  part: Part;
  seed: number;
  cases: EvalCase[];
  stats: DatasetStats;
}

/** A variant of one listed entity: the query, and the listed name it was derived from. */
export interface Variant {
  name: string;
  sourceName: string;
  identifiers?: QueryIdentifiers;
  /** Kinds that test a type-specific path always send the type. */
  entityType?: 'vessel';
}

export type VariantMaker = (entity: Entity, rng: Rng) => Variant | null;
export type KindTable<K extends string> = Record<K, { eligible: (e: Entity) => boolean; make: VariantMaker }>;

export const fromPrimary = (transform: (name: string, rng: Rng) => string | null): VariantMaker => {
  return (entity, rng) => {
    const name = transform(entity.primary_name, rng);
    return name && normalizeName(name) !== entity.normalized_name
      ? { name, sourceName: entity.primary_name }
      : null;
  };
};

export const isIndividual = (e: Entity) => e.entity_type === 'individual';

/** Listed vessels, always sent with `entity_type: vessel`, their name varied by `vary`. */
export function vesselKind(vary: (name: string, rng: Rng) => string): KindTable<'vessel'>['vessel'] {
  return {
    eligible: (e) => e.entity_type === 'vessel',
    make: (e, rng) => ({ name: vary(e.primary_name, rng), sourceName: e.primary_name, entityType: 'vessel' }),
  };
}
export const isOrganization = (e: Entity) => e.entity_type === 'organization';
const CYRILLIC_KEEP = 0.1;
const UKRAINIAN_SPELLING = /YCH\b|\bMYK|OLEKS|IIA\b|IIOV|IYOV|YI\b|\bIH|HOR\b|\bHRY/i;
export const countriesOf = (e: Entity) =>
  new Set([...e.nationality_countries, ...e.addresses.map((a) => a.country)]);
const QUERY_ID_TYPES = ['passport', 'national_id', 'tax_id', 'registration'] as const;

export function usableAliases(entity: Entity): string[] {
  return entity.aliases
    .map((a) => a.alias_name)
    .filter((a) => {
      const normalized = normalizeName(a);
      return normalized.replace(/ /g, '').length >= 4 && normalized !== entity.normalized_name;
    });
}

function otherScript(entity: Entity, rng: Rng): Variant | null {
  const arabic = toArabic(entity.primary_name);
  const countries = countriesOf(entity);
  // OFAC romanizes many Ukrainians the Russian way; the Ukrainian table only fits Ukrainian-style spellings.
  const cyrillic =
    countries.has('Ukraine') && UKRAINIAN_SPELLING.test(entity.primary_name)
      ? toUkrainianCyrillic(entity.primary_name)
      : countries.has('Russia') || countries.has('Belarus') || countries.has('Ukraine')
        ? toRussianCyrillic(entity.primary_name)
        : null;
  if (arabic) return { name: arabic, sourceName: entity.primary_name };
  // Cyrillic-eligible individuals outnumber Arabic-renderable ones ~40 to 1; keeping one in ten
  // gives the kind roughly 20% Arabic cases instead of 5%.
  return cyrillic && rng.chance(CYRILLIC_KEEP) ? { name: cyrillic, sourceName: entity.primary_name } : null;
}

/** The entity's identity documents a caller can send (5+ characters), with a name variant made by `vary`. */
export function identifierVariant(
  entity: Entity,
  rng: Rng,
  vary: (entity: Entity, rng: Rng) => string | null = (e, r) =>
    (isIndividual(e) && r.chance(0.5) ? reorder(e.primary_name) : null) ?? typo(e.primary_name, r),
): Variant | null {
  const documents = entity.identifiers.filter(
    (i) =>
      (QUERY_ID_TYPES as readonly string[]).includes(i.id_type) &&
      i.id_value.replace(/[^A-Za-z0-9]/g, '').length >= 5,
  );
  if (documents.length === 0) return null;
  const document = rng.pick(documents);
  const name = vary(entity, rng);
  if (!name) return null;
  return { name, sourceName: entity.primary_name, identifiers: { [document.id_type]: document.id_value } };
}

/** Per kind: which entities qualify, and how a query is derived from one (docs/evaluation.md). */
const KINDS: KindTable<(typeof TUNING_KINDS)[number]> = {
  exact: { eligible: () => true, make: (e) => ({ name: e.primary_name, sourceName: e.primary_name }) },
  typo: { eligible: (e) => e.entity_type !== 'vessel', make: fromPrimary((n, rng) => typo(n, rng)) },
  reordered: {
    eligible: (e) => isIndividual(e) && e.primary_name.includes(','),
    make: fromPrimary((n) => reorder(n)),
  },
  dropped_token: {
    eligible: isIndividual,
    make: fromPrimary((n, rng) =>
      rng.chance(0.75)
        ? (dropMiddleToken(n, rng) ?? addMiddleToken(n, rng))
        : (addMiddleToken(n, rng) ?? dropMiddleToken(n, rng)),
    ),
  },
  alias: {
    eligible: (e) => usableAliases(e).length > 0,
    make: (e, rng) => {
      const alias = rng.pick(usableAliases(e));
      return { name: alias, sourceName: alias };
    },
  },
  transliteration: { eligible: isIndividual, make: fromPrimary((n, rng) => transliterate(n, rng)) },
  other_script: { eligible: isIndividual, make: otherScript },
  legal_form: { eligible: isOrganization, make: fromPrimary((n, rng) => swapLegalForm(n, rng)) },
  spacing: {
    eligible: (e) => e.entity_type !== 'vessel',
    make: (e, rng) => fromPrimary((n, r) => respace(n, r, isIndividual(e)))(e, rng),
  },
  diacritics: {
    eligible: (e) => isIndividual(e) || isOrganization(e),
    make: (e, rng) => {
      const name = addDiacritics(e.primary_name, rng, isIndividual(e));
      return name && name !== e.primary_name ? { name, sourceName: e.primary_name } : null;
    },
  },
  identifier: { eligible: (e) => e.identifiers.length > 0, make: (e, rng) => identifierVariant(e, rng) },
  vessel: vesselKind(vesselVariant),
};

/** Share of positives drawn from ofac_sdn; the rest is spread over the other lists that have eligible entities. */
const SDN_SHARE = 0.75;

/** normalized primary name or alias → entity ids, per list: any entity listed under the same name is a correct hit. */
export function buildNameIndex(entities: Entity[]): Map<string, string[]> {
  const index = new Map<string, string[]>();
  const add = (listId: ListId, name: string, id: string) => {
    const key = `${listId}|${normalizeName(name)}`;
    const ids = index.get(key) ?? [];
    if (!ids.includes(id)) ids.push(id);
    index.set(key, ids);
  };
  for (const e of entities) {
    add(e.source_list_id, e.primary_name, e.entity_id);
    for (const a of e.aliases) add(e.source_list_id, a.alias_name, e.entity_id);
  }
  return index;
}

function expectedIds(entity: Entity, sourceName: string, index: Map<string, string[]>): string[] {
  const sameName = index.get(`${entity.source_list_id}|${normalizeName(sourceName)}`) ?? [];
  return [entity.entity_id, ...sameName.filter((id) => id !== entity.entity_id)];
}

export function positivesOfKind<K extends PositiveKind>(
  kind: K,
  kinds: KindTable<K>,
  byList: Map<ListId, Entity[]>,
  count: number,
  rng: Rng,
  index: Map<string, string[]>,
): PositiveCase[] {
  const { eligible, make } = kinds[kind];
  const pools = new Map<ListId, Entity[]>();
  for (const [listId, entities] of byList) {
    const pool = entities.filter(eligible);
    if (pool.length > 0) pools.set(listId, rng.shuffle(pool));
  }
  const cases: PositiveCase[] = [];
  while (cases.length < count && pools.size > 0) {
    const others = [...pools.keys()].filter((l) => l !== 'ofac_sdn');
    const listId =
      pools.has('ofac_sdn') && (others.length === 0 || rng.chance(SDN_SHARE)) ? 'ofac_sdn' : rng.pick(others);
    const pool = pools.get(listId) as Entity[];
    const entity = pool.pop() as Entity;
    if (pool.length === 0) pools.delete(listId);
    const variant = make(entity, rng);
    if (!variant) continue;
    const query: EvalQuery = { name: variant.name };
    const entityType = variant.entityType ?? (rng.chance(0.5) ? entity.entity_type : undefined);
    if (entityType) query.entity_type = entityType;
    if (variant.identifiers) query.identifiers = variant.identifiers;
    if (listId !== 'ofac_sdn') query.lists = [listId];
    cases.push({
      id: `${kind}-${String(cases.length + 1).padStart(3, '0')}`,
      kind,
      query,
      expected_entity_ids: expectedIds(entity, variant.sourceName, index),
      source_name: variant.sourceName,
    });
  }
  return cases;
}

function personName(culture: PersonCulture, rng: Rng): string {
  const given = rng.pick(culture.given);
  const female = culture.culture === 'russian' && /a$/i.test(given); // every female name in the table ends in -a
  let surname = rng.pick(culture.surnames);
  if (female && /(ov|ev|in|yov)$/i.test(surname)) surname += 'a';
  const parts = [given];
  if (rng.chance(culture.middleChance)) {
    if (culture.patronymics) {
      const patronymic = rng.pick(culture.patronymics);
      parts.push(female ? patronymic.replace(/ich$/, 'na') : patronymic);
    } else if (culture.culture === 'arabic') {
      parts.push(rng.pick(culture.given.slice(0, 15))); // father's name: the male names come first in the table
    } else {
      const middle = rng.pick(culture.given);
      if (middle !== given) parts.push(middle);
    }
  }
  parts.push(surname);
  if (culture.secondSurnameChance && rng.chance(culture.secondSurnameChance)) {
    const second = rng.pick(culture.surnames);
    if (second !== surname) parts.push(second);
  }
  return parts.join(' ');
}

function companyName(rng: Rng): { name: string; origin: string } {
  if (rng.chance(0.4)) return { name: rng.pick(WELL_KNOWN_COMPANIES), origin: 'org:company/well_known' };
  const owner = rng.chance(0.4)
    ? rng.pick(rng.pick(PERSON_CULTURES).surnames)
    : rng.pick(LOCAL_BUSINESS.descriptors);
  const name = [owner, rng.pick(LOCAL_BUSINESS.trades), rng.pick(LOCAL_BUSINESS.legalForms)]
    .filter(Boolean)
    .join(' ');
  return { name, origin: 'org:company/local' };
}

/** Normalized tokens in sorted order: "SMITH, James" and "James Smith" are the same name. */
export function nameKey(name: string): string {
  return normalizeName(name).split(' ').sort().join(' ');
}

/** Share of negatives that are people (the rest are companies). */
const PERSON_SHARE = 0.8;

function negatives(count: number, rng: Rng, listedNames: Set<string>, stats: DatasetStats): NegativeCase[] {
  const cases: NegativeCase[] = [];
  const seen = new Set<string>();
  const quotas: { origin: string; count: number; next: () => string }[] = PERSON_CULTURES.map((culture) => ({
    origin: `person:${culture.culture}`,
    count: Math.round(count * PERSON_SHARE * culture.share),
    next: () => personName(culture, rng),
  }));
  const companyCount = count - quotas.reduce((sum, q) => sum + q.count, 0);
  let companyOrigin = 'org:company/local';
  quotas.push({
    origin: 'company',
    count: companyCount,
    next: () => {
      const company = companyName(rng);
      companyOrigin = company.origin;
      return company.name;
    },
  });
  const accept = negativeAcceptor(cases, seen, listedNames, stats, rng);
  for (const quota of quotas) {
    let made = 0;
    // Bounded: a small table could run out of distinct combinations.
    for (let attempts = 0; made < quota.count && attempts < quota.count * 50; attempts++) {
      const name = quota.next();
      if (accept({ name, origin: quota.origin === 'company' ? companyOrigin : quota.origin })) made++;
    }
  }
  return cases;
}

/**
 * Adds a candidate negative to `cases` unless it repeats one already taken (`seen`, shared by both
 * parts so they stay disjoint) or equals a listed name or alias (normalized tokens, any order):
 * such a name is ambiguous, so it is excluded and reported. Screened against every list; half send
 * `entity_type`. Returns whether the name was taken.
 */
export function negativeAcceptor(
  cases: NegativeCase[],
  seen: Set<string>,
  listedNames: Set<string>,
  stats: DatasetStats,
  rng: Rng,
): (candidate: NegativeName) => boolean {
  return ({ name, origin }) => {
    const key = nameKey(name);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    if (listedNames.has(key)) {
      stats.negativesExcluded.push(name);
      return false;
    }
    const query: EvalQuery = { name, lists: [...LIST_IDS] };
    if (rng.chance(0.5)) query.entity_type = origin.startsWith('person') ? 'individual' : 'organization';
    cases.push({
      id: `negative-${String(cases.length + 1).padStart(4, '0')}`,
      kind: 'negative',
      query,
      origin,
    });
    stats.negativesByOrigin[origin] = (stats.negativesByOrigin[origin] ?? 0) + 1;
    return true;
  };
}

/** Tuning part, beyond the hand-written tables: people from faker's tuning locales and a third of the real organizations. */
const TUNING_FAKER_PEOPLE = 700;

/**
 * Completes the tuning part with negatives from real name sources (real-negatives.ts). Kept out of
 * generateDataset so the benchmark and eval:pool, which use generateDataset, keep their query mix.
 */
export function withRealNegatives(dataset: Dataset, listed: ListedIndex): Dataset {
  const negatives = dataset.cases.filter((c): c is NegativeCase => c.kind === 'negative');
  const seen = new Set(negatives.map((c) => nameKey(c.query.name)));
  const stats: DatasetStats = {
    ...dataset.stats,
    negativesByOrigin: { ...dataset.stats.negativesByOrigin },
    negativesExcluded: [...dataset.stats.negativesExcluded],
  };
  const rng = new Rng(dataset.seed * 1000 + 998);
  const all: NegativeCase[] = [...negatives];
  const accept = negativeAcceptor(all, seen, listed.listedNames, stats, rng);
  for (
    let made = 0, attempts = 0;
    made < TUNING_FAKER_PEOPLE && attempts < TUNING_FAKER_PEOPLE * 20;
    attempts++
  )
    if (accept(personFromLocales(TUNING_LOCALES, rng))) made++;
  for (const organization of realOrganizations('tuning')) accept(organization);
  return { ...dataset, cases: [...dataset.cases, ...all.slice(negatives.length)], stats };
}

/** The snapshot's entities prepared for sampling: sorted by id, grouped by list, and indexed by name. */
export interface ListedIndex {
  byList: Map<ListId, Entity[]>;
  /** `<list>|<normalized name>` → ids of the entities listed under that name. */
  index: Map<string, string[]>;
  /** nameKey of every listed primary name and alias. */
  listedNames: Set<string>;
}

export function indexListed(entities: Entity[]): ListedIndex {
  const sorted = [...entities].sort((a, b) => a.entity_id.localeCompare(b.entity_id));
  const byList = new Map<ListId, Entity[]>();
  for (const e of sorted) byList.set(e.source_list_id, [...(byList.get(e.source_list_id) ?? []), e]);
  const listedNames = new Set(
    sorted.flatMap((e) => [e.primary_name, ...e.aliases.map((a) => a.alias_name)].map(nameKey)),
  );
  return { byList, index: buildNameIndex(sorted), listedNames };
}

/** Per kind: draws `perKind` positives with one generator per kind, so adding a kind never changes another's cases. */
export function positivesOfKinds<K extends PositiveKind>(
  kinds: readonly K[],
  table: KindTable<K>,
  listed: ListedIndex,
  perKind: number,
  rngFor: (kind: K, i: number) => Rng,
  stats: DatasetStats,
): PositiveCase[] {
  const cases: PositiveCase[] = [];
  kinds.forEach((kind, i) => {
    const kindCases = positivesOfKind(kind, table, listed.byList, perKind, rngFor(kind, i), listed.index);
    const byListCount: Partial<Record<ListId, number>> = {};
    for (const c of kindCases) {
      const listId = c.query.lists?.[0] ?? 'ofac_sdn';
      byListCount[listId] = (byListCount[listId] ?? 0) + 1;
    }
    stats.positivesByKindAndList[kind] = byListCount;
    cases.push(...kindCases);
  });
  return cases;
}

export const emptyStats = (): DatasetStats => ({
  positivesByKindAndList: {},
  negativesByOrigin: {},
  negativesExcluded: [],
});

/**
 * The tuning part's cases as before the split: positives of every tuning kind derived from listed
 * entities, and negatives from the hand-written tables (the benchmark and eval:pool use exactly
 * these). Deterministic: the same entities and seed give the same cases. withRealNegatives completes
 * the tuning part; the validation part is in validation/generate.ts; evaluation.ts generates both.
 */
export function generateDataset(
  entities: Entity[],
  options: GenerateOptions,
  listed = indexListed(entities),
): Dataset {
  const perKind = options.perKind ?? 100;
  const negativeCount = options.negatives ?? 600;
  const stats = emptyStats();
  const cases: EvalCase[] = positivesOfKinds(
    TUNING_KINDS,
    KINDS,
    listed,
    perKind,
    (_, i) => new Rng(options.seed * 1000 + i),
    stats,
  );
  cases.push(...negatives(negativeCount, new Rng(options.seed * 1000 + 999), listed.listedNames, stats));
  return { part: 'tuning', seed: options.seed, cases, stats };
}
