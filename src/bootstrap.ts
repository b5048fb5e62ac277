import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import { Store, storage } from 'nestjs-pino/storage';
import type { Logger as PinoLogger } from 'pino';
import { RouteCatalog } from './access/route-catalog';
import { serveApiDocs } from './api-docs/openapi';
import { AppModule } from './app.module';
import { jsonBodyParser, refuseUnreadableUrl } from './common/request-hygiene';
import { createValidationPipe } from './common/validation';
import { APP_CONFIG, type AppConfig } from './config/env';
import { Metrics } from './metrics/metrics';
import { httpMetrics } from './observability/http-metrics';
import { createHttpLogger } from './observability/logging';
import { ROOT_LOGGER } from './observability/observability.module';

/** Builds the application exactly as production runs it; tests call this too. */
export async function createApp(config: AppConfig): Promise<INestApplication> {
  // Start-up lines wait for the pino logger (configureApp) rather than print as plain text.
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), httpAdapter(), {
    bufferLogs: true,
    bodyParser: false,
  });
  configureApp(app);
  return app;
}

/**
 * The Express instance, set before Nest adds anything: routing is case-sensitive, so there is
 * one path matching for routing and access (`/V1/LISTS` is not `/v1/lists`).
 */
export function httpAdapter(): ExpressAdapter {
  const instance = express();
  instance.set('case sensitive routing', true);
  instance.disable('x-powered-by');
  return new ExpressAdapter(instance);
}

/**
 * What every instance needs beyond its modules; tests that build their own module call it too.
 * The order is the order a request meets them: request id, access log and metrics (so every
 * answer below has them), security headers, a readable URL, a known method and media type for
 * the route, then the one JSON parser.
 */
export function configureApp(app: NestExpressApplication): void {
  const config = app.get<AppConfig>(APP_CONFIG);
  app.useLogger(app.get(PinoNestLogger));
  const httpLogger = createHttpLogger(app.get<PinoLogger>(ROOT_LOGGER), config);
  app.use((request: Request, response: Response, next: NextFunction) =>
    httpLogger(request, response, () => storage.run(new Store(request.log), next)),
  );
  app.use(httpMetrics(app.get(Metrics)));
  // An API that serves JSON only: nothing may be framed, sniffed, or load sub-resources.
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      crossOriginResourcePolicy: { policy: 'same-origin' },
    }),
  );
  app.use(refuseUnreadableUrl);
  const catalog = app.get(RouteCatalog);
  catalog.load();
  app.use((request: Request, _response: Response, next: NextFunction) =>
    next(catalog.precheck(request) ?? undefined),
  );
  for (const handler of jsonBodyParser()) app.use(handler);
  app.useGlobalPipes(createValidationPipe());
  serveApiDocs(app);
  // Stop signals are handled by main.ts, which lets requests in flight finish before the modules stop.
}
