import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { AccessService } from '../../../src/access/access.service';
import { bootAccessApp, FakeClock, FREE_RATE_REFUSAL, PROBE, probeRequests } from './harness';

/** The embedded default (no REDIS_URL): keys from API_KEYS, limits in process, same rules. */
describe('access in the embedded default (no Redis)', () => {
  const clock = new FakeClock(Date.UTC(2026, 6, 20, 23, 59, 0));
  const freeKey = 'free-key-0001';
  const starterKey = 'starter-key-0001';
  let app: INestApplication;

  const { screen, batch } = probeRequests(() => app);

  beforeAll(async () => {
    app = await bootAccessApp(
      { REDIS_URL: undefined, API_KEYS: `${freeKey}:free,${starterKey}:starter` },
      clock,
    );
  });

  afterAll(async () => {
    await app.close();
  });

  it('401 for a key not in API_KEYS', async () => {
    const response = await screen('some-other-key').expect(401);
    expect(response.body).toEqual({ message: 'Invalid API key.' });
  });

  it('gives API_KEYS keys every permission', async () => {
    await request(app.getHttpServer()).get(PROBE.lists).set('x-api-key', starterKey).expect(200);
    await request(app.getHttpServer()).get('/v1/health').set('x-api-key', starterKey).expect(200);
  });

  it('enforces the free burst of 5 and the 1/s refill, with the same body and headers as Redis', async () => {
    const remaining: string[] = [];
    for (let i = 0; i < 5; i += 1)
      remaining.push((await screen(freeKey).expect(200)).headers['x-ratelimit-remaining']);
    expect(remaining).toEqual(['4', '3', '2', '1', '0']);
    const refused = await screen(freeKey).expect(429);
    expect(refused.body).toEqual(FREE_RATE_REFUSAL);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers['x-ratelimit-reset']).toBe(String(clock.ms / 1000 + 5));
    clock.advance(2000);
    await screen(freeKey).expect(200);
    await screen(freeKey).expect(200);
    await screen(freeKey).expect(429);
  });

  it('enforces the daily quota and resets it at midnight UTC', async () => {
    // Starter: burst 20, 5/s, daily 5,000. 50 batches of 100, 200 ms apart (one token refilled each),
    // from 23:59:00 to 23:59:10, leave 50 s to midnight.
    clock.ms = Date.UTC(2026, 6, 20, 23, 59, 0);
    for (let i = 0; i < 50; i += 1) {
      await batch(starterKey, 100).expect(200);
      clock.advance(200);
    }
    const spent = await screen(starterKey).expect(429);
    expect(spent.body).toEqual({
      message: 'Daily quota of 5000 screenings used up; it resets at 2026-07-21T00:00:00.000Z.',
      retry_after_seconds: 50,
    });
    expect(spent.headers['retry-after']).toBe('50');
    clock.ms = Date.UTC(2026, 6, 21);
    await screen(starterKey).expect(200);
  });
});

describe('development key', () => {
  it('is generated at start when API_KEYS is unset in development, in process only, enterprise tier', async () => {
    const app = await bootAccessApp(
      { APP_ENV: 'development', API_KEYS: undefined, REDIS_URL: undefined },
      new FakeClock(0),
    );
    try {
      const key = app.get(AccessService).developmentKey;
      expect(key).toMatch(/^sk_dev_[0-9A-Za-z]{43}$/);
      const response = await request(app.getHttpServer())
        .get('/v1/health')
        .set('x-api-key', key!)
        .expect(200);
      expect(response.headers['x-ratelimit-limit']).toBe('50');
      expect(response.headers['x-ratelimit-remaining']).toBe('199');
    } finally {
      await app.close();
    }
  });

  it('is not generated outside development', async () => {
    const app = await bootAccessApp(
      { APP_ENV: 'production', API_KEYS: undefined, REDIS_URL: undefined },
      new FakeClock(0),
    );
    try {
      expect(app.get(AccessService).developmentKey).toBeNull();
    } finally {
      await app.close();
    }
  });
});
