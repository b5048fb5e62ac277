import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { AccessService } from '../../../src/access/access.service';
import type { KeyAdmin } from '../../../src/access/key-admin';
import type { Permission } from '../../../src/access/permissions';
import type { Limits, Tier } from '../../../src/config/tiers';
import { realServers, uniquePrefix } from '../../setup/app';
import { bootAccessApp, FakeClock, FREE_RATE_REFUSAL, PROBE, probeRequests, redisAdmin } from './harness';

/**
 * Every access outcome over HTTP, Redis-backed, with a test clock. Expected bodies and headers
 * are worked out by hand from spec section 8 (free: 1/s, burst 5, daily 500, monthly 15,000).
 */
describe('access over HTTP with Redis', () => {
  const clock = new FakeClock(Date.UTC(2026, 2, 10, 12, 0, 0));
  const prefix = `${uniquePrefix('access-http')}:`;
  let app: INestApplication;
  let admin: KeyAdmin;
  let closeAdmin: () => Promise<void>;

  const unixSeconds = () => clock.ms / 1000;
  const newKey = async (tier: Tier, permissions?: Permission[], limits?: Partial<Limits>) =>
    admin.create({ name: `test ${tier}`, tier, permissions, limits });
  const { screen, batch } = probeRequests(() => app);

  beforeAll(async () => {
    const { redisUrl } = realServers();
    app = await bootAccessApp({ REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix }, clock);
    ({ admin, close: closeAdmin } = redisAdmin(redisUrl, prefix, clock));
  });

  afterAll(async () => {
    await app.close();
    await closeAdmin();
  });

  it('lets /health through without a key and without rate-limit headers', async () => {
    const response = await request(app.getHttpServer()).get('/health');
    expect(response.status).not.toBe(401);
    expect(response.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('401 with message when the key is missing', async () => {
    const response = await request(app.getHttpServer()).get('/v1/health').expect(401);
    expect(response.body).toEqual({ message: 'Missing API key: send it in the x-api-key header.' });
  });

  it('401 with message when the key is unknown', async () => {
    const response = await request(app.getHttpServer())
      .get('/v1/health')
      .set('x-api-key', 'sk_live_nope')
      .expect(401);
    expect(response.body).toEqual({ message: 'Invalid API key.' });
  });

  it('200 with the spec headers: limit 1/s, 4 tokens left, bucket full again in 1 s', async () => {
    const { key } = await newKey('free');
    const response = await screen(key).expect(200);
    expect(response.body).toEqual({ screened: 1, name: 'Jane Doe' });
    expect(response.headers['x-ratelimit-limit']).toBe('1');
    expect(response.headers['x-ratelimit-remaining']).toBe('4');
    expect(response.headers['x-ratelimit-reset']).toBe(String(unixSeconds() + 1));
  });

  it('403 with message for a revoked key, on the very next request', async () => {
    const { key, record } = await newKey('free');
    await screen(key).expect(200);
    await admin.revoke(record.id);
    const response = await screen(key).expect(403);
    expect(response.body).toEqual({ message: 'API key has been revoked.' });
  });

  it('403 with message for a key lacking the permission, and no token taken', async () => {
    const { key } = await newKey('free', ['screen']);
    const denied = await request(app.getHttpServer()).get(PROBE.lists).set('x-api-key', key).expect(403);
    expect(denied.body).toEqual({
      message: `API key lacks the 'lists:read' permission required by GET ${PROBE.lists}.`,
    });
    const allowed = await screen(key).expect(200);
    expect(allowed.headers['x-ratelimit-remaining']).toBe('4');
  });

  it('429 for rate: the burst of 5 passes, the 6th waits 1 s for the next token', async () => {
    const { key } = await newKey('free');
    const remaining: string[] = [];
    for (let i = 0; i < 5; i += 1)
      remaining.push((await screen(key).expect(200)).headers['x-ratelimit-remaining']);
    expect(remaining).toEqual(['4', '3', '2', '1', '0']);

    const refused = await screen(key).expect(429);
    expect(refused.body).toEqual(FREE_RATE_REFUSAL);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers['x-ratelimit-limit']).toBe('1');
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    expect(refused.headers['x-ratelimit-reset']).toBe(String(unixSeconds() + 5));

    clock.advance(1000);
    await screen(key).expect(200);
    await screen(key).expect(429);
  });

  it('keeps the headers on a validation 400 and a 404, and gives the 400 its quota back', async () => {
    const { key, record } = await newKey('free');
    const invalid = await request(app.getHttpServer())
      .post(PROBE.single)
      .set('x-api-key', key)
      .send({ name: 'x' });
    expect(invalid.status).toBe(400);
    expect(invalid.headers['x-ratelimit-remaining']).toBe('4');
    const missing = await request(app.getHttpServer())
      .get(`${PROBE.entity}/nope`)
      .set('x-api-key', key)
      .expect(404);
    expect(missing.body).toEqual({ error: 'entity not found', entity_id: 'nope' });
    expect(missing.headers['x-ratelimit-remaining']).toBe('3');
    expect((await admin.usage(record.id)).daily.used).toBe(0);
  });

  it('charges a batch of N entities N screenings, a single 1, explain nothing', async () => {
    const { key, record } = await newKey('free');
    await batch(key, 3).expect(200);
    await screen(key).expect(200);
    await request(app.getHttpServer()).post(PROBE.explain).set('x-api-key', key).send({}).expect(200);
    const usage = await admin.usage(record.id);
    expect(usage.daily).toMatchObject({ used: 4, limit: 500, remaining: 496 });
    expect(usage.monthly).toMatchObject({ used: 4, limit: 15_000, remaining: 14_996 });
  });

  it('429 for the daily quota: a batch that does not fit is refused whole; it resets at midnight UTC', async () => {
    clock.ms = Date.UTC(2026, 2, 10, 23, 0, 0);
    const { key, record } = await newKey('free');
    for (const size of [100, 100, 100, 100, 50]) await batch(key, size).expect(200);
    clock.advance(1000);

    const tooBig = await batch(key, 100).expect(429);
    expect(tooBig.body).toEqual({
      message:
        'Daily quota exceeded: this request needs 100 screenings and 50 of 500 remain today; it resets at 2026-03-11T00:00:00.000Z.',
      retry_after_seconds: 3599,
    });
    expect(tooBig.headers['retry-after']).toBe('3599');
    expect((await admin.usage(record.id)).daily.used).toBe(450);

    await batch(key, 50).expect(200);
    clock.advance(1000);
    const spent = await screen(key).expect(429);
    expect(spent.body).toEqual({
      message: 'Daily quota of 500 screenings used up; it resets at 2026-03-11T00:00:00.000Z.',
      retry_after_seconds: 3598,
    });
    expect(spent.headers['retry-after']).toBe('3598');
    expect(spent.headers['x-ratelimit-limit']).toBe('1');
    expect(spent.headers['x-ratelimit-remaining']).toBe('1');
    // Routes that screen nothing stay open.
    await request(app.getHttpServer()).post(PROBE.explain).set('x-api-key', key).send({}).expect(200);

    clock.ms = Date.UTC(2026, 2, 11, 0, 0, 0);
    await screen(key).expect(200);
    expect((await admin.usage(record.id)).daily.used).toBe(1);
    expect((await admin.usage(record.id)).monthly.used).toBe(501);
  });

  it('429 for the monthly quota of an enterprise key with overrides; it resets on the 1st (UTC)', async () => {
    clock.ms = Date.UTC(2026, 2, 30, 10, 0, 0);
    const overrides = { ratePerSecond: 100, burst: 400, daily: 200, monthly: 300 };
    const { key } = await newKey('enterprise', undefined, overrides);
    const first = await batch(key, 100).expect(200);
    expect(first.headers['x-ratelimit-limit']).toBe('100');
    expect(first.headers['x-ratelimit-remaining']).toBe('399');
    await batch(key, 100).expect(200);
    await batch(key, 1).expect(429);

    clock.ms = Date.UTC(2026, 2, 31, 10, 0, 0);
    await batch(key, 100).expect(200);
    const refused = await screen(key).expect(429);
    expect(refused.body).toEqual({
      message: 'Monthly quota of 300 screenings used up; it resets at 2026-04-01T00:00:00.000Z.',
      retry_after_seconds: 14 * 3600,
    });
    expect(refused.headers['retry-after']).toBe(String(14 * 3600));
    expect(refused.headers['x-ratelimit-limit']).toBe('100');

    clock.ms = Date.UTC(2026, 3, 1, 0, 0, 0);
    await screen(key).expect(200);
  });

  it('keeps the old key working through the rotation grace period, then refuses it', async () => {
    clock.ms = Date.UTC(2026, 4, 1, 9, 0, 0);
    const { key: oldKey, record } = await newKey('starter');
    const { key: newKeyValue } = await admin.rotate(record.id, 3600);
    await screen(oldKey).expect(200);
    await screen(newKeyValue).expect(200);
    clock.advance(3600 * 1000 - 1);
    await screen(oldKey).expect(200);
    clock.advance(1);
    const expired = await screen(oldKey).expect(401);
    expect(expired.body).toEqual({
      message: 'API key has been rotated and its grace period has ended; use the new key.',
    });
    const fresh = await screen(newKeyValue).expect(200);
    // Both keys share the record's bucket: full (20) after the hour, 19 after the old key's last
    // request, + 1 ms of refill at 5/s (0.005), - 1 for this request = 18.005, shown as 18.
    expect(fresh.headers['x-ratelimit-remaining']).toBe('18');
  });

  it('records when a key was last used, for `keys list`', async () => {
    clock.ms = Date.UTC(2026, 4, 2, 8, 30, 0);
    const { key, record } = await newKey('free');
    await screen(key).expect(200);
    // The write is not awaited by the request (it must not add latency); give it a moment.
    let listed = null;
    for (let attempt = 0; attempt < 20 && !listed?.last_used_at; attempt += 1) {
      listed = (await admin.list()).find((r) => r.id === record.id) ?? null;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(listed?.last_used_at).toBe('2026-05-02T08:30:00.000Z');
  });

  it('adds little latency: key lookup plus the admission script, measured over 500 requests', async () => {
    const { key } = await newKey('enterprise', undefined, { ratePerSecond: 1_000_000, burst: 1_000_000 });
    const access = app.get(AccessService);
    const timings: number[] = [];
    for (let i = 0; i < 500; i += 1) {
      const started = process.hrtime.bigint();
      await access.admit(await access.authenticate(key), 1);
      timings.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    timings.sort((a, b) => a - b);
    const mean = timings.reduce((sum, t) => sum + t, 0) / timings.length;
    const p99 = timings[Math.floor(timings.length * 0.99)];
    console.log(`access check: mean ${mean.toFixed(3)} ms, p99 ${p99.toFixed(3)} ms (two Redis round trips)`);
    // Generous bound for a shared 2-core test machine; a local Redis answers in well under 1 ms.
    expect(mean).toBeLessThan(10);
  });
});
