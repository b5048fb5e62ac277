import type { INestApplication } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { customerCsv, waitForStatus } from '../integration/jobs/job-fixtures';
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
  const jobsDir = mkdtempSync(join(tmpdir(), 'openapi-jobs-'));
  let app: INestApplication;
  let outage: INestApplication;
  /** Its job queue's Redis is unreachable: a job cannot be queued (503). */
  let queueDown: INestApplication;
  let checker: OpenApiChecker;
  let listsOnlyKey: string;
  let entityId: string;

  type Call = {
    key?: string;
    body?: unknown;
    raw?: { type: string; text: string };
    /** A multipart upload in the field `file`. */
    file?: { name: string; text: string; type?: string };
    on?: INestApplication;
  };
  type Method = 'GET' | 'POST' | 'DELETE';

  /** Sends the request and checks the answer against the document; returns it for more asserts. */
  async function call(method: Method, template: string, path: string, options: Call = {}) {
    const server = (options.on ?? app).getHttpServer();
    const agent = request(server);
    let test = method === 'GET' ? agent.get(path) : method === 'POST' ? agent.post(path) : agent.delete(path);
    if (options.key) test = test.set('x-api-key', options.key);
    if (options.raw) test = test.set('content-type', options.raw.type).send(options.raw.text);
    else if (options.file)
      test = test.attach('file', Buffer.from(options.file.text), {
        filename: options.file.name,
        contentType: options.file.type ?? 'text/csv',
      });
    else if (options.body !== undefined) test = test.send(options.body as object);
    // Every answer as text too: a results file (CSV, JSONL) is checked line by line.
    const response = await test.buffer(true).parse((res, done) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done(null, text));
    });
    const text = response.body as string;
    const json =
      /^application\/json/.test(String(response.headers['content-type'])) && text ? JSON.parse(text) : {};
    checker.check(method, template, { status: response.status, body: json, text, headers: response.headers });
    return Object.assign(response, { body: json, text });
  }

  /** Spends the free key's burst on this route until it is refused (429). */
  async function exhaust(method: Method, template: string, path: string, options: Omit<Call, 'key'> = {}) {
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await call(method, template, path, { ...options, key: FREE_KEY });
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
      JOBS_DIR: join(jobsDir, 'app'),
      JOBS_CHUNK_ROWS: '20',
      // Small, so that a 413 needs only a little over 1 MB.
      JOBS_MAX_UPLOAD_MB: '1',
    };
    app = await bootApp(env);
    const unreachable = {
      SEARCH_ENGINE: 'elasticsearch',
      ELASTICSEARCH_URL: 'http://127.0.0.1:9',
      API_KEYS: `${KEY}:enterprise`,
    };
    // Takes no chunks: its jobs stay queued, so their results are a 409.
    outage = await bootApp({ ...unreachable, JOBS_DIR: join(jobsDir, 'outage'), JOBS_CONCURRENCY: '0' });
    queueDown = await bootApp({
      ...unreachable,
      REDIS_URL: 'redis://127.0.0.1:9',
      JOBS_DIR: join(jobsDir, 'queue-down'),
      JOBS_CONCURRENCY: '0',
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
    await queueDown?.close();
    rmSync(jobsDir, { recursive: true, force: true });
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
    await exhaust('POST', path, path, { body: { name: 'Vladimir Putin' } });
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
    await exhaust('POST', path, path, { body: { entities: [{ name: 'Vladimir Putin' }] } });
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
    await exhaust('POST', path, path, { body });
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

  describe('screening jobs', () => {
    const jobs = '/v1/screen/jobs';
    const status = '/v1/screen/jobs/{job_id}';
    const results = '/v1/screen/jobs/{job_id}/results';
    const upload = { name: 'customers.csv', text: customerCsv(45) };
    let jobId: string;

    it('POST /v1/screen/jobs', async () => {
      // The body, its limit and its media types, each from the route's one declaration.
      const operation = (checker.document.paths[jobs] as Record<string, Record<string, unknown>>).post;
      expect(operation.requestBody).toMatchObject({
        content: {
          'multipart/form-data': { schema: { required: ['file'] } },
          'application/x-ndjson': { schema: { type: 'string' } },
        },
      });
      expect(operation.responses).toMatchObject({
        413: { description: 'The request body is larger than JOBS_MAX_UPLOAD_MB (1 MB on this service)' },
        415: {
          description:
            'The request body is not multipart/form-data or application/x-ndjson or application/jsonl',
        },
      });
      expect((operation.parameters as { name: string }[]).map((p) => p.name)).toEqual(
        expect.arrayContaining(['threshold', 'lists', 'max_results', 'map', 'format']),
      );
      const accepted = await call('POST', jobs, `${jobs}?threshold=0.9&max_results=3`, {
        key: KEY,
        file: upload,
      });
      expect(accepted.status).toBe(202);
      jobId = accepted.body.job_id;
      const jsonl = {
        type: 'application/x-ndjson',
        text: '{"name":"Vladimir Putin","customer_id":"A1","countries":["RU"]}\n{"name":"Maria Garcia"}\n',
      };
      expect((await call('POST', jobs, jobs, { key: KEY, raw: jsonl })).status).toBe(202);
      expect((await call('POST', jobs, `${jobs}?threshold=2`, { key: KEY, file: upload })).body.field).toBe(
        'threshold',
      );
      expect((await call('POST', jobs, jobs, { key: KEY, body: {} })).status).toBe(415);
      const noName = await call('POST', jobs, jobs, {
        key: KEY,
        file: { name: 'c.csv', text: 'id,city\n1,Paris\n' },
      });
      expect(noName.body.field).toBe('map');
      await call('POST', jobs, jobs, { file: upload });
      await call('POST', jobs, jobs, { key: listsOnlyKey, file: upload });
      const big = `customer_id,name\n${'C1,Maria Garcia\n'.repeat(70_000)}`;
      expect(
        (await call('POST', jobs, jobs, { key: KEY, file: { name: 'big.csv', text: big } })).status,
      ).toBe(413);
      const bigBody = { type: 'application/x-ndjson', text: '{"name":"Maria Garcia"}\n'.repeat(50_000) };
      expect((await call('POST', jobs, jobs, { key: KEY, raw: bigBody })).status).toBe(413);
      await call('POST', jobs, jobs, { key: KEY, raw: plainText });
      // More rows than the free key's daily quota: refused whole.
      const overQuota = await call('POST', jobs, jobs, {
        key: FREE_KEY,
        file: { name: 'c.csv', text: customerCsv(501) },
      });
      expect(overQuota.status).toBe(429);
      expect(overQuota.body.message).toContain('This job has 501 rows');
      await exhaust('POST', jobs, jobs, { file: { name: 'c.csv', text: customerCsv(2) } });
      const down = await call('POST', jobs, jobs, { key: KEY, file: upload, on: queueDown });
      expect(down.status).toBe(503);
    });

    it('GET /v1/screen/jobs/{job_id}', async () => {
      const done = await waitForStatus(app.getHttpServer(), KEY, jobId, ['completed']);
      expect(done.rows_done).toBe(45);
      const answer = await call('GET', status, `${jobs}/${jobId}`, { key: KEY });
      expect(answer.body).toMatchObject({ status: 'completed', options: { threshold: 0.9, max_results: 3 } });
      expect(answer.body.list_versions.length).toBeGreaterThan(0);
      await call('GET', status, `${jobs}/JOB-20261123000000-00000000`, { key: KEY });
      await call('GET', status, `${jobs}/${jobId}`);
      await call('GET', status, `${jobs}/${jobId}`, { key: listsOnlyKey });
      await exhaust('GET', status, `${jobs}/${jobId}`);
    });

    it('GET /v1/screen/jobs/{job_id}/results', async () => {
      const csv = await call('GET', results, `${jobs}/${jobId}/results?format=csv`, { key: KEY });
      expect(csv.text.split('\r\n').filter(Boolean)).toHaveLength(46);
      const jsonl = await call('GET', results, `${jobs}/${jobId}/results?format=jsonl`, { key: KEY });
      expect(jsonl.text.split('\n').filter(Boolean)).toHaveLength(45);
      expect(jsonl.text).toContain('"status":"match"');
      await call('GET', results, `${jobs}/${jobId}/results?format=xml`, { key: KEY });
      await call('GET', results, `${jobs}/JOB-20261123000000-00000000/results`, { key: KEY });
      const queued = await call('POST', jobs, jobs, { key: KEY, file: upload, on: outage });
      const notReady = await call('GET', results, `${jobs}/${queued.body.job_id}/results`, {
        key: KEY,
        on: outage,
      });
      expect(notReady.status).toBe(409);
      await call('GET', results, `${jobs}/${jobId}/results`);
      await call('GET', results, `${jobs}/${jobId}/results`, { key: listsOnlyKey });
      await exhaust('GET', results, `${jobs}/${jobId}/results`);
    });

    it('DELETE /v1/screen/jobs/{job_id}', async () => {
      const queued = await call('POST', jobs, jobs, { key: KEY, file: upload, on: outage });
      const cancelled = await call('DELETE', status, `${jobs}/${queued.body.job_id}`, {
        key: KEY,
        on: outage,
      });
      expect(cancelled.body.status).toBe('cancelled');
      await call('DELETE', status, `${jobs}/JOB-20261123000000-00000000`, { key: KEY });
      await call('DELETE', status, `${jobs}/${jobId}`);
      await call('DELETE', status, `${jobs}/${jobId}`, { key: listsOnlyKey });
      await exhaust('DELETE', status, `${jobs}/${jobId}`);
    });
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
