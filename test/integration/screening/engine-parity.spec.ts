import { Client } from '@elastic/elasticsearch';
import { ENTITY_TYPES, LIST_IDS } from '../../../src/core/lists/model';
import { analyzeName, analyzeQueryName } from '../../../src/core/names/keys';
import type { CandidateQuery } from '../../../src/engines/candidate-source';
import { EmbeddedRetriever } from '../../../src/engines/embedded/embedded-retriever';
import { listAlias } from '../../../src/engines/elasticsearch/index-names';
import {
  EntityDocumentCache,
  findCandidates,
} from '../../../src/engines/elasticsearch/elasticsearch-retriever';
import { realServers, uniquePrefix } from '../../setup/app';
import { dropPrefix } from '../../setup/elasticsearch';
import { bundledLists, indexBundledLists } from './engine-setup';

/**
 * The invariant behind the shared contract: for the same query, the embedded engine and
 * Elasticsearch return the same candidates in the same order.
 */
describe('engine parity: embedded and Elasticsearch retrieve the same candidates', () => {
  let client: Client;
  const prefix = uniquePrefix('parity');
  let embedded: EmbeddedRetriever;
  let queries: CandidateQuery[];

  beforeAll(async () => {
    client = new Client({ node: realServers().elasticsearchUrl });
    const lists = await bundledLists();
    await indexBundledLists(client, prefix);
    embedded = new EmbeddedRetriever(lists.flatMap((list) => list.entities));
    // Every 40th listed name as written, with one letter dropped, reversed, and cut at 35 characters
    // (its last word searched as a prefix); plus ordinary names.
    const names = lists
      .flatMap((list) => list.entities)
      .filter((_, i) => i % 40 === 0)
      .flatMap((entity) => {
        const name = entity.primary_name;
        const middle = Math.floor(name.length / 2);
        return [
          name,
          name.slice(0, middle) + name.slice(middle + 1),
          name.split(/[ ,]+/).reverse().join(' '),
          ...(name.length > 36 ? [name.slice(0, 35)] : []),
        ];
      });
    names.push(
      'Jennifer Thompson',
      'Mohamed Ali',
      'Global Trading LLC',
      'Maria Garcia',
      'ALQAIDA',
      'Путин Владимир',
      // Other scripts and romanizations: skeleton and reading keys.
      'قاسم سليماني',
      'صدام حسين التكريتي',
      '李方伟',
      'HSI CHIN-PING',
      '김정은',
      'Gim Jeong-eun',
      'アウム・シンリキョウ',
    );
    queries = names.map((name, i) => ({
      // As screening searches: the query's keys (other readings, prefixes of a cut last word …).
      keys: analyzeQueryName(name).keys,
      identifiers: i % 7 === 0 ? ['C284181'] : [],
      lists: i % 3 === 0 ? [...LIST_IDS] : ['ofac_sdn'],
      entityType: ENTITY_TYPES[i % 5],
      size: 30,
    }));
  }, 180_000);

  afterAll(async () => {
    if (client) await dropPrefix(client, prefix);
    await client?.close();
  });

  it(`agrees on every query`, async () => {
    expect(queries.length).toBeGreaterThan(1000);
    const ids = (entities: { entity_id: string }[]) => entities.map((e) => e.entity_id);
    const fromEmbedded = embedded.find(queries);
    const documents = new EntityDocumentCache();
    const fromElasticsearch: Awaited<ReturnType<typeof findCandidates>> = [];
    for (let i = 0; i < queries.length; i += 100) {
      fromElasticsearch.push(...(await findCandidates(client, prefix, queries.slice(i, i + 100), documents)));
    }
    let compared = 0;
    queries.forEach((_, i) => {
      const a = fromEmbedded[i];
      const b = fromElasticsearch[i];
      if (!a.ok || !b.ok) throw new Error(`query ${i} failed: ${JSON.stringify([a, b])}`);
      expect({ query: i, ids: ids(b.entities) }).toEqual({ query: i, ids: ids(a.entities) });
      compared += a.entities.length;
    });
    expect(compared).toBeGreaterThan(queries.length * 10);
  });

  it('returns the listed entities themselves, from the document cache as from Elasticsearch', async () => {
    const sample = queries.slice(0, 100);
    const byId = new Map(
      (await bundledLists()).flatMap((list) => list.entities.map((e) => [e.entity_id, e])),
    );
    const documents = new EntityDocumentCache();
    const cold = await findCandidates(client, prefix, sample, documents);
    const warm = await findCandidates(client, prefix, sample, documents);
    expect(warm).toEqual(cold);
    for (const result of cold) {
      if (!result.ok) throw new Error(result.error);
      for (const entity of result.entities) expect(entity).toEqual(byId.get(entity.entity_id));
    }
  });

  it('keeps a request whole when the document cache starts over during it', async () => {
    // A cache of one document starts over on nearly every entry the mget brings back.
    const sample = queries.slice(0, 100);
    const tiny = await findCandidates(client, prefix, sample, new EntityDocumentCache(1));
    expect(tiny).toEqual(await findCandidates(client, prefix, sample, new EntityDocumentCache()));
    expect(tiny.every((result) => result.ok)).toBe(true);
  });

  it("fails a query closed when a hit's document cannot be read", async () => {
    // A searchable document without its entity: the search finds it, the mget cannot give it.
    const brokenPrefix = uniquePrefix('unreadable');
    const index = listAlias(brokenPrefix, 'ofac_sdn');
    try {
      await client.indices.create({
        index,
        mappings: {
          properties: {
            entity_id: { type: 'keyword' },
            source_list_id: { type: 'keyword' },
            name_tokens: { type: 'keyword' },
          },
        },
      });
      await client.index({
        index,
        id: 'sanc_ofac_sdn_1',
        document: { entity_id: 'sanc_ofac_sdn_1', source_list_id: 'ofac_sdn', name_tokens: ['ZORBLAX'] },
        refresh: true,
      });
      const query: CandidateQuery = {
        keys: analyzeName('Zorblax').keys,
        identifiers: [],
        lists: ['ofac_sdn'],
        size: 15,
      };
      const [result] = await findCandidates(client, brokenPrefix, [query], new EntityDocumentCache());
      expect(result).toEqual({ ok: false, error: expect.stringMatching(/^document .+ could not be read$/) });
    } finally {
      await dropPrefix(client, brokenPrefix);
    }
  });
});
