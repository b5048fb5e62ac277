import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { bootApp, listenOnLoopback } from '../setup/app';
import { type RawResponse, rawPost as sendRaw } from '../setup/raw-http';

/**
 * Regression tests for the reliability run's findings (issue "Hostile input can never produce a
 * false clear or a 500"): each sends the exact hostile request and asserts the documented answer
 * (docs/screening.md, "Hostile and malformed requests").
 */
const KEY = 'hostile-test-enterprise';
const FREE_KEY = 'hostile-test-free';
const POST_ROUTES = ['/v1/screen/entity', '/v1/screen/explain', '/v1/screen/batch'];
const LISTED_NAME = 'Nicolás Maduro Moros';

let app: INestApplication;
const http = () => request(app.getHttpServer());

let port: number;

beforeAll(async () => {
  app = await bootApp({ API_KEYS: `${KEY}:enterprise,${FREE_KEY}:free` });
  port = await listenOnLoopback(app);
});
afterAll(async () => {
  await app?.close();
});

/** Sends the bytes exactly as given, with the test key and the given content type (if any). */
function rawPost(path: string, body: Buffer | string, contentType?: string): Promise<RawResponse> {
  const headers: Record<string, string> = { 'x-api-key': KEY };
  if (contentType !== undefined) headers['content-type'] = contentType;
  return sendRaw(port, path, body, headers);
}

async function expectStatus(pending: Promise<RawResponse>, status: number): Promise<RawResponse> {
  const response = await pending;
  expect({ status: response.status, body: response.body }).toMatchObject({ status });
  return response;
}

describe('1. a body that is not valid UTF-8', () => {
  it('is refused with a 400 that says so, never screened as a mangled name', async () => {
    const latin1 = Buffer.from(JSON.stringify({ name: LISTED_NAME }), 'latin1');
    const response = await expectStatus(rawPost('/v1/screen/entity', latin1, 'application/json'), 400);
    expect(response.body).toEqual({
      error: 'request body is not valid UTF-8: send the JSON text encoded as UTF-8',
      field: 'body',
    });
  });

  it('the same name in UTF-8 is a match (control)', async () => {
    const utf8 = Buffer.from(JSON.stringify({ name: LISTED_NAME }), 'utf8');
    const response = await expectStatus(rawPost('/v1/screen/entity', utf8, 'application/json'), 200);
    expect(response.body.status).toBe('match');
  });

  it.each(POST_ROUTES)('is refused on %s too', async (path) => {
    const body = Buffer.concat([Buffer.from('{"name":"A'), Buffer.from([0xff, 0xfe]), Buffer.from('B"}')]);
    await expectStatus(rawPost(path, body, 'application/json'), 400);
  });

  it('a charset other than UTF-8 is a 415', async () => {
    const body = Buffer.from(JSON.stringify({ name: LISTED_NAME }), 'latin1');
    const response = await rawPost('/v1/screen/entity', body, 'application/json; charset=iso-8859-1');
    expect(response.status).toBe(415);
    expect(response.body.error).toMatch(/charset|utf-8/i);
  });

  it('a path parameter that is not UTF-8 is a 400, not a lookup of a guessed id', async () => {
    const response = await http().get('/v1/entities/sanc_ofac_sdn_%E1').set('x-api-key', KEY).expect(400);
    expect(response.body).toEqual({
      error: 'request URL is not valid UTF-8: percent-encode its text as UTF-8',
      field: 'url',
    });
  });
});

describe('2. deep nesting', () => {
  const deep = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

  it.each(POST_ROUTES)('JSON nested 1,300 deep on %s is a 400, not a 500', async (path) => {
    const response = await expectStatus(rawPost(path, deep(1300), 'application/json'), 400);
    expect(response.body.error).toBe('request body nests objects and arrays deeper than 8 levels');
  });

  it('a legal batch (4 levels) still passes the depth check', async () => {
    const body = { entities: [{ name: 'John Smith', identifiers: { passport: 'X1' } }] };
    await http().post('/v1/screen/batch').set('x-api-key', KEY).send(body).expect(200);
  });
});

describe('3. null identifiers', () => {
  it('screen: a 400 naming the field', async () => {
    const response = await http()
      .post('/v1/screen/entity')
      .set('x-api-key', KEY)
      .send({ name: 'John Smith', identifiers: { passport: null } })
      .expect(400);
    expect(response.body.field).toBe('identifiers.passport');
  });

  it('explain: a 400 naming the field', async () => {
    const response = await http()
      .post('/v1/screen/explain')
      .set('x-api-key', KEY)
      .send({ query_name: 'John Smith', matched_name: 'Jon Smith', query_identifiers: { passport: null } })
      .expect(400);
    expect(response.body.field).toBe('query_identifiers.passport');
  });

  it('batch: that element fails, the others are screened, the batch is partial', async () => {
    const response = await http()
      .post('/v1/screen/batch')
      .set('x-api-key', KEY)
      .send({
        entities: [
          { name: LISTED_NAME },
          { name: 'John Smith', identifiers: { passport: null } },
          { name: 'Jane Doe', identifiers: { date_of_birth: '1970-02-30' } },
          'not an object',
        ],
      })
      .expect(200);
    expect(response.body.status).toBe('partial');
    expect(response.body.summary).toMatchObject({ total: 4, errors: 3, matches: 1 });
    const [first, second, third, fourth] = response.body.results as Record<string, unknown>[];
    expect(first).toMatchObject({ index: 0, status: 'match' });
    expect(second).toMatchObject({
      index: 1,
      status: 'error',
      field: 'entities.1.identifiers.passport',
      match_count: null,
      matches: [],
      query: { name: 'John Smith', entity_type: null },
    });
    expect(third).toMatchObject({
      index: 2,
      status: 'error',
      field: 'entities.2.identifiers.date_of_birth',
      error: 'entities.2.identifiers.date_of_birth: date_of_birth is not a calendar date',
    });
    expect(fourth).toMatchObject({ index: 3, status: 'error', field: 'entities.3', query: { name: null } });
  });

  it.each([
    [{ name: 'John Smith', threshold: null }, 'threshold'],
    [{ name: 'John Smith', lists: null }, 'lists'],
    [{ name: 'John Smith', identifiers: null }, 'identifiers'],
    [{ name: null }, 'name'],
  ])('a null optional field is refused, not read as "not sent": %j', async (body, field) => {
    const response = await http().post('/v1/screen/entity').set('x-api-key', KEY).send(body).expect(400);
    expect(response.body.field).toBe(field);
  });
});

describe('4. content types', () => {
  it.each([
    ['application/x-www-form-urlencoded', 'name=Nicolas+Maduro+Moros'],
    ['text/plain', JSON.stringify({ name: LISTED_NAME })],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nA B\r\n--x--',
    ],
  ])('%s on a JSON route is a 415', async (type, body) => {
    for (const path of POST_ROUTES) {
      const response = await expectStatus(rawPost(path, body, type), 415);
      expect(response.body).toEqual({
        error: 'request body must be sent as application/json (Content-Type header)',
        field: 'content-type',
      });
    }
  });

  it('a body with no content type is a 415, not "name is required"', async () => {
    await expectStatus(rawPost('/v1/screen/entity', JSON.stringify({ name: LISTED_NAME })), 415);
  });

  it('application/json with charset utf-8 is accepted', async () => {
    const body = JSON.stringify({ name: 'John Smith' });
    await expectStatus(rawPost('/v1/screen/entity', body, 'application/json; charset=utf-8'), 200);
  });
});

describe('5. paths are matched case-sensitively, for routing and access alike', () => {
  it('GET /V1/LISTS is a 404, not a 403', async () => {
    const response = await http().get('/V1/LISTS').set('x-api-key', KEY).expect(404);
    expect(response.body).toEqual({ error: 'no route GET /V1/LISTS' });
  });

  it('/v1/screen/EXPLAIN is a 404 and costs no quota or token', async () => {
    const before = await http().get('/v1/lists').set('x-api-key', FREE_KEY).expect(200);
    const remaining = Number(before.headers['x-ratelimit-remaining']);
    const response = await http()
      .post('/v1/screen/EXPLAIN')
      .set('x-api-key', FREE_KEY)
      .send({ query_name: 'A B', matched_name: 'A B' })
      .expect(404);
    expect(Number(response.headers['x-ratelimit-remaining'])).toBe(remaining);
  });
});

describe('6. keys that name Object.prototype members', () => {
  const KEYS = ['constructor', 'toString', 'hasOwnProperty', 'prototype', '__proto__', 'valueOf'];

  it.each(KEYS)('"%s" is refused like any unknown field, at the top and nested', async (key) => {
    const top = `{"name":"John Smith","${key}":{"x":1}}`;
    const response = await expectStatus(rawPost('/v1/screen/entity', top, 'application/json'), 400);
    expect(response.body).toMatchObject({
      field: key,
      error: `${key} is not allowed: property ${key} should not exist`,
    });
    const nested = `{"entities":[{"name":"John Smith","identifiers":{"${key}":"1"}}]}`;
    const batch = await expectStatus(rawPost('/v1/screen/batch', nested, 'application/json'), 400);
    expect(batch.body.field).toBe(`entities.0.identifiers.${key}`);
  });
});

describe('7. methods and early errors', () => {
  it.each([
    ['get', '/v1/screen/entity', 'POST'],
    ['put', '/v1/screen/batch', 'POST'],
    ['delete', '/v1/lists', 'GET, HEAD'],
    ['post', '/v1/entities/sanc_ofac_sdn_1', 'GET, HEAD'],
    ['patch', '/health', 'GET, HEAD'],
  ] as const)('%s %s is a 405 with Allow: %s', async (method, path, allow) => {
    const response = await http()[method](path).set('x-api-key', KEY).expect(405);
    expect(response.headers.allow).toBe(allow);
    expect(typeof response.body.error).toBe('string');
  });

  it.each([
    ['an unreadable body', () => rawPost('/v1/screen/entity', '{"name": ', 'application/json'), 400],
    [
      'a too large body',
      () => rawPost('/v1/screen/entity', `{"name":"${'A'.repeat(1_100_000)}"}`, 'application/json'),
      413,
    ],
    ['an unknown route', () => http().get('/v1/nothing-here').set('x-api-key', KEY), 404],
    ['a wrong method', () => http().get('/v1/screen/batch').set('x-api-key', KEY), 405],
    ['a wrong media type', () => rawPost('/v1/screen/entity', 'name=x', 'text/plain'), 415],
  ])('%s still carries the X-RateLimit-* headers of the presented key', async (_what, send, status) => {
    const response = await send();
    expect(response.status).toBe(status);
    expect(response.headers['x-ratelimit-limit']).toBe('50');
    expect(Number(response.headers['x-ratelimit-remaining'])).toBeGreaterThan(0);
    expect(Number(response.headers['x-ratelimit-reset'])).toBeGreaterThan(Date.now() / 1000 - 1);
  });

  it('sends no rate-limit headers when no valid key was presented', async () => {
    const response = await http().get('/v1/nothing-here').set('x-api-key', 'not-a-key').expect(404);
    expect(response.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('a malformed JSON body says so', async () => {
    const response = await expectStatus(rawPost('/v1/screen/entity', '{"name": ', 'application/json'), 400);
    expect(response.body).toEqual({ error: 'request body is not valid JSON' });
  });
});

describe('9. security headers', () => {
  it('no X-Powered-By; nosniff, HSTS and no framing on every response', async () => {
    for (const response of [
      await http().get('/health'),
      await http().get('/v1/lists').set('x-api-key', KEY),
      await http().get('/nothing'),
    ]) {
      expect(response.headers['x-powered-by']).toBeUndefined();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });
});

describe('8. worst-case legal input', () => {
  const words = (count: number) =>
    Array.from({ length: count }, (_, i) => ['AL', 'TRADING', 'COMPANY', 'LIMITED', 'MOHAMMAD'][i % 5]).join(
      ' ',
    );

  it('a name is compared on its first 32 words, and explain shows them', async () => {
    const response = await http()
      .post('/v1/screen/explain')
      .set('x-api-key', KEY)
      .send({ query_name: words(60), matched_name: 'AL TRADING COMPANY' })
      .expect(200);
    expect(response.body.query.tokens).toHaveLength(32);
    expect(response.body.query.normalized).toBe(words(32));
  });

  describe('past the request deadline', () => {
    let slow: INestApplication;

    beforeAll(async () => {
      slow = await bootApp({ API_KEYS: `${KEY}:enterprise`, SCREENING_DEADLINE_MS: '100' });
    });
    afterAll(async () => {
      await slow?.close();
    });

    it('a batch that cannot finish in time is a 503 naming the limit, never a partial answer', async () => {
      // 100 names of common listed words against every list: far more than 100 ms of scoring.
      const entities = Array.from({ length: 100 }, (_, i) => ({ name: `${words(31)} N${i}` }));
      const options = {
        lists: ['ofac_sdn', 'ofac_consolidated', 'ofac_fse', 'ofac_ssi', 'bis_dpl'],
        max_results_per_entity: 50,
      };
      const response = await request(slow.getHttpServer())
        .post('/v1/screen/batch')
        .set('x-api-key', KEY)
        .send({ entities, options })
        .expect(503);
      expect(response.body).toEqual({
        error: 'service_unavailable',
        message:
          'The screening took longer than its 100 ms limit; no screening result was produced. Retry with fewer entities.',
      });
    });
  });
});

describe('countries (issue 13, item 5)', () => {
  it('accepts ISO codes and English names, the lists own spellings included', async () => {
    await http()
      .post('/v1/screen/entity')
      .set('x-api-key', KEY)
      .send({ name: 'John Smith', countries: ['IR', 'irn', 'Korea, North', 'Syria', "Côte d'Ivoire"] })
      .expect(200);
  });

  it('refuses a value that names no country, saying which', async () => {
    const response = await http()
      .post('/v1/screen/entity')
      .set('x-api-key', KEY)
      .send({ name: 'John Smith', countries: ['IR', 'Narnia'] })
      .expect(400);
    expect(response.body).toMatchObject({
      field: 'countries',
      error:
        'countries must hold ISO 3166 country codes (IR, IRN) or English country names; not a country: "Narnia"',
    });
  });

  it('de-duplicates repeated lists', async () => {
    const response = await http()
      .post('/v1/screen/entity')
      .set('x-api-key', KEY)
      .send({ name: 'John Smith', lists: ['ofac_sdn', 'ofac_sdn', 'bis_dpl'] })
      .expect(200);
    expect(response.body.query.lists_screened).toEqual(['ofac_sdn', 'bis_dpl']);
  });

  it('says "entities is required" when the batch has none', async () => {
    const response = await http().post('/v1/screen/batch').set('x-api-key', KEY).send({}).expect(400);
    expect(response.body).toMatchObject({ error: 'entities is required', field: 'entities' });
  });

  it('says "name must be at most 500 characters"', async () => {
    const response = await http()
      .post('/v1/screen/entity')
      .set('x-api-key', KEY)
      .send({ name: 'A'.repeat(501) })
      .expect(400);
    expect(response.body).toMatchObject({ error: 'name must be at most 500 characters', field: 'name' });
  });
});

describe('found by the fuzz suite (test/e2e/fuzz.spec.ts)', () => {
  it.each([
    ['/v1/screen/entity', { name: 'John Smith', max_results: 1e-7 }, 'max_results'],
    [
      '/v1/screen/batch',
      { entities: [{ name: 'John Smith' }], options: { max_results_per_entity: 5e-324 } },
      'options.max_results_per_entity',
    ],
  ])('%s: a whole-number field sent as a tiny float (%j) is a 400, not a 500', async (path, body, field) => {
    const response = await http().post(path).set('x-api-key', KEY).send(body).expect(400);
    expect(response.body.field).toBe(field);
  });

  it('a double-encoded name ("NicolÃ¡s") is a 400 naming the field, not a clear', async () => {
    const mojibake = Buffer.from(Buffer.from(LISTED_NAME, 'utf8').toString('latin1'), 'utf8');
    const body = Buffer.concat([Buffer.from('{"name":"'), mojibake, Buffer.from('"}')]);
    const response = await expectStatus(rawPost('/v1/screen/entity', body, 'application/json'), 400);
    expect(response.body).toMatchObject({
      field: 'name',
      error: expect.stringMatching(/^name looks double-encoded/),
    });
    const batch = await http()
      .post('/v1/screen/batch')
      .set('x-api-key', KEY)
      .send({ entities: [{ name: mojibake.toString('utf8') }, { name: LISTED_NAME }] })
      .expect(200);
    expect(batch.body.status).toBe('partial');
    expect(batch.body.results[0]).toMatchObject({ status: 'error', field: 'entities.0.name' });
    expect(batch.body.results[1]).toMatchObject({ status: 'match' });
  });
});

describe('damaged names are refused, never screened', () => {
  it.each([
    ['a replacement character', '{"name":"Nicol\\ufffds Maduro Moros"}'],
    ['an unpaired surrogate', '{"name":"Nicol\\ud800s Maduro Moros"}'],
  ])('%s: a 400 naming the field (it came back clear)', async (_what, body) => {
    const response = await expectStatus(rawPost('/v1/screen/entity', body, 'application/json'), 400);
    expect(response.body).toMatchObject({
      field: 'name',
      error: expect.stringMatching(/^name contains U\+FFFD/),
    });
  });
});
