import { createHash } from 'node:crypto';
import type Redis from 'ioredis';
import { type BucketState, dayPeriod, monthPeriod, refill, Verdict } from './admission';
import type { AdmissionResult, Charge, Limiter, Usage } from './limiter';
import { AccessRedisKeys } from './redis-key-store';
import type { Limits } from '../config/tiers';

/**
 * admission.ts's `admit`, as one Lua script: refill, quota check, token take and quota increment
 * happen atomically, so instances sharing Redis admit exactly what one instance would, and a
 * refused request changes nothing. Time comes from the caller's clock (ARGV[1]), not Redis's.
 * Fractional tokens are returned as strings because Redis truncates Lua numbers to integers.
 */
const ADMIT_SCRIPT = `
local now = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local burst = tonumber(ARGV[3])
local daily = tonumber(ARGV[4])
local monthly = tonumber(ARGV[5])
local cost = tonumber(ARGV[6])
local state = redis.call('HMGET', KEYS[1], 'tokens', 'updated_at')
local tokens = tonumber(state[1])
local updated = tonumber(state[2])
if tokens == nil or updated == nil then
  tokens = burst
  updated = now
elseif now > updated then
  tokens = math.min(burst, tokens + (now - updated) * rate / 1000)
  updated = now
else
  tokens = math.min(burst, tokens)
end
local day = tonumber(redis.call('GET', KEYS[2]) or '0')
local month = tonumber(redis.call('GET', KEYS[3]) or '0')
local verdict = 'ok'
if month + cost > monthly then verdict = 'monthly'
elseif day + cost > daily then verdict = 'daily'
elseif tokens < 1 then verdict = 'rate' end
if verdict == 'ok' then
  tokens = tokens - 1
  redis.call('HSET', KEYS[1], 'tokens', string.format('%.17g', tokens), 'updated_at', string.format('%.17g', updated))
  redis.call('PEXPIRE', KEYS[1], ARGV[7])
  if cost > 0 then
    day = redis.call('INCRBY', KEYS[2], cost)
    redis.call('EXPIRE', KEYS[2], ARGV[8])
    month = redis.call('INCRBY', KEYS[3], cost)
    redis.call('EXPIRE', KEYS[3], ARGV[9])
  end
end
return {verdict, string.format('%.17g', tokens), string.format('%.17g', updated), day, month}
`;
const ADMIT_SHA = createHash('sha1').update(ADMIT_SCRIPT).digest('hex');

/** Counters outlive their period by a margin, then Redis drops them. */
const DAY_COUNTER_TTL_SECONDS = 2 * 24 * 3600;
const MONTH_COUNTER_TTL_SECONDS = 32 * 24 * 3600;
/** A bucket left alone this long past full is the same as a missing one (full). */
const BUCKET_IDLE_MARGIN_MS = 60_000;

export class RedisLimiter implements Limiter {
  private readonly names: AccessRedisKeys;

  constructor(
    private readonly redis: Redis,
    prefix: string,
  ) {
    this.names = new AccessRedisKeys(prefix);
  }

  async admit(keyId: string, limits: Limits, cost: number, now: number): Promise<AdmissionResult> {
    const day = dayPeriod(now);
    const month = monthPeriod(now);
    const keys = [this.names.bucket(keyId), this.names.daily(keyId, day), this.names.monthly(keyId, month)];
    const bucketTtl = Math.ceil((limits.burst / limits.ratePerSecond) * 1000) + BUCKET_IDLE_MARGIN_MS;
    const args = [now, limits.ratePerSecond, limits.burst, limits.daily, limits.monthly, cost, bucketTtl]
      .concat([DAY_COUNTER_TTL_SECONDS, MONTH_COUNTER_TTL_SECONDS])
      .map(String);
    const [verdict, tokens, updatedAt, dailyUsed, monthlyUsed] = (await this.runAdmitScript(keys, args)) as [
      Verdict,
      string,
      string,
      number,
      number,
    ];
    return {
      verdict,
      bucket: { tokens: Number(tokens), updatedAt: Number(updatedAt) },
      dailyUsed: Number(dailyUsed),
      monthlyUsed: Number(monthlyUsed),
      charge: verdict === 'ok' && cost > 0 ? { keyId, day, month, cost } : null,
    };
  }

  async refund(charge: Charge): Promise<void> {
    await this.redis
      .multi()
      .decrby(this.names.daily(charge.keyId, charge.day), charge.cost)
      .decrby(this.names.monthly(charge.keyId, charge.month), charge.cost)
      .exec();
  }

  async usage(keyId: string, now: number): Promise<Usage> {
    const [daily, monthly] = await this.redis.mget(
      this.names.daily(keyId, dayPeriod(now)),
      this.names.monthly(keyId, monthPeriod(now)),
    );
    return { dailyUsed: Number(daily ?? 0), monthlyUsed: Number(monthly ?? 0) };
  }

  async peek(keyId: string, limits: Limits, now: number): Promise<BucketState> {
    const [tokens, updatedAt] = await this.redis.hmget(this.names.bucket(keyId), 'tokens', 'updated_at');
    const state =
      tokens !== null && updatedAt !== null ? { tokens: Number(tokens), updatedAt: Number(updatedAt) } : null;
    return refill(state, limits, now);
  }

  /** EVALSHA, loading the script on first use on a server that does not know it yet. */
  private async runAdmitScript(keys: string[], args: string[]): Promise<unknown> {
    try {
      return await this.redis.evalsha(ADMIT_SHA, keys.length, ...keys, ...args);
    } catch (error) {
      if (!(error as Error).message?.includes('NOSCRIPT')) throw error;
      return this.redis.eval(ADMIT_SCRIPT, keys.length, ...keys, ...args);
    }
  }
}
