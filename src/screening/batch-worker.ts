import { Logger } from '@nestjs/common';
import { parentPort, threadId, workerData } from 'node:worker_threads';
import type { AppConfig } from '../config/env';
import { EmbeddedEngine } from '../engines/embedded/embedded.engine';
import { createRootLogger, nestLoggerOver } from '../observability/logging';
import { ListFreshness } from './list-freshness';
import { PhaseTimer } from './response-format';
import { ScreeningService } from './screening.service';
import { BatchWorkers } from './batch-workers/batch-workers';
import type { WorkerReply, WorkerRequest } from './batch-workers/worker-messages';

/**
 * A batch worker thread's entry point (batch-workers/batch-workers.ts starts it): the embedded engine over the same snapshot and
 * the same ScreeningService code as the main thread, screening the shares it is sent.
 */
async function main(port: NonNullable<typeof parentPort>): Promise<void> {
  const config = (workerData as { config: AppConfig }).config;
  // The same log format and level as the main thread, each line naming the worker.
  Logger.overrideLogger(nestLoggerOver(createRootLogger(config).child({ worker: threadId })));
  const engine = new EmbeddedEngine(config);
  await engine.onModuleInit();
  // Inside a worker, batches are screened on this thread only.
  const workers = new BatchWorkers({ ...config, SCREENING_WORKERS: 0 }, engine);
  const screening = new ScreeningService(config, engine, new ListFreshness(engine), workers);
  const reply = (message: WorkerReply) => port.postMessage(message);
  port.on('message', ({ id, entities, settings }: WorkerRequest) => {
    screening
      .screenEntities(entities, settings, new PhaseTimer())
      .then((outcomes) => reply({ type: 'outcomes', id, outcomes }))
      .catch((error: Error) => reply({ type: 'failed', id, error: error.message }));
  });
  reply({ type: 'ready', lists: await engine.listMetadata() });
}

if (parentPort) {
  const port = parentPort;
  main(port).catch((error: Error) => {
    new Logger('BatchWorker').error(`batch worker could not start: ${error.message}`);
    process.exit(1);
  });
}
