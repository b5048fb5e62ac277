import { Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { diskStorage } from 'multer';
import { join } from 'node:path';
import { AccessModule } from '../access/access.module';
import { APP_CONFIG, AppConfig } from '../config/env';
import { RedisService } from '../redis/redis.service';
import { ScreeningModule } from '../screening/screening.module';
import { JobSteps } from './job-steps';
import { JobsController } from './jobs.controller';
import { JobsService } from './jobs.service';
import { BullmqChunkQueue } from './queue/bullmq-queue';
import { CHUNK_QUEUE } from './queue/chunk-queue';
import { InProcessChunkQueue } from './queue/in-process-queue';

/**
 * Screening jobs for whole customer files (docs/file-screening.md): bullmq on Redis when
 * REDIS_URL is set, an in-process queue otherwise; files under JOBS_DIR either way.
 */
@Module({
  imports: [
    AccessModule,
    ScreeningModule,
    MulterModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        storage: diskStorage({ destination: join(config.JOBS_DIR, '.uploads') }),
        limits: { fileSize: config.JOBS_MAX_UPLOAD_MB * 1024 * 1024, files: 1 },
      }),
    }),
  ],
  controllers: [JobsController],
  providers: [
    JobSteps,
    JobsService,
    {
      provide: CHUNK_QUEUE,
      inject: [APP_CONFIG, RedisService, JobSteps],
      useFactory: (config: AppConfig, redis: RedisService, steps: JobSteps) =>
        redis.configured
          ? new BullmqChunkQueue(redis, steps, config.JOBS_CONCURRENCY)
          : new InProcessChunkQueue(steps, config.JOBS_CONCURRENCY),
    },
  ],
})
export class JobsModule {}
