import { hostname } from 'node:os';
import type { Client } from '@elastic/elasticsearch';
import { diffByHash, type EntityDelta, shrinkProblem } from '../../core/lists/delta';
import type { Entity, ListId, ListMetadata } from '../../core/lists/model';
import { listAlias, listIndexPattern, metadataIndex, templateName, versionedIndex } from './index-names';
import { currentKeyFingerprint } from './key-fingerprint';
import { isStatus, type ListState, previousState } from './list-reader';
import { contentHash, toSearchDocument } from './search-document';
import entitiesTemplate from '../../../elasticsearch/templates/entities.json';

/**
 * Builds and swaps per-list Elasticsearch indexes (docs/operations.md). A reindex builds a new
 * versioned index, checks it, then moves the list's alias in one `_aliases` request, so
 * queries only ever see a complete index. The previous index is kept for rollback. One
 * metadata document per list (in `<prefix>-meta`) records count, dates, source, index
 * versions and the fingerprint of the name-key code that built it (key-fingerprint.ts); a
 * lock document there stops two reindexes of one list running together.
 */
export interface ReindexOptions {
  prefix: string;
  listId: ListId;
  entities: Entity[];
  /** Metadata of the new data (name, authority, last_updated, source …); counts are filled in here. */
  metadata: ListMetadata;
  /** Largest accepted loss, as a share of the current count (0.1 = 10 %). */
  maxShrink: number;
  force?: boolean;
  dryRun?: boolean;
  onProgress?: (indexed: number, total: number) => void;
  /** A crashed run's lock expires after this long. */
  lockTtlMs?: number;
  bulkSize?: number;
}

export interface ReindexReport {
  list_id: ListId;
  outcome: 'swapped' | 'dry-run' | 'refused';
  reason?: string;
  previous_index: string | null;
  new_index: string | null;
  previous_count: number;
  new_count: number;
  delta: EntityDelta;
}

export interface RollbackReport {
  list_id: ListId;
  restored_index: string;
  replaced_index: string;
  entity_count: number;
}

export class ReindexLocked extends Error {}
export class RollbackUnavailable extends Error {}

const DEFAULT_LOCK_TTL_MS = 30 * 60 * 1000;
const stateId = (listId: ListId) => `list:${listId}`;
const lockId = (listId: ListId) => `lock:${listId}`;

/** Installs the entities template (for `<prefix>-list-*`) and the metadata index. Idempotent. */
export async function prepareCluster(client: Client, prefix: string): Promise<void> {
  await client.indices.putIndexTemplate({
    name: templateName(prefix),
    ...entitiesTemplate,
    index_patterns: [listIndexPattern(prefix)],
  });
  const exists = await client.indices.exists({ index: metadataIndex(prefix) });
  if (!exists) {
    await client.indices
      .create({
        index: metadataIndex(prefix),
        settings: { number_of_shards: 1, number_of_replicas: 0 },
        mappings: {
          dynamic: false,
          properties: {
            kind: { type: 'keyword' },
            list_id: { type: 'keyword' },
            expires_at: { type: 'date' },
          },
        },
      })
      .catch((error: unknown) => {
        // Another process created it between our check and our create: fine.
        if (!isStatus(error, 400) || !String(error).includes('resource_already_exists')) throw error;
      });
  }
}

/** Takes the list's lock, or throws ReindexLocked naming the holder. An expired lock is taken over. */
async function acquireLock(
  client: Client,
  prefix: string,
  listId: ListId,
  ttlMs: number,
): Promise<() => Promise<void>> {
  const owner = `${hostname()}:${process.pid}:${Date.now()}`;
  const document = {
    kind: 'lock',
    list_id: listId,
    owner,
    expires_at: new Date(Date.now() + ttlMs).toISOString(),
  };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await client.index({
        index: metadataIndex(prefix),
        id: lockId(listId),
        op_type: 'create',
        document,
        refresh: true,
      });
      return async () => {
        await client
          .delete({ index: metadataIndex(prefix), id: lockId(listId), refresh: true })
          .catch(() => undefined);
      };
    } catch (error) {
      if (!isStatus(error, 409)) throw error;
      const held = await client
        .get<{ owner: string; expires_at: string }>({ index: metadataIndex(prefix), id: lockId(listId) })
        .catch(() => null);
      if (held?._source && new Date(held._source.expires_at).getTime() > Date.now()) {
        throw new ReindexLocked(
          `another reindex of ${listId} is running (${held._source.owner}, lock expires ${held._source.expires_at}); not starting a second one`,
        );
      }
      if (held) {
        // Expired: a crashed run. Remove it only if nobody replaced it meanwhile.
        await client
          .delete({
            index: metadataIndex(prefix),
            id: lockId(listId),
            if_seq_no: held._seq_no,
            if_primary_term: held._primary_term,
          })
          .catch((e: unknown) => {
            if (!isStatus(e, 409) && !isStatus(e, 404)) throw e;
          });
      }
    }
  }
  throw new ReindexLocked(`could not take the reindex lock of ${listId}`);
}

/** The index a list's alias points at, or null when the list was never indexed. */
export async function currentIndex(client: Client, prefix: string, listId: ListId): Promise<string | null> {
  try {
    const aliases = await client.indices.getAlias({ name: listAlias(prefix, listId) });
    return Object.keys(aliases)[0] ?? null;
  } catch (error) {
    if (isStatus(error, 404)) return null;
    throw error;
  }
}

/** entity_id → content_hash of every document in an index (docvalues only, no sources). */
export async function indexHashes(client: Client, index: string): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  let page = await client.search({
    index,
    scroll: '1m',
    size: 5000,
    _source: false,
    docvalue_fields: ['entity_id', 'content_hash'],
    sort: ['_doc'],
  });
  try {
    while (page.hits.hits.length > 0) {
      for (const hit of page.hits.hits) {
        const fields = hit.fields as { entity_id: string[]; content_hash: string[] };
        hashes.set(fields.entity_id[0], fields.content_hash[0]);
      }
      page = await client.scroll({ scroll_id: page._scroll_id!, scroll: '1m' });
    }
  } finally {
    if (page._scroll_id) await client.clearScroll({ scroll_id: page._scroll_id }).catch(() => undefined);
  }
  return hashes;
}

async function readState(client: Client, prefix: string, listId: ListId): Promise<ListState | null> {
  try {
    const response = await client.get<ListState>({ index: metadataIndex(prefix), id: stateId(listId) });
    return response._source ?? null;
  } catch (error) {
    if (isStatus(error, 404)) return null;
    throw error;
  }
}

async function writeState(client: Client, prefix: string, state: ListState): Promise<void> {
  await client.index({
    index: metadataIndex(prefix),
    id: stateId(state.list_id),
    document: state,
    refresh: true,
  });
}

/**
 * Loads entities in batches, building each batch's documents just before sending it and
 * keeping two requests in flight, so computing name keys here overlaps indexing there.
 * `hashes`: each entity's content hash by entity_id (computed once, for the delta report).
 */
async function bulkLoad(
  client: Client,
  index: string,
  entities: Entity[],
  hashes: Map<string, string>,
  options: ReindexOptions,
): Promise<void> {
  const size = options.bulkSize ?? 1000;
  let indexed = 0;
  const send = async (batch: Entity[]) => {
    const response = await client.bulk({
      index,
      operations: batch.flatMap((entity) => {
        const document = toSearchDocument(entity, hashes.get(entity.entity_id)!);
        return [{ index: { _id: document.entity_id } }, document];
      }),
    });
    if (response.errors) {
      const failed = response.items.find((item) => item.index?.error);
      throw new Error(`bulk load into ${index} failed: ${JSON.stringify(failed?.index?.error)}`);
    }
    indexed += batch.length;
    options.onProgress?.(indexed, entities.length);
  };
  let inFlight: Promise<void> | null = null;
  for (let start = 0; start < entities.length; start += size) {
    const request = send(entities.slice(start, start + size));
    request.catch(() => undefined); // awaited below; this only stops an early failure counting as unhandled
    if (inFlight) await inFlight;
    inFlight = request;
  }
  if (inFlight) await inFlight;
}

const newVersion = () => new Date().toISOString().replace(/\D/g, '').slice(0, 17);

/** Reindexes one list. Refuses (outcome 'refused') on empty or shrinking data unless forced. */
export async function reindexList(client: Client, options: ReindexOptions): Promise<ReindexReport> {
  const { prefix, listId } = options;
  await prepareCluster(client, prefix);
  const release = options.dryRun
    ? async () => undefined
    : await acquireLock(client, prefix, listId, options.lockTtlMs ?? DEFAULT_LOCK_TTL_MS);
  let built: string | null = null;
  try {
    const previousIndex = await currentIndex(client, prefix, listId);
    const before = previousIndex ? await indexHashes(client, previousIndex) : new Map<string, string>();
    const { entities } = options;
    const after = new Map(entities.map((entity) => [entity.entity_id, contentHash(entity)]));
    if (after.size !== entities.length) throw new Error(`${listId}: the new data repeats an entity_id`);
    const report: ReindexReport = {
      list_id: listId,
      outcome: 'dry-run',
      previous_index: previousIndex,
      new_index: null,
      previous_count: before.size,
      new_count: entities.length,
      delta: diffByHash(before, after),
    };
    const problem = shrinkProblem(before.size, entities.length, options.maxShrink);
    if (problem && !options.force) return { ...report, outcome: 'refused', reason: problem };
    if (options.dryRun) return report;

    built = versionedIndex(prefix, listId, newVersion());
    await client.indices.create({ index: built, settings: { refresh_interval: '-1' } });
    await bulkLoad(client, built, entities, after, options);
    await client.indices.putSettings({ index: built, settings: { refresh_interval: '1s' } });
    await client.indices.refresh({ index: built });
    // The index is never written again, so one segment is its final shape: each search then
    // walks one term dictionary and one set of postings (docs/retrieval.md, "The query").
    await client.indices.forcemerge({ index: built, max_num_segments: 1 });
    const { count } = await client.count({ index: built });
    if (count !== entities.length)
      throw new Error(`${built} holds ${count} documents, expected ${entities.length}; not swapping`);

    const alias = listAlias(prefix, listId);
    await client.indices.updateAliases({
      actions: [
        ...(previousIndex ? [{ remove: { index: previousIndex, alias } }] : []),
        { add: { index: built, alias } },
      ],
    });
    const swapped = built;
    built = null; // live now: never delete it on a later failure
    const oldState = await readState(client, prefix, listId);
    await writeState(client, prefix, {
      ...options.metadata,
      kind: 'list',
      list_id: listId,
      entity_count: entities.length,
      index_version: swapped,
      keys_fingerprint: currentKeyFingerprint(),
      previous_index: previousIndex,
      previous: oldState ? previousState(oldState) : null,
      indexed_at: new Date().toISOString(),
    });
    await deleteStaleIndexes(client, prefix, listId, [swapped, previousIndex]);
    return { ...report, outcome: 'swapped', new_index: swapped };
  } finally {
    if (built) await client.indices.delete({ index: built }).catch(() => undefined);
    await release();
  }
}

/** Keeps the live and the previous index of a list; older versions (and failed builds) go. */
async function deleteStaleIndexes(
  client: Client,
  prefix: string,
  listId: ListId,
  keep: (string | null)[],
): Promise<void> {
  const indexes = await client.indices
    .get({ index: `${listAlias(prefix, listId)}-v*`, filter_path: '*.settings.index.uuid' })
    .catch(() => ({}));
  const stale = Object.keys(indexes).filter((index) => !keep.includes(index));
  if (stale.length > 0) await client.indices.delete({ index: stale.join(',') });
}

/** Points the list's alias back at the previous index (kept by the last reindex) and swaps the metadata. */
export async function rollbackList(
  client: Client,
  prefix: string,
  listId: ListId,
  lockTtlMs = DEFAULT_LOCK_TTL_MS,
): Promise<RollbackReport> {
  await prepareCluster(client, prefix);
  const release = await acquireLock(client, prefix, listId, lockTtlMs);
  try {
    const state = await readState(client, prefix, listId);
    const live = await currentIndex(client, prefix, listId);
    if (!state?.previous_index || !state.previous || !live)
      throw new RollbackUnavailable(`${listId} has no previous index to roll back to`);
    if (!(await client.indices.exists({ index: state.previous_index }))) {
      throw new RollbackUnavailable(`${listId}: the previous index ${state.previous_index} no longer exists`);
    }
    const alias = listAlias(prefix, listId);
    await client.indices.updateAliases({
      actions: [{ remove: { index: live, alias } }, { add: { index: state.previous_index, alias } }],
    });
    const { count } = await client.count({ index: state.previous_index });
    await writeState(client, prefix, {
      ...state.previous,
      kind: 'list',
      list_id: listId,
      entity_count: count,
      index_version: state.previous_index,
      previous_index: live,
      previous: previousState(state),
      indexed_at: new Date().toISOString(),
    });
    return {
      list_id: listId,
      restored_index: state.previous_index,
      replaced_index: live,
      entity_count: count,
    };
  } finally {
    await release();
  }
}
