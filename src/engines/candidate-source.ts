import type { Entity, EntityType, ListId, ListMetadata } from '../core/lists/model';
import type { NameKeys } from '../core/names/keys';

/**
 * What screening needs from a search engine. Two implementations: the in-process embedded
 * engine and Elasticsearch. Both must return the same candidates for the same query; the
 * contract suite in test/integration/engine-contract.spec.ts holds them to it.
 *
 * Fail closed: an engine that cannot answer throws (single query) or reports the failure
 * per query (batch). It never turns an error into an empty candidate list.
 */
export interface CandidateQuery {
  /** Keys of the query name, from the same analyzer that built the index. */
  keys: NameKeys;
  /** Normalized document numbers supplied by the caller. */
  identifiers: string[];
  lists: ListId[];
  /** The caller's entity type, when given (not `unknown`): candidates of that type rank first among equals. */
  entityType?: EntityType;
  /** How many candidates to fetch. */
  size: number;
}

export type CandidateResult = { ok: true; entities: Entity[] } | { ok: false; error: string };

export interface EngineStatus {
  engine: 'embedded' | 'elasticsearch';
  ready: boolean;
  detail: string;
}

export interface CandidateSource {
  readonly kind: 'embedded' | 'elasticsearch';
  /** One result per query, in order. Rejects only when nothing could be asked at all. */
  find(queries: CandidateQuery[]): Promise<CandidateResult[]>;
  getEntity(entityId: string): Promise<Entity | null>;
  listMetadata(): Promise<ListMetadata[]>;
  status(): Promise<EngineStatus>;
}

export const CANDIDATE_SOURCE = Symbol('CANDIDATE_SOURCE');
