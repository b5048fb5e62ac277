import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { FakeClock, redisAdmin } from '../integration/access/harness';
import { bootApp, realServers, uniquePrefix } from '../setup/app';
import { OpenApiChecker } from '../setup/openapi-check';

const KEY = 'openapi-test-key-01';
const FREE_KEY = 'openapi-free-key-01';

/** Documented answers no request can provoke from a healthy service; each says why. */
const NOT_PROVOKED: Record<string, string> = {
  500: 'an internal failure: the exception filter renders it (test/unit covers the filter); no route can be made to fail this way',
};

/**
 * The OpenAPI document against real responses: every route, its success and each documented
 * error, provoked for real (embedded engine, real Redis for keys; an unreachable Elasticsearch
 * for the 503s) and validated with ajv. An undocumented status or field, or a documented
 * answer no test provokes, fails.
 */
describe('OpenAPI document vs real responses', () => {
  const { redisUrl } = realServers();
  const prefix = `${uniquePrefix('openapi')}:`;
  let app: INestApplication;
  let outage: INestApplication;
  let checker: OpenApiChecker;
  let listsOnlyKey: string;
  let entityId: string;

  type Call = {
    key?: string;
    body?: unknown;
    raw?: { type: string; text: string };
    on?: INestApplication;
  };

  /** Sends the request and checks the answer against the document; returns it for more asserts. */
  async function call(method: 'GET' | 'POST', template: string, path: string, options: Call = {}) {
    const server = (options.on ?? app).getHttpServer();
    let test = method === 'GET' ? request(server).get(path) : request(server).post(path);
    if (options.key) test = test.set('x-api-key', options.key);
    if (options.raw) test = test.set('content-type', options.raw.type).send(options.raw.text);
    else if (options.body !== undefined) test = test.send(options.body as object);
    const response = await test;
    checker.check(method, template, {
      status: response.status,
      body: response.body,
      headers: response.headers,
    });
    return response;
  }

  /** Spends the free key's burst on this route until it is refused (429). */
  async function exhaust(method: 'GET' | 'POST', template: string, path: string, body?: unknown) {
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await call(method, template, path, { key: FREE_KEY, body });
      if (response.status === 429) return response;
    }
    throw new Error(`${method} ${path}: no 429 after 12 requests`);
  }

  const huge = { type: 'application/json', text: `{"name":"${'a'.repeat(1_100_000)}"}` };
  const plainText = { type: 'text/plain', text: 'Vladimir Putin' };

  beforeAll(async () => {
    const env = {
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: prefix,
      API_KEYS: `${KEY}:enterprise,${FREE_KEY}:free`,
    };
    app = await bootApp(env);
    outage = await bootApp({
      SEARCH_ENGINE: 'elasticsearch',
      ELASTICSEARCH_URL: 'http://127.0.0.1:9',
      API_KEYS: `${KEY}:enterprise`,
    });
    const admin = redisAdmin(redisUrl, prefix, new FakeClock(Date.now()));
    listsOnlyKey = (
      await admin.admin.create({ name: 'lists only', tier: 'starter', permissions: ['lists:read'] })
    ).key;
    await admin.close();
    const document = (await request(app.getHttpServer()).get('/openapi.json').expect(200)).body;
    checker = new OpenApiChecker(document);
  });

  afterAll(async () => {
    await app?.close();
    await outage?.close();
  });

  it('serves the document and the interactive page without a key', async () => {
    expect(checker.document.paths).toHaveProperty(['/v1/screen/entity', 'post']);
    const page = await request(app.getHttpServer()).get('/docs').expect(200);
    expect(page.text).toContain('swagger-ui');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('POST /v1/screen/entity', async () => {
    const path = '/v1/screen/entity';
    const match = await call('POST', path, path, {
      key: KEY,
      body: { name: 'Vladimir Putin', entity_type: 'individual' },
    });
    expect(match.body.status).toBe('match');
    entityId = match.body.matches[0].entity_id;
    const evidence = await call('POST', path, path, {
      key: KEY,
      body: {
        name: 'Vladimir Putin',
        countries: ['RU'],
        identifiers: { passport: '123456789', date_of_birth: '1952-10-07' },
        lists: ['ofac_sdn', 'ofac_consolidated'],
      },
    });
    expect(evidence.status).toBe(200);
    expect(
      (await call('POST', path, path, { key: KEY, body: { name: 'Zzyzx Qwertyuiop Vbnm' } })).body.status,
    ).toBe('clear');
    await call('POST', path, path, { key: KEY, body: {} });
    await call('POST', path, path, { body: { name: 'Vladimir Putin' } });
    await call('POST', path, path, { key: listsOnlyKey, body: { name: 'Vladimir Putin' } });
    await call('POST', path, path, { key: KEY, raw: huge });
    await call('POST', path, path, { key: KEY, raw: plainText });
    await exhaust('POST', path, path, { name: 'Vladimir Putin' });
    await call('POST', path, path, { key: KEY, body: { name: 'Vladimir Putin' }, on: outage });
  });

  it('POST /v1/screen/batch', async () => {
    const path = '/v1/screen/batch';
    const entities = [
      { name: 'Vladimir Putin', entity_type: 'individual' },
      ...Array.from({ length: 11 }, (_, n) => ({ name: `Ordinary Person ${n}` })),
    ];
    const batch = await call('POST', path, path, {
      key: KEY,
      body: { entities, options: { max_results_per_entity: 3 } },
    });
    expect(batch.body.status).toBe('completed');
    const refused = await call('POST', path, path, {
      key: KEY,
      body: { entities: [{ name: 'Vladimir Putin' }, { name: 'x' }] },
    });
    expect(refused.body.status).toBe('partial');
    expect(refused.body.results[1]).toMatchObject({ status: 'error', field: 'entities.1.name' });
    await call('POST', path, path, { key: KEY, body: {} });
    await call('POST', path, path, { body: { entities } });
    await call('POST', path, path, { key: listsOnlyKey, body: { entities } });
    await call('POST', path, path, { key: KEY, raw: huge });
    await call('POST', path, path, { key: KEY, raw: plainText });
    await exhaust('POST', path, path, { entities: [{ name: 'Vladimir Putin' }] });
    await call('POST', path, path, { key: KEY, body: { entities }, on: outage });
  });

  it('POST /v1/screen/explain', async () => {
    const path = '/v1/screen/explain';
    const body = {
      query_name: 'Vladimir Putin',
      matched_name: 'PUTIN, Vladimir Vladimirovich',
      entity_type: 'individual',
    };
    expect((await call('POST', path, path, { key: KEY, body })).status).toBe(200);
    expect(
      (await call('POST', path, path, { key: KEY, body: { query_name: 'Vladimir Putin' } })).body.received,
    ).toEqual({ query_name: true, matched_name: false });
    await call('POST', path, path, { body });
    await call('POST', path, path, { key: listsOnlyKey, body });
    await call('POST', path, path, { key: KEY, raw: huge });
    await call('POST', path, path, { key: KEY, raw: plainText });
    await exhaust('POST', path, path, body);
  });

  it('GET /v1/entities/{entity_id}', async () => {
    const template = '/v1/entities/{entity_id}';
    expect((await call('GET', template, `/v1/entities/${entityId}`, { key: KEY })).body.entity_id).toBe(
      entityId,
    );
    await call('GET', template, '/v1/entities/sanc_ofac_sdn_999999999', { key: KEY });
    await call('GET', template, `/v1/entities/${entityId}`);
    await call('GET', template, `/v1/entities/${entityId}`, { key: listsOnlyKey });
    await exhaust('GET', template, `/v1/entities/${entityId}`);
    await call('GET', template, `/v1/entities/${entityId}`, { key: KEY, on: outage });
  });

  it('GET /v1/lists', async () => {
    const path = '/v1/lists';
    expect((await call('GET', path, path, { key: KEY })).body.lists).toHaveLength(5);
    await call('GET', path, path);
    await call('GET', path, path, { key: await freshKey(['screen']) });
    await exhaust('GET', path, path);
    await call('GET', path, path, { key: KEY, on: outage });
  });

  it('GET /v1/health and GET /health', async () => {
    await call('GET', '/v1/health', '/v1/health', { key: KEY });
    await call('GET', '/v1/health', '/v1/health');
    await call('GET', '/v1/health', '/v1/health', { key: listsOnlyKey });
    await exhaust('GET', '/v1/health', '/v1/health');
    expect((await call('GET', '/health', '/health')).status).toBe(200);
    expect((await call('GET', '/health', '/health', { on: outage })).status).toBe(503);
  });

  it('provoked every documented answer', () => {
    const missing = checker
      .documentedResponses()
      .filter((answer) => !checker.seen.has(answer))
      .filter((answer) => !(answer.split(' ')[2] in NOT_PROVOKED));
    expect(missing).toEqual([]);
  });

  /** A key holding only these permissions, in the app's Redis. */
  async function freshKey(permissions: ('screen' | 'lists:read')[]): Promise<string> {
    const admin = redisAdmin(redisUrl, prefix, new FakeClock(Date.now()));
    try {
      return (await admin.admin.create({ name: permissions.join('+'), tier: 'starter', permissions })).key;
    } finally {
      await admin.close();
    }
  }
});
