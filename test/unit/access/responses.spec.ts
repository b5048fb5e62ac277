import type { AdmissionResult } from '../../../src/access/limiter';
import { rateLimitHeaders, refusal } from '../../../src/access/responses';
import { TIER_LIMITS } from '../../../src/config/tiers';

const free = TIER_LIMITS.free;
const result = (over: Partial<AdmissionResult>): AdmissionResult => ({
  verdict: 'ok',
  bucket: { tokens: 5, updatedAt: 0 },
  dailyUsed: 0,
  monthlyUsed: 0,
  charge: null,
  ...over,
});

describe('rate-limit headers', () => {
  it('gives the rate, the whole tokens left and when the bucket is full again (Unix s, rounded up)', () => {
    // 3.7 tokens at 1/s: full 1.3 s after 1,000,000.5 s, so at 1,000,001.8 s, shown as 1,000,002.
    const headers = rateLimitHeaders({ tokens: 3.7, updatedAt: 1_000_000_500 }, free);
    expect(headers).toEqual({
      'X-RateLimit-Limit': '1',
      'X-RateLimit-Remaining': '3',
      'X-RateLimit-Reset': '1000002',
    });
  });

  it('shows the reset as now when the bucket is already full', () => {
    expect(rateLimitHeaders({ tokens: 5, updatedAt: 7_000 }, free)['X-RateLimit-Reset']).toBe('7');
  });
});

describe('refusals', () => {
  const now = Date.UTC(2026, 2, 31, 23, 0, 0);

  it('rate: waits for the next token', () => {
    expect(
      refusal(result({ verdict: 'rate', bucket: { tokens: 0.25, updatedAt: now } }), free, 1, now),
    ).toEqual({
      message: 'Rate limit exceeded: 1 requests per second, bursts of up to 5.',
      retryAfterSeconds: 0.75,
    });
  });

  it('daily quota used up: waits until midnight UTC (one hour here)', () => {
    expect(refusal(result({ verdict: 'daily', dailyUsed: 500 }), free, 1, now)).toEqual({
      message: 'Daily quota of 500 screenings used up; it resets at 2026-04-01T00:00:00.000Z.',
      retryAfterSeconds: 3600,
    });
  });

  it('daily quota too small for the batch: says what is left', () => {
    expect(refusal(result({ verdict: 'daily', dailyUsed: 470 }), free, 100, now).message).toBe(
      'Daily quota exceeded: this request needs 100 screenings and 30 of 500 remain today; it resets at 2026-04-01T00:00:00.000Z.',
    );
  });

  it('monthly quota: waits until the first of next month', () => {
    const midMonth = Date.UTC(2026, 3, 30, 12, 0, 0);
    expect(refusal(result({ verdict: 'monthly', monthlyUsed: 15_000 }), free, 1, midMonth)).toEqual({
      message: 'Monthly quota of 15000 screenings used up; it resets at 2026-05-01T00:00:00.000Z.',
      retryAfterSeconds: 12 * 3600,
    });
  });
});
