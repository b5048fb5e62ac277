import { createHash } from 'node:crypto';
import type { Entity } from '../../core/lists/model';
import { indexedNameKeys } from '../../core/names/keys';
import { entityKeys } from '../entity-keys';

/**
 * One Elasticsearch document per listed entity and list. The name keys are keyword fields
 * computed in TypeScript (elasticsearch/templates/entities.json), so the cluster needs no
 * plugin and analyses nothing. The full record rides along, unindexed, in `entity`.
 */
export interface SearchDocument {
  entity_id: string;
  source_list_id: string;
  entity_type: string;
  name_tokens: string[];
  name_joined: string[];
  name_phonetic: string[];
  name_deletions: string[];
  name_skeletons: string[];
  name_readings: string[];
  name_whole: string[];
  identifier_keys: string[];
  /** Hash of the entity record, so a reindex can report changed entities without diffing records. */
  content_hash: string;
  entity: Entity;
}

export function contentHash(entity: Entity): string {
  return createHash('sha256').update(JSON.stringify(entity)).digest('hex').slice(0, 32);
}

/** `hash`: the entity's contentHash, which the reindexer has already computed for its delta. */
export function toSearchDocument(entity: Entity, hash: string): SearchDocument {
  const keys = entityKeys(entity);
  return {
    entity_id: entity.entity_id,
    source_list_id: entity.source_list_id,
    entity_type: entity.entity_type,
    ...indexedNameKeys(keys.names),
    identifier_keys: keys.identifierKeys,
    content_hash: hash,
    entity,
  };
}
