import type { INestApplication } from '@nestjs/common';
import { Client } from '@elastic/elasticsearch';
import request from 'supertest';
import { bootApp, realServers, uniquePrefix } from '../setup/app';
import { dropPrefix, indexSnapshot } from '../setup/elasticsearch';

const KEY = 'test-key-123';
/** Spec 2.2, exactly. */
const ENTITY_FIELDS = [
  'addresses',
  'aliases',
  'entity_id',
  'entity_type',
  'identifiers',
  'listing_date',
  'nationality_countries',
  'normalized_name',
  'primary_name',
  'remarks',
  'sanctions_programs',
  'source_authority',
  'source_list_id',
].sort();

/** Both engines must answer the same; run the same checks against each. */
function entityEndpointChecks(getApp: () => INestApplication) {
  it('returns an FSE individual as spec 2.2 describes (CSL row 17526)', async () => {
    const response = await request(getApp().getHttpServer())
      .get('/v1/entities/sanc_ofac_fse_17526')
      .set('x-api-key', KEY)
      .expect(200);
    expect(Object.keys(response.body).sort()).toEqual(ENTITY_FIELDS);
    expect(response.body).toMatchObject({
      entity_id: 'sanc_ofac_fse_17526',
      primary_name: 'BEKTAS, Halis',
      normalized_name: 'BEKTAS HALIS',
      entity_type: 'individual',
      identifiers: [
        { id_type: 'passport', id_value: 'X0906223', country: 'CH' },
        { id_type: 'date_of_birth', id_value: '1966-02-13', country: null },
      ],
      sanctions_programs: ['SYRIA', 'FSE-SY'],
      source_list_id: 'ofac_fse',
    });
  });

  it('returns a DPL entry with its listing date', async () => {
    const response = await request(getApp().getHttpServer())
      .get('/v1/entities/sanc_bis_dpl_274878576253625')
      .set('x-api-key', KEY)
      .expect(200);
    expect(response.body).toMatchObject({
      primary_name: 'I. ASH',
      listing_date: '2003-06-19',
      source_list_id: 'bis_dpl',
    });
  });

  it.each(['sanc_ofac_fse_1', 'sanc_ofac_sdn_99999999', 'not-an-entity', 'sanc_unknown_list_1'])(
    'answers 404 with the spec body for %s',
    async (id) => {
      const response = await request(getApp().getHttpServer())
        .get(`/v1/entities/${id}`)
        .set('x-api-key', KEY)
        .expect(404);
      expect(response.body).toEqual({ error: 'Entity not found', entity_id: id });
    },
  );
}

describe('GET /v1/entities/{id}, embedded engine', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await bootApp({ API_KEYS: `${KEY}:enterprise` });
  });

  afterAll(async () => {
    await app.close();
  });

  entityEndpointChecks(() => app);

  it('returns an SDN vessel (ent_num 4243)', async () => {
    const response = await request(app.getHttpServer())
      .get('/v1/entities/sanc_ofac_sdn_4243')
      .set('x-api-key', KEY)
      .expect(200);
    expect(response.body).toMatchObject({
      primary_name: 'EBANO',
      entity_type: 'vessel',
      nationality_countries: ['Panama'],
    });
  });
});

describe('GET /v1/entities/{id}, Elasticsearch engine after a reindex', () => {
  let app: INestApplication;
  let client: Client;
  const prefix = uniquePrefix('entities-e2e');

  beforeAll(async () => {
    const { elasticsearchUrl } = realServers();
    client = new Client({ node: elasticsearchUrl, requestTimeout: 60_000 });
    await indexSnapshot(client, prefix, ['ofac_fse', 'bis_dpl']);
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

  entityEndpointChecks(() => app);
});
