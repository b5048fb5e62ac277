import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { createApp } from '../../src/bootstrap';
import { loadConfig } from '../../src/config/env';

/**
 * Boots the real application for a test with the given environment on top of a quiet base.
 * Integration tests pass the real ELASTICSEARCH_URL / REDIS_URL that global-setup exported.
 * Batch workers are off unless a test asks for them: each would load its own snapshot copy.
 */
export async function bootApp(env: Record<string, string | undefined>): Promise<INestApplication> {
  const config = loadConfig({ LOG_LEVEL: 'error', APP_ENV: 'test', SCREENING_WORKERS: '0', ...env });
  const app = await createApp(config);
  await app.init();
  return app;
}

/** Starts the app's HTTP server on a free loopback port, for tests that send raw bytes; returns the port. */
export async function listenOnLoopback(app: INestApplication): Promise<number> {
  await app.listen(0, '127.0.0.1');
  return (app.getHttpServer() as { address(): AddressInfo }).address().port;
}

/** The servers global-setup started; fails loudly (never skips) when they are missing. */
export function realServers(): { elasticsearchUrl: string; redisUrl: string } {
  const elasticsearchUrl = process.env.ELASTICSEARCH_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!elasticsearchUrl || !redisUrl) {
    throw new Error('ELASTICSEARCH_URL and REDIS_URL must be set by test/setup/global-setup.ts');
  }
  return { elasticsearchUrl, redisUrl };
}

/** A unique prefix so suites sharing one cluster and one Redis never see each other's data. */
export function uniquePrefix(name: string): string {
  return `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}-${name}`.toLowerCase();
}
