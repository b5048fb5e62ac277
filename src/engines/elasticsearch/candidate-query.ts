import type { CandidateQuery } from '../candidate-source';
import { retrievalGroups } from '../retrieval';
import { listAlias } from './index-names';

/**
 * Pure builders of the Elasticsearch request for candidate retrieval (tests check the exact
 * JSON). One `dis_max` per query token over its key kinds, so one token cannot stack score;
 * identifier terms; a filter on the requested lists.
 */
export function buildCandidateSearch(query: CandidateQuery): Record<string, unknown> {
  const should = retrievalGroups(query).map((group) => {
    const clauses = group.map((clause) => ({
      constant_score: { filter: { terms: { [clause.field]: clause.values } }, boost: clause.boost },
    }));
    return clauses.length === 1 ? clauses[0] : { dis_max: { queries: clauses } };
  });
  return {
    size: query.size,
    track_total_hits: false,
    _source: ['entity'],
    query: {
      bool: {
        filter: [{ terms: { source_list_id: query.lists } }],
        should,
        minimum_should_match: 1,
      },
    },
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
