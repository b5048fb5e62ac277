import { Module } from '@nestjs/common';
import { EnginesModule } from '../engines/engines.module';
import { BatchWorkers } from './batch-workers/batch-workers';
import { ExplainController } from './explain.controller';
import { ListFreshness } from './list-freshness';
import { ScreeningController } from './screening.controller';
import { ScreeningService } from './screening.service';

@Module({
  imports: [EnginesModule],
  controllers: [ScreeningController, ExplainController],
  providers: [ScreeningService, ListFreshness, BatchWorkers],
  exports: [ScreeningService, ListFreshness],
})
export class ScreeningModule {}
