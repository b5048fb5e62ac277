import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { MetricsServer } from '../../src/observability/metrics-server';
import { FakeClock, redisAdmin } from '../integration/access/harness';
import { bootApp, realServers, uniquePrefix } from '../setup/app';
import { type LogLine, type ProcessApp, startProcessApp } from '../setup/process-app';

const KEY = 'ops-test-key-0001';
const FREE_KEY = 'ops-free-key-0001';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The service as an operator runs it: its own process, JSON logs on stdout, /metrics, request
 * ids, and a clean stop. Embedded engine with one batch worker; keys in the real Redis.
 */
describe('operability (the service in its own process)', () => {
  const { redisUrl } = realServers();
  const prefix = `${uniquePrefix('ops')}:`;
  let app: ProcessApp;
  let metricsKey: string;

  const accessLines = (requestId: string) =>
    app.lines.filter((line) => line.request_id === requestId && line.msg.startsWith('request '));
  /** The access line of a request, once written (at the end of the response). */
  const accessLine = (requestId: string) =>
    app.waitFor((line) => line.request_id === requestId && line.msg.startsWith('request '), 10_000);

  beforeAll(async () => {
    app = await startProcessApp({
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'log',
      SCREENING_WORKERS: '1',
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: prefix,
      API_KEYS: `${KEY}:enterprise,${FREE_KEY}:free`,
    });
    await app.waitFor((line) => /batch workers ready/.test(line.msg));
    const admin = redisAdmin(redisUrl, prefix, new FakeClock(Date.now()));
    metricsKey = (await admin.admin.create({ name: 'scraper', tier: 'free', permissions: ['metrics'] })).key;
    await admin.close();
  }, 120_000);

  afterAll(async () => {
    await app?.stop('SIGKILL');
  });

  it('writes JSON lines only, each with level, time and message', () => {
    expect(app.raw.length).toBeGreaterThan(5);
    for (const text of app.raw) {
      const line = JSON.parse(text) as LogLine;
      expect(typeof line.level).toBe('string');
      expect(Date.parse(line.time)).not.toBeNaN();
      expect(typeof line.msg).toBe('string');
    }
  });

  it("echoes a sane X-Request-Id and writes one access line for the request, with the key's id, never the key", async () => {
    const response = await fetch(`${app.base}/v1/screen/entity`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': KEY, 'x-request-id': 'client-req-0001' },
      body: JSON.stringify({ name: 'Vladimir Putin', entity_type: 'individual' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('client-req-0001');
    const line = await accessLine('client-req-0001');
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request completed',
      method: 'POST',
      route: '/v1/screen/entity',
      path: '/v1/screen/entity',
      status: 200,
      tier: 'enterprise',
      engine: 'embedded',
    });
    expect(line.key_id).toMatch(/^env_[0-9a-f]{12}$/);
    expect(typeof line.latency_ms).toBe('number');
    expect(accessLines('client-req-0001')).toHaveLength(1);
    expect(app.raw.some((text) => text.includes(KEY))).toBe(false);
  });

  it('logs the entity count of a batch', async () => {
    const entities = Array.from({ length: 12 }, (_, n) => ({ name: `Person Number ${n}` }));
    const response = await fetch(`${app.base}/v1/screen/batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': KEY, 'x-request-id': 'batch-0001' },
      body: JSON.stringify({ entities }),
    });
    expect(response.status).toBe(200);
    expect(await accessLine('batch-0001')).toMatchObject({
      route: '/v1/screen/batch',
      status: 200,
      entities: 12,
      engine: 'embedded',
    });
  });

  it.each([
    ['with spaces and markup', 'bad id <script>'],
    ['too long', 'a'.repeat(129)],
  ])('replaces a request id that is %s with a generated one', async (_case, id) => {
    const response = await fetch(`${app.base}/health`, { headers: { 'x-request-id': id } });
    const generated = response.headers.get('x-request-id')!;
    expect(generated).toMatch(UUID);
    expect(await accessLine(generated)).toMatchObject({ route: '/health', status: response.status });
  });

  it('gives an id and an access line to requests refused before routing: unreadable JSON, unknown path', async () => {
    const malformed = await fetch(`${app.base}/v1/screen/entity`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': KEY, 'x-request-id': 'malformed-0001' },
      body: '{"name":',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('x-request-id')).toBe('malformed-0001');
    expect(await accessLine('malformed-0001')).toMatchObject({ route: null, status: 400, key_id: null });

    const unknown = await fetch(`${app.base}/v1/nothing-here`, {
      headers: { 'x-request-id': 'unknown-0001' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('x-request-id')).toBe('unknown-0001');
    expect(await accessLine('unknown-0001')).toMatchObject({
      route: null,
      path: '/v1/nothing-here',
      status: 404,
      error: 'no route GET /v1/nothing-here',
    });
    expect(accessLines('malformed-0001')).toHaveLength(1);
    expect(accessLines('unknown-0001')).toHaveLength(1);
  });

  it('serves the OpenAPI document and the docs page without a key', async () => {
    const document = await fetch(`${app.base}/openapi.json`);
    expect(document.status).toBe(200);
    const body = (await document.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(body.openapi).toMatch(/^3\./);
    expect(Object.keys(body.paths).sort()).toEqual([
      '/health',
      '/v1/entities/{entity_id}',
      '/v1/health',
      '/v1/lists',
      '/v1/screen/batch',
      '/v1/screen/entity',
      '/v1/screen/explain',
      '/v1/screen/jobs',
      '/v1/screen/jobs/{job_id}',
      '/v1/screen/jobs/{job_id}/results',
    ]);
    const page = await fetch(`${app.base}/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('swagger-ui-bundle.js');
  });

  it('serves Prometheus metrics to a caller on this machine', async () => {
    const response = await fetch(`${app.base}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await response.text();
    for (const expected of [
      /^http_requests_total\{method="POST",route="\/v1\/screen\/entity",status="200"\} [1-9]/m,
      /^http_request_duration_seconds_bucket\{le="0\.1",method="POST",route="\/v1\/screen\/batch",status="200"\} \d+/m,
      /^http_requests_total\{method="GET",route="\(none\)",status="404"\} [1-9]/m,
      /^screening_requests_total\{kind="entity",status="match",engine="embedded"\} [1-9]/m,
      /^screening_requests_total\{kind="batch",status="completed",engine="embedded"\} [1-9]/m,
      /^screening_entities_total\{status="clear",engine="embedded"\} [1-9]/m,
      /^screening_candidates_per_query_count\{engine="embedded"\} [1-9]/m,
      /^list_entities\{list_id="ofac_sdn"\} [1-9]\d{3,}/m,
      /^list_age_seconds\{list_id="bis_dpl"\} [1-9]/m,
      /^batch_worker_restarts_total 0$/m,
      /^# TYPE screening_engine_errors_total counter$/m,
      /^# TYPE access_refusals_total counter$/m,
      /^process_cpu_user_seconds_total \d/m,
      /^nodejs_eventloop_lag_seconds \d/m,
    ])
      expect(text).toMatch(expected);
  });

  it('asks anyone else (here: through a proxy) for a key with the metrics permission', async () => {
    const proxied = { 'x-forwarded-for': '203.0.113.7' };
    expect((await fetch(`${app.base}/metrics`, { headers: proxied })).status).toBe(401);
    const customer = await fetch(`${app.base}/metrics`, { headers: { ...proxied, 'x-api-key': KEY } });
    expect(customer.status).toBe(403);
    expect(await customer.json()).toEqual({
      message: "API key lacks the 'metrics' permission required by GET /metrics.",
    });
    const scraper = await fetch(`${app.base}/metrics`, { headers: { ...proxied, 'x-api-key': metricsKey } });
    expect(scraper.status).toBe(200);
    expect(await scraper.text()).toMatch(/^http_requests_total/m);
  });

  it('counts 429 refusals by tier and limit', async () => {
    // A free key has a burst of 5 requests: of 8 at once, at least 3 are refused for the rate.
    const statuses = await Promise.all(
      Array.from({ length: 8 }, () =>
        fetch(`${app.base}/v1/lists`, { headers: { 'x-api-key': FREE_KEY } }).then((r) => r.status),
      ),
    );
    const refused = statuses.filter((status) => status === 429).length;
    expect(refused).toBeGreaterThanOrEqual(3);
    const text = await (await fetch(`${app.base}/metrics`)).text();
    expect(text).toMatch(new RegExp(`^access_refusals_total\\{tier="free",limit="rate"\\} ${refused}$`, 'm'));
  });

  it('lets a request in flight finish, says it is shutting down and has stopped, with no false worker failures', async () => {
    const entities = Array.from({ length: 60 }, (_, n) => ({ name: `Shutdown Person ${n}` }));
    const inFlight = fetch(`${app.base}/v1/screen/batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': KEY, 'x-request-id': 'in-flight-0001' },
      body: JSON.stringify({ entities }),
    });
    // The signal arrives once the batch is being handled (its body is parsed when the guard has run).
    await new Promise((resolve) => setTimeout(resolve, 10));
    const exit = await app.stop('SIGTERM');
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(((await response.json()) as { summary: { total: number } }).summary.total).toBe(60);
    expect(exit).toEqual({ code: 0, signal: null });
    const messages = app.lines.map((line) => line.msg);
    const shuttingDown = messages.indexOf('SIGTERM received: shutting down');
    expect(shuttingDown).toBeGreaterThan(-1);
    expect(messages.indexOf('batch workers stopped (1)')).toBeGreaterThan(shuttingDown);
    expect(messages.at(-1)).toBe('stopped');
    expect(app.lines.filter((line) => line.level === 'error' || line.level === 'warn')).toEqual([]);
  });
});

describe('errors are logged with the request id', () => {
  let app: ProcessApp;

  beforeAll(async () => {
    // Nothing listens on port 9: every search fails, and the service must say so (503, logged).
    app = await startProcessApp({
      LOG_FORMAT: 'json',
      SEARCH_ENGINE: 'elasticsearch',
      ELASTICSEARCH_URL: 'http://127.0.0.1:9',
      API_KEYS: `${KEY}:enterprise`,
    });
  }, 120_000);

  afterAll(async () => {
    await app?.stop('SIGKILL');
  });

  it('writes the engine failure and the failed request under the same request id', async () => {
    const response = await fetch(`${app.base}/v1/screen/entity`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': KEY, 'x-request-id': 'outage-0001' },
      body: JSON.stringify({ name: 'Jennifer Thompson' }),
    });
    expect(response.status).toBe(503);
    const failure = await app.waitFor((line) => line.request_id === 'outage-0001' && line.level === 'error');
    expect(failure.msg).toMatch(/^screening engine failure: /);
    expect(
      await app.waitFor((line) => line.request_id === 'outage-0001' && line.msg === 'request failed'),
    ).toMatchObject({ level: 'error', status: 503, route: '/v1/screen/entity' });
  });
});

describe('METRICS_PORT', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await bootApp({ METRICS_PORT: '0', HOST: '127.0.0.1', API_KEYS: `${KEY}:enterprise` });
  });

  afterAll(async () => {
    await app?.close();
  });

  it('moves /metrics to a port of its own, without a key', async () => {
    const port = app.get(MetricsServer).port();
    expect(port).toBeGreaterThan(0);
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/^# TYPE http_requests_total counter$/m);
    expect((await fetch(`http://127.0.0.1:${port}/v1/lists`)).status).toBe(404);
    await request(app.getHttpServer()).get('/metrics').expect(404);
  });
});
