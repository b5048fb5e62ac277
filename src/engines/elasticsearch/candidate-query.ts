import type { CandidateQuery } from '../candidate-source';
import { RetrievalClause, retrievalGroups, typePreference } from '../retrieval';
import { listAlias } from './index-names';

/**
 * Pure builders of the Elasticsearch request for candidate retrieval (tests check the exact
 * JSON). One `dis_max` per query token over its key kinds, so one token cannot stack score;
 * identifier terms; a filter on the requested lists.
 */
function constantScore(clause: RetrievalClause) {
  return { constant_score: { filter: clauseFilter(clause), boost: clause.boost } };
}

/** `terms` for exact keys; `prefix` (one per value) for the beginning of a word cut by a field length. */
function clauseFilter({ field, values, prefix }: RetrievalClause) {
  if (!prefix) return { terms: { [field]: values } };
  const prefixes = values.map((value) => ({ prefix: { [field]: value } }));
  return prefixes.length === 1 ? prefixes[0] : { bool: { should: prefixes, minimum_should_match: 1 } };
}

export function buildCandidateSearch(query: CandidateQuery): Record<string, unknown> {
  const should = retrievalGroups(query).map((group) =>
    group.length === 1 ? constantScore(group[0]) : { dis_max: { queries: group.map(constantScore) } },
  );
  const filter = [{ terms: { source_list_id: query.lists } }];
  const preference = typePreference(query);
  // The type preference sits outside the clauses that decide retrieval: it only reorders.
  const bool = preference
    ? { filter, must: [{ bool: { should, minimum_should_match: 1 } }], should: [constantScore(preference)] }
    : { filter, should, minimum_should_match: 1 };
  return {
    size: query.size,
    track_total_hits: false,
    // No stored fields, not even _id: reading them decompresses stored-field blocks and took
    // two thirds of the search time. Each hit's sort values end in its entity_id (the document
    // _id), and the entities come from the engine's document cache (elasticsearch-retriever.ts).
    stored_fields: '_none_',
    query: { bool },
    sort: [{ _score: { order: 'desc' } }, { entity_id: { order: 'asc' } }],
  };
}

/** The msearch body for a batch: a header naming the lists' aliases, then the search, per query. */
export function buildCandidateMsearch(prefix: string, queries: CandidateQuery[]): Record<string, unknown>[] {
  return queries.flatMap((query) => [
    { index: query.lists.map((listId) => listAlias(prefix, listId)).join(','), ignore_unavailable: false },
    buildCandidateSearch(query),
  ]);
}
