import { Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { JobSteps } from '../job-steps';
import { CHUNK_ATTEMPTS, type ChunkQueue } from './chunk-queue';

const RETRY_BASE_MS = 500;

/**
 * The embedded default's queue: chunks in memory, state and results on local disk (JobFiles).
 * At start, every job without an end is taken up again from its first unfinished chunk.
 */
export class InProcessChunkQueue implements ChunkQueue, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('JobQueue');
  private readonly waiting: { jobId: string; chunk: number; attempt: number }[] = [];
  /** Chunks of each job not yet settled (done, or given up after CHUNK_ATTEMPTS). */
  private readonly unsettled = new Map<string, number>();
  private running = 0;
  private stopping = false;

  constructor(
    private readonly steps: JobSteps,
    private readonly concurrency: number,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const jobId of await this.steps.files.jobIds()) {
      const record = await this.steps.files.record(jobId);
      if (!record || (await this.steps.files.end(jobId))) continue;
      const done = new Set((await this.steps.files.chunkSummaries(jobId)).map((s) => s.chunk));
      const left = Array.from({ length: record.chunks_total }, (_, n) => n).filter((n) => !done.has(n));
      this.logger.log(`resuming job ${jobId}: ${left.length} of ${record.chunks_total} chunks left`);
      await this.submit(jobId, left);
    }
  }

  onModuleDestroy(): void {
    // Chunks in flight are abandoned unwritten; the next start screens them again.
    this.stopping = true;
  }

  async submit(jobId: string, chunks: number[]): Promise<void> {
    if (chunks.length === 0) {
      await this.steps.finalize(jobId);
      return;
    }
    this.unsettled.set(jobId, chunks.length);
    for (const chunk of chunks) this.waiting.push({ jobId, chunk, attempt: 1 });
    this.pump();
  }

  private pump(): void {
    while (!this.stopping && this.running < this.concurrency && this.waiting.length > 0) {
      const item = this.waiting.shift() as (typeof this.waiting)[number];
      this.running++;
      void this.run(item).finally(() => {
        this.running--;
        this.pump();
      });
    }
  }

  private async run(item: { jobId: string; chunk: number; attempt: number }): Promise<void> {
    try {
      await this.steps.screenChunk(item.jobId, item.chunk);
    } catch (error) {
      if (this.stopping) return;
      this.logger.warn(
        `job ${item.jobId} chunk ${item.chunk} attempt ${item.attempt}: ${(error as Error).message}`,
      );
      if (item.attempt < CHUNK_ATTEMPTS) {
        // Backing off (0.5, 1, 2, 4 s) lets an overloaded or restarting engine recover first.
        const retry = setTimeout(
          () => {
            this.waiting.push({ ...item, attempt: item.attempt + 1 });
            this.pump();
          },
          RETRY_BASE_MS * 2 ** (item.attempt - 1),
        );
        retry.unref();
        return;
      }
    }
    if (this.stopping) return;
    const left = (this.unsettled.get(item.jobId) ?? 1) - 1;
    this.unsettled.set(item.jobId, left);
    if (left > 0) return;
    this.unsettled.delete(item.jobId);
    await this.steps
      .finalize(item.jobId)
      .catch((error: Error) => this.logger.error(`job ${item.jobId} not finalised: ${error.message}`));
  }
}
