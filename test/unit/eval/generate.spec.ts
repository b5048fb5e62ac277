import { type EvalCase, isPositive, type PositiveCase, TUNING_KINDS } from '../../../scripts/eval/cases';
import { type Dataset, generateDataset, nameKey } from '../../../scripts/eval/generate';
import { loadListedEntities, namedPerson } from '../../../scripts/eval/listed-entities';
import { PERSON_CULTURES } from '../../../scripts/eval/negative-names';
import type { Entity } from '../../../src/core/lists/model';
import { normalizeName } from '../../../src/core/names/normalize';

/** The generator over the bundled snapshot (data/snapshot), read with the project's loader. */
let entities: Entity[];
let dataset: Dataset;
let byId: Map<string, Entity>;

beforeAll(async () => {
  entities = await loadListedEntities();
  byId = new Map(entities.map((e) => [e.entity_id, e]));
  dataset = generateDataset(entities, { seed: 1 });
});

const ofKind = (kind: string) => dataset.cases.filter((c): c is PositiveCase => c.kind === kind);
const tokens = (name: string) => normalizeName(name).split(' ');
const sourceOf = (c: PositiveCase) => byId.get(c.expected_entity_ids[0]) as Entity;

describe('generateDataset', () => {
  it('is deterministic: the same seed gives the same cases, another seed different ones', () => {
    const again = generateDataset(entities, { seed: 1 });
    expect(again.cases).toEqual(dataset.cases);
    const other = generateDataset(entities, { seed: 2 });
    expect(other.cases.map((c) => c.query.name)).not.toEqual(dataset.cases.map((c) => c.query.name));
  });

  it('has 100 cases of every tuning kind and 600 negatives (the benchmark’s mix), with unique ids', () => {
    for (const kind of TUNING_KINDS) expect(ofKind(kind)).toHaveLength(100);
    expect(dataset.cases.filter((c) => c.kind === 'negative')).toHaveLength(600);
    expect(new Set(dataset.cases.map((c) => c.id)).size).toBe(dataset.cases.length);
  });

  it('expects real entity ids of the list the query asks for, and samples all five lists', () => {
    const lists = new Set<string>();
    for (const c of dataset.cases.filter(isPositive)) {
      const list = c.query.lists?.[0] ?? 'ofac_sdn';
      lists.add(list);
      for (const id of c.expected_entity_ids) {
        expect(id).toMatch(new RegExp(`^sanc_${list}_\\d+$`));
        expect(byId.has(id)).toBe(true);
      }
    }
    expect([...lists].sort()).toEqual(['bis_dpl', 'ofac_consolidated', 'ofac_fse', 'ofac_sdn', 'ofac_ssi']);
  });

  it('never emits a negative equal to a listed primary name or alias', () => {
    const sortedTokens = (name: string) => normalizeName(name).split(' ').sort().join(' ');
    const listed = new Set(
      entities.flatMap((e) => [e.primary_name, ...e.aliases.map((a) => a.alias_name)].map(sortedTokens)),
    );
    const negatives = dataset.cases.filter((c) => !isPositive(c));
    expect(negatives.length).toBeGreaterThan(0);
    for (const c of negatives) expect(listed.has(sortedTokens(c.query.name))).toBe(false);
  });

  it('excludes and reports generated negatives that are listed names', () => {
    // A fixture list holding every American first + last name combination: those negatives must all be excluded.
    const american = PERSON_CULTURES.find((c) => c.culture === 'american')!;
    const listed: Entity[] = american.given.flatMap((given, i) =>
      american.surnames.map((surname, j) => fixtureEntity(`${i * 1000 + j}`, `${surname}, ${given}`)),
    );
    const result = generateDataset([...listed, fixtureEntity('999999', 'BANCO NACIONAL DE CUBA')], {
      seed: 1,
      perKind: 1,
      negatives: 300,
    });
    // "SMITH, James" is listed; the negative "James Smith" is the same person's name.
    const listedNames = new Set(
      listed.map((e) => normalizeName(e.primary_name.split(', ').reverse().join(' '))),
    );
    expect(result.stats.negativesExcluded.length).toBeGreaterThan(0);
    for (const name of result.stats.negativesExcluded)
      expect(listedNames.has(normalizeName(name))).toBe(true);
    const negatives = result.cases.filter((c: EvalCase) => c.kind === 'negative');
    for (const c of negatives) expect(listedNames.has(normalizeName(c.query.name))).toBe(false);
    expect(nameKey('SMITH, James')).toBe(nameKey('James Smith'));
  });
});

describe('each kind transforms the listed name in its intended way', () => {
  it('exact: the listed primary name itself', () => {
    for (const c of ofKind('exact')) expect(c.query.name).toBe(sourceOf(c).primary_name);
  });

  it('typo: one token differs, by a single edit', () => {
    for (const c of ofKind('typo')) {
      const [a, b] = [tokens(c.source_name), tokens(c.query.name)];
      expect(b).toHaveLength(a.length);
      expect(a.filter((t, i) => t !== b[i])).toHaveLength(1);
    }
  });

  it('reordered: the same tokens in another order', () => {
    for (const c of ofKind('reordered')) {
      expect([...tokens(c.query.name)].sort()).toEqual([...tokens(c.source_name)].sort());
      expect(normalizeName(c.query.name)).not.toBe(normalizeName(c.source_name));
    }
  });

  it('dropped_token: exactly one token removed or added', () => {
    const words = (name: string) => name.replace(/,/g, ' ').trim().split(/\s+/);
    for (const c of ofKind('dropped_token')) {
      const [a, b] = [words(c.source_name), words(c.query.name)];
      expect(Math.abs(a.length - b.length)).toBe(1);
      const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
      for (const t of shorter) expect(longer).toContain(t);
    }
  });

  it('alias: a listed alias of the expected entity', () => {
    for (const c of ofKind('alias'))
      expect(sourceOf(c).aliases.map((a) => a.alias_name)).toContain(c.query.name);
  });

  it('transliteration: the same number of tokens, respelled', () => {
    for (const c of ofKind('transliteration')) {
      expect(tokens(c.query.name)).toHaveLength(tokens(c.source_name).length);
      expect(normalizeName(c.query.name)).not.toBe(normalizeName(c.source_name));
    }
  });

  it('other_script: no Latin letters left, Cyrillic or Arabic instead', () => {
    for (const c of ofKind('other_script')) {
      expect(c.query.name).not.toMatch(/[A-Za-z]/);
      expect(c.query.name).toMatch(/[\u0400-\u04FF\u0600-\u06FF]/);
    }
  });

  it('legal_form: an organization whose name differs only around a legal form', () => {
    for (const c of ofKind('legal_form')) {
      expect(sourceOf(c).entity_type).toBe('organization');
      expect(normalizeName(c.query.name)).not.toBe(normalizeName(c.source_name));
    }
  });

  it('spacing: the same letters, split or joined differently', () => {
    for (const c of ofKind('spacing')) {
      const squash = (n: string) => normalizeName(n).replace(/ /g, '');
      expect(squash(c.query.name)).toBe(squash(c.source_name));
      expect(normalizeName(c.query.name)).not.toBe(normalizeName(c.source_name));
    }
  });

  it('diacritics: accents added, nothing else changed', () => {
    for (const c of ofKind('diacritics')) {
      expect(c.query.name).not.toMatch(/^[ -~]*$/); // some character outside printable ASCII
      expect(normalizeName(c.query.name)).toBe(normalizeName(c.source_name));
    }
  });

  it('identifier: a document of the expected entity, with a name variant', () => {
    for (const c of ofKind('identifier')) {
      const [[type, value]] = Object.entries(c.query.identifiers ?? {});
      expect(sourceOf(c).identifiers.some((i) => i.id_type === type && i.id_value === value)).toBe(true);
      expect(normalizeName(c.query.name)).not.toBe(normalizeName(c.source_name));
    }
  });

  it('vessel: a listed vessel, sent as a vessel, with a prefix added or stripped', () => {
    for (const c of ofKind('vessel')) {
      expect(sourceOf(c).entity_type).toBe('vessel');
      expect(c.query.entity_type).toBe('vessel');
      const [q, s] = [c.query.name, c.source_name];
      expect(q.endsWith(s) || s.endsWith(q)).toBe(true);
      expect(q).not.toBe(s);
    }
  });
});

function fixtureEntity(suffix: string, name: string): Entity {
  return namedPerson(`sanc_ofac_sdn_${suffix}`, name);
}
