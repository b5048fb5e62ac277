import { Client } from '@elastic/elasticsearch';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { listAlias } from '../../../src/engines/elasticsearch/index-names';
import { bootApp, realServers, uniquePrefix } from '../../setup/app';
import { dropPrefix } from '../../setup/elasticsearch';
import { CONTRACT_KEY, indexBundledLists } from './engine-setup';

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
      app = await bootApp({
        SEARCH_ENGINE: 'elasticsearch',
        ELASTICSEARCH_URL: elasticsearchUrl,
        ELASTICSEARCH_INDEX_PREFIX: prefix,
        API_KEYS: `${key}:enterprise`,
      });
    }, 180_000);

    afterAll(async () => {
      await app?.close();
      if (client) await dropPrefix(client, prefix);
      await client?.close();
    });

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
      expect(body.results[1].error).toMatch(/search failed/);
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
