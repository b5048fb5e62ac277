import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './bootstrap';
import { ConfigError, loadConfig, parseDevelopmentKeys } from './config/env';

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
  const base = `http://localhost:${config.PORT}`;
  logger.log(`Sanctions screening API on ${base} (engine: ${config.SEARCH_ENGINE})`);
  const devKey = parseDevelopmentKeys(config.API_KEYS)[0]?.key;
  logger.log(
    devKey
      ? `Try: curl -s -H 'x-api-key: ${devKey}' -H 'content-type: application/json' -d '{"name":"Vladimir Putin"}' ${base}/v1/screen/entity`
      : `No API_KEYS set. Start with API_KEYS=dev-key-123:enterprise npm start, then: curl -s -H 'x-api-key: dev-key-123' ${base}/v1/health`,
  );
}

void main();
