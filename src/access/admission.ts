import type { Limits } from '../config/tiers';

/**
 * The admission rule, pure: one token bucket per key plus daily and monthly screening quotas.
 * The in-process limiter runs this function; the Redis limiter runs the same rule as one Lua
 * script (redis-limiter.ts). Any change here must be made there too; the shared scenario test
 * (test/integration/access/limiters.spec.ts) runs both against the same hand-checked figures.
 */
export interface BucketState {
  /** Tokens left (fractional: refill is continuous). */
  tokens: number;
  /** When `tokens` was computed, ms since the epoch. */
  updatedAt: number;
}

export type Verdict = 'ok' | 'rate' | 'daily' | 'monthly';

export interface AdmissionOutcome {
  verdict: Verdict;
  bucket: BucketState;
  /** Quota used in the current day and month, after this request when admitted. */
  dailyUsed: number;
  monthlyUsed: number;
}

/** Bucket as of `now`: refilled at `ratePerSecond`, capped at `burst`. A clock that went back refills nothing. */
export function refill(state: BucketState | null, limits: Limits, now: number): BucketState {
  if (!state) return { tokens: limits.burst, updatedAt: now };
  if (now <= state.updatedAt)
    return { tokens: Math.min(limits.burst, state.tokens), updatedAt: state.updatedAt };
  const tokens = Math.min(
    limits.burst,
    state.tokens + ((now - state.updatedAt) * limits.ratePerSecond) / 1000,
  );
  return { tokens, updatedAt: now };
}

/**
 * Decides one request costing one token and `cost` quota units. A refused request changes nothing.
 * The longest wait is reported first: monthly, then daily, then rate.
 */
export function admit(
  state: BucketState | null,
  dailyUsed: number,
  monthlyUsed: number,
  limits: Limits,
  cost: number,
  now: number,
): AdmissionOutcome {
  const bucket = refill(state, limits, now);
  const verdict: Verdict =
    monthlyUsed + cost > limits.monthly
      ? 'monthly'
      : dailyUsed + cost > limits.daily
        ? 'daily'
        : bucket.tokens < 1
          ? 'rate'
          : 'ok';
  if (verdict !== 'ok') return { verdict, bucket, dailyUsed, monthlyUsed };
  return {
    verdict,
    bucket: { tokens: bucket.tokens - 1, updatedAt: bucket.updatedAt },
    dailyUsed: dailyUsed + cost,
    monthlyUsed: monthlyUsed + cost,
  };
}

/** Seconds until the next token (0 when one is there). */
export function secondsToNextToken(bucket: BucketState, limits: Limits): number {
  return bucket.tokens >= 1 ? 0 : (1 - bucket.tokens) / limits.ratePerSecond;
}

/** Seconds until the bucket is full again (0 when full). */
export function secondsToFull(bucket: BucketState, limits: Limits): number {
  return Math.max(0, limits.burst - bucket.tokens) / limits.ratePerSecond;
}

/** Quota periods are UTC calendar days and months. */
export function dayPeriod(now: number): string {
  return new Date(now).toISOString().slice(0, 10).replace(/-/g, '');
}

export function monthPeriod(now: number): string {
  return new Date(now).toISOString().slice(0, 7).replace('-', '');
}

/** Next midnight UTC, ms since the epoch. */
export function nextDayStart(now: number): number {
  const date = new Date(now);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + 1);
}

/** First instant of next UTC month, ms since the epoch. */
export function nextMonthStart(now: number): number {
  const date = new Date(now);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}
