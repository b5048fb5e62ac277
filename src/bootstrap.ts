import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import { Store, storage } from 'nestjs-pino/storage';
import type { Logger as PinoLogger } from 'pino';
import { AppModule } from './app.module';
import { createValidationPipe } from './common/validation';
import { APP_CONFIG, type AppConfig } from './config/env';
import { Metrics } from './metrics/metrics';
import { httpMetrics } from './observability/http-metrics';
import { createHttpLogger } from './observability/logging';
import { ROOT_LOGGER } from './observability/observability.module';

/** Builds the application exactly as production runs it; tests call this too. */
export async function createApp(config: AppConfig): Promise<INestApplication> {
  // Start-up lines wait for the pino logger (configureApp) rather than print as plain text.
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bufferLogs: true,
  });
  configureApp(app);
  return app;
}

/** What every instance needs beyond its modules; tests that build their own module call it too. */
export function configureApp(app: NestExpressApplication): void {
  const config = app.get<AppConfig>(APP_CONFIG);
  app.useLogger(app.get(PinoNestLogger));
  // First, before the body parser and routing can fail a request: request id, access log, metrics.
  const httpLogger = createHttpLogger(app.get<PinoLogger>(ROOT_LOGGER), config);
  app.use((request: Request, response: Response, next: NextFunction) =>
    httpLogger(request, response, () => storage.run(new Store(request.log), next)),
  );
  app.use(httpMetrics(app.get(Metrics)));
  // A 100-entity batch of 500-character names is ~60 KB; 1 MB leaves room and bounds abuse.
  app.useBodyParser('json', { limit: '1mb' });
  app.useGlobalPipes(createValidationPipe());
  // Stop signals are handled by main.ts, which lets requests in flight finish before the modules stop.
}
