import {
  isPositive,
  type NegativeCase,
  NON_LATIN_KINDS,
  type PositiveCase,
  TUNING_CLASS_KINDS,
  VALIDATION_KINDS,
} from '../../../scripts/eval/cases';
import { generateParts } from '../../../scripts/eval/evaluation';
import {
  type Dataset,
  generateDataset,
  indexListed,
  nameKey,
  withRealNegatives,
} from '../../../scripts/eval/generate';
import { loadListedEntities } from '../../../scripts/eval/listed-entities';
import {
  fakerPeople,
  organizationPart,
  poolKey,
  realOrganizations,
  TUNING_LOCALES,
  VALIDATION_LOCALES,
} from '../../../scripts/eval/real-negatives';
import { generateValidation } from '../../../scripts/eval/validation/generate';
import type { Entity } from '../../../src/core/lists/model';

/** Both parts over the bundled snapshot (data/snapshot), read with the project's loader. */
let entities: Entity[];
let parts: Record<'tuning' | 'validation', Dataset>;

beforeAll(async () => {
  entities = await loadListedEntities();
  parts = generateParts(entities, { seed: 1 });
});

const negativesOf = (d: Dataset) => d.cases.filter((c): c is NegativeCase => !isPositive(c));
const positivesOf = (d: Dataset) => d.cases.filter(isPositive);

describe('the tuning and validation parts', () => {
  it('are deterministic: the same snapshot and seed give the same cases; another seed other validation cases', () => {
    expect(generateParts(entities, { seed: 1 })).toEqual(parts);
    const other = generateParts(entities, { seed: 2 });
    expect(positivesOf(other.validation).map((c) => c.query.name)).not.toEqual(
      positivesOf(parts.validation).map((c) => c.query.name),
    );
  });

  it('tuning adds 700 faker people and the tuning third of the real organizations to the 600 table negatives', () => {
    const negatives = negativesOf(parts.tuning);
    expect(negatives.filter((c) => /^person:.*\//.test(c.origin))).toHaveLength(700);
    // Every tuning organization, less the few the hand-written tables already hold (Ericsson AB …).
    const organizations = negatives.filter((c) => /^org:[a-z]+$/.test(c.origin)).length;
    expect(organizations).toBeGreaterThan(realOrganizations('tuning').length - 20);
    expect(new Set(parts.tuning.cases.map((c) => c.id)).size).toBe(parts.tuning.cases.length);
  });

  it('validation has up to 100 cases of every kind, and unique ids', () => {
    for (const kind of VALIDATION_KINDS) {
      const n = parts.validation.cases.filter((c) => c.kind === kind).length;
      expect([kind, n]).toEqual([kind, 100]);
    }
    expect(new Set(parts.validation.cases.map((c) => c.id)).size).toBe(parts.validation.cases.length);
  });

  it('never derive a validation positive from an entity a tuning positive came from', () => {
    const tuning = new Set(positivesOf(parts.tuning).map((c) => c.expected_entity_ids[0]));
    for (const c of positivesOf(parts.validation)) expect(tuning.has(c.expected_entity_ids[0])).toBe(false);
  });

  it('tuning class kinds: 100 cases each, unique ids, and the validation part exactly as without them', () => {
    for (const kind of TUNING_CLASS_KINDS) {
      const n = parts.tuning.cases.filter((c) => c.kind === kind).length;
      // The validation part uses most Chinese individuals of the snapshot: Wade-Giles gets what is left.
      if (kind === 'wade_giles') expect(n).toBeGreaterThanOrEqual(10);
      else expect([kind, n]).toEqual([kind, 100]);
    }
    expect(new Set(parts.tuning.cases.map((c) => c.id)).size).toBe(parts.tuning.cases.length);
    const listed = indexListed(entities);
    const tuningWithout = withRealNegatives(generateDataset(entities, { seed: 1 }, listed), listed);
    expect(generateValidation(entities, tuningWithout, { seed: 1 }, listed)).toEqual(parts.validation);
  });

  it('share no negative, and split the real organizations by a hash of the name', () => {
    const tuning = new Set(negativesOf(parts.tuning).map((c) => nameKey(c.query.name)));
    for (const c of negativesOf(parts.validation)) expect(tuning.has(nameKey(c.query.name))).toBe(false);
    const tuningOrgs = realOrganizations('tuning').map((o) => o.name);
    const validationOrgs = new Set(realOrganizations('validation').map((o) => o.name));
    expect(tuningOrgs.filter((n) => validationOrgs.has(n))).toEqual([]);
    expect(organizationPart('Deutsche Bank AG')).toBe(organizationPart('Deutsche Bank AG'));
  });

  it('hold at least 3,000 negatives, a third of them organizations, from different locales per part', () => {
    const negatives = [...negativesOf(parts.tuning), ...negativesOf(parts.validation)];
    expect(negatives.length).toBeGreaterThanOrEqual(3000);
    expect(negatives.filter((c) => c.origin.startsWith('org:')).length).toBeGreaterThanOrEqual(1000);
    const locales = (d: Dataset) =>
      new Set(
        negativesOf(d).flatMap((c) => (/\/(.+)$/.exec(c.origin)?.[1] ? [/\/(.+)$/.exec(c.origin)?.[1]] : [])),
      );
    const tuningLocales = locales(parts.tuning);
    const shared = [...locales(parts.validation)].filter((l) => tuningLocales.has(l));
    expect(shared).toEqual([]);
  });

  it('validation negatives never equal a listed name or alias; exclusions are reported', () => {
    const listed = new Set(
      entities.flatMap((e) => [e.primary_name, ...e.aliases.map((a) => a.alias_name)].map(nameKey)),
    );
    for (const c of negativesOf(parts.validation)) expect(listed.has(nameKey(c.query.name))).toBe(false);
    expect(Array.isArray(parts.validation.stats.negativesExcluded)).toBe(true);
  });

  it('other-script kinds hold no Latin letter; every validation query differs from its listed name', () => {
    const byId = new Map(entities.map((e) => [e.entity_id, e]));
    for (const c of positivesOf(parts.validation)) {
      if (NON_LATIN_KINDS.includes(c.kind)) expect(c.query.name).not.toMatch(/[A-Za-z]/);
      if (c.kind !== 'exact' && c.kind !== 'alias' && c.kind !== 'identifier')
        expect([c.id, c.query.name]).not.toEqual([
          c.id,
          (byId.get(c.expected_entity_ids[0]) as Entity).primary_name,
        ]);
    }
  });

  it('script kinds are written in their scripts', () => {
    const ofKind = (kind: string) => parts.validation.cases.filter((c): c is PositiveCase => c.kind === kind);
    for (const c of ofKind('script_cyrillic')) expect(c.query.name).toMatch(/^[\u0400-\u04FF ]+$/);
    for (const c of ofKind('script_arabic')) expect(c.query.name).toMatch(/^[\u0600-\u06FF ]+$/);
    for (const c of ofKind('script_chinese')) expect(c.query.name).toMatch(/^[\u4E00-\u9FFF]+$/);
    for (const c of ofKind('script_korean')) expect(c.query.name).toMatch(/^[\uAC00-\uD7A3]+$/);
  });
});

describe('the real name source files', () => {
  it('organizations: 1,900+ lines of a known category, no name twice', () => {
    const all = [...realOrganizations('tuning'), ...realOrganizations('validation')];
    expect(all.length).toBeGreaterThanOrEqual(1900);
    const categories = new Set(all.map((o) => o.origin));
    expect([...categories].sort()).toEqual([
      'org:airline',
      'org:bank',
      'org:company',
      'org:institution',
      'org:shipping',
    ]);
    expect(new Set(all.map((o) => o.name)).size).toBe(all.length);
  });

  it('people: 250 distinct names in every pool a part draws from, in Latin letters unless kept in their script', () => {
    const pools = fakerPeople();
    for (const source of [...TUNING_LOCALES, ...VALIDATION_LOCALES]) {
      const pool = pools.get(poolKey(source)) as string[];
      expect([poolKey(source), pool.length, new Set(pool).size]).toEqual([poolKey(source), 250, 250]);
      if (source.script !== 'native')
        for (const name of pool) expect(name).toMatch(/^[\p{Script=Latin}' -]+$/u);
    }
  });
});
