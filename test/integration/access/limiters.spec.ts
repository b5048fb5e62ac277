import Redis from 'ioredis';
import type { Verdict } from '../../../src/access/admission';
import { Limiter, MemoryLimiter } from '../../../src/access/limiter';
import { RedisLimiter } from '../../../src/access/redis-limiter';
import { Limits, TIER_LIMITS } from '../../../src/config/tiers';
import { realServers, uniquePrefix } from '../../setup/app';

/**
 * The embedded default (in-process limiter) and the Redis Lua script must enforce the same
 * limits. Both run the same scenarios; every expected figure is worked by hand from the tier table.
 */
interface Step {
  at: number;
  cost: number;
  verdict: Verdict;
  tokens: number;
  daily: number;
  monthly: number;
}

const free = TIER_LIMITS.free;
const T0 = Date.UTC(2026, 3, 1, 12, 0, 0); // 1 April 2026, a 30-day month

const burstAndRefill: Step[] = [
  { at: T0, cost: 1, verdict: 'ok', tokens: 4, daily: 1, monthly: 1 },
  { at: T0, cost: 1, verdict: 'ok', tokens: 3, daily: 2, monthly: 2 },
  { at: T0, cost: 1, verdict: 'ok', tokens: 2, daily: 3, monthly: 3 },
  { at: T0, cost: 1, verdict: 'ok', tokens: 1, daily: 4, monthly: 4 },
  { at: T0, cost: 1, verdict: 'ok', tokens: 0, daily: 5, monthly: 5 },
  { at: T0, cost: 1, verdict: 'rate', tokens: 0, daily: 5, monthly: 5 },
  { at: T0 + 500, cost: 1, verdict: 'rate', tokens: 0.5, daily: 5, monthly: 5 },
  { at: T0 + 1000, cost: 1, verdict: 'ok', tokens: 0, daily: 6, monthly: 6 },
  { at: T0 + 3500, cost: 0, verdict: 'ok', tokens: 1.5, daily: 6, monthly: 6 },
  { at: T0 + 60_000, cost: 1, verdict: 'ok', tokens: 4, daily: 7, monthly: 7 },
];

/** 500 a day for the 30 days of April fills the free monthly 15,000; May starts from zero. */
const dailyAndMonthly: Step[] = [
  ...Array.from({ length: 30 }, (_, day) => ({
    at: T0 + day * 86_400_000,
    cost: 500,
    verdict: 'ok' as const,
    tokens: 4,
    daily: 500,
    monthly: 500 * (day + 1),
  })),
  // 1 s after the last take: 4 + 1 refilled = 5 (a refusal reports the refilled bucket).
  { at: T0 + 29 * 86_400_000 + 1000, cost: 1, verdict: 'monthly', tokens: 5, daily: 500, monthly: 15_000 },
  { at: Date.UTC(2026, 4, 1, 0, 0, 0), cost: 1, verdict: 'ok', tokens: 4, daily: 1, monthly: 1 },
];

const quotaBeforeRate: Step[] = [
  { at: T0, cost: 499, verdict: 'ok', tokens: 4, daily: 499, monthly: 499 },
  { at: T0, cost: 2, verdict: 'daily', tokens: 4, daily: 499, monthly: 499 },
  { at: T0, cost: 1, verdict: 'ok', tokens: 3, daily: 500, monthly: 500 },
  { at: T0, cost: 0, verdict: 'ok', tokens: 2, daily: 500, monthly: 500 },
  { at: Date.UTC(2026, 3, 2, 0, 0, 0), cost: 100, verdict: 'ok', tokens: 4, daily: 100, monthly: 600 },
];

describe.each([
  ['Redis (Lua script)', 'redis'],
  ['in process (embedded default)', 'memory'],
])('limiter: %s', (_label, kind) => {
  let redis: Redis | null = null;
  let limiter: Limiter;
  let keyNumber = 0;

  beforeAll(() => {
    if (kind === 'redis') {
      redis = new Redis(realServers().redisUrl);
      limiter = new RedisLimiter(redis, `${uniquePrefix('limiters')}:`);
    } else {
      limiter = new MemoryLimiter();
    }
  });

  afterAll(async () => {
    await redis?.quit();
  });

  async function run(steps: Step[], limits: Limits = free) {
    const keyId = `key_${(keyNumber += 1)}`;
    for (const [index, step] of steps.entries()) {
      const result = await limiter.admit(keyId, limits, step.cost, step.at);
      const seen = {
        verdict: result.verdict,
        tokens: result.bucket.tokens,
        daily: result.dailyUsed,
        monthly: result.monthlyUsed,
      };
      expect({ index, ...seen }).toEqual({
        index,
        verdict: step.verdict,
        tokens: step.tokens,
        daily: step.daily,
        monthly: step.monthly,
      });
    }
    return keyId;
  }

  it('takes the burst, then refills at the rate, never above the burst', async () => {
    await run(burstAndRefill);
  });

  it('resets the daily quota at midnight UTC and the monthly quota on the 1st', async () => {
    await run(dailyAndMonthly);
  });

  it('refuses what would pass the daily quota without taking a token', async () => {
    await run(quotaBeforeRate);
  });

  it('gives quota back on refund, and reports usage', async () => {
    const keyId = `key_${(keyNumber += 1)}`;
    const result = await limiter.admit(keyId, free, 100, T0);
    expect(result.charge).toEqual({ keyId, day: '20260401', month: '202604', cost: 100 });
    expect(await limiter.usage(keyId, T0)).toEqual({ dailyUsed: 100, monthlyUsed: 100 });
    await limiter.refund(result.charge!);
    expect(await limiter.usage(keyId, T0)).toEqual({ dailyUsed: 0, monthlyUsed: 0 });
  });
});
