import type { ListId } from '../core/lists/model';
import type { MatchResponse } from './match-mapper';
import type { QueryIdentifiers, ScreeningCriteria, ScreeningStatus } from './match-evaluation';

/**
 * Batch-screening data shared by ScreeningService, the batch-worker pool and the worker threads
 * (here so that the service and batch-workers/ do not import each other).
 */

/** The fields of one screening that matching reads. */
export interface ScreeningInput {
  name: string;
  entity_type?: ScreeningCriteria['entityType'];
  identifiers?: QueryIdentifiers;
  countries?: string[];
}

/** One entity of a batch: the validated fields of BatchEntityDto, as plain data (workers receive copies). */
export type BatchEntity = ScreeningInput;

/** A batch's options with their defaults applied. */
export interface BatchSettings {
  lists: ListId[];
  threshold: number;
  maxResults: number;
  /** Epoch ms after which screening stops and the request fails (a 503, never partial). */
  deadline: number;
}

/** One element of a batch's `results`. */
export type BatchOutcome = {
  index: number;
  /** `name` is null only for a refused element that sent no string name. */
  query: { name: string | null; entity_type: string | null };
  match_count: number | null;
} & (
  | { status: 'error'; error: string; field?: string; matches: [] }
  | { status: ScreeningStatus; matches: MatchResponse[] }
);
