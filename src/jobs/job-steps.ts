import { Inject, Injectable, Logger } from '@nestjs/common';
import { readFile, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { AccessService } from '../access/access.service';
import { APP_CONFIG, AppConfig } from '../config/env';
import { ListFreshness } from '../screening/list-freshness';
import { ScreeningService } from '../screening/screening.service';
import { type ColumnMap, detectColumns, type MappedRow, mapRow } from './files/columns';
import { type InputFormat, openCustomerFile } from './files/readers';
import { countRows, emptyCounts, jsonLine, type ResultRow } from './files/results';
import { JobFiles } from './job-files';
import type { JobEnd } from './job-model';
import { type BatchScreener, InProcessScreener, screenRows } from './row-screening';

/**
 * Rows a job screens at a time: the batch endpoint's 100. Scoring yields to the event loop every
 * few milliseconds (ScreeningService.screenEntities), so a larger batch does not hold up the
 * instance's other requests; batches of 25 measured 7% fewer rows/s with the same event-loop delay.
 */
const JOB_BATCH_ROWS = 100;

/** Longest the split of an upload runs before it lets the event loop serve other work. */
const SPLIT_TURN_MS = 10;

/**
 * The three steps of a job, the same on the in-process queue and on bullmq: split the file
 * into chunks (on the instance that received it), screen a chunk (any instance), finalise
 * (once, after every chunk). Each step can run again after a crash without changing the
 * outcome: a finished chunk is not screened again and a job ends only once.
 */
@Injectable()
export class JobSteps {
  private readonly logger = new Logger('Jobs');
  readonly files: JobFiles;
  private readonly screener: BatchScreener;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    screening: ScreeningService,
    freshness: ListFreshness,
    private readonly access: AccessService,
  ) {
    this.files = new JobFiles(config.JOBS_DIR);
    this.screener = new InProcessScreener(screening, freshness);
  }

  /** Reads a customer file once and writes its mapped rows as chunk inputs; returns what it found. */
  async split(jobId: string, path: string, format: InputFormat, overrides: ColumnMap) {
    const file = await openCustomerFile(path, format);
    const columns = detectColumns(file.columns, overrides);
    await this.files.prepare(jobId);
    const chunkRows = this.config.JOBS_CHUNK_ROWS;
    let lines: string[] = [];
    let rows = 0;
    let chunks = 0;
    const flush = async () => {
      await writeFile(this.files.chunkInput(jobId, chunks++), lines.join(''));
      lines = [];
    };
    let turnStarted = performance.now();
    for await (const raw of file.rows) {
      lines.push(`${JSON.stringify(mapRow(raw, columns))}\n`);
      rows++;
      if (lines.length === chunkRows) await flush();
      // Rows of a read buffer come without a pause, and mapping validates each one: let other
      // requests in every few milliseconds, or a large upload stalls the instance for seconds.
      if (performance.now() - turnStarted > SPLIT_TURN_MS) {
        await nextTurn();
        turnStarted = performance.now();
      }
    }
    if (lines.length > 0) await flush();
    return { columns, rows, chunks, encoding: file.encoding };
  }

  /** Screens one chunk, unless it is done already or the job was cancelled or has ended. */
  async screenChunk(jobId: string, chunk: number): Promise<void> {
    const record = await this.files.record(jobId);
    // Missing data fails the step (and so, in the end, the job): never a chunk of clears.
    if (!record) throw new Error(`job ${jobId} has no record`);
    if ((await this.files.end(jobId)) || (await this.files.cancelled(jobId))) return;
    if (await this.files.chunkSummary(jobId, chunk)) return;
    await this.files.markStarted(jobId);
    const rows = (await readFile(this.files.chunkInput(jobId, chunk), 'utf8'))
      .split('\n')
      .filter((line) => line.length > 0)
      .map((line) => JSON.parse(line) as MappedRow);
    const options = record.options;
    const results: ResultRow[] = [];
    for (let start = 0; start < rows.length; start += JOB_BATCH_ROWS) {
      // Cancellation stops the work between batches; the unfinished chunk writes nothing.
      if (start > 0 && (await this.files.cancelled(jobId))) return;
      // A batch the engine could not screen (unreachable, overloaded) fails this attempt: the
      // queue screens the chunk again, and a chunk that never succeeds fails the job.
      const batch = rows.slice(start, start + JOB_BATCH_ROWS);
      results.push(...(await screenRows(batch, this.screener, options, 'throw')));
    }
    await this.files.writeChunk(jobId, chunk, results.map(jsonLine).join(''), {
      chunk,
      counts: countRows(emptyCounts(), results),
      lists: await this.screener.listVersions(options),
      finished_at: new Date().toISOString(),
      screened_by: `${hostname()}:${process.pid}`,
    });
  }

  /**
   * Ends a job once: cancelled if it was cancelled; failed if any chunk's results are missing
   * (fail closed: never completed with rows it does not have); completed otherwise. Quota
   * reserved for rows that were not screened (errors, cancelled, failed) is given back.
   */
  async finalize(jobId: string): Promise<JobEnd | null> {
    const record = await this.files.record(jobId);
    if (!record) return null;
    const ended = await this.files.end(jobId);
    if (ended) return ended;
    const summaries = await this.files.chunkSummaries(jobId);
    const done = new Set(summaries.map((s) => s.chunk));
    const missing: number[] = [];
    for (let chunk = 0; chunk < record.chunks_total; chunk++) {
      if (!done.has(chunk) || !(await this.files.chunkOutputExists(jobId, chunk))) missing.push(chunk);
    }
    const cancelled = await this.files.cancelled(jobId);
    const screened = summaries.reduce((sum, s) => sum + s.counts.total - s.counts.error, 0);
    const refund = record.quota_charge ? Math.max(0, record.rows_total - screened) : 0;
    const end: JobEnd = {
      status: cancelled ? 'cancelled' : missing.length > 0 ? 'failed' : 'completed',
      finished_at: new Date().toISOString(),
      error:
        !cancelled && missing.length > 0
          ? `results of ${missing.length} of ${record.chunks_total} chunks are missing (first: rows from ${missing[0] * record.chunk_rows + 1}); no result is reported for them`
          : null,
      quota_refunded: refund,
    };
    if (!(await this.files.writeEnd(jobId, end))) return this.files.end(jobId);
    if (record.quota_charge && refund > 0)
      await this.access.refundCharge({ ...record.quota_charge, cost: refund });
    if (end.status === 'failed') this.logger.error(`job ${jobId} failed: ${end.error}`);
    return end;
  }
}
