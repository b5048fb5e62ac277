import {
  attestedPairs,
  editDistance,
  sampleAttested,
  spellingVariants,
  tokenVariants,
  writeSnapshotWithout,
} from '../../../scripts/eval/attested';
import { loadListedEntities } from '../../../scripts/eval/listed-entities';
import type { Entity } from '../../../src/core/lists/model';

const SNAPSHOT = 'data/snapshot';

describe('the spelling-variant rule', () => {
  it('edit distance (hand-checked)', () => {
    expect(editDistance('KITTEN', 'SITTING')).toBe(3);
    expect(editDistance('ASAD', 'ASSAD')).toBe(1);
    expect(editDistance('', 'ABC')).toBe(3);
  });

  it('pairs tokens that start alike and differ by at most 40% of their letters', () => {
    expect(tokenVariants('MUHAMMAD', 'MOHAMMED')).toBe(true);
    expect(tokenVariants('QADHAFI', 'GADDAFI')).toBe(true); // Q/G interchangeable, 2 edits of 7
    expect(tokenVariants('BASHAR', 'HAFEZ')).toBe(false);
    expect(tokenVariants('AL', 'EL')).toBe(false); // under 3 letters: equal or nothing
  });

  it('accepts transliterations of the same name, not different names', () => {
    expect(spellingVariants('AL-ASAD, Bashar', 'AL-ASSAD, Bashar')).toBe(true);
    expect(spellingVariants('AL-QADHAFI, Muammar', 'AL-GADDAFI, Muammar')).toBe(true);
    expect(spellingVariants('VAHID, Ahmed Dastjerdi', 'DASTJERDI, Ahmad Vahid')).toBe(true); // reordered
    expect(spellingVariants('BANCO NACIONAL DE CUBA', 'NATIONAL BANK OF CUBA')).toBe(false);
    expect(spellingVariants('MODAFL', 'MODSAF')).toBe(false);
    expect(spellingVariants('AL-ASAD, Bashar', 'AL-ASAD, Bashar')).toBe(false); // identical is not a variant
    expect(spellingVariants('KIM, Jong Un', 'KIM, Jong')).toBe(false); // a token count differs
  });
});

describe('the attested-variants set', () => {
  let entities: Entity[];
  beforeAll(async () => {
    entities = await loadListedEntities(SNAPSHOT);
  });

  it('finds a.k.a. names of SDN entries that another of their names spells differently', () => {
    const pairs = attestedPairs(entities);
    expect(pairs.length).toBeGreaterThan(1000);
    const byId = new Map(entities.map((e) => [e.entity_id, e]));
    for (const p of pairs.slice(0, 200)) {
      const e = byId.get(p.entityId) as Entity;
      expect(e.source_list_id).toBe('ofac_sdn');
      expect(e.aliases.find((a) => a.alias_name === p.query)?.alias_type).toBe('a.k.a.');
      expect(spellingVariants(p.query, p.partner)).toBe(true);
    }
    const sample = sampleAttested(pairs, 50, 1);
    expect(sample).toEqual(sampleAttested(pairs, 50, 1));
    expect(new Set(sample.map((p) => p.entityId)).size).toBe(50);
  });

  it('writes a snapshot copy without exactly the queried aliases, checked with the service loader', async () => {
    const pairs = sampleAttested(attestedPairs(entities), 5, 3);
    const derived = await writeSnapshotWithout(SNAPSHOT, pairs);
    try {
      const after = new Map((await loadListedEntities(derived.dir)).map((e) => [e.entity_id, e]));
      for (const p of pairs) {
        const e = after.get(p.entityId) as Entity;
        expect(e.aliases.map((a) => a.alias_name)).not.toContain(p.query);
        expect([e.primary_name, ...e.aliases.map((a) => a.alias_name)]).toContain(p.partner);
      }
    } finally {
      await derived.remove();
    }
  });
});
