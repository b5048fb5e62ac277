import 'reflect-metadata';
import { Logger } from '@nestjs/common';
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
  // Said first, before the shutdown hooks (batch workers, connections) log their own steps.
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.prependOnceListener(signal, () => logger.log(`${signal} received: shutting down`));
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

void main();
