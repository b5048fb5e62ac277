import type { Client } from '@elastic/elasticsearch';
import type { Entity } from '../../core/lists/model';
import type { CandidateQuery, CandidateResult } from '../candidate-source';
import { buildCandidateMsearch } from './candidate-query';

/**
 * Sends every candidate query of a screening or batch as one msearch round trip. A failed
 * sub-search becomes a failed result for that query (the batch turns `partial`); a failed
 * round trip rejects. Never an empty candidate list in place of an error.
 */
export async function findCandidates(
  client: Client,
  prefix: string,
  queries: CandidateQuery[],
): Promise<CandidateResult[]> {
  if (queries.length === 0) return [];
  const response = await client.msearch<{ entity: Entity }>({
    searches: buildCandidateMsearch(prefix, queries),
  });
  return response.responses.map((item): CandidateResult => {
    if ('error' in item) {
      const reason = item.error.reason ?? item.error.type;
      return { ok: false, error: `search failed: ${reason}` };
    }
    if (item.timed_out) return { ok: false, error: 'search timed out' };
    if (item._shards.failed > 0)
      return { ok: false, error: `search failed on ${item._shards.failed} shard(s)` };
    const entities: Entity[] = [];
    for (const hit of item.hits.hits) {
      if (!hit._source) return { ok: false, error: `hit ${hit._id} has no source` };
      entities.push(hit._source.entity);
    }
    return { ok: true, entities };
  });
}
