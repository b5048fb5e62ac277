import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit, Optional } from '@nestjs/common';
import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { APP_CONFIG, AppConfig } from '../../config/env';
import type { ListId, ListMetadata } from '../../core/lists/model';
import { CANDIDATE_SOURCE, CandidateSource } from '../../engines/candidate-source';
import { Metrics } from '../../metrics/metrics';
import { logFormat } from '../../observability/logging';
import type { PhaseTimer } from '../response-format';
import type { BatchEntity, BatchOutcome, BatchSettings } from '../batch-types';
import type { WorkerReply, WorkerRequest } from './worker-messages';

/**
 * Batch screening on every core (docs/screening.md, "Batch workers"). Scoring is CPU work on one
 * thread, and so is retrieval with the embedded engine; SCREENING_WORKERS worker threads, each
 * with its own copy of the same snapshot or its own client of the same Elasticsearch, take a
 * share of each batch while the main thread screens the rest.
 *
 * A worker never decides a result alone: a worker that fails, times out or exits has its
 * share screened again on the main thread, and a worker whose snapshot differs from the main
 * thread's is never used.
 */
/**
 * Entities per share of a batch; batches of fewer than two shares of SHARE_SIZE stay on the main
 * thread. A batch screened alone is cut into shares that shrink as it is used up (guided
 * self-scheduling: each takes 1 / (2 × threads) of what is left, never fewer than SHARE_SIZE / 2
 * entities, a smaller remainder joining the last share): the first shares are large, so there
 * are few messages, and the last small, so that the main thread does not wait long for a
 * worker's last share. Batches screened at once (the file CLI keeps several in flight) fill each
 * other's ends: they keep shares of SHARE_SIZE, which the CLI measured best (10 rather than 5:
 * half the messages, 9% more rows/s on 2 cores; guided shares there: 6% fewer).
 */
export const SHARE_SIZE = 10;
const SMALLEST_SHARE = SHARE_SIZE / 2;

/** The shares of a batch of `count` entities for `threads` threads: [start, end) ranges, in order. */
export function guidedShares(count: number, threads: number, alone = true): [number, number][] {
  const shares: [number, number][] = [];
  for (let start = 0; start < count;) {
    const left = count - start;
    const size = alone ? Math.max(SMALLEST_SHARE, Math.ceil(left / (2 * threads))) : SHARE_SIZE;
    // A remainder smaller than the smallest share joins the last one.
    const end = left - size < SMALLEST_SHARE ? count : start + size;
    shares.push([start, end]);
    start = end;
  }
  return shares;
}

/** A share that takes longer than this is screened again on the main thread. */
export const WORKER_TIMEOUT_MS = 30_000;
/** Workers that exit are replaced, this many times in a process's life at most. */
const MAX_RESTARTS = 5;

const WORKER_FILE = join(__dirname, `../batch-worker${extname(__filename)}`);
// Under ts-jest or ts-register the worker is TypeScript too: load it through the same transpiler.
const WORKER_EXEC_ARGV = __filename.endsWith('.ts')
  ? ['-r', join(__dirname, '../../../tools/ts-register.cjs')]
  : [];

type ScreenHere = (entities: BatchEntity[], timer: PhaseTimer) => Promise<BatchOutcome[]>;

/** What every share of one batch is screened with. */
interface ShareContext {
  settings: BatchSettings;
  lists: Map<ListId, ListMetadata>;
  timer: PhaseTimer;
  screenHere: ScreenHere;
}

interface Pending {
  resolve: (outcomes: BatchOutcome[]) => void;
  reject: (error: Error) => void;
  timeout: NodeJS.Timeout;
}

/** One worker thread and its requests in flight. */
class BatchWorker {
  /** Set once its snapshot proved the same as the main thread's. */
  accepted = false;
  private alive = true;
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();

  constructor(
    readonly worker: Worker,
    private readonly onReady: (lists: ListMetadata[] | null) => void,
  ) {
    worker.on('message', (reply: WorkerReply) => this.receive(reply));
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', (code) => this.failAll(new Error(`worker exited with code ${code}`)));
  }

  screen(
    entities: BatchEntity[],
    settings: BatchSettings,
    lists: Map<ListId, ListMetadata>,
    timeoutMs: number,
  ): Promise<BatchOutcome[]> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timeout = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`no answer within ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(id, { resolve, reject, timeout });
      const request: WorkerRequest = { id, entities, settings, lists };
      this.worker.postMessage(request);
    });
  }

  private receive(reply: WorkerReply): void {
    if (reply.type === 'ready') {
      this.onReady(reply.lists);
      return;
    }
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    clearTimeout(pending.timeout);
    if (reply.type === 'outcomes') pending.resolve(reply.outcomes);
    else pending.reject(new Error(reply.error));
  }

  get ready(): boolean {
    return this.accepted && this.alive;
  }

  private failAll(error: Error): void {
    this.alive = false;
    for (const pending of this.pending.values()) {
      clearTimeout(pending.timeout);
      pending.reject(error);
    }
    this.pending.clear();
  }
}

@Injectable()
export class BatchWorkers implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('BatchWorkers');
  private readonly workers: BatchWorker[] = [];
  private stopping = false;
  private restarts = 0;
  /** How long a share may take in a worker before it is screened here instead. */
  shareTimeoutMs = WORKER_TIMEOUT_MS;
  /** Shares screened by workers, and shares a worker failed on that this thread screened. */
  readonly counts = { sharesByWorkers: 0, sharesRetriedHere: 0 };
  private started: Promise<void> = Promise.resolve();
  /** Batches being screened in shares right now (guidedShares: a batch alone, or one of several). */
  private batchesInFlight = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CANDIDATE_SOURCE) private readonly engine: CandidateSource,
    /** Absent inside a worker thread, which starts no workers of its own. */
    @Optional() private readonly metrics?: Metrics,
  ) {}

  /** Starts the workers in the background: the service answers (on one thread) meanwhile. */
  onModuleInit(): void {
    if (this.config.SCREENING_WORKERS === 0) return;
    const starts = Array.from({ length: this.config.SCREENING_WORKERS }, () => this.start());
    this.started = Promise.all(starts).then(() => {
      if (!this.stopping)
        this.logger.log(`${this.readyCount()} of ${this.config.SCREENING_WORKERS} batch workers ready`);
    });
  }

  /** Resolves once every worker has started or failed to; for tests and start-up logs. */
  whenStarted(): Promise<void> {
    return this.started;
  }

  readyCount(): number {
    return this.workers.filter((w) => w.ready).length;
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    if (this.workers.length === 0) return;
    const count = this.workers.length;
    await Promise.all(this.workers.map((w) => w.worker.terminate()));
    this.logger.log(`batch workers stopped (${count})`);
  }

  /**
   * Screens a batch in shares (guidedShares) that the main thread and the ready workers
   * take in turn until none is left, so a busy or slower thread simply takes fewer. A share a
   * worker could not screen is screened here. Outcomes come back in batch order.
   */
  async screen(
    entities: BatchEntity[],
    settings: BatchSettings,
    lists: Map<ListId, ListMetadata>,
    timer: PhaseTimer,
    screenHere: ScreenHere,
  ): Promise<BatchOutcome[]> {
    const ready = this.workers.filter((w) => w.ready);
    if (ready.length === 0 || entities.length < 2 * SHARE_SIZE) return screenHere(entities, timer);
    const ranges = guidedShares(entities.length, ready.length + 1, this.batchesInFlight === 0);
    this.batchesInFlight++;
    try {
      return await this.screenShares(entities, ranges, ready, { settings, lists, timer, screenHere });
    } finally {
      this.batchesInFlight--;
    }
  }

  /** screen's work once the shares are cut: `ranges` of `entities`, taken in turn by `ready` and this thread. */
  private async screenShares(
    entities: BatchEntity[],
    ranges: [number, number][],
    ready: BatchWorker[],
    { settings, lists, timer, screenHere }: ShareContext,
  ): Promise<BatchOutcome[]> {
    const shares = ranges.map(([start, end]) => entities.slice(start, end));
    const outcomes: (BatchOutcome[] | undefined)[] = [];
    let next = 0;
    const take = () => (next < shares.length ? next++ : -1);
    const worksThere = async (worker: BatchWorker) => {
      for (let n = take(); n >= 0; n = take()) {
        try {
          // Never wait past the request's deadline: the share is then retried here, which fails the request closed.
          const waitMs = Math.max(1, Math.min(this.shareTimeoutMs, settings.deadline - Date.now()));
          outcomes[n] = await worker.screen(shares[n], settings, lists, waitMs);
          this.counts.sharesByWorkers++;
        } catch (error) {
          // While stopping, workers are terminated on purpose: their shares are screened here, silently.
          if (!this.stopping)
            this.logger.warn(
              `a batch worker failed (${(error as Error).message}); its share is screened here`,
            );
          return; // this worker takes no more shares of this batch
        }
      }
    };
    const worksHere = async () => {
      for (let n = take(); n >= 0; n = take()) {
        outcomes[n] = await screenHere(shares[n], timer);
        // Let the workers' answers in, so they get their next share without waiting for this loop.
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    // Two shares in flight per worker: the next one is already queued when the main thread,
    // busy with a share of its own, cannot hand one over.
    const there = Promise.all(ready.flatMap((worker) => [worksThere(worker), worksThere(worker)]));
    await worksHere();
    await timer.time('workers', () => there);
    for (const [n, share] of shares.entries()) {
      if (outcomes[n]) continue;
      this.counts.sharesRetriedHere++;
      outcomes[n] = await screenHere(share, timer);
    }
    return outcomes.flatMap((share = [], n) =>
      share.map((outcome) => ({ ...outcome, index: outcome.index + ranges[n][0] })),
    );
  }

  /**
   * Starts one worker; never rejects (a worker that cannot start is logged and left out). An
   * embedded worker must have loaded the main thread's snapshot; with Elasticsearch every thread
   * searches the same aliases on every search, so there is nothing to compare.
   */
  private async start(): Promise<void> {
    let expected: string | null = null;
    try {
      if (this.engine.kind === 'embedded') expected = listsIdentity(await this.engine.listMetadata());
    } catch (error) {
      this.logger.error(`batch workers not started: ${(error as Error).message}`);
      return;
    }
    if (this.stopping) return; // the application stopped while this worker was being prepared
    await new Promise<void>((settle) => {
      const worker = new Worker(WORKER_FILE, {
        // The format resolved here: a worker's stdout is never a terminal.
        workerData: { config: { ...this.config, LOG_FORMAT: logFormat(this.config) } },
        execArgv: WORKER_EXEC_ARGV,
        ...(this.config.SCREENING_WORKER_HEAP_MB > 0
          ? { resourceLimits: { maxOldGenerationSizeMb: this.config.SCREENING_WORKER_HEAP_MB } }
          : {}),
      });
      const handle = new BatchWorker(worker, (lists) => {
        if (expected === null || (lists !== null && listsIdentity(lists) === expected)) {
          handle.accepted = true;
        } else {
          this.logger.error('a batch worker loaded a different snapshot than this process; it is not used');
          void worker.terminate();
        }
        settle();
      });
      this.workers.push(handle);
      worker.once('exit', (code) => {
        this.workers.splice(this.workers.indexOf(handle), 1);
        settle();
        if (this.stopping || !handle.accepted) return;
        if (this.restarts >= MAX_RESTARTS) {
          this.logger.error(
            `a batch worker exited (code ${code}); ${MAX_RESTARTS} restarts already, not restarting`,
          );
          return;
        }
        this.restarts++;
        this.metrics?.batchWorkerRestarts.inc();
        this.logger.error(`a batch worker exited (code ${code}); starting another`);
        this.started = this.start();
      });
    });
  }
}

/** The lists' identity (versions, checksums, dates) as one comparable string. */
function listsIdentity(lists: ListMetadata[]): string {
  return JSON.stringify([...lists].sort((a, b) => (a.list_id < b.list_id ? -1 : 1)));
}
