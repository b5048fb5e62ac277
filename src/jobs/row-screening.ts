import type { ListId, ListMetadata } from '../core/lists/model';
import { SCREENING_LIMITS } from '../screening/dto/screening-fields';
import type { ListFreshness } from '../screening/list-freshness';
import { PhaseTimer } from '../screening/response-format';
import type { BatchEntity, BatchOutcome } from '../screening/batch-types';
import type { ScreeningService } from '../screening/screening.service';
import type { MappedRow } from './files/columns';
import { ResultRow, resultRow } from './files/results';

/** The batch endpoint's options, as a file run or a job takes them. */
export interface FileScreeningOptions {
  threshold?: number;
  lists?: ListId[];
  max_results?: number;
}

/**
 * Which data a row was screened against: per list, its date, size and identity (the snapshot
 * files it came from for the embedded engine, the versioned index behind the alias for
 * Elasticsearch).
 */
export interface ListVersion {
  list_id: ListId;
  last_updated: string;
  entity_count: number;
  source: string | null;
  index_version: string | null;
}

export function listVersion(metadata: ListMetadata): ListVersion {
  return {
    list_id: metadata.list_id,
    last_updated: metadata.last_updated,
    entity_count: metadata.entity_count,
    source: metadata.source ?? null,
    index_version: metadata.index_version ?? null,
  };
}

/** Screens up to 100 entities with the batch endpoint's options: in process or over HTTP. */
export interface BatchScreener {
  screen(entities: BatchEntity[], options: FileScreeningOptions): Promise<BatchOutcome[]>;
  /** The versions of the lists screened, as of the last batch. */
  listVersions(options: FileScreeningOptions): Promise<ListVersion[]>;
}

/** The `options` of POST /v1/screen/batch for a file run's or a job's options. */
export function batchOptions(options: FileScreeningOptions) {
  return {
    threshold: options.threshold,
    lists: options.lists,
    max_results_per_entity: options.max_results,
  };
}

/** The body of POST /v1/screen/batch for these entities and options. */
export function batchRequest(entities: BatchEntity[], options: FileScreeningOptions) {
  return { entities, options: batchOptions(options) };
}

/** The batch screening use case of POST /v1/screen/batch, called in process (no HTTP, no controller). */
export class InProcessScreener implements BatchScreener {
  constructor(
    private readonly screening: ScreeningService,
    private readonly freshness: ListFreshness,
  ) {}

  /** The rows' entities were validated when their rows were mapped (mapRow), by the same DTO. */
  async screen(entities: BatchEntity[], options: FileScreeningOptions): Promise<BatchOutcome[]> {
    const response = await this.screening.screenValidatedBatch(
      entities,
      batchOptions(options),
      new PhaseTimer(),
    );
    return response.results;
  }

  async listVersions(options: FileScreeningOptions): Promise<ListVersion[]> {
    const byList = await this.freshness.snapshot();
    return screenedLists(options)
      .map((id) => byList.get(id))
      .filter((m): m is ListMetadata => m !== undefined)
      .map(listVersion);
  }
}

export function screenedLists(options: FileScreeningOptions): ListId[] {
  return options.lists ?? ['ofac_sdn'];
}

/**
 * Screens mapped rows in batches of the batch endpoint's size and returns one result per row,
 * in order. Rows that cannot be screened (no name, invalid field) are error rows. A batch the
 * engine could not screen is error rows too (fail closed, never `clear`), or, with
 * `batchFailure: 'throw'`, an error for the caller to retry (a job's chunk is retried whole).
 */
export async function screenRows(
  rows: readonly MappedRow[],
  screener: BatchScreener,
  options: FileScreeningOptions,
  batchFailure: 'error-rows' | 'throw' = 'error-rows',
): Promise<ResultRow[]> {
  const screenable = rows.filter((row) => row.entity !== undefined);
  const outcomes = new Map<MappedRow, BatchOutcome | string>();
  for (let start = 0; start < screenable.length; start += SCREENING_LIMITS.batchMax) {
    const slice = screenable.slice(start, start + SCREENING_LIMITS.batchMax);
    try {
      const results = await screener.screen(
        slice.map((row) => row.entity as BatchEntity),
        options,
      );
      if (results.length !== slice.length)
        throw new Error(`${results.length} results for ${slice.length} rows`);
      slice.forEach((row, index) => outcomes.set(row, results[index]));
    } catch (error) {
      if (batchFailure === 'throw') throw error;
      const reason = `not screened: ${(error as Error).message}`;
      for (const row of slice) outcomes.set(row, reason);
    }
  }
  return rows.map((row) => resultRow(row, outcomes.get(row) ?? 'not screened'));
}
