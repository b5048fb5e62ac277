import {
  admit,
  BucketState,
  dayPeriod,
  monthPeriod,
  nextDayStart,
  nextMonthStart,
  refill,
  secondsToFull,
  secondsToNextToken,
} from '../../../src/access/admission';
import { TIER_LIMITS } from '../../../src/config/tiers';

const free = TIER_LIMITS.free; // 1/s, burst 5, daily 500, monthly 15,000
const T0 = Date.UTC(2026, 2, 10, 12, 0, 0);

describe('token bucket (figures worked by hand from the tier table)', () => {
  it('starts full: the first request leaves burst - 1 tokens and counts its cost', () => {
    const outcome = admit(null, 0, 0, free, 1, T0);
    expect(outcome).toEqual({
      verdict: 'ok',
      bucket: { tokens: 4, updatedAt: T0 },
      dailyUsed: 1,
      monthlyUsed: 1,
    });
  });

  it('admits exactly the burst at one instant, then refuses for rate without changing anything', () => {
    let state: BucketState | null = null;
    for (let i = 0; i < 5; i += 1) {
      const outcome = admit(state, i, i, free, 1, T0);
      expect(outcome.verdict).toBe('ok');
      state = outcome.bucket;
    }
    expect(state).toEqual({ tokens: 0, updatedAt: T0 });
    const refused = admit(state, 5, 5, free, 1, T0);
    expect(refused).toEqual({
      verdict: 'rate',
      bucket: { tokens: 0, updatedAt: T0 },
      dailyUsed: 5,
      monthlyUsed: 5,
    });
    expect(secondsToNextToken(refused.bucket, free)).toBe(1);
  });

  it('refills continuously at the tier rate: 1.5 s at 1/s gives 1.5 tokens', () => {
    const outcome = admit({ tokens: 0, updatedAt: T0 }, 0, 0, free, 0, T0 + 1500);
    expect(outcome.verdict).toBe('ok');
    expect(outcome.bucket).toEqual({ tokens: 0.5, updatedAt: T0 + 1500 });
    expect(secondsToNextToken(outcome.bucket, free)).toBe(0.5);
  });

  it('refills starter at 5/s: 300 ms gives 1.5 tokens', () => {
    expect(refill({ tokens: 0, updatedAt: T0 }, TIER_LIMITS.starter, T0 + 300).tokens).toBe(1.5);
  });

  it('never holds more than the burst', () => {
    expect(refill({ tokens: 0, updatedAt: T0 }, free, T0 + 100_000)).toEqual({
      tokens: 5,
      updatedAt: T0 + 100_000,
    });
  });

  it('refills nothing when the clock went back (another instance ahead)', () => {
    expect(refill({ tokens: 2, updatedAt: T0 }, free, T0 - 1000)).toEqual({ tokens: 2, updatedAt: T0 });
  });

  it('reports how long until the bucket is full: 1.3 tokens short at 1/s is 1.3 s', () => {
    expect(secondsToFull({ tokens: 3.7, updatedAt: T0 }, free)).toBeCloseTo(1.3, 10);
    expect(secondsToFull({ tokens: 5, updatedAt: T0 }, free)).toBe(0);
  });
});

describe('quotas', () => {
  it('refuses a batch that would pass the daily quota, whole, and takes no token', () => {
    const state = { tokens: 3, updatedAt: T0 };
    const refused = admit(state, 450, 450, free, 100, T0);
    expect(refused).toEqual({ verdict: 'daily', bucket: state, dailyUsed: 450, monthlyUsed: 450 });
    const fits = admit(state, 450, 450, free, 50, T0);
    expect(fits).toMatchObject({ verdict: 'ok', dailyUsed: 500, monthlyUsed: 500, bucket: { tokens: 2 } });
    expect(admit(fits.bucket, 500, 500, free, 1, T0).verdict).toBe('daily');
  });

  it('lets requests that screen nothing through a spent quota', () => {
    expect(admit(null, 500, 15_000, free, 0, T0).verdict).toBe('ok');
  });

  it('reports the monthly quota before the daily one and the rate', () => {
    expect(admit({ tokens: 0, updatedAt: T0 }, 500, 15_000, free, 1, T0).verdict).toBe('monthly');
    expect(admit({ tokens: 0, updatedAt: T0 }, 500, 14_000, free, 1, T0).verdict).toBe('daily');
  });
});

describe('quota periods (UTC calendar)', () => {
  const lastMs = Date.UTC(2026, 2, 31, 23, 59, 59, 999);

  it('names days and months in UTC', () => {
    expect(dayPeriod(lastMs)).toBe('20260331');
    expect(dayPeriod(lastMs + 1)).toBe('20260401');
    expect(monthPeriod(lastMs)).toBe('202603');
    expect(monthPeriod(lastMs + 1)).toBe('202604');
  });

  it('resets at the next midnight UTC and the first of the next month', () => {
    expect(new Date(nextDayStart(lastMs)).toISOString()).toBe('2026-04-01T00:00:00.000Z');
    expect(new Date(nextDayStart(Date.UTC(2028, 1, 28, 12))).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(new Date(nextMonthStart(Date.UTC(2026, 11, 15))).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(new Date(nextMonthStart(Date.UTC(2026, 0, 31, 23))).toISOString()).toBe(
      '2026-02-01T00:00:00.000Z',
    );
  });
});
