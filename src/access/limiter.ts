import { admit, BucketState, dayPeriod, monthPeriod, refill, Verdict } from './admission';
import type { Limits } from '../config/tiers';

/** Quota units a request took, so they can be given back if the request then fails. */
export interface Charge {
  keyId: string;
  day: string;
  month: string;
  cost: number;
}

export interface AdmissionResult {
  verdict: Verdict;
  bucket: BucketState;
  dailyUsed: number;
  monthlyUsed: number;
  /** Set when the request was admitted and took quota. */
  charge: Charge | null;
}

export interface Usage {
  dailyUsed: number;
  monthlyUsed: number;
}

/** Token bucket plus quotas for one key; in process or in Redis. */
export interface Limiter {
  admit(keyId: string, limits: Limits, cost: number, now: number): Promise<AdmissionResult>;
  refund(charge: Charge): Promise<void>;
  usage(keyId: string, now: number): Promise<Usage>;
  /** The key's bucket as of `now`, taking nothing (for the rate-limit headers of early errors). */
  peek(keyId: string, limits: Limits, now: number): Promise<BucketState>;
}

interface PeriodCount {
  period: string;
  used: number;
}

/**
 * The in-process limiter: the embedded default's only limiter, and every instance's fallback
 * while Redis is unreachable. Single-threaded JavaScript makes each admit atomic.
 */
export class MemoryLimiter implements Limiter {
  private readonly buckets = new Map<string, BucketState>();
  private readonly days = new Map<string, PeriodCount>();
  private readonly months = new Map<string, PeriodCount>();

  async admit(keyId: string, limits: Limits, cost: number, now: number): Promise<AdmissionResult> {
    const day = dayPeriod(now);
    const month = monthPeriod(now);
    const outcome = admit(
      this.buckets.get(keyId) ?? null,
      this.current(this.days, keyId, day),
      this.current(this.months, keyId, month),
      limits,
      cost,
      now,
    );
    if (outcome.verdict === 'ok') {
      this.buckets.set(keyId, outcome.bucket);
      this.days.set(keyId, { period: day, used: outcome.dailyUsed });
      this.months.set(keyId, { period: month, used: outcome.monthlyUsed });
    }
    return { ...outcome, charge: outcome.verdict === 'ok' && cost > 0 ? { keyId, day, month, cost } : null };
  }

  async refund(charge: Charge): Promise<void> {
    for (const [counts, period] of [
      [this.days, charge.day],
      [this.months, charge.month],
    ] as const) {
      const count = counts.get(charge.keyId);
      if (count && count.period === period) count.used = Math.max(0, count.used - charge.cost);
    }
  }

  async usage(keyId: string, now: number): Promise<Usage> {
    return {
      dailyUsed: this.current(this.days, keyId, dayPeriod(now)),
      monthlyUsed: this.current(this.months, keyId, monthPeriod(now)),
    };
  }

  async peek(keyId: string, limits: Limits, now: number): Promise<BucketState> {
    return refill(this.buckets.get(keyId) ?? null, limits, now);
  }

  /** Carries the shared counters into local mode, so an outage does not start quotas from zero. */
  observe(keyId: string, now: number, usage: Usage): void {
    this.days.set(keyId, { period: dayPeriod(now), used: usage.dailyUsed });
    this.months.set(keyId, { period: monthPeriod(now), used: usage.monthlyUsed });
  }

  private current(counts: Map<string, PeriodCount>, keyId: string, period: string): number {
    const count = counts.get(keyId);
    return count && count.period === period ? count.used : 0;
  }
}
