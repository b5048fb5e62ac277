import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { bootApp } from '../setup/app';

/** The default deployment: embedded engine over the bundled snapshot, no Redis, no Elasticsearch. */
describe('health with the embedded default', () => {
  let app: INestApplication;
  const key = 'it-embedded-key-1';

  beforeAll(async () => {
    app = await bootApp({ API_KEYS: `${key}:free` });
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers the unauthenticated probe with 200 once the snapshot is loaded', async () => {
    const response = await request(app.getHttpServer()).get('/health').expect(200);
    expect(response.body).toEqual({ status: 'ok', engine: 'embedded', detail: 'snapshot loaded' });
  });

  it('reports the embedded engine and no Redis or Elasticsearch', async () => {
    const response = await request(app.getHttpServer()).get('/v1/health').set('x-api-key', key).expect(200);
    expect(response.body).toMatchObject({
      status: 'healthy',
      environment: 'test',
      version: '1.0.0',
      engine: { engine: 'embedded', ready: true },
      dependencies: {
        elasticsearch: { configured: false, reachable: false },
        redis: { configured: false, reachable: false },
      },
    });
  });

  it('needs a key for /v1/health', async () => {
    const response = await request(app.getHttpServer()).get('/v1/health').expect(401);
    expect(response.body).toEqual({ message: expect.any(String) });
  });

  it('gives an unknown route a JSON error, never a stack trace', async () => {
    const response = await request(app.getHttpServer()).get('/v1/nothing-here').set('x-api-key', key);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(JSON.stringify(response.body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});
