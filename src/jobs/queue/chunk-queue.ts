/**
 * Where a job's chunks wait for a worker: bullmq on Redis when REDIS_URL is set (every
 * instance's workers take chunks), an in-process queue otherwise. Both run JobSteps.
 */
export interface ChunkQueue {
  /** Queues the given chunks of a job, then its finalisation once they have all been tried. */
  submit(jobId: string, chunks: number[]): Promise<void>;
}

export const CHUNK_QUEUE = Symbol('CHUNK_QUEUE');

/** Attempts of one chunk before it is left out (and so the job fails, never completes without it). */
export const CHUNK_ATTEMPTS = 5;
