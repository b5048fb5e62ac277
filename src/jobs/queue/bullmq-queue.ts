import { Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { FlowProducer, Worker } from 'bullmq';
import type Redis from 'ioredis';
import type { RedisService } from '../../redis/redis.service';
import type { JobSteps } from '../job-steps';
import { CHUNK_ATTEMPTS, type ChunkQueue } from './chunk-queue';

const CHUNKS_QUEUE = 'screening-chunks';
const JOBS_QUEUE = 'screening-jobs';

/**
 * The Redis deployment's queue, and the one holder of bullmq's Redis connections: opened when
 * the application starts, closed on shutdown. A job is a bullmq flow: one child per chunk and
 * a parent that finalises the job once every child has completed or been given up.
 *
 * A worker that dies mid-chunk stops renewing its lock; after LOCK_MS another instance's
 * worker takes the chunk as stalled and screens it again. Chunk results are written once per
 * chunk (atomic rename), so a chunk screened twice still gives one set of rows.
 */
const LOCK_MS = 15_000;
const STALLED_CHECK_MS = 5_000;
/**
 * The queue connection retries forever (bullmq needs that for its workers), so adding a job
 * while Redis is down would wait forever: the submission gives up after this and the caller
 * gets a 503 instead of a hung request.
 */
const SUBMIT_TIMEOUT_MS = 5_000;

export class BullmqChunkQueue implements ChunkQueue, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('JobQueue');
  private readonly connections: Redis[] = [];
  private flow: FlowProducer | null = null;
  private readonly workers: Worker[] = [];

  constructor(
    private readonly redis: RedisService,
    private readonly steps: JobSteps,
    private readonly concurrency: number,
  ) {}

  private get prefix(): string {
    return `${this.redis.keyPrefix}bull`;
  }

  private connection(): Redis {
    const connection = this.redis.createDedicatedConnection();
    this.connections.push(connection);
    return connection;
  }

  onApplicationBootstrap(): void {
    this.flow = new FlowProducer({ connection: this.connection(), prefix: this.prefix });
    if (this.concurrency === 0) return;
    const options = {
      prefix: this.prefix,
      lockDuration: LOCK_MS,
      stalledInterval: STALLED_CHECK_MS,
      maxStalledCount: CHUNK_ATTEMPTS,
    };
    const chunks = new Worker<{ jobId: string; chunk: number }>(
      CHUNKS_QUEUE,
      async (job) => this.steps.screenChunk(job.data.jobId, job.data.chunk),
      { ...options, connection: this.connection(), concurrency: this.concurrency },
    );
    const jobs = new Worker<{ jobId: string }>(
      JOBS_QUEUE,
      async (job) => {
        await this.steps.finalize(job.data.jobId);
      },
      { ...options, connection: this.connection(), concurrency: 1 },
    );
    for (const worker of [chunks, jobs]) {
      worker.on('failed', (job, error) =>
        this.logger.warn(`${worker.name} ${job?.id ?? '?'}: ${error.message}`),
      );
      worker.on('error', (error) => this.logger.warn(`${worker.name}: ${error.message}`));
      this.workers.push(worker);
    }
  }

  async onModuleDestroy(): Promise<void> {
    // Chunks in flight are left to their locks: another instance takes them when they expire.
    await Promise.all(this.workers.map((worker) => worker.close(true).catch(() => undefined)));
    await this.flow?.close().catch(() => undefined);
    for (const connection of this.connections) connection.disconnect();
  }

  async submit(jobId: string, chunks: number[]): Promise<void> {
    if (!this.flow) throw new Error('the job queue is not started');
    const retry = { attempts: CHUNK_ATTEMPTS, backoff: { type: 'exponential', delay: 1000 } };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Redis did not take the job within ${SUBMIT_TIMEOUT_MS} ms`)),
        SUBMIT_TIMEOUT_MS,
      );
    });
    const added = this.flow.add({
      name: 'finalize',
      queueName: JOBS_QUEUE,
      data: { jobId },
      opts: { jobId, ...retry, removeOnComplete: true, removeOnFail: 1000 },
      children: chunks.map((chunk) => ({
        name: 'chunk',
        queueName: CHUNKS_QUEUE,
        data: { jobId, chunk },
        opts: {
          jobId: `${jobId}.${chunk}`,
          ...retry,
          // A chunk given up still lets the job end: finalisation then fails it (fail closed).
          ignoreDependencyOnFailure: true,
          removeOnComplete: true,
          removeOnFail: 1000,
        },
      })),
    });
    try {
      await Promise.race([added, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
