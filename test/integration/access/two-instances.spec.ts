import type { INestApplication } from '@nestjs/common';
import type { KeyAdmin } from '../../../src/access/key-admin';
import { systemClock } from '../../../src/access/clock';
import { realServers, uniquePrefix } from '../../setup/app';
import { bootAccessApp, FakeClock, PROBE, redisAdmin } from './harness';

/**
 * A generous command timeout: these tests measure the shared bucket, not outages; a command slower
 * than the default 1 s on a loaded machine would put an instance in local mode (docs/access.md).
 */
const SHARED = { REDIS_COMMAND_TIMEOUT_MS: '10000' };

/** Two service instances behind one Redis, as in production: limits hold across them. */
describe('two instances sharing one Redis', () => {
  const clock = new FakeClock(Date.UTC(2026, 5, 15, 8, 0, 0));
  const prefix = `${uniquePrefix('access-two')}:`;
  let instances: INestApplication[] = [];
  let urls: string[] = [];
  let admin: KeyAdmin;
  let closeAdmin: () => Promise<void>;

  /** `count` concurrent requests spread over both instances; returns the status codes. */
  async function burst(key: string, count: number): Promise<number[]> {
    const requests = Array.from({ length: count }, (_, i) =>
      fetch(`${urls[i % urls.length]}${PROBE.single}`, {
        method: 'POST',
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Person ${i}` }),
      }).then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      }),
    );
    return Promise.all(requests);
  }
  const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

  beforeAll(async () => {
    const { redisUrl } = realServers();
    for (let i = 0; i < 2; i += 1) {
      const app = await bootAccessApp({ ...SHARED, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix }, clock);
      await app.listen(0, '127.0.0.1');
      instances.push(app);
      urls.push((await app.getUrl()).replace('[::1]', '127.0.0.1'));
    }
    ({ admin, close: closeAdmin } = redisAdmin(redisUrl, prefix, clock));
  });

  afterAll(async () => {
    await Promise.all(instances.map((app) => app.close()));
    instances = [];
    urls = [];
    await closeAdmin();
  });

  it('admits exactly the free burst (5) of 200 concurrent requests, then exactly what 3 s refilled', async () => {
    const { key, record } = await admin.create({ name: 'concurrency', tier: 'free' });
    const first = await burst(key, 200);
    expect(count(first, 200)).toBe(5);
    expect(count(first, 429)).toBe(195);

    clock.advance(3000);
    const second = await burst(key, 200);
    expect(count(second, 200)).toBe(3);
    expect(count(second, 429)).toBe(197);
    expect((await admin.usage(record.id)).daily.used).toBe(8);
  });

  it('with the real clock, admits the burst plus at most what the rate refilled during the run', async () => {
    const realClockApps: INestApplication[] = [];
    const realUrls: string[] = [];
    const { redisUrl } = realServers();
    const realPrefix = `${uniquePrefix('access-two-real')}:`;
    for (let i = 0; i < 2; i += 1) {
      const app = await bootAccessApp(
        { ...SHARED, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: realPrefix },
        systemClock,
      );
      await app.listen(0, '127.0.0.1');
      realClockApps.push(app);
      realUrls.push((await app.getUrl()).replace('[::1]', '127.0.0.1'));
    }
    const real = redisAdmin(redisUrl, realPrefix, systemClock);
    try {
      const { key } = await real.admin.create({ name: 'concurrency real clock', tier: 'free' });
      const saved = urls;
      urls = realUrls;
      const started = Date.now();
      const statuses = await burst(key, 200);
      const elapsedSeconds = (Date.now() - started) / 1000;
      urls = saved;
      const admitted = count(statuses, 200);
      console.log(`200 concurrent requests in ${elapsedSeconds.toFixed(3)} s: ${admitted} admitted`);
      expect(admitted).toBeGreaterThanOrEqual(5);
      expect(admitted).toBeLessThanOrEqual(5 + Math.floor(elapsedSeconds * 1));
      expect(count(statuses, 429)).toBe(200 - admitted);
    } finally {
      await Promise.all(realClockApps.map((app) => app.close()));
      await real.close();
    }
  });

  it('refuses a revoked key on the next request on every instance', async () => {
    const { key, record } = await admin.create({ name: 'revocation', tier: 'starter' });
    const call = (url: string) =>
      fetch(`${url}/v1/health`, { headers: { 'x-api-key': key } }).then(async (r) => ({
        status: r.status,
        body: await r.json(),
      }));
    expect((await call(urls[0])).status).toBe(200);
    expect((await call(urls[1])).status).toBe(200);
    await admin.revoke(record.id);
    for (const url of urls) {
      expect(await call(url)).toEqual({ status: 403, body: { message: 'API key has been revoked.' } });
    }
  });
});
