import 'reflect-metadata';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { INestApplication } from '@nestjs/common';
import { openRedisKeyAdmin } from '../../src/access/key-admin';
import type { Limits } from '../../src/config/tiers';
import { BatchWorkers } from '../../src/screening/batch-workers/batch-workers';
import { createApp } from '../../src/bootstrap';
import { loadConfig } from '../../src/config/env';
import { ElasticsearchService } from '../../src/engines/elasticsearch/elasticsearch.service';

/**
 * Boots the real application in this process on a free loopback port, for `eval:all` and the
 * benchmark. For Elasticsearch it first indexes the bundled snapshot into a fresh index prefix
 * (with the project's reindex CLI) and removes those indices on close.
 */
export type EngineName = 'embedded' | 'elasticsearch';

export interface ServiceOptions {
  engine: EngineName;
  /** The snapshot folder to serve (default data/snapshot); the attested-variants set boots on a derived copy. */
  dataDir?: string;
  elasticsearchUrl?: string;
  /**
   * With Redis, an enterprise key is created with these per-key limits (the documented
   * override, docs/access.md), in a fresh Redis key prefix. Without Redis the key comes from
   * API_KEYS and has the plain enterprise limits (50 requests/s, burst 200, 100,000 a day).
   */
  redisUrl?: string;
  limits?: Partial<Limits>;
}

export interface RunningService {
  engine: EngineName;
  url: string;
  apiKey: string;
  /** How long the reindex took, for Elasticsearch. */
  indexSeconds: number | null;
  close(): Promise<void>;
}

const ROOT = join(__dirname, '../..');
const run = promisify(execFile);

function uniqueName(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

async function reindex(env: Record<string, string>): Promise<number> {
  const started = performance.now();
  await run(
    process.execPath,
    [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'scripts/reindex.ts'), '--all'],
    {
      cwd: ROOT,
      env: { ...process.env, ...env },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return (performance.now() - started) / 1000;
}

async function removeIndices(app: INestApplication, prefix: string): Promise<void> {
  const client = app.get(ElasticsearchService).client;
  if (!client) return;
  const indices = await client.cat.indices({ index: `${prefix}-*`, format: 'json', h: 'index' });
  const names = indices.map((i) => i.index).filter((name): name is string => !!name);
  if (names.length > 0) await client.indices.delete({ index: names });
  await client.indices.deleteIndexTemplate({ name: `${prefix}-*` }).catch(() => undefined);
}

export async function startService(options: ServiceOptions): Promise<RunningService> {
  const env: Record<string, string> = {
    SEARCH_ENGINE: options.engine,
    APP_ENV: 'evaluation',
    LOG_LEVEL: 'warn',
    DATA_DIR: options.dataDir ?? join(ROOT, 'data/snapshot'),
    // The caller's choice of batch workers is kept (SCREENING_WORKERS=0 npm run bench: one thread).
    ...(process.env.SCREENING_WORKERS ? { SCREENING_WORKERS: process.env.SCREENING_WORKERS } : {}),
  };
  let indexSeconds: number | null = null;
  let indexPrefix: string | null = null;
  if (options.engine === 'elasticsearch') {
    if (!options.elasticsearchUrl) throw new Error('the elasticsearch engine needs ELASTICSEARCH_URL');
    indexPrefix = uniqueName('eval');
    env.ELASTICSEARCH_URL = options.elasticsearchUrl;
    env.ELASTICSEARCH_INDEX_PREFIX = indexPrefix;
    indexSeconds = await reindex(env);
  }
  let apiKey = randomBytes(16).toString('hex');
  if (options.redisUrl && options.limits) {
    env.REDIS_URL = options.redisUrl;
    env.REDIS_KEY_PREFIX = `${uniqueName('eval')}:`;
    const { admin, close } = await openRedisKeyAdmin(loadConfig(env));
    try {
      apiKey = (await admin.create({ name: 'benchmark', tier: 'enterprise', limits: options.limits })).key;
    } finally {
      await close();
    }
  } else {
    env.API_KEYS = `${apiKey}:enterprise`;
  }
  const app = await createApp(loadConfig(env));
  await app.listen(0, '127.0.0.1');
  // Measure the steady state: batch workers load their snapshot copies in the background.
  await app.get(BatchWorkers).whenStarted();
  const server = app.getHttpServer() as Server;
  const { port } = server.address() as AddressInfo;
  return {
    engine: options.engine,
    url: `http://127.0.0.1:${port}`,
    apiKey,
    indexSeconds,
    close: async () => {
      if (indexPrefix)
        await removeIndices(app, indexPrefix).catch((error: Error) =>
          console.warn(`cleanup: ${error.message}`),
        );
      await app.close();
    },
  };
}
