import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import { AccessModule } from '../access/access.module';
import type { AppConfig } from '../config/env';
import { MetricsModule } from '../metrics/metrics.module';
import { LifecycleLog } from './lifecycle-log';
import { createRootLogger } from './logging';
import { MetricsController } from './metrics.controller';
import { MetricsServer } from './metrics-server';
import { ScreeningMetricsInterceptor } from './screening-metrics.interceptor';

export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

/**
 * Logs and metrics (docs/operations.md). One pino logger for the process: Nest's Logger writes
 * through it (nestjs-pino), and the HTTP middleware (bootstrap.ts) uses it for access lines.
 * /metrics is a route here, or a server of its own when METRICS_PORT is set.
 */
@Global()
@Module({})
export class ObservabilityModule {
  static forRoot(config: AppConfig): DynamicModule {
    const root = createRootLogger(config);
    const ownPort = config.METRICS_PORT !== undefined;
    return {
      module: ObservabilityModule,
      imports: [
        MetricsModule,
        AccessModule,
        // The request logger is bound by our own first middleware; nestjs-pino reuses it.
        LoggerModule.forRoot({ pinoHttp: { logger: root }, useExisting: true }),
      ],
      controllers: ownPort ? [] : [MetricsController],
      providers: [
        { provide: ROOT_LOGGER, useValue: root },
        { provide: APP_INTERCEPTOR, useClass: ScreeningMetricsInterceptor },
        LifecycleLog,
        ...(ownPort ? [MetricsServer] : []),
      ],
      exports: [ROOT_LOGGER],
    };
  }
}
