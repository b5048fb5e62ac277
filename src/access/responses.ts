import {
  type BucketState,
  nextDayStart,
  nextMonthStart,
  secondsToFull,
  secondsToNextToken,
} from './admission';
import type { AdmissionResult } from './limiter';
import type { Limits } from '../config/tiers';

/**
 * Spec 8.2 headers. Limit: the key's requests per second. Remaining: whole tokens left in the
 * bucket. Reset: Unix time (s, rounded up) at which the bucket is full again.
 */
export function rateLimitHeaders(bucket: BucketState, limits: Limits): Record<string, string> {
  const fullAt = bucket.updatedAt + secondsToFull(bucket, limits) * 1000;
  return {
    'X-RateLimit-Limit': String(limits.ratePerSecond),
    'X-RateLimit-Remaining': String(Math.max(0, Math.floor(bucket.tokens))),
    'X-RateLimit-Reset': String(Math.ceil(fullAt / 1000)),
  };
}

/** Body message and wait of a refused request (429). */
export function refusal(
  result: AdmissionResult,
  limits: Limits,
  cost: number,
  now: number,
): { message: string; retryAfterSeconds: number } {
  switch (result.verdict) {
    case 'rate':
      return {
        message: `Rate limit exceeded: ${limits.ratePerSecond} requests per second, bursts of up to ${limits.burst}.`,
        retryAfterSeconds: secondsToNextToken(result.bucket, limits),
      };
    case 'daily':
      return quotaRefusal('Daily', 'today', limits.daily, result.dailyUsed, cost, nextDayStart(now), now);
    case 'monthly':
      return quotaRefusal(
        'Monthly',
        'this month',
        limits.monthly,
        result.monthlyUsed,
        cost,
        nextMonthStart(now),
        now,
      );
    default:
      throw new Error(`refusal() called for an admitted request`);
  }
}

function quotaRefusal(
  label: string,
  period: string,
  quota: number,
  used: number,
  cost: number,
  resetAt: number,
  now: number,
): { message: string; retryAfterSeconds: number } {
  const left = Math.max(0, quota - used);
  const resets = new Date(resetAt).toISOString();
  const message =
    left === 0
      ? `${label} quota of ${quota} screenings used up; it resets at ${resets}.`
      : `${label} quota exceeded: this request needs ${cost} screenings and ${left} of ${quota} remain ${period}; it resets at ${resets}.`;
  return { message, retryAfterSeconds: (resetAt - now) / 1000 };
}
