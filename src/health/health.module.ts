import { Module } from '@nestjs/common';
import { EnginesModule } from '../engines/engines.module';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';

@Module({ imports: [EnginesModule], controllers: [HealthController], providers: [HealthService] })
export class HealthModule {}
