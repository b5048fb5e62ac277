import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { loadConfig } from '../../../src/config/env';
import type { CandidateSource } from '../../../src/engines/candidate-source';
import { BatchWorkers, SHARE_SIZE } from '../../../src/screening/batch-workers/batch-workers';
import { PhaseTimer } from '../../../src/screening/response-format';
import type { BatchEntity, BatchOutcome } from '../../../src/screening/batch-types';
import { isPositive } from '../../../scripts/eval/cases';
import { requestEntity } from '../../../scripts/eval/client';
import { generateDataset } from '../../../scripts/eval/generate';
import { loadListedEntities } from '../../../scripts/eval/listed-entities';
import { Client } from '@elastic/elasticsearch';
import { bootApp, realServers, uniquePrefix } from '../../setup/app';
import { dropPrefix } from '../../setup/elasticsearch';
import { indexBundledLists } from './engine-setup';

/**
 * Batch workers (src/screening/batch-workers) share batches with the main thread. Whatever
 * thread screens a share, the response must be the one a single thread gives, including when
 * a worker dies in the middle of a batch.
 */
const KEY = 'batch-workers-key-1234';

/** Two 100-entity batches of evaluation queries: listed-name variants, ordinary names, identifiers. */
async function realisticBatches(): Promise<BatchEntity[][]> {
  const dataset = generateDataset(await loadListedEntities(), { seed: 5, perKind: 20, negatives: 200 });
  const listed = dataset.cases.filter(isPositive);
  const ordinary = dataset.cases.filter((c) => !isPositive(c));
  const cases = [...listed.slice(0, 60), ...ordinary.slice(0, 140)];
  // Absent fields are undefined, which the JSON body leaves out.
  const entities = cases.map(requestEntity);
  // Interleave listed and ordinary names so every share holds some of each.
  const mixed = entities.map((_, n) => entities[(n * 7) % entities.length]);
  return [mixed.slice(0, 100), mixed.slice(100, 200)];
}

/** The batch response without the fields that differ between two calls (ids, clocks). */
function stable(body: Record<string, unknown>) {
  const { batch_id, timestamp, processing_time_ms, entities_per_second, ...rest } = body;
  expect([batch_id, timestamp, processing_time_ms, entities_per_second]).not.toContain(undefined);
  return rest;
}

const screen = (app: INestApplication, entities: BatchEntity[]) =>
  request(app.getHttpServer()).post('/v1/screen/batch').set('x-api-key', KEY).send({ entities }).expect(200);

describe('batch workers', () => {
  let withWorker: INestApplication;
  let singleThread: INestApplication;
  let batches: BatchEntity[][];

  beforeAll(async () => {
    batches = await realisticBatches();
    // Worker failover is under test here, not the deadline: a loaded machine must not turn a slow failover into a 503.
    const deadline = { SCREENING_DEADLINE_MS: '120000' };
    withWorker = await bootApp({ API_KEYS: `${KEY}:enterprise`, SCREENING_WORKERS: '1', ...deadline });
    singleThread = await bootApp({ API_KEYS: `${KEY}:enterprise`, SCREENING_WORKERS: '0', ...deadline });
    await withWorker.get(BatchWorkers).whenStarted();
  }, 180_000);

  afterAll(async () => {
    await withWorker?.close();
    await singleThread?.close();
  });

  it('answers exactly as one thread does, with shares screened by the worker', async () => {
    const pool = withWorker.get(BatchWorkers);
    expect(pool.readyCount()).toBe(1);
    const before = pool.counts.sharesByWorkers;
    for (const entities of batches) {
      const [parallel, single] = await Promise.all([
        screen(withWorker, entities),
        screen(singleThread, entities),
      ]);
      expect(parallel.headers['server-timing']).toContain('workers;dur=');
      expect(single.headers['server-timing']).not.toContain('workers;dur=');
      expect(parallel.body.results.map((r: BatchOutcome) => r.index)).toEqual(entities.map((_, n) => n));
      expect(stable(parallel.body)).toEqual(stable(single.body));
    }
    // The comparison means something only if the worker really screened shares, and found matches.
    expect(pool.counts.sharesByWorkers - before).toBeGreaterThan(0);
    const matched = (await screen(singleThread, batches[0])).body.summary;
    expect(matched.matches + matched.potential_matches).toBeGreaterThan(10);
  });

  it('screens here a share the worker does not answer in time', async () => {
    const pool = withWorker.get(BatchWorkers);
    const [worker] = pool['workers'];
    // The first share sent is lost on the way: the worker never answers it.
    const send = worker.worker.postMessage.bind(worker.worker);
    let lost = false;
    worker.worker.postMessage = (message: unknown) => {
      if (lost) send(message);
      lost = true;
    };
    pool.shareTimeoutMs = 1_000;
    const retriedBefore = pool.counts.sharesRetriedHere;
    try {
      const [parallel, single] = await Promise.all([
        screen(withWorker, batches[0]),
        screen(singleThread, batches[0]),
      ]);
      expect(stable(parallel.body)).toEqual(stable(single.body));
      expect(pool.counts.sharesRetriedHere - retriedBefore).toBeGreaterThan(0);
      expect(pool.readyCount()).toBe(1); // a slow worker is not a dead one
    } finally {
      worker.worker.postMessage = send;
      pool.shareTimeoutMs = 30_000;
    }
  });

  it('screens here the shares of a worker that dies mid-batch, then starts another worker', async () => {
    const pool = withWorker.get(BatchWorkers);
    const [worker] = pool['workers'];
    // Kill the worker as soon as it has been sent its first share.
    const send = worker.worker.postMessage.bind(worker.worker);
    worker.worker.postMessage = (message: unknown) => {
      send(message);
      void worker.worker.terminate();
    };
    const retriedBefore = pool.counts.sharesRetriedHere;
    const [parallel, single] = await Promise.all([
      screen(withWorker, batches[1]),
      screen(singleThread, batches[1]),
    ]);
    expect(stable(parallel.body)).toEqual(stable(single.body));
    expect(parallel.body.status).toBe('completed');
    expect(pool.counts.sharesRetriedHere - retriedBefore).toBeGreaterThan(0);
    await pool.whenStarted();
    expect(pool.readyCount()).toBe(1);
    expect(pool['workers'][0]).not.toBe(worker);
  }, 120_000);
});

describe('batch workers with Elasticsearch', () => {
  const prefix = uniquePrefix('batch-workers');
  let client: Client;
  let withWorkers: INestApplication;
  let singleThread: INestApplication;
  let batches: BatchEntity[][];

  beforeAll(async () => {
    const { elasticsearchUrl } = realServers();
    client = new Client({ node: elasticsearchUrl });
    await indexBundledLists(client, prefix);
    batches = await realisticBatches();
    const env = {
      API_KEYS: `${KEY}:enterprise`,
      SEARCH_ENGINE: 'elasticsearch',
      ELASTICSEARCH_URL: elasticsearchUrl,
      ELASTICSEARCH_INDEX_PREFIX: prefix,
      SCREENING_DEADLINE_MS: '120000',
    };
    withWorkers = await bootApp({ ...env, SCREENING_WORKERS: '2' });
    singleThread = await bootApp({ ...env, SCREENING_WORKERS: '0' });
    await withWorkers.get(BatchWorkers).whenStarted();
  }, 180_000);

  afterAll(async () => {
    await withWorkers?.close();
    await singleThread?.close();
    await dropPrefix(client, prefix);
    await client.close();
  });

  it('share batches, each with its own client of the cluster, and answer exactly as one thread does', async () => {
    const pool = withWorkers.get(BatchWorkers);
    // No snapshot to compare: both workers are used, whatever the lists' metadata.
    expect(pool.readyCount()).toBe(2);
    const before = pool.counts.sharesByWorkers;
    for (const entities of batches) {
      const send = (app: INestApplication) =>
        request(app.getHttpServer())
          .post('/v1/screen/batch')
          .set('x-api-key', KEY)
          .send({ entities })
          .expect(200);
      const [parallel, single] = await Promise.all([send(withWorkers), send(singleThread)]);
      expect(parallel.headers['server-timing']).toContain('workers;dur=');
      expect(stable(parallel.body)).toEqual(stable(single.body));
      // Matches name the list version the main thread read, from whichever thread screened them.
      expect(parallel.body.data_freshness).toEqual(single.body.data_freshness);
    }
    expect(pool.counts.sharesByWorkers - before).toBeGreaterThan(0);
    const matched = (await screen(singleThread, batches[0])).body.summary;
    expect(matched.matches + matched.potential_matches).toBeGreaterThan(10);
  });
});

describe('batch workers over a different snapshot', () => {
  it('are never used: the whole batch is screened on the main thread', async () => {
    const config = loadConfig({ LOG_LEVEL: 'error', SCREENING_WORKERS: '1' });
    // The main thread's lists differ from what the worker loads (the bundled snapshot).
    const engine = {
      kind: 'embedded',
      listMetadata: () => Promise.resolve([]),
    } as unknown as CandidateSource;
    const pool = new BatchWorkers(config, engine);
    pool.onModuleInit();
    try {
      await pool.whenStarted();
      expect(pool.readyCount()).toBe(0);
      const entities = Array.from({ length: 4 * SHARE_SIZE }, (_, n) => ({ name: `NAME ${n}` }));
      const screenedHere: number[] = [];
      const outcomes = await pool.screen(
        entities,
        { lists: ['ofac_sdn'], threshold: 0.85, maxResults: 10, deadline: Date.now() + 60_000 },
        new Map(),
        new PhaseTimer(),
        (share) => {
          screenedHere.push(share.length);
          return Promise.resolve(
            share.map((entity, index) => ({
              index,
              query: { name: entity.name, entity_type: null },
              status: 'clear' as const,
              match_count: 0,
              matches: [],
            })),
          );
        },
      );
      expect(screenedHere).toEqual([entities.length]);
      expect(outcomes.map((o) => o.query.name)).toEqual(entities.map((e) => e.name));
    } finally {
      await pool.onModuleDestroy();
    }
  }, 120_000);
});
