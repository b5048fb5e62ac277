import type { AppConfig } from '../config/env';
import { RedisService } from '../redis/redis.service';
import { nextDayStart, nextMonthStart } from './admission';
import { Clock, systemClock } from './clock';
import type { KeyRecord, KeyStore } from './key-store';
import type { Limiter } from './limiter';
import { DEFAULT_PERMISSIONS, Permission } from './permissions';
import { RedisKeyStore } from './redis-key-store';
import { RedisLimiter } from './redis-limiter';
import { effectiveLimits, Limits, Tier, validateOverrides } from '../config/tiers';

export interface QuotaUsage {
  used: number;
  limit: number;
  remaining: number;
  resets_at: string;
}

export interface KeyUsage {
  id: string;
  name: string;
  tier: Tier;
  status: KeyRecord['status'];
  limits: Limits;
  daily: QuotaUsage;
  monthly: QuotaUsage;
}

/**
 * What the operator CLI (`npm run keys`) does, without the argument parsing and printing, so it
 * can be tested against a real Redis. Stands in for the web console of spec 5.5.
 */
export class KeyAdmin {
  constructor(
    private readonly store: KeyStore,
    private readonly limiter: Limiter,
    private readonly clock: Clock,
    private readonly defaultGraceSeconds: number,
  ) {}

  async create(input: {
    name: string;
    tier: Tier;
    permissions?: Permission[];
    limits?: Partial<Limits>;
  }): Promise<{ key: string; record: KeyRecord }> {
    if (!input.name.trim()) throw new Error('name must not be empty');
    const limits = Object.fromEntries(
      Object.entries(input.limits ?? {}).filter(([, value]) => value !== undefined),
    );
    validateOverrides(input.tier, limits);
    return this.store.create({
      name: input.name.trim(),
      tier: input.tier,
      permissions: input.permissions ?? [...DEFAULT_PERMISSIONS[input.tier]],
      limits,
    });
  }

  list(): Promise<KeyRecord[]> {
    return this.store.list();
  }

  rotate(id: string, graceSeconds = this.defaultGraceSeconds) {
    if (!Number.isInteger(graceSeconds) || graceSeconds < 0)
      throw new Error('grace must be a whole number of seconds, 0 or more');
    return this.store.rotate(id, graceSeconds);
  }

  revoke(id: string): Promise<KeyRecord> {
    return this.store.revoke(id);
  }

  async usage(id: string): Promise<KeyUsage> {
    const record = await this.store.get(id);
    if (!record) throw new Error(`no key with id ${id}`);
    const now = this.clock.now();
    const limits = effectiveLimits(record.tier, record.limits);
    const { dailyUsed, monthlyUsed } = await this.limiter.usage(id, now);
    const quota = (used: number, limit: number, resetAt: number): QuotaUsage => ({
      used,
      limit,
      remaining: Math.max(0, limit - used),
      resets_at: new Date(resetAt).toISOString(),
    });
    return {
      id,
      name: record.name,
      tier: record.tier,
      status: record.status,
      limits,
      daily: quota(dailyUsed, limits.daily, nextDayStart(now)),
      monthly: quota(monthlyUsed, limits.monthly, nextMonthStart(now)),
    };
  }
}

/** A KeyAdmin over the Redis that REDIS_URL names, through the app's own RedisService. */
export async function openRedisKeyAdmin(
  config: AppConfig,
  clock: Clock = systemClock,
): Promise<{ admin: KeyAdmin; close: () => Promise<void> }> {
  const redis = new RedisService(config);
  if (!redis.client) {
    throw new Error(
      'REDIS_URL is not set. Keys are managed in Redis; without Redis the service uses the keys in API_KEYS (key:tier,…).',
    );
  }
  await redis.onModuleInit();
  if (!(await redis.ping()).reachable) {
    await redis.onModuleDestroy();
    throw new Error(`Redis at REDIS_URL is not reachable.`);
  }
  const store = new RedisKeyStore(redis.client, redis.keyPrefix, clock);
  const admin = new KeyAdmin(
    store,
    new RedisLimiter(redis.client, redis.keyPrefix),
    clock,
    config.KEY_ROTATION_GRACE_SECONDS,
  );
  return { admin, close: () => redis.onModuleDestroy() };
}
