import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../config/env';

/**
 * The one holder of a Redis client. Absent (`client` null) when REDIS_URL is unset: callers
 * then use their in-process fallbacks. Commands fail fast instead of queueing while Redis is
 * down, so a request never hangs on it.
 */
@Injectable()
export class RedisService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Redis');
  readonly client: Redis | null;
  readonly keyPrefix: string;
  private readonly url: string | undefined;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.keyPrefix = config.REDIS_KEY_PREFIX;
    this.url = config.REDIS_URL;
    this.client = config.REDIS_URL
      ? new Redis(config.REDIS_URL, {
          lazyConnect: true,
          enableOfflineQueue: false,
          maxRetriesPerRequest: 1,
          connectTimeout: 2000,
          commandTimeout: config.REDIS_COMMAND_TIMEOUT_MS,
          retryStrategy: (times) => Math.min(times * 200, 2000),
        })
      : null;
    this.client?.on('error', (error: Error) => this.logger.warn(`Redis error: ${error.message}`));
  }

  /**
   * A new connection to the same Redis for a library that needs connections of its own (bullmq:
   * blocking reads, and no per-command retry limit). The caller closes it on shutdown.
   */
  createDedicatedConnection(): Redis {
    if (!this.url) throw new Error('REDIS_URL is not set');
    const connection = new Redis(this.url, { maxRetriesPerRequest: null, connectTimeout: 2000 });
    connection.on('error', (error: Error) =>
      this.logger.warn(`Redis error (queue connection): ${error.message}`),
    );
    return connection;
  }

  get configured(): boolean {
    return this.client !== null;
  }

  async onModuleInit(): Promise<void> {
    if (!this.client) return;
    try {
      await this.client.connect();
      this.logger.log('connected');
    } catch (error) {
      // Not fatal: the access layer decides what to do while Redis is unreachable.
      this.logger.warn(`not reachable at start: ${(error as Error).message}`);
    }
  }

  async onModuleDestroy(): Promise<void> {
    if (this.client && this.client.status !== 'end') this.client.disconnect();
  }

  /** PING with a short deadline; true only when Redis answered. */
  async ping(): Promise<{ reachable: boolean; version: string | null }> {
    if (!this.client || this.client.status !== 'ready') return { reachable: false, version: null };
    try {
      await this.client.ping();
      const info = await this.client.info('server');
      return { reachable: true, version: /redis_version:(\S+)/.exec(info)?.[1] ?? null };
    } catch {
      return { reachable: false, version: null };
    }
  }
}
