import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { EnginesModule } from '../engines/engines.module';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';

@Module({
  imports: [EnginesModule, AccessModule],
  controllers: [HealthController],
  providers: [HealthService],
})
export class HealthModule {}
