import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { ApiError } from '../common/api-error';
import { APP_CONFIG, AppConfig, parseDevelopmentKeys } from '../config/env';
import { RedisService } from '../redis/redis.service';
import { DEVELOPMENT_KEY_PREFIX, digestKey, generateKey } from './api-key';
import { CLOCK, Clock } from './clock';
import { KeyRecord, KeyStore, Lookup, MemoryKeyStore } from './key-store';
import { AdmissionResult, Charge, Limiter, MemoryLimiter } from './limiter';
import { CUSTOMER_PERMISSIONS } from './permissions';
import { RedisKeyStore } from './redis-key-store';
import { RedisLimiter } from './redis-limiter';
import { rateLimitHeaders } from './responses';
import { effectiveLimits, Limits, Tier } from '../config/tiers';

/** A key that passed authentication, with the store that holds it. */
export interface Authenticated {
  record: KeyRecord;
  store: KeyStore;
}

/** The verdict on one request, and which limiter charged it (for a refund). */
export interface Decision {
  result: AdmissionResult;
  limits: Limits;
  now: number;
  limiter: Limiter;
}

/** After a Redis failure, requests skip Redis this long (real time) instead of each waiting for a timeout. */
const REDIS_RETRY_INTERVAL_MS = 2000;

interface CachedKey {
  record: KeyRecord;
  /** When Redis last confirmed this record (ms); +Infinity for keys from configuration. */
  confirmedAt: number;
  /** When the presented credential stops working (rotated-out key), or null. */
  expiresAt: number | null;
}

/**
 * Keys, permissions and limits. Redis-backed when REDIS_URL is set, in process otherwise.
 * While Redis is unreachable it runs in local mode (docs/access.md, "Redis down"): keys this
 * instance confirmed shortly before the outage still work, limits apply per instance, and no
 * request becomes a 500 because of Redis.
 */
@Injectable()
export class AccessService implements OnModuleInit {
  private readonly logger = new Logger('Access');
  /** Generated at start in development when API_KEYS is unset; lives in this process only. */
  readonly developmentKey: string | null;
  private readonly store: KeyStore;
  private readonly limiter: Limiter;
  private readonly localKeys: MemoryKeyStore;
  private readonly localLimiter = new MemoryLimiter();
  private readonly redisBacked: boolean;
  /** API_KEYS, parsed once. */
  private readonly configuredKeys: readonly { key: string; tier: Tier }[];
  private readonly fallbackKeys = new Map<string, CachedKey>();
  private lastRedisSuccess = Number.NEGATIVE_INFINITY;
  private redisDown = false;
  /** Real time (not the injectable clock: this is about network timeouts) of the next Redis attempt. */
  private redisRetryAt = 0;
  private seeded = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    redis: RedisService,
  ) {
    this.localKeys = new MemoryKeyStore(clock);
    const client = redis.client;
    this.redisBacked = client !== null;
    this.store = client ? new RedisKeyStore(client, redis.keyPrefix, clock) : new MemoryKeyStore(clock);
    this.limiter = client ? new RedisLimiter(client, redis.keyPrefix) : this.localLimiter;
    this.configuredKeys = parseDevelopmentKeys(config.API_KEYS);
    this.developmentKey =
      config.APP_ENV === 'development' && !config.API_KEYS ? generateKey(DEVELOPMENT_KEY_PREFIX) : null;
  }

  async onModuleInit(): Promise<void> {
    if (this.developmentKey) {
      await this.localKeys.seed(
        this.developmentKey,
        'enterprise',
        [...CUSTOMER_PERMISSIONS],
        'development key',
      );
    }
    const configured = this.configuredKeys;
    if (!this.redisBacked) {
      for (const { key, tier } of configured) await this.store.seed(key, tier, [...CUSTOMER_PERMISSIONS]);
      if (configured.length === 0 && !this.developmentKey) {
        this.logger.warn(
          'No API keys: set API_KEYS, or REDIS_URL and create keys with `npm run keys -- create`.',
        );
      }
      return;
    }
    // Configured keys keep working through an outage unless this instance has seen them revoked.
    const seedStore = new MemoryKeyStore(this.clock);
    for (const { key, tier } of configured) {
      await seedStore.seed(key, tier, [...CUSTOMER_PERMISSIONS]);
      const lookup = await seedStore.lookup(key);
      if (lookup.found)
        this.fallbackKeys.set(digestKey(key), {
          record: lookup.record,
          confirmedAt: Infinity,
          expiresAt: null,
        });
    }
    await this.seedRedis().catch((error: Error) => this.redisFailed(error));
  }

  /** 401 for a missing, unknown or expired key; 403 for a revoked one; 503 when it cannot be checked. */
  async authenticate(key: string | undefined): Promise<Authenticated> {
    if (!key) throw ApiError.unauthorized('Missing API key: send it in the x-api-key header.');
    const digest = digestKey(key);
    const local = await this.localKeys.lookupDigest(digest);
    const found = local.found
      ? { lookup: local, store: this.localKeys }
      : { lookup: await this.lookup(digest), store: this.store };
    if (!found.lookup.found) {
      throw ApiError.unauthorized(
        found.lookup.reason === 'expired'
          ? 'API key has been rotated and its grace period has ended; use the new key.'
          : 'Invalid API key.',
      );
    }
    if (found.lookup.record.status === 'revoked') throw ApiError.forbidden('API key has been revoked.');
    return { record: found.lookup.record, store: found.store };
  }

  /** Takes a token and `cost` quota units. Never throws because of Redis: falls back to local limits. */
  async admit(key: Authenticated, cost: number): Promise<Decision> {
    const limits = effectiveLimits(key.record.tier, key.record.limits);
    const now = this.clock.now();
    let decision: Decision | null = null;
    if (this.redisBacked && this.mayTryRedis()) {
      try {
        const result = await this.limiter.admit(key.record.id, limits, cost, now);
        this.redisSucceeded();
        this.localLimiter.observe(key.record.id, now, result);
        decision = { result, limits, now, limiter: this.limiter };
      } catch (error) {
        this.redisFailed(error as Error);
      }
    }
    decision ??= {
      result: await this.localLimiter.admit(key.record.id, limits, cost, now),
      limits,
      now,
      limiter: this.localLimiter,
    };
    if (decision.result.verdict === 'ok') {
      key.store.touch(key.record.id, now).catch((error: Error) => this.redisFailed(error));
    }
    return decision;
  }

  /**
   * Spec 8.2's headers for a response made before the guard ran (unreadable body, 405, 413,
   * unknown route): the presented key's bucket as it is, with no token taken. None when no
   * valid key was presented or its bucket cannot be read.
   */
  async currentRateLimitHeaders(presentedKey: string | undefined): Promise<Record<string, string>> {
    try {
      const key = await this.authenticate(presentedKey);
      const limits = effectiveLimits(key.record.tier, key.record.limits);
      const now = this.clock.now();
      const limiter = this.redisBacked && this.mayTryRedis() ? this.limiter : this.localLimiter;
      return rateLimitHeaders(await limiter.peek(key.record.id, limits, now), limits);
    } catch {
      return {};
    }
  }

  /** Gives back the quota of an admitted request that then failed (no screening was delivered). */
  async refund(decision: Decision): Promise<void> {
    const charge = decision.result.charge;
    if (!charge) return;
    try {
      await decision.limiter.refund(charge);
    } catch (error) {
      this.redisFailed(error as Error);
    }
  }

  /**
   * Gives back quota units charged earlier, possibly by another instance (a job's unscreened
   * rows, docs/file-screening.md). Uses the shared limiter; while Redis is down the units stay
   * spent (never refunded twice, never an error for the caller).
   */
  async refundCharge(charge: Charge): Promise<void> {
    try {
      await this.limiter.refund(charge);
    } catch (error) {
      this.redisFailed(error as Error);
    }
  }

  private async seedRedis(): Promise<void> {
    if (this.seeded) return;
    for (const { key, tier } of this.configuredKeys)
      await this.store.seed(key, tier, [...CUSTOMER_PERMISSIONS]);
    this.seeded = true;
  }

  /** Redis lookup; while Redis is unreachable, the fallback cache within its trust window. */
  private async lookup(digest: string): Promise<Lookup> {
    if (!this.redisBacked) return this.store.lookupDigest(digest);
    if (!this.mayTryRedis()) return this.lookupWhileRedisDown(digest);
    try {
      await this.seedRedis();
      const lookup = await this.store.lookupDigest(digest);
      this.redisSucceeded();
      if (lookup.found) {
        this.fallbackKeys.set(digest, {
          record: lookup.record,
          confirmedAt: this.clock.now(),
          expiresAt: lookup.expiresAt,
        });
      } else {
        this.fallbackKeys.delete(digest);
      }
      return lookup;
    } catch (error) {
      this.redisFailed(error as Error);
      return this.lookupWhileRedisDown(digest);
    }
  }

  private lookupWhileRedisDown(digest: string): Lookup {
    const cached = this.fallbackKeys.get(digest);
    const now = this.clock.now();
    if (cached?.record.status === 'revoked') return { found: true, record: cached.record, expiresAt: null };
    if (cached && cached.expiresAt !== null && now >= cached.expiresAt)
      return { found: false, reason: 'expired' };
    const trustedSince = this.lastRedisSuccess - this.config.ACCESS_KEY_CACHE_SECONDS * 1000;
    if (cached && cached.confirmedAt >= trustedSince) {
      return { found: true, record: cached.record, expiresAt: cached.expiresAt };
    }
    throw ApiError.unavailable(
      'The API key cannot be verified while the key store is unreachable; retry shortly.',
    );
  }

  private mayTryRedis(): boolean {
    return !this.redisDown || Date.now() >= this.redisRetryAt;
  }

  private redisSucceeded(): void {
    this.lastRedisSuccess = this.clock.now();
    if (this.redisDown) this.logger.log('Redis reachable again: keys and limits are shared again.');
    this.redisDown = false;
  }

  private redisFailed(error: Error): void {
    if (!this.redisDown) {
      this.logger.warn(`Redis unreachable (${error.message}): access control runs in local mode.`);
    }
    this.redisDown = true;
    this.redisRetryAt = Date.now() + REDIS_RETRY_INTERVAL_MS;
  }
}
