import { Client } from '@elastic/elasticsearch';
import type { INestApplication } from '@nestjs/common';
import type { LoadedList } from '../../../src/engines/embedded/list-sources';
import { loadSnapshot } from '../../../src/engines/embedded/list-sources';
import { prepareCluster, reindexList } from '../../../src/engines/elasticsearch/list-indexer';
import { bootApp, realServers, uniquePrefix } from '../../setup/app';

export const CONTRACT_KEY = 'contract-key-1234';

let snapshot: Promise<LoadedList[]> | null = null;

/** The bundled snapshot, parsed once per test file. */
export function bundledLists(): Promise<LoadedList[]> {
  snapshot ??= loadSnapshot('data/snapshot');
  return snapshot;
}

/** Reindexes every bundled list into a fresh prefix of the real cluster, with the operators' indexer. */
export async function indexBundledLists(client: Client, name: string): Promise<string> {
  const prefix = uniquePrefix(name);
  await prepareCluster(client, prefix);
  for (const list of await bundledLists()) {
    const report = await reindexList(client, {
      prefix,
      listId: list.list_id,
      entities: list.entities,
      metadata: list.metadata,
      maxShrink: 0,
    });
    if (report.outcome !== 'swapped')
      throw new Error(`reindex of ${list.list_id}: ${report.outcome} ${report.reason ?? ''}`);
  }
  return prefix;
}

export interface EngineUnderTest {
  kind: 'embedded' | 'elasticsearch';
  boot(): Promise<INestApplication>;
}

/** Both engines, booted as production boots them; Elasticsearch over a freshly indexed prefix. */
export function enginesUnderTest(name: string): EngineUnderTest[] {
  return [
    { kind: 'embedded', boot: () => bootApp({ API_KEYS: `${CONTRACT_KEY}:enterprise` }) },
    {
      kind: 'elasticsearch',
      boot: async () => {
        const { elasticsearchUrl } = realServers();
        const client = new Client({ node: elasticsearchUrl });
        try {
          const prefix = await indexBundledLists(client, name);
          return await bootApp({
            SEARCH_ENGINE: 'elasticsearch',
            ELASTICSEARCH_URL: elasticsearchUrl,
            ELASTICSEARCH_INDEX_PREFIX: prefix,
            API_KEYS: `${CONTRACT_KEY}:enterprise`,
          });
        } finally {
          await client.close();
        }
      },
    },
  ];
}
