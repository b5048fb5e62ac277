import { ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { KeyAdmin } from '../../../src/access/key-admin';
import { bootAccessApp, FakeClock, FREE_RATE_REFUSAL, probeRequests, redisAdmin } from './harness';

/**
 * Redis becomes unreachable under a running instance. This suite starts its own Redis on a free
 * port and freezes it (SIGSTOP, by pid) so the shared test Redis is never touched; it stops only
 * that process.
 */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const answered = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(true)); // port taken: the server is listening
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
    });
    if (answered) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`redis-server did not start on port ${port}`);
}

describe('when Redis is unreachable', () => {
  const clock = new FakeClock(Date.UTC(2026, 8, 1, 9, 0, 0));
  const configuredKey = 'configured-key-0001';
  let redisProcess: ChildProcess;
  let app: INestApplication;
  let admin: KeyAdmin;
  let closeAdmin: () => Promise<void>;
  let keys: Record<'confirmed' | 'stale' | 'neverSeen' | 'quota', string>;

  const { screen, batch } = probeRequests(() => app);

  beforeAll(async () => {
    const port = await freePort();
    redisProcess = await startRedis(port);
    const url = `redis://127.0.0.1:${port}`;
    app = await bootAccessApp(
      {
        REDIS_URL: url,
        REDIS_KEY_PREFIX: 'down:',
        API_KEYS: `${configuredKey}:free`,
        ACCESS_KEY_CACHE_SECONDS: '60',
      },
      clock,
    );
    ({ admin, close: closeAdmin } = redisAdmin(url, 'down:', clock));
    const create = async (name: string, limits?: { daily: number }) =>
      (await admin.create({ name, tier: limits ? 'enterprise' : 'free', limits })).key;
    keys = {
      confirmed: await create('confirmed'),
      stale: await create('stale'),
      neverSeen: await create('never seen'),
      quota: await create('quota', { daily: 10 }),
    };
    // Seen 120 s before the outage: outside the 60 s trust window.
    await screen(keys.stale).expect(200);
    clock.advance(120_000);
    await screen(keys.confirmed).expect(200);
    await batch(keys.quota, 6).expect(200);
    await closeAdmin();
    process.kill(redisProcess.pid!, 'SIGSTOP');
  });

  afterAll(async () => {
    await app.close();
    if (redisProcess.pid) {
      process.kill(redisProcess.pid, 'SIGCONT');
      process.kill(redisProcess.pid, 'SIGTERM');
    }
  });

  it('keeps serving a key confirmed just before the outage, with local limits and headers', async () => {
    // The first request pays Redis's 1 s command timeout; later ones skip Redis for a while.
    const first = await screen(keys.confirmed).expect(200);
    expect(first.headers['x-ratelimit-limit']).toBe('1');
    // A fresh local bucket of 5: one taken above, four more, then the rate limit.
    for (let i = 0; i < 4; i += 1) await screen(keys.confirmed).expect(200);
    const refused = await screen(keys.confirmed).expect(429);
    expect(refused.body).toEqual(FREE_RATE_REFUSAL);
  });

  it('carries the shared quota count into local mode (6 of 10 used before the outage)', async () => {
    const refused = await batch(keys.quota, 5).expect(429);
    expect(refused.body.message).toBe(
      'Daily quota exceeded: this request needs 5 screenings and 4 of 10 remain today; it resets at 2026-09-02T00:00:00.000Z.',
    );
    await batch(keys.quota, 4).expect(200);
  });

  it('keeps serving keys from API_KEYS', async () => {
    await screen(configuredKey).expect(200);
  });

  it('503, not 500, for keys it cannot verify: never seen, or seen too long before the outage', async () => {
    for (const key of [keys.neverSeen, keys.stale]) {
      const response = await screen(key).expect(503);
      expect(response.body).toEqual({
        error: 'service_unavailable',
        message: 'The API key cannot be verified while the key store is unreachable; retry shortly.',
      });
    }
  });

  it('reports itself degraded', async () => {
    const response = await request(app.getHttpServer())
      .get('/v1/health')
      .set('x-api-key', configuredKey)
      .expect(200);
    expect(response.body.status).not.toBe('healthy');
    expect(response.body.dependencies.redis).toMatchObject({ configured: true, reachable: false });
  });

  it('goes back to the shared Redis when it answers again', async () => {
    process.kill(redisProcess.pid!, 'SIGCONT');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    clock.advance(60_000);
    await screen(keys.neverSeen).expect(200);
    const health = await request(app.getHttpServer())
      .get('/v1/health')
      .set('x-api-key', keys.neverSeen)
      .expect(200);
    expect(health.body.dependencies.redis).toMatchObject({ reachable: true });
  });
});
