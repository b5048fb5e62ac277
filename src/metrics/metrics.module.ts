import { Global, Module } from '@nestjs/common';
import { Metrics } from './metrics';

/** The application's one metrics registry, injectable everywhere. */
@Global()
@Module({ providers: [Metrics], exports: [Metrics] })
export class MetricsModule {}
