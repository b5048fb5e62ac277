import type { Client } from '@elastic/elasticsearch';
import type { ListId } from '../../src/core/lists/model';
import { loadSnapshot, type LoadedList } from '../../src/lists-data/list-sources';
import { templateName } from '../../src/engines/elasticsearch/index-names';
import { reindexList } from '../../src/engines/elasticsearch/list-indexer';

/**
 * Reindexes the given lists into a prefix of the real cluster with the operators' indexer
 * (which installs the template and metadata index itself). Throws unless every list swapped.
 */
export async function indexLists(client: Client, prefix: string, lists: LoadedList[]): Promise<void> {
  for (const list of lists) {
    const report = await reindexList(client, {
      prefix,
      listId: list.list_id,
      entities: list.entities,
      metadata: list.metadata,
      // A fresh prefix has nothing to shrink from.
      maxShrink: 0,
    });
    if (report.outcome !== 'swapped')
      throw new Error(`reindex of ${list.list_id}: ${report.outcome} ${report.reason ?? ''}`);
  }
}

/** Reindexes the bundled snapshot (all lists, or those given) into a fresh prefix. */
export async function indexSnapshot(
  client: Client,
  prefix: string,
  listIds?: readonly ListId[],
): Promise<void> {
  await indexLists(client, prefix, await loadSnapshot('data/snapshot', listIds));
}

/** Deletes everything under a test prefix: its indices (hidden ones too) and its template. Never throws. */
export async function dropPrefix(client: Client, prefix: string): Promise<void> {
  await client.indices.delete({ index: `${prefix}-*`, expand_wildcards: 'all' }).catch(() => undefined);
  await client.indices.deleteIndexTemplate({ name: templateName(prefix) }).catch(() => undefined);
}
