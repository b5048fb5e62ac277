import { HttpStatus, Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import type { Authenticated } from '../access/access.service';
import { AccessService } from '../access/access.service';
import { refusal } from '../access/responses';
import { ApiError } from '../common/api-error';
import { APP_CONFIG, AppConfig } from '../config/env';
import { DEFAULT_LISTS, SCREENING_LIMITS } from '../screening/dto/screening-fields';
import { ColumnError, parseColumnMap } from './files/columns';
import { UnreadableFileError } from './files/encoding';
import { formatFromName, type InputFormat } from './files/readers';
import { CSV_HEADER, csvLine, emptyCounts, type ResultRow } from './files/results';
import type { JobOptionsDto } from './job-options.dto';
import type { ChunkSummary, JobRecord, JobStatus } from './job-model';
import { JobSteps } from './job-steps';
import type { ListVersion } from './row-screening';
import { CHUNK_QUEUE, type ChunkQueue } from './queue/chunk-queue';

/** A file as received: where it was stored and what the caller said it is. */
export interface Upload {
  path: string;
  originalName: string | null;
  mimeType: string | null;
  bytes: number;
}

const MIME_FORMATS: Record<string, InputFormat> = {
  'text/csv': 'csv',
  'application/csv': 'csv',
  'text/tab-separated-values': 'csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/x-ndjson': 'jsonl',
  'application/jsonl': 'jsonl',
  'application/x-jsonlines': 'jsonl',
};

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** Uploads and job folders that never became a job (a refused request, a crash while accepting) are removed after this. */
const ORPHAN_AGE_MS = 6 * 60 * 60 * 1000;

/** What newJobId makes; any other id (`..%2F..`, say) names no job and never reaches the file system. */
const JOB_ID = /^JOB-\d{14}-[0-9A-F]{8}$/;

function newJobId(date = new Date()): string {
  return `JOB-${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}-${randomBytes(4).toString('hex').toUpperCase()}`;
}

/**
 * Screening jobs (docs/file-screening.md): accept a file, queue its chunks, report status,
 * stream results, cancel, and delete finished jobs after JOBS_RETENTION_HOURS.
 */
@Injectable()
export class JobsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Jobs');
  private sweeper: NodeJS.Timeout | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly steps: JobSteps,
    private readonly access: AccessService,
    @Inject(CHUNK_QUEUE) private readonly queue: ChunkQueue,
  ) {}

  get files() {
    return this.steps.files;
  }

  async onModuleInit(): Promise<void> {
    await mkdir(this.files.uploadsDir(), { recursive: true });
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS);
    this.sweeper.unref();
    void this.sweep();
  }

  onModuleDestroy(): void {
    if (this.sweeper) clearInterval(this.sweeper);
  }

  /**
   * Accepts a job: reads the file into chunks, reserves one screening of quota per row (the
   * whole job is refused with 429 when it does not fit in what is left today), then queues it.
   */
  async submit(key: Authenticated, upload: Upload, options: JobOptionsDto) {
    const format =
      options.format ??
      (upload.originalName ? formatFromName(upload.originalName) : null) ??
      (upload.mimeType ? MIME_FORMATS[upload.mimeType.split(';')[0].trim()] : undefined);
    if (!format)
      throw ApiError.badRequest(
        'format',
        'could not be told from the file name or type; give ?format=csv|xlsx|jsonl',
      );
    const jobId = newJobId();
    try {
      const split = await this.steps
        .split(jobId, upload.path, format, options.map ? parseColumnMap(options.map) : {})
        .catch((error: Error) => {
          if (error instanceof ColumnError)
            throw ApiError.badRequest('map', error.message.replace(/^--map:? ?/, ''));
          if (error instanceof UnreadableFileError) throw ApiError.badRequest('file', error.message);
          throw ApiError.badRequest('file', `could not be read as ${format}: ${error.message}`);
        });
      if (split.rows === 0) throw ApiError.badRequest('file', 'has no data rows');
      const decision = await this.access.admit(key, split.rows);
      if (decision.result.verdict !== 'ok') {
        const { message, retryAfterSeconds } = refusal(
          decision.result,
          decision.limits,
          split.rows,
          decision.now,
        );
        throw ApiError.tooManyRequests(
          `This job has ${split.rows} rows and needs that much quota at once. ${message}`,
          retryAfterSeconds,
        );
      }
      const record: JobRecord = {
        job_id: jobId,
        key_id: key.record.id,
        created_at: new Date().toISOString(),
        options: {
          threshold: options.threshold ?? SCREENING_LIMITS.defaultThreshold,
          lists: options.lists ?? [...DEFAULT_LISTS],
          max_results: options.max_results ?? SCREENING_LIMITS.defaultBatchMaxResults,
        },
        columns: split.columns,
        input: { file_name: upload.originalName, format, encoding: split.encoding, bytes: upload.bytes },
        rows_total: split.rows,
        chunks_total: split.chunks,
        chunk_rows: this.config.JOBS_CHUNK_ROWS,
        quota_charge: decision.result.charge,
      };
      await this.files.writeRecord(record);
      try {
        await this.queue.submit(
          jobId,
          Array.from({ length: split.chunks }, (_, n) => n),
        );
      } catch (error) {
        this.logger.error(`job ${jobId} could not be queued: ${(error as Error).message}`);
        if (decision.result.charge) await this.access.refundCharge(decision.result.charge);
        throw ApiError.unavailable('The job queue is unreachable; the job was not accepted. Retry later.');
      }
      return this.status(key.record.id, jobId);
    } catch (error) {
      await this.files.remove(jobId);
      throw error;
    } finally {
      await rm(upload.path, { force: true });
    }
  }

  /** The caller's job, or 404: another key's job is as invisible as one that does not exist. */
  private async owned(keyId: string, jobId: string): Promise<JobRecord> {
    const record = JOB_ID.test(jobId) ? await this.files.record(jobId) : null;
    if (!record || record.key_id !== keyId)
      throw new ApiError(HttpStatus.NOT_FOUND, { error: 'Job not found', job_id: jobId });
    return record;
  }

  async status(keyId: string, jobId: string) {
    const record = await this.owned(keyId, jobId);
    const [summaries, started, cancelled, end] = await Promise.all([
      this.files.chunkSummaries(jobId),
      this.files.started(jobId),
      this.files.cancelled(jobId),
      this.files.end(jobId),
    ]);
    const status: JobStatus = end?.status ?? (cancelled ? 'cancelled' : started ? 'running' : 'queued');
    const counts = summaries.reduce((sum, s) => addCounts(sum, s), emptyCounts());
    const until = end ? Date.parse(end.finished_at) : Date.now();
    const seconds = started ? Math.max((until - Date.parse(started)) / 1000, 0.001) : 0;
    const rate = seconds > 0 ? counts.total / seconds : 0;
    const left = record.rows_total - counts.total;
    return {
      job_id: record.job_id,
      status,
      rows_total: record.rows_total,
      rows_done: counts.total,
      rows_failed: counts.error,
      summary: {
        clear: counts.clear,
        potential_match: counts.potential_match,
        match: counts.match,
        error: counts.error,
      },
      rows_per_second: Math.round(rate * 10) / 10,
      eta_seconds: status === 'running' && rate > 0 ? Math.ceil(left / rate) : null,
      created_at: record.created_at,
      started_at: started,
      finished_at: end?.finished_at ?? null,
      error: end?.error ?? null,
      options: record.options,
      columns: record.columns,
      input: record.input,
      list_versions: distinctVersions(summaries),
      submitted_by_key_id: record.key_id,
      quota: {
        policy: 'reserved_at_submission',
        reserved: record.quota_charge?.cost ?? 0,
        refunded: end?.quota_refunded ?? 0,
      },
      results_url: `/v1/screen/jobs/${record.job_id}/results`,
    };
  }

  /**
   * The results file, streamed chunk by chunk in input order. Only a completed job has one;
   * a cancelled job's results are the chunks finished before cancellation.
   */
  async results(keyId: string, jobId: string, format: 'csv' | 'jsonl'): Promise<Readable> {
    const record = await this.owned(keyId, jobId);
    const end = await this.files.end(jobId);
    if (!end || end.status === 'failed') {
      throw new ApiError(HttpStatus.CONFLICT, {
        error: end
          ? `the job failed: ${end.error ?? 'no results'}`
          : 'the job has not finished; poll its status',
        job_id: jobId,
        status: end?.status ?? 'running',
      });
    }
    const files = this.files;
    const chunks = Array.from({ length: record.chunks_total }, (_, n) => n);
    async function* rows(): AsyncGenerator<string> {
      if (format === 'csv') yield CSV_HEADER;
      for (const chunk of chunks) {
        if (end?.status === 'cancelled' && !(await files.chunkOutputExists(jobId, chunk))) continue;
        const lines = createInterface({ input: files.readChunkOutput(jobId, chunk), crlfDelay: Infinity });
        let text = '';
        for await (const line of lines) {
          if (line.length === 0) continue;
          text += format === 'csv' ? csvLine(JSON.parse(line) as ResultRow) : `${line}\n`;
          if (text.length > 64 * 1024) {
            yield text;
            text = '';
          }
        }
        if (text.length > 0) yield text;
      }
    }
    return Readable.from(rows());
  }

  async cancel(keyId: string, jobId: string) {
    await this.owned(keyId, jobId);
    if (!(await this.files.end(jobId))) await this.files.markCancelled(jobId);
    return this.status(keyId, jobId);
  }

  /** Deletes jobs that ended more than JOBS_RETENTION_HOURS ago, and leftovers of jobs never accepted. */
  async sweep(now = Date.now()): Promise<string[]> {
    const removed: string[] = [];
    try {
      for (const jobId of await this.files.jobIds()) {
        const [record, end] = await Promise.all([this.files.record(jobId), this.files.end(jobId)]);
        const expired =
          end && now - Date.parse(end.finished_at) > this.config.JOBS_RETENTION_HOURS * 3_600_000;
        const orphan = !record && now - (await this.files.modifiedAt(jobId)) > ORPHAN_AGE_MS;
        if (expired || orphan) {
          await this.files.remove(jobId);
          removed.push(jobId);
        }
      }
      await this.files.removeUploadsBefore(now - ORPHAN_AGE_MS);
      if (removed.length > 0) this.logger.log(`deleted ${removed.length} expired jobs`);
    } catch (error) {
      this.logger.warn(`job retention sweep: ${(error as Error).message}`);
    }
    return removed;
  }

  /** Where uploads are stored until they are split into chunks. */
  uploadDir(): string {
    return this.files.uploadsDir();
  }

  get maxUploadBytes(): number {
    return this.config.JOBS_MAX_UPLOAD_MB * 1024 * 1024;
  }
}

function addCounts(sum: ReturnType<typeof emptyCounts>, summary: ChunkSummary) {
  for (const key of Object.keys(sum) as (keyof typeof sum)[]) sum[key] += summary.counts[key];
  return sum;
}

function distinctVersions(summaries: ChunkSummary[]): ListVersion[] {
  const seen = new Map<string, ListVersion>();
  for (const summary of summaries) for (const list of summary.lists) seen.set(JSON.stringify(list), list);
  return [...seen.values()];
}
