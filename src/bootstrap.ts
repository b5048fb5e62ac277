import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { RouteCatalog } from './access/route-catalog';
import { AppModule } from './app.module';
import { jsonBodyParser, refuseUnreadableUrl } from './common/request-hygiene';
import { createValidationPipe } from './common/validation';
import { type AppConfig, logLevelsUpTo } from './config/env';

/** Builds the application exactly as production runs it; tests call this too. */
export async function createApp(config: AppConfig): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), httpAdapter(), {
    logger: logLevelsUpTo(config.LOG_LEVEL),
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
 * The order is the order a request meets them: security headers, a readable URL, a known
 * method and media type for the route, then the one JSON parser.
 */
export function configureApp(app: NestExpressApplication): void {
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
  app.enableShutdownHooks();
}
