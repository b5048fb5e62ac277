import { Client } from '@elastic/elasticsearch';
import type { INestApplication } from '@nestjs/common';
import type { LoadedList } from '../../../src/lists-data/list-sources';
import { loadSnapshot } from '../../../src/lists-data/list-sources';
import { bootApp, realServers, uniquePrefix } from '../../setup/app';
import { dropPrefix, indexLists } from '../../setup/elasticsearch';

export const CONTRACT_KEY = 'contract-key-1234';

let snapshot: Promise<LoadedList[]> | null = null;

/** The bundled snapshot, parsed once per test file. */
export function bundledLists(): Promise<LoadedList[]> {
  snapshot ??= loadSnapshot('data/snapshot');
  return snapshot;
}

/** Reindexes every bundled list into `prefix` (a fresh one) of the real cluster, with the operators' indexer. */
export async function indexBundledLists(client: Client, prefix: string): Promise<void> {
  await indexLists(client, prefix, await bundledLists());
}

export interface EngineUnderTest {
  kind: 'embedded' | 'elasticsearch';
  boot(): Promise<INestApplication>;
  /** Removes what boot() created outside the app (the Elasticsearch prefix); after app.close(). */
  cleanup(): Promise<void>;
}

/** Both engines, booted as production boots them; Elasticsearch over a freshly indexed prefix. */
export function enginesUnderTest(name: string): EngineUnderTest[] {
  const prefix = uniquePrefix(name);
  const withClient = async <T>(use: (client: Client, elasticsearchUrl: string) => Promise<T>) => {
    const { elasticsearchUrl } = realServers();
    const client = new Client({ node: elasticsearchUrl });
    try {
      return await use(client, elasticsearchUrl);
    } finally {
      await client.close();
    }
  };
  return [
    {
      kind: 'embedded',
      boot: () => bootApp({ API_KEYS: `${CONTRACT_KEY}:enterprise` }),
      cleanup: async () => undefined,
    },
    {
      kind: 'elasticsearch',
      boot: () =>
        withClient(async (client, elasticsearchUrl) => {
          await indexBundledLists(client, prefix);
          return bootApp({
            SEARCH_ENGINE: 'elasticsearch',
            ELASTICSEARCH_URL: elasticsearchUrl,
            ELASTICSEARCH_INDEX_PREFIX: prefix,
            API_KEYS: `${CONTRACT_KEY}:enterprise`,
          });
        }),
      cleanup: () => withClient((client) => dropPrefix(client, prefix)),
    },
  ];
}

/** Boots the engine's app before the suite and closes it (and its prefix) after; the getter reads the app. */
export function bootedApp(engine: EngineUnderTest): () => INestApplication {
  let app: INestApplication | undefined;
  beforeAll(async () => {
    app = await engine.boot();
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await engine.cleanup();
  });
  return () => {
    if (!app) throw new Error('the app has not booted');
    return app;
  };
}
