import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { createValidationPipe } from './common/validation';
import { type AppConfig, logLevelsUpTo } from './config/env';

/** Builds the application exactly as production runs it; tests call this too. */
export async function createApp(config: AppConfig): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger: logLevelsUpTo(config.LOG_LEVEL),
  });
  configureApp(app);
  return app;
}

/** What every instance needs beyond its modules; tests that build their own module call it too. */
export function configureApp(app: NestExpressApplication): void {
  // A 100-entity batch of 500-character names is ~60 KB; 1 MB leaves room and bounds abuse.
  app.useBodyParser('json', { limit: '1mb' });
  app.useGlobalPipes(createValidationPipe());
  app.enableShutdownHooks();
}
