import 'reflect-metadata';
import { type INestApplication, Logger } from '@nestjs/common';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AccessService } from './access/access.service';
import { createApp } from './bootstrap';
import { ConfigError, loadConfig } from './config/env';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp(config);
  await app.listen(config.PORT, config.HOST);
  const logger = new Logger('Main');
  stopOnSignals(app, logger);
  const port = (app.getHttpServer() as Server).address() as AddressInfo;
  const base = `http://localhost:${port.port}`;
  logger.log(`Sanctions screening API on ${base} (engine: ${config.SEARCH_ENGINE})`);
  // Keys are never logged, except the throw-away development key generated for this process.
  const devKey = app.get(AccessService).developmentKey;
  if (devKey) logger.log(`Development key for this process only (enterprise tier): ${devKey}`);
  const shownKey = devKey ?? (config.API_KEYS ? '<one of your API_KEYS>' : '<your API key>');
  logger.log(
    `Try: curl -s -H 'x-api-key: ${shownKey}' -H 'content-type: application/json' -d '{"name":"Vladimir Putin"}' ${base}/v1/screen/entity`,
  );
}

/** Requests still running this long after a stop signal are cut off. */
const DRAIN_TIMEOUT_MS = 25_000;

/**
 * SIGTERM or SIGINT: stop accepting connections and let the requests in flight finish first, and
 * only then stop the modules (batch workers, Redis, Elasticsearch), whose shutdown hooks Nest would
 * otherwise run while those requests still need them.
 */
function stopOnSignals(app: INestApplication, logger: Logger): void {
  let stopping = false;
  const stop = async () => {
    const server = app.getHttpServer() as Server;
    const cutOff = setTimeout(() => server.closeAllConnections(), DRAIN_TIMEOUT_MS).unref();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    clearTimeout(cutOff);
    await app.close();
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      logger.log(`${signal} received: shutting down`);
      stop().then(
        () => process.exit(0),
        (error: Error) => {
          logger.error(`shutdown failed: ${error.message}`, error.stack);
          process.exit(1);
        },
      );
    });
  }
}

void main();
