import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { bootApp, realServers, uniquePrefix } from '../setup/app';

/** The Redis-and-Elasticsearch deployment, against the real servers global-setup started. */
describe('health with Elasticsearch and Redis', () => {
  let app: INestApplication;
  const key = 'it-health-key-1';

  beforeAll(async () => {
    const { elasticsearchUrl, redisUrl } = realServers();
    app = await bootApp({
      SEARCH_ENGINE: 'elasticsearch',
      ELASTICSEARCH_URL: elasticsearchUrl,
      ELASTICSEARCH_INDEX_PREFIX: uniquePrefix('health'),
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `${uniquePrefix('health')}:`,
      API_KEYS: `${key}:enterprise`,
    });
  });

  afterAll(async () => {
    await app.close();
  });

  it('reports the real Elasticsearch 8 and Redis as reachable', async () => {
    const response = await request(app.getHttpServer()).get('/v1/health').set('x-api-key', key).expect(200);
    const { elasticsearch, redis } = response.body.dependencies;
    console.log(`Elasticsearch ${elasticsearch.version}, Redis ${redis.version}`);
    expect(response.body.engine.engine).toBe('elasticsearch');
    expect(elasticsearch).toMatchObject({ configured: true, reachable: true });
    expect(elasticsearch.version).toMatch(/^8\./);
    expect(redis).toMatchObject({ configured: true, reachable: true });
    expect(redis.version).toMatch(/^\d+\.\d+/);
  });

  it('has the spec fields (4.6)', async () => {
    const response = await request(app.getHttpServer()).get('/v1/health').set('x-api-key', key).expect(200);
    expect(response.body).toMatchObject({
      environment: 'test',
      version: '1.0.0',
      matching_algorithms: ['exact', 'fuzzy', 'phonetic', 'semantic', 'identifier'],
    });
    expect(Object.keys(response.body.endpoints)).toEqual(
      expect.arrayContaining(['/v1/screen/entity', '/v1/screen/batch', '/v1/screen/explain', '/v1/lists']),
    );
    expect(new Date(response.body.timestamp).toISOString()).toBe(response.body.timestamp);
  });
});
