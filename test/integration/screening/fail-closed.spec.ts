import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { Client } from '@elastic/elasticsearch';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { listAlias, metadataIndex } from '../../../src/engines/elasticsearch/index-names';
import { currentKeyFingerprint } from '../../../src/engines/elasticsearch/key-fingerprint';
import { ENTITY_SEARCH_FAILED } from '../../../src/screening/screening.service';
import { bootApp, realServers, uniquePrefix } from '../../setup/app';
import { dropPrefix, indexLists, indexSnapshot } from '../../setup/elasticsearch';
import { bundledLists, CONTRACT_KEY, indexBundledLists } from './engine-setup';

/** The service on the Elasticsearch engine over `prefix` of the real cluster, as production boots it. */
function bootOnPrefix(elasticsearchUrl: string, prefix: string): Promise<INestApplication> {
  return bootApp({
    SEARCH_ENGINE: 'elasticsearch',
    ELASTICSEARCH_URL: elasticsearchUrl,
    ELASTICSEARCH_INDEX_PREFIX: prefix,
    API_KEYS: `${CONTRACT_KEY}:enterprise`,
  });
}

/** Closes the app, drops the test prefix and closes the client; any may be missing after a failed beforeAll. */
async function closeAndDrop(app: INestApplication | undefined, client: Client | undefined, prefix: string) {
  await app?.close();
  if (client) await dropPrefix(client, prefix);
  await client?.close();
}

/** A component that fails must never produce a `clear`: real failures, no mocks. */
describe('screening fails closed', () => {
  const key = CONTRACT_KEY;

  describe('Elasticsearch unreachable', () => {
    let app: INestApplication;

    beforeAll(async () => {
      // Port 9 (discard) on loopback: nothing listens there, connections are refused at once.
      app = await bootApp({
        SEARCH_ENGINE: 'elasticsearch',
        ELASTICSEARCH_URL: 'http://127.0.0.1:9',
        API_KEYS: `${key}:enterprise`,
      });
    });

    afterAll(async () => {
      await app?.close();
    });

    it('answers a single screening with 503, never clear', async () => {
      const response = await request(app.getHttpServer())
        .post('/v1/screen/entity')
        .set('x-api-key', key)
        .send({ name: 'Jennifer Thompson' })
        .expect(503);
      expect(response.body).toEqual({
        error: 'service_unavailable',
        message: 'The screening engine could not answer; no screening result was produced. Retry later.',
      });
    });

    it('answers a batch with 503 when nothing could be asked', async () => {
      const response = await request(app.getHttpServer())
        .post('/v1/screen/batch')
        .set('x-api-key', key)
        .send({ entities: [{ name: 'Jennifer Thompson' }] })
        .expect(503);
      expect(response.body.error).toBe('service_unavailable');
    });

    it.each(['/v1/lists', '/v1/entities/sanc_ofac_sdn_306'])(
      'answers %s with a 503 that carries no engine or library text',
      async (path) => {
        const response = await request(app.getHttpServer()).get(path).set('x-api-key', key).expect(503);
        expect(response.body.error).toBe('service_unavailable');
        expect(response.body.message).toMatch(
          /could not be read; the search engine did not answer\. Retry later\.$/,
        );
        expect(JSON.stringify(response.body)).not.toMatch(
          /ECONNREFUSED|127\.0\.0\.1|ConnectionError|elastic/i,
        );
      },
    );

    it('reports itself unavailable on /health', async () => {
      const response = await request(app.getHttpServer()).get('/health').expect(503);
      expect(response.body.status).toBe('unavailable');
    });
  });

  describe('a search that fails for some entities of a batch', () => {
    let app: INestApplication;
    let client: Client;
    const prefix = uniquePrefix('partial');

    beforeAll(async () => {
      const { elasticsearchUrl } = realServers();
      client = new Client({ node: elasticsearchUrl });
      await indexBundledLists(client, prefix);
      // A real Elasticsearch limit: a terms clause over more than 8 values is refused. Short
      // names stay under it; a long word's deletion variants do not.
      await client.indices.putSettings({
        index: listAlias(prefix, 'ofac_sdn'),
        settings: { 'index.max_terms_count': 8 },
      });
      app = await bootOnPrefix(elasticsearchUrl, prefix);
    }, 180_000);

    afterAll(() => closeAndDrop(app, client, prefix));

    it('marks the batch partial and names the entities that failed, without calling them clear', async () => {
      const { body } = await request(app.getHttpServer())
        .post('/v1/screen/batch')
        .set('x-api-key', key)
        .send({
          entities: [{ name: 'Li Wu' }, { name: 'Konstantinopolskiy Aleksandrovich' }, { name: 'Bo Xu' }],
        })
        .expect(200);
      expect(body.status).toBe('partial');
      expect(body.results[1]).toMatchObject({ index: 1, status: 'error', match_count: null, matches: [] });
      // What to do, never Elasticsearch's own text (that stays in the server log).
      expect(body.results[1].error).toBe(ENTITY_SEARCH_FAILED);
      expect(JSON.stringify(body)).not.toMatch(/max_terms_count|elasticsearch|shard/i);
      expect(body.results[0].status).not.toBe('error');
      expect(body.results[2].status).not.toBe('error');
      expect(body.summary).toMatchObject({ total: 3, errors: 1 });
      expect(body.summary.clear + body.summary.matches + body.summary.potential_matches).toBe(2);
    });
  });

  it('refuses to start the embedded engine without its snapshot', async () => {
    await expect(
      bootApp({ DATA_DIR: 'data/no-such-snapshot', API_KEYS: `${key}:enterprise` }),
    ).rejects.toThrow('no list snapshot at data/no-such-snapshot (manifest.json missing); set DATA_DIR');
  });
});

/** A list with no entities would answer every name `clear`: it is a failure, on both engines. */
describe('an empty or missing list fails closed', () => {
  const key = CONTRACT_KEY;
  const EMPTY_MESSAGE = (lists: string) =>
    `no entities are loaded for ${lists}; no screening result was produced. Retry later.`;

  /** The same checks on each engine: `list` is empty, `ofac_sdn` is servable or not as given. */
  function emptyListChecks(getApp: () => INestApplication, list: string) {
    it('answers a single screening against the empty list with 503, never clear', async () => {
      const response = await request(getApp().getHttpServer())
        .post('/v1/screen/entity')
        .set('x-api-key', key)
        .send({ name: 'Jennifer Thompson', lists: [list] })
        .expect(503);
      expect(response.body).toEqual({ error: 'service_unavailable', message: EMPTY_MESSAGE(list) });
    });

    it('answers a batch against it as partial, with an error for every entity', async () => {
      const response = await request(getApp().getHttpServer())
        .post('/v1/screen/batch')
        .set('x-api-key', key)
        .send({
          entities: [{ name: 'Jennifer Thompson' }, { name: 'Acme Trading' }],
          options: { lists: [list] },
        })
        .expect(200);
      expect(response.body.status).toBe('partial');
      expect(response.body.summary).toMatchObject({ total: 2, clear: 0, errors: 2 });
      for (const result of response.body.results as { status: string; error: string }[]) {
        expect(result).toMatchObject({ status: 'error', error: EMPTY_MESSAGE(list) });
      }
    });

    it('reports it on /health (503) and /v1/health (unhealthy)', async () => {
      const probe = await request(getApp().getHttpServer()).get('/health').expect(503);
      expect(probe.body.status).toBe('unavailable');
      expect(probe.body.detail).toContain(list);
      const report = await request(getApp().getHttpServer())
        .get('/v1/health')
        .set('x-api-key', key)
        .expect(200);
      expect(report.body.status).toBe('unhealthy');
    });
  }

  describe('embedded: a list file that parses to zero entities', () => {
    let app: INestApplication;
    let dataDir: string;

    beforeAll(async () => {
      dataDir = await snapshotWithEmptyDpl();
      app = await bootApp({ DATA_DIR: dataDir, API_KEYS: `${key}:enterprise` });
    });

    afterAll(async () => {
      await app?.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    emptyListChecks(() => app, 'bis_dpl');

    it('still screens the lists that hold entities', async () => {
      const response = await request(app.getHttpServer())
        .post('/v1/screen/entity')
        .set('x-api-key', key)
        .send({ name: 'Nicolas Maduro Moros' })
        .expect(200);
      expect(response.body.status).toBe('match');
    });
  });

  describe('Elasticsearch: an alias on an empty index, and lists never indexed', () => {
    let app: INestApplication;
    let client: Client;
    const prefix = uniquePrefix('empty');

    beforeAll(async () => {
      const { elasticsearchUrl } = realServers();
      client = new Client({ node: elasticsearchUrl });
      await indexSnapshot(client, prefix, ['ofac_fse']);
      // The alias moves to an empty index, as a botched manual swap would leave it.
      const alias = listAlias(prefix, 'ofac_fse');
      const emptyIndex = `${alias}-empty`;
      await client.indices.create({ index: emptyIndex });
      const current = Object.keys(await client.indices.getAlias({ name: alias }));
      await client.indices.updateAliases({
        actions: [
          ...current.map((index) => ({ remove: { index, alias } })),
          { add: { index: emptyIndex, alias } },
        ],
      });
      app = await bootOnPrefix(elasticsearchUrl, prefix);
    }, 120_000);

    afterAll(() => closeAndDrop(app, client, prefix));

    emptyListChecks(() => app, 'ofac_fse');

    it('answers 503 for the default list, whose alias does not exist', async () => {
      const response = await request(app.getHttpServer())
        .post('/v1/screen/entity')
        .set('x-api-key', key)
        .send({ name: 'Jennifer Thompson' })
        .expect(503);
      expect(response.body.message).toBe(EMPTY_MESSAGE('ofac_sdn'));
    });
  });
});

/**
 * An index whose keys another version of the code computed misses, silently, the candidates
 * whose keys changed: as after an upgrade with no reindex. It fails closed, and a reindex by
 * the running code makes it servable again without a restart.
 */
describe('a list indexed by another version of the name keys fails closed', () => {
  const key = CONTRACT_KEY;
  const OUTDATED_MESSAGE =
    'the search index of ofac_sdn was built by another version of the name keys and must be reindexed; no screening result was produced. Retry later.';
  let app: INestApplication;
  let client: Client;
  const prefix = uniquePrefix('outdated');
  let sdnSample: Awaited<ReturnType<typeof bundledLists>>[number];

  beforeAll(async () => {
    const { elasticsearchUrl } = realServers();
    client = new Client({ node: elasticsearchUrl });
    const lists = await bundledLists();
    // The SDN list's first 300 entities stand for it (the check reads metadata, not entities).
    sdnSample = lists.find((list) => list.list_id === 'ofac_sdn')!;
    sdnSample = { ...sdnSample, entities: sdnSample.entities.slice(0, 300) };
    await indexLists(client, prefix, [sdnSample, ...lists.filter((list) => list.list_id !== 'ofac_sdn')]);
    // What a reindex by code older than the fingerprint left: no fingerprint at all
    // (reindex.spec.ts has one that differs).
    const state = await client.get<Record<string, unknown>>({
      index: metadataIndex(prefix),
      id: 'list:ofac_sdn',
    });
    const { keys_fingerprint: _recorded, ...olderState } = state._source!;
    await client.index({
      index: metadataIndex(prefix),
      id: 'list:ofac_sdn',
      document: olderState,
      refresh: true,
    });
    app = await bootOnPrefix(elasticsearchUrl, prefix);
  }, 120_000);

  afterAll(() => closeAndDrop(app, client, prefix));

  it('answers a single screening against the outdated list with 503, never clear', async () => {
    const response = await request(app.getHttpServer())
      .post('/v1/screen/entity')
      .set('x-api-key', key)
      .send({ name: 'Jennifer Thompson' })
      .expect(503);
    expect(response.body).toEqual({ error: 'service_unavailable', message: OUTDATED_MESSAGE });
  });

  it('answers a batch against it as partial, with an error for every entity', async () => {
    const response = await request(app.getHttpServer())
      .post('/v1/screen/batch')
      .set('x-api-key', key)
      .send({ entities: [{ name: 'Jennifer Thompson' }, { name: 'Acme Trading' }] })
      .expect(200);
    expect(response.body.status).toBe('partial');
    expect(response.body.summary).toMatchObject({ total: 2, clear: 0, errors: 2 });
    for (const result of response.body.results as { status: string; error: string }[])
      expect(result).toMatchObject({ status: 'error', error: OUTDATED_MESSAGE });
  });

  it('still screens the lists indexed by this code', async () => {
    const response = await request(app.getHttpServer())
      .post('/v1/screen/entity')
      .set('x-api-key', key)
      .send({ name: 'Jennifer Thompson', lists: ['ofac_consolidated', 'bis_dpl'] })
      .expect(200);
    expect(response.body.status).toBe('clear');
  });

  it('is not ready on /health until a reindex by this code, which needs no restart', async () => {
    const probe = await request(app.getHttpServer()).get('/health').expect(503);
    expect(probe.body).toMatchObject({
      status: 'unavailable',
      detail:
        'the search index of ofac_sdn was built by another version of the name keys and must be reindexed',
    });
    const report = await request(app.getHttpServer()).get('/v1/health').set('x-api-key', key).expect(200);
    expect(report.body.status).toBe('unhealthy');

    await indexLists(client, prefix, [sdnSample]);
    const state = await client.get<{ keys_fingerprint: string }>({
      index: metadataIndex(prefix),
      id: 'list:ofac_sdn',
    });
    expect(state._source!.keys_fingerprint).toBe(currentKeyFingerprint());
    const after = await request(app.getHttpServer()).get('/health').expect(200);
    expect(after.body.status).toBe('ok');
  });
});

/** A copy of the bundled snapshot whose DPL file holds only its header line (checksum updated). */
async function snapshotWithEmptyDpl(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'empty-dpl-'));
  await cp('data/snapshot', dir, { recursive: true });
  const manifestPath = join(dir, 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as {
    sources: Record<string, { files: { path: string; sha256: string; bytes: number }[] }>;
  };
  const file = manifest.sources['bis-dpl'].files[0];
  const original = gunzipSync(await readFile(join(dir, file.path))).toString('utf8');
  const headerOnly = Buffer.from(`${original.split('\n')[0]}\n`, 'utf8');
  await writeFile(join(dir, file.path), gzipSync(headerOnly));
  file.sha256 = createHash('sha256').update(headerOnly).digest('hex');
  file.bytes = headerOnly.length;
  await writeFile(manifestPath, JSON.stringify(manifest, null, 2));
  return dir;
}
