import type { Client } from '@elastic/elasticsearch';
import { type Entity, LIST_IDS, type ListMetadata, parseEntityId } from '../../core/lists/model';
import { listAlias, metadataIndex } from './index-names';
import type { SearchDocument } from './search-document';

/**
 * The read side of the per-list indexes (list-indexer.ts writes them): list metadata and
 * single entities, for the engine. Nothing here writes to the cluster.
 */

/** What a list's state keeps of the index before the live one, restored by a rollback. */
export type PreviousListState = Omit<ListMetadata, 'index_version'> & { keys_fingerprint?: string };

/** Stored per list in the metadata index. */
export interface ListState extends ListMetadata {
  kind: 'list';
  index_version: string;
  /** Which name-key code built the live index (key-fingerprint.ts); absent when built before it was recorded. */
  keys_fingerprint?: string;
  previous_index: string | null;
  /** The metadata that goes with previous_index. */
  previous: PreviousListState | null;
  indexed_at: string;
}

export function isStatus(error: unknown, status: number): boolean {
  return (error as { meta?: { statusCode?: number } })?.meta?.statusCode === status;
}

export function previousState(state: ListState): PreviousListState {
  return { ...withoutIndexFields(state), keys_fingerprint: state.keys_fingerprint };
}

function withoutIndexFields(state: ListState): Omit<ListMetadata, 'index_version'> {
  return {
    list_id: state.list_id,
    name: state.name,
    authority: state.authority,
    entity_count: state.entity_count,
    last_updated: state.last_updated,
    update_frequency: state.update_frequency,
    source: state.source,
  };
}

/**
 * The metadata of every indexed list, in spec order; an empty array before the first reindex.
 * `keyFingerprint`: the running code's (key-fingerprint.ts); a list indexed under another is
 * marked `outdated_keys`.
 */
export async function readListMetadata(
  client: Client,
  prefix: string,
  keyFingerprint: string,
): Promise<ListMetadata[]> {
  try {
    const response = await client.search<ListState>({
      index: metadataIndex(prefix),
      size: 100,
      query: { term: { kind: 'list' } },
    });
    const states = response.hits.hits.map((hit) => hit._source!).filter(Boolean);
    return LIST_IDS.flatMap((listId) =>
      states
        .filter((state) => state.list_id === listId)
        .map((state) => ({
          ...withoutIndexFields(state),
          index_version: state.index_version,
          ...(state.keys_fingerprint === keyFingerprint ? {} : { outdated_keys: true }),
        })),
    );
  } catch (error) {
    if (isStatus(error, 404)) return [];
    throw error;
  }
}

/** One entity by id through its list's alias; null for an unknown id or a list never indexed. */
export async function findEntity(client: Client, prefix: string, entityId: string): Promise<Entity | null> {
  const parsed = parseEntityId(entityId);
  if (!parsed) return null;
  try {
    const response = await client.search<SearchDocument>({
      index: listAlias(prefix, parsed.listId),
      size: 1,
      query: { term: { entity_id: entityId } },
      // The entity only: the rest of the document is name keys.
      _source: ['entity'],
    });
    return response.hits.hits[0]?._source?.entity ?? null;
  } catch (error) {
    if (isStatus(error, 404)) return null;
    throw error;
  }
}
