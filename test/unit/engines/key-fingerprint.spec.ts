import { indexedNameKeys } from '../../../src/core/names/keys';
import { entityKeys } from '../../../src/engines/entity-keys';
import {
  currentKeyFingerprint,
  keyFingerprint,
  sampleEntities,
} from '../../../src/engines/elasticsearch/key-fingerprint';
import entitiesTemplate from '../../../elasticsearch/templates/entities.json';

describe('key fingerprint (which name-key code built an index)', () => {
  it('is the same on every call and in every process: 16 hex digits of the documents and template', () => {
    expect(currentKeyFingerprint()).toMatch(/^[0-9a-f]{16}$/);
    expect(keyFingerprint(sampleEntities())).toBe(currentKeyFingerprint());
  });

  it('changes when one sample name is keyed differently', () => {
    const samples = sampleEntities();
    const changed = samples.map((entity, index) =>
      index === 3 ? { ...entity, primary_name: `${entity.primary_name}X` } : entity,
    );
    expect(keyFingerprint(changed)).not.toBe(currentKeyFingerprint());
  });

  it('changes with the index template (a mapping change needs a reindex too)', () => {
    const template = structuredClone(entitiesTemplate) as { template: { settings?: unknown } };
    template.template.settings = { number_of_shards: 2 };
    expect(keyFingerprint(sampleEntities(), template)).not.toBe(currentKeyFingerprint());
  });

  it('samples every key family the index holds, names of every kind and the frequent tokens', () => {
    const samples = sampleEntities();
    const documents = samples.map((entity) => ({
      ...indexedNameKeys(entityKeys(entity).names),
      identifier_keys: entityKeys(entity).identifierKeys,
    }));
    for (const field of Object.keys(documents[0]) as (keyof (typeof documents)[number])[])
      expect([field, documents.some((document) => document[field].length > 0)]).toEqual([field, true]);
    expect(new Set(samples.map((entity) => entity.entity_type))).toEqual(
      new Set(['individual', 'organization', 'vessel', 'aircraft']),
    );
    // Every tenth token of the frequency table (3,891 tokens) rides along as aliases.
    expect(samples.reduce((sum, entity) => sum + entity.aliases.length, 0)).toBeGreaterThan(300);
  });
});
