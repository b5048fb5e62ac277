import { Inject, Injectable, Logger } from '@nestjs/common';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { ApiError } from '../common/api-error';
import { APP_CONFIG, type AppConfig } from '../config/env';
import type { Entity, ListId, ListMetadata } from '../core/lists/model';
import { DOCUMENT_ID_TYPES, normalizeIdentifier } from '../core/names/identifiers';
import { analyzeQueryName } from '../core/names/keys';
import {
  CANDIDATE_SOURCE,
  CandidateQuery,
  CandidateResult,
  CandidateSource,
} from '../engines/candidate-source';
import {
  type BatchElement,
  type BatchOptionsDto,
  type ScreenBatchDto,
  validateBatchElements,
} from './dto/screen-batch.dto';
import type { ScreenEntityDto } from './dto/screen-entity.dto';
import { DEFAULT_LISTS, SCREENING_LIMITS } from './dto/screening-fields';
import { unservableReason } from '../core/lists/availability';
import { dataFreshness, ListFreshness, unservableMessage } from './list-freshness';
import { toMatchResponse } from './match-mapper';
import {
  evaluateCandidates,
  lowestReportableScore,
  ScreeningCriteria,
  screeningStatus,
} from './match-evaluation';
import type { BatchEntity, BatchOutcome, BatchSettings, ScreeningInput } from './batch-types';
import { BatchWorkers } from './batch-workers/batch-workers';
import { comparerFor, PreparedNameCache } from './name-comparer';
import { isoTimestampMicros, newBatchId, newScreeningId, PhaseTimer } from './response-format';

/**
 * Candidates fetched per query: at least CANDIDATE_POOL_MIN, and CANDIDATE_POOL_PER_RESULT
 * times the result limit, but never more than CANDIDATE_POOL_MARGIN beyond it. `npm run
 * eval:pool` measured retrieval recall of 99.6% at 15, 99.7% at 30 and no gain from 50 to 100
 * over 3,600 labelled positives (docs/retrieval.md); scoring cost grows with the pool, and the
 * most expensive legal request (50 results) is bounded by the margin.
 */
export const CANDIDATE_POOL_MIN = 15;
export const CANDIDATE_POOL_PER_RESULT = 2;
export const CANDIDATE_POOL_MARGIN = 20;

/**
 * Consonant skeletons, what a query in Arabic script searches with, tie far more often than
 * spellings do (the skeletons MHMD and SD are shared by SAID, SAAD, SADU … MUHAMMAD, in any
 * order), so such a query scores a pool this many times larger.
 */
export const SKELETON_POOL_FACTOR = 2;

export function candidatePoolSize(maxResults: number, searchesBySkeleton = false): number {
  const pool = Math.max(
    CANDIDATE_POOL_MIN,
    Math.min(CANDIDATE_POOL_PER_RESULT * maxResults, maxResults + CANDIDATE_POOL_MARGIN),
  );
  return searchesBySkeleton ? pool * SKELETON_POOL_FACTOR : pool;
}

/** What the engine is asked for one name: its retrieval keys, normalized document numbers, lists, type and pool size. */
export function candidateQueryOf(input: ScreeningInput, lists: ListId[], maxResults: number): CandidateQuery {
  const { keys } = analyzeQueryName(input.name);
  return {
    keys,
    identifiers: DOCUMENT_ID_TYPES.map((type) => input.identifiers?.[type])
      .filter((value): value is string => typeof value === 'string')
      .map(normalizeIdentifier)
      .filter((value) => value.length > 0),
    lists,
    entityType: input.entity_type && input.entity_type !== 'unknown' ? input.entity_type : undefined,
    size: candidatePoolSize(
      maxResults,
      keys.tokens.some((token) => token.querySkeletons.length > 0),
    ),
  };
}

/** Longest a batch is scored on this thread before other work gets a turn (docs/screening.md). */
const SCORE_TURN_MS = 10;

/** What a batch element that could not be searched says: what to do, never the engine's own text. */
export const ENTITY_SEARCH_FAILED = 'the search engine could not screen this entity; resubmit it';

@Injectable()
export class ScreeningService {
  private readonly logger = new Logger('Screening');
  private readonly preparedNames = new PreparedNameCache();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CANDIDATE_SOURCE) private readonly engine: CandidateSource,
    private readonly freshness: ListFreshness,
    private readonly workers: BatchWorkers,
  ) {}

  async screenEntity(request: ScreenEntityDto, timer: PhaseTimer) {
    const lists = request.lists ?? [...DEFAULT_LISTS];
    const threshold = request.threshold ?? SCREENING_LIMITS.defaultThreshold;
    const maxResults = request.max_results ?? SCREENING_LIMITS.defaultMaxResults;
    const deadline = this.deadline();
    const byList = await this.listMetadata();
    const unservable = unservableReason(lists, byList);
    if (unservable) throw this.engineFailure(unservable, unservableMessage(unservable));
    const query = await timer.time('analyze', () => candidateQueryOf(request, lists, maxResults));
    const [result] = await timer.time('retrieve', () => this.find([query]));
    if (!result.ok) throw this.engineFailure(result.error);
    checkDeadline(deadline, this.config.SCREENING_DEADLINE_MS);
    const outcome = await timer.time('score', () =>
      this.evaluate(request, threshold, maxResults, result.entities, byList),
    );
    return {
      screening_id: newScreeningId(),
      status: outcome.status,
      query: {
        name: request.name,
        entity_type: request.entity_type ?? null,
        threshold,
        lists_screened: lists,
        ...(request.countries ? { countries: request.countries } : {}),
        max_results: maxResults,
      },
      matches: outcome.matches,
      match_count: outcome.match_count,
      timestamp: isoTimestampMicros(),
      processing_time_ms: timer.elapsedMs(),
      data_freshness: dataFreshness(lists, byList),
    };
  }

  async screenBatch(request: ScreenBatchDto, timer: PhaseTimer) {
    return this.screenElements(request.options ?? {}, timer, () => validateBatchElements(request.entities));
  }

  /**
   * screenBatch for entities that the batch element DTO has already validated: file rows
   * (mapRow in jobs/files/columns.ts), which would otherwise be validated twice.
   */
  async screenValidatedBatch(entities: BatchEntity[], options: BatchOptionsDto, timer: PhaseTimer) {
    return this.screenElements(options, timer, () =>
      entities.map((entity): BatchElement => ({ valid: true, entity })),
    );
  }

  private async screenElements(
    options: BatchOptionsDto,
    timer: PhaseTimer,
    validate: () => Promise<BatchElement[]> | BatchElement[],
  ) {
    const settings: BatchSettings = {
      lists: options.lists ?? [...DEFAULT_LISTS],
      threshold: options.threshold ?? SCREENING_LIMITS.defaultThreshold,
      maxResults: options.max_results_per_entity ?? SCREENING_LIMITS.defaultBatchMaxResults,
      deadline: this.deadline(),
    };
    // Read once: every share screened here and the response's data_freshness use the same metadata.
    const byList = await this.listMetadata();
    const elements = await timer.time('analyze', validate);
    const unservable = unservableReason(settings.lists, byList);
    const screenable = elements.flatMap((element) => (element.valid ? [element.entity] : []));
    const screened = unservable
      ? this.unservable(screenable, unservableMessage(unservable))
      : await this.workers.screen(screenable, settings, byList, timer, (entities, chunkTimer) =>
          this.screenEntities(entities, settings, chunkTimer, byList),
        );
    // Screened elements come back in order; each takes its place in the whole batch.
    let next = 0;
    const outcomes = elements.map((element, index): BatchOutcome => {
      if (element.valid) return { ...screened[next++], index };
      const { field, error, query } = element;
      return { index, query, status: 'error', error, field, match_count: null, matches: [] };
    });
    // Logged here, where `index` is the position in the whole batch (not in a worker's share).
    for (const outcome of outcomes)
      if (outcome.status === 'error')
        this.logger.warn(`batch entity ${outcome.index} was not screened: ${outcome.error}`);
    const { lists, threshold, maxResults } = settings;
    const count = (status: string) => outcomes.filter((o) => o.status === status).length;
    const errors = count('error');
    const elapsedMs = timer.elapsedMs();
    return {
      batch_id: newBatchId(),
      status: errors > 0 ? 'partial' : 'completed',
      results: outcomes,
      summary: {
        total: outcomes.length,
        clear: count('clear'),
        matches: count('match'),
        potential_matches: count('potential_match'),
        errors,
      },
      options_used: { threshold, lists_screened: lists, max_results_per_entity: maxResults },
      timestamp: isoTimestampMicros(),
      processing_time_ms: elapsedMs,
      entities_per_second: Math.round((outcomes.length / Math.max(elapsedMs, 0.001)) * 1000 * 10) / 10,
      data_freshness: dataFreshness(lists, byList),
    };
  }

  /**
   * Screens entities of a batch on this thread (the main thread, or a batch worker): one
   * retrieval for all of them, then scoring. `index` is the position in `entities`. `byList`:
   * the list metadata the batch read once (a worker is sent the main thread's).
   */
  async screenEntities(
    entities: BatchEntity[],
    settings: BatchSettings,
    timer: PhaseTimer,
    byList: Map<ListId, ListMetadata>,
  ): Promise<BatchOutcome[]> {
    const { lists, maxResults } = settings;
    const queries = await timer.time('analyze', () =>
      entities.map((e) => candidateQueryOf(e, lists, maxResults)),
    );
    const results = await timer.time('retrieve', () => this.find(queries));
    let turnStarted = performance.now();
    return timer.time('score', async () => {
      const outcomes: BatchOutcome[] = [];
      for (const [index, entity] of entities.entries()) {
        // Scoring is CPU work on this thread (with Elasticsearch, the main thread): other requests
        // and jobs get a turn every few milliseconds instead of waiting for the whole batch.
        if (performance.now() - turnStarted > SCORE_TURN_MS) {
          await nextTurn();
          turnStarted = performance.now();
        }
        outcomes.push(this.screened(entity, index, results[index], settings, byList));
      }
      return outcomes;
    });
  }

  /** One entity's outcome from its candidates: scored, or an error when its search failed. */
  private screened(
    entity: BatchEntity,
    index: number,
    result: CandidateResult,
    settings: BatchSettings,
    metadata: Map<ListId, ListMetadata>,
  ): BatchOutcome {
    const { threshold, maxResults } = settings;
    checkDeadline(settings.deadline, this.config.SCREENING_DEADLINE_MS);
    const query = { name: entity.name, entity_type: entity.entity_type ?? null };
    if (!result.ok) {
      this.logger.error(`batch entity search failed: ${result.error}`);
      return { index, query, status: 'error', error: ENTITY_SEARCH_FAILED, match_count: null, matches: [] };
    }
    return { index, query, ...this.evaluate(entity, threshold, maxResults, result.entities, metadata) };
  }

  private deadline(): number {
    return Date.now() + this.config.SCREENING_DEADLINE_MS;
  }

  /** Fail closed: an engine that cannot answer is a 503, never an empty candidate list. */
  private async find(queries: CandidateQuery[]): Promise<CandidateResult[]> {
    try {
      const results = await this.engine.find(queries);
      if (results.length !== queries.length)
        throw new Error(`engine answered ${results.length} of ${queries.length} queries`);
      return results;
    } catch (error) {
      throw this.engineFailure((error as Error).message);
    }
  }

  /** The lists' metadata for data_freshness; an engine that cannot give it fails the request closed. */
  private async listMetadata(): Promise<Map<ListId, ListMetadata>> {
    try {
      return await this.freshness.snapshot();
    } catch (error) {
      throw this.engineFailure((error as Error).message);
    }
  }

  private engineFailure(
    reason: string,
    message = 'The screening engine could not answer; no screening result was produced. Retry later.',
  ): ApiError {
    this.logger.error(`screening engine failure: ${reason}`);
    return ApiError.unavailable(message);
  }

  /** Batch outcomes for entities that cannot be screened because a list has no entities. */
  private unservable(entities: BatchEntity[], error: string): BatchOutcome[] {
    this.logger.error(`batch not screened: ${error}`);
    return entities.map((entity, index) => ({
      index,
      query: { name: entity.name, entity_type: entity.entity_type ?? null },
      status: 'error',
      error,
      match_count: null,
      matches: [],
    }));
  }

  private evaluate(
    input: ScreeningInput,
    threshold: number,
    maxResults: number,
    candidates: Entity[],
    byList: Map<ListId, ListMetadata>,
  ) {
    const criteria: ScreeningCriteria = {
      name: input.name,
      entityType: input.entity_type,
      identifiers: input.identifiers,
      countries: input.countries,
      threshold,
    };
    const compare = comparerFor(input.name, this.preparedNames, lowestReportableScore(criteria));
    const evaluated = evaluateCandidates(criteria, candidates, compare);
    const listUpdated = (listId: ListId) => byList.get(listId)?.last_updated ?? null;
    return {
      status: screeningStatus(evaluated),
      match_count: evaluated.length,
      matches: evaluated.slice(0, maxResults).map((match) => toMatchResponse(match, listUpdated)),
    };
  }
}

/**
 * The backstop for a request that costs more than it should: past its deadline it fails whole
 * (a 503; in a batch worker, the share fails and the main thread's retry ends the same way),
 * never with a partial answer that could read as `clear`.
 */
function checkDeadline(deadline: number, limitMs: number): void {
  if (Date.now() <= deadline) return;
  throw ApiError.unavailable(
    `The screening took longer than its ${limitMs} ms limit; no screening result was produced. Retry with fewer entities.`,
  );
}
