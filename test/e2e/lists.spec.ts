import type { INestApplication } from '@nestjs/common';
import { Client } from '@elastic/elasticsearch';
import request from 'supertest';
import type { ListId } from '../../src/core/lists/model';
import { bootApp, realServers, uniquePrefix } from '../setup/app';
import { dropPrefix, indexSnapshot } from '../setup/elasticsearch';

const KEY = 'test-key-123';
const LIST_FIELDS = ['authority', 'entity_count', 'last_updated', 'list_id', 'name', 'update_frequency'];

describe('GET /v1/lists, embedded engine over the bundled snapshot', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await bootApp({ API_KEYS: `${KEY}:enterprise` });
  });

  afterAll(async () => {
    await app.close();
  });

  it('lists the five lists of spec 2.1 with real counts, data dates and the table frequencies', async () => {
    const response = await request(app.getHttpServer()).get('/v1/lists').set('x-api-key', KEY).expect(200);
    expect(Object.keys(response.body)).toEqual(['lists']);
    for (const list of response.body.lists) expect(Object.keys(list).sort()).toEqual(LIST_FIELDS);
    expect(
      response.body.lists.map((l: Record<string, unknown>) => [
        l.list_id,
        l.entity_count,
        l.update_frequency,
        l.last_updated,
      ]),
    ).toEqual([
      ['ofac_sdn', 13821, 'real-time', '2023-12-28T00:00:00.000Z'],
      ['ofac_consolidated', 442, 'daily', '2025-12-19T00:00:00.000Z'],
      ['ofac_fse', 3, 'real-time', '2025-12-19T00:00:00.000Z'],
      ['ofac_ssi', 286, 'real-time', '2025-12-19T00:00:00.000Z'],
      ['bis_dpl', 663, 'weekly', '2023-11-28T00:00:00.000Z'],
    ]);
    expect(response.body.lists[0]).toMatchObject({
      name: 'OFAC Specially Designated Nationals and Blocked Persons List (SDN)',
      authority: 'U.S. Department of the Treasury, Office of Foreign Assets Control (OFAC)',
    });
    expect(response.body.lists[4].authority).toBe(
      'U.S. Department of Commerce, Bureau of Industry and Security (BIS)',
    );
  });

  it('needs an API key', async () => {
    const response = await request(app.getHttpServer()).get('/v1/lists').expect(401);
    expect(response.body).toHaveProperty('message');
  });
});

describe('GET /v1/lists, Elasticsearch engine after a reindex', () => {
  let app: INestApplication;
  let client: Client;
  const prefix = uniquePrefix('lists-e2e');
  const indexed: ListId[] = ['ofac_fse', 'ofac_ssi', 'bis_dpl'];

  beforeAll(async () => {
    const { elasticsearchUrl } = realServers();
    client = new Client({ node: elasticsearchUrl, requestTimeout: 60_000 });
    await indexSnapshot(client, prefix, indexed);
    app = await bootApp({
      API_KEYS: `${KEY}:enterprise`,
      SEARCH_ENGINE: 'elasticsearch',
      ELASTICSEARCH_URL: elasticsearchUrl,
      ELASTICSEARCH_INDEX_PREFIX: prefix,
    });
  });

  afterAll(async () => {
    await app.close();
    await dropPrefix(client, prefix);
    await client.close();
  });

  it('reports what the reindex stored: the indexed lists only, with their counts and dates', async () => {
    const response = await request(app.getHttpServer()).get('/v1/lists').set('x-api-key', KEY).expect(200);
    for (const list of response.body.lists) expect(Object.keys(list).sort()).toEqual(LIST_FIELDS);
    expect(
      response.body.lists.map((l: Record<string, unknown>) => [l.list_id, l.entity_count, l.last_updated]),
    ).toEqual([
      ['ofac_fse', 3, '2025-12-19T00:00:00.000Z'],
      ['ofac_ssi', 286, '2025-12-19T00:00:00.000Z'],
      ['bis_dpl', 663, '2023-11-28T00:00:00.000Z'],
    ]);
  });
});
