import { Logger } from '@nestjs/common';
import { parentPort, workerData } from 'node:worker_threads';
import { AppConfig, logLevelsUpTo } from '../../config/env';
import { EmbeddedEngine } from '../../engines/embedded/embedded.engine';
import { ListFreshness } from '../list-freshness';
import { PhaseTimer } from '../response-format';
import { ScreeningService } from '../screening.service';
import { BatchWorkers } from './batch-workers';
import type { WorkerReply, WorkerRequest } from './worker-messages';

/**
 * A batch worker thread (batch-workers.ts): the embedded engine over the same snapshot and
 * the same ScreeningService code as the main thread, screening the shares it is sent.
 */
async function main(port: NonNullable<typeof parentPort>): Promise<void> {
  const config = (workerData as { config: AppConfig }).config;
  Logger.overrideLogger(logLevelsUpTo(config.LOG_LEVEL));
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
