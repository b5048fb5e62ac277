import type { Client } from '@elastic/elasticsearch';
import type { Entity } from '../../core/lists/model';
import type { CandidateQuery, CandidateResult } from '../candidate-source';
import { buildCandidateMsearch } from './candidate-query';

/** Entity documents by concrete index, then id: no key string built per hit. */
class DocumentsByIndex {
  private readonly byIndex = new Map<string, Map<string, Entity>>();
  size = 0;

  get(index: string, id: string): Entity | undefined {
    return this.byIndex.get(index)?.get(id);
  }

  set(index: string, id: string, entity: Entity): void {
    let documents = this.byIndex.get(index);
    if (!documents) this.byIndex.set(index, (documents = new Map<string, Entity>()));
    if (!documents.has(id)) this.size++;
    documents.set(id, entity);
  }

  clear(): void {
    this.byIndex.clear();
    this.size = 0;
  }
}

/**
 * Entity documents by concrete index and id. A reindex builds a new versioned index and never
 * writes to one the alias already points at, so (index, id) names one unchanging document and
 * a cached copy can never be stale. Searches then return ids only: the entities' JSON (about
 * 2 MB for a batch of 100 queries) is fetched once per index, not on every search.
 * Bounded: when full it starts over, as after a reindex most entries belong to an old index.
 */
export class EntityDocumentCache {
  private readonly documents = new DocumentsByIndex();

  constructor(private readonly capacity = 100_000) {}

  get(index: string, id: string): Entity | undefined {
    return this.documents.get(index, id);
  }

  set(index: string, id: string, entity: Entity): void {
    if (this.documents.size >= this.capacity) this.documents.clear();
    this.documents.set(index, id, entity);
  }
}

interface Hit {
  index: string;
  id: string;
}

type Searched = { ok: true; hits: Hit[] } | { ok: false; error: string };

/**
 * Sends every candidate query of a screening or batch as one msearch round trip (ids only),
 * then fetches the entities the cache lacks in one mget. A failed sub-search, or a hit whose
 * document could not be read, becomes a failed result for that query (the batch turns
 * `partial`); a failed round trip rejects. Never an empty candidate list in place of an error.
 */
export async function findCandidates(
  client: Client,
  prefix: string,
  queries: CandidateQuery[],
  cache: EntityDocumentCache,
): Promise<CandidateResult[]> {
  if (queries.length === 0) return [];
  const response = await client.msearch({ searches: buildCandidateMsearch(prefix, queries) });
  const searched = response.responses.map((item): Searched => {
    if ('error' in item) {
      const reason = item.error.reason ?? item.error.type;
      return { ok: false, error: `search failed: ${reason}` };
    }
    if (item.timed_out) return { ok: false, error: 'search timed out' };
    if (item._shards.failed > 0)
      return { ok: false, error: `search failed on ${item._shards.failed} shard(s)` };
    const hits: Hit[] = [];
    for (const hit of item.hits.hits) {
      const id = entityIdOf(hit.sort);
      if (id === null) return { ok: false, error: `a hit of ${hit._index} came without its entity_id` };
      hits.push({ index: hit._index, id });
    }
    return { ok: true, hits };
  });
  const documents = await readDocuments(client, searched, cache);
  return searched.map((result): CandidateResult => {
    if (!result.ok) return result;
    const entities: Entity[] = [];
    for (const hit of result.hits) {
      const entity = documents.get(hit.index, hit.id);
      if (!entity) return { ok: false, error: `document ${hit.id} of ${hit.index} could not be read` };
      entities.push(entity);
    }
    return { ok: true, entities };
  });
}

/** The searches read no stored fields, so a hit's id is its last sort value: entity_id (= _id). */
function entityIdOf(sort: unknown[] | undefined): string | null {
  const id = sort?.[sort.length - 1];
  return typeof id === 'string' && id.length > 0 ? id : null;
}

/**
 * The documents of every hit: from the cache, and the rest from one mget. Held for this
 * request only, so a cache that starts over meanwhile (when full, or for a concurrent request)
 * cannot lose a document this request already had. Documents the mget cannot return are absent.
 */
async function readDocuments(
  client: Client,
  searched: Searched[],
  cache: EntityDocumentCache,
): Promise<DocumentsByIndex> {
  const documents = new DocumentsByIndex();
  const toRead: Hit[] = [];
  const reading = new Map<string, Set<string>>(); // toRead's ids by index, to read each once
  for (const result of searched) {
    if (!result.ok) continue;
    for (const hit of result.hits) {
      const cached = cache.get(hit.index, hit.id);
      if (cached) {
        documents.set(hit.index, hit.id, cached);
        continue;
      }
      let ids = reading.get(hit.index);
      if (!ids) reading.set(hit.index, (ids = new Set()));
      if (ids.has(hit.id)) continue;
      ids.add(hit.id);
      toRead.push(hit);
    }
  }
  if (toRead.length === 0) return documents;
  const response = await client.mget<{ entity?: Entity }>({
    docs: toRead.map((hit) => ({ _index: hit.index, _id: hit.id, _source: ['entity'] })),
  });
  for (const doc of response.docs) {
    const entity = 'found' in doc && doc.found ? doc._source?.entity : undefined;
    if (!entity) continue;
    cache.set(doc._index, doc._id, entity);
    documents.set(doc._index, doc._id, entity);
  }
  return documents;
}
