import { Logger } from '@nestjs/common';
import { parentPort, threadId, workerData } from 'node:worker_threads';
import type { AppConfig } from '../config/env';
import { createEngine } from '../engines/create-engine';
import { ElasticsearchService } from '../engines/elasticsearch/elasticsearch.service';
import { EmbeddedEngine } from '../engines/embedded/embedded.engine';
import { createRootLogger, nestLoggerOver } from '../observability/logging';
import { ListFreshness } from './list-freshness';
import { PhaseTimer } from './response-format';
import { ScreeningService } from './screening.service';
import { BatchWorkers } from './batch-workers/batch-workers';
import type { WorkerReply, WorkerRequest } from './batch-workers/worker-messages';

/**
 * A batch worker thread's entry point (batch-workers/batch-workers.ts starts it): the same engine
 * as the main thread (the embedded engine over the same snapshot, or a client of the same
 * Elasticsearch) and the same ScreeningService code, screening the shares it is sent.
 */
async function main(port: NonNullable<typeof parentPort>): Promise<void> {
  const config = (workerData as { config: AppConfig }).config;
  // The same log format and level as the main thread, each line naming the worker.
  Logger.overrideLogger(nestLoggerOver(createRootLogger(config).child({ worker: threadId })));
  const engine = createEngine(config, new ElasticsearchService(config));
  if (engine instanceof EmbeddedEngine) await engine.onModuleInit();
  // Inside a worker, batches are screened on this thread only.
  const workers = new BatchWorkers({ ...config, SCREENING_WORKERS: 0 }, engine);
  const screening = new ScreeningService(config, engine, new ListFreshness(engine), workers);
  const reply = (message: WorkerReply) => port.postMessage(message);
  port.on('message', ({ id, entities, settings, lists }: WorkerRequest) => {
    screening
      .screenEntities(entities, settings, new PhaseTimer(), lists)
      .then((outcomes) => reply({ type: 'outcomes', id, outcomes }))
      .catch((error: Error) => reply({ type: 'failed', id, error: error.message }));
  });
  // The embedded engine's lists must prove the same as the main thread's; Elasticsearch's are the
  // cluster's, which both threads read on every search (and which may be down at this moment).
  reply({ type: 'ready', lists: engine instanceof EmbeddedEngine ? await engine.listMetadata() : null });
}

if (parentPort) {
  const port = parentPort;
  main(port).catch((error: Error) => {
    new Logger('BatchWorker').error(`batch worker could not start: ${error.message}`);
    process.exit(1);
  });
}
