import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { bootApp } from '../setup/app';

/**
 * POST /v1/screen/explain over HTTP: the spec 2.6 shape, the spec 7 error for missing names,
 * and a 400 naming the field (never a 500) for every other bad input.
 */
describe('POST /v1/screen/explain', () => {
  let app: INestApplication;
  const key = 'test-key-123';

  beforeAll(async () => {
    app = await bootApp({ API_KEYS: `${key}:enterprise` });
  });

  afterAll(async () => {
    await app.close();
  });

  const explain = (body: unknown) =>
    request(app.getHttpServer())
      .post('/v1/screen/explain')
      .set('x-api-key', key)
      .send(body as object);

  it('explains "Vladimir Putin" against "PUTIN, Vladimir Vladimirovich" (hand-checked: 0.955 × 1.05, capped at 0.99)', async () => {
    const response = await explain({
      query_name: 'Vladimir Putin',
      matched_name: 'PUTIN, Vladimir Vladimirovich',
      entity_type: 'individual',
    }).expect(200);
    const body = response.body;
    expect(body.query).toEqual({
      original: 'Vladimir Putin',
      normalized: 'VLADIMIR PUTIN',
      tokens: ['VLADIMIR', 'PUTIN'],
    });
    expect(body.matched.normalized).toBe('PUTIN VLADIMIR VLADIMIROVICH');
    expect(body.scoring_breakdown).toEqual({
      jaro_winkler: 0.4,
      sequence_matcher: 0.3,
      phonetic: 0.255,
      total: 0.955,
    });
    // Not the same tokens (VLADIMIROVICH is missing): capped at 0.99, never 1.0.
    expect(body.final_score).toBe(0.99);
    expect(body.match_classification).toBe('high_confidence');
    expect(body.algorithm_details.adjustments).toMatchObject({ identical: false, cap: 0.99 });
    expect(body.algorithm_details.jaro_winkler.compared).toEqual({
      query: 'VLADIMIR PUTIN',
      matched: 'VLADIMIR PUTIN',
    });
    expect(body.confidence_factors.join('\n')).toMatch(/different order/);
    expect(body.confidence_factors.join('\n')).toMatch(/Entity-type bonus applied/);
    expect(body.confidence_factors.join('\n')).toMatch(/capped at 0.99/);
    expect(body.identifier_matches).toEqual([]);
    expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
  });

  it('reports a document-number hit in identifier_matches and confidence_factors, without changing the score', async () => {
    const body = { query_name: 'John Smith', matched_name: 'SMITH, John' };
    const plain = await explain(body).expect(200);
    const withIds = await explain({
      ...body,
      query_identifiers: { passport: 'ab 123-456', date_of_birth: '1970-01-31' },
      matched_identifiers: ['AB123456', '31 Jan 1970'],
    }).expect(200);
    expect(withIds.body.final_score).toBe(plain.body.final_score);
    expect(withIds.body.identifier_matches).toEqual([
      {
        id_type: 'passport',
        query_value: 'ab 123-456',
        matched_value: 'AB123456',
        matched_id_type: null,
        strength: 'document',
      },
      {
        id_type: 'date_of_birth',
        query_value: '1970-01-31',
        matched_value: '31 Jan 1970',
        matched_id_type: null,
        strength: 'supporting',
      },
    ]);
    expect(withIds.body.confidence_factors.join('\n')).toMatch(/Identifier match: passport/);
  });

  describe('missing names: 400 { error, received } (spec 7)', () => {
    it.each([
      ['an empty body', {}, { query_name: false, matched_name: false }],
      ['no matched_name', { query_name: 'John Smith' }, { query_name: true, matched_name: false }],
      ['no query_name', { matched_name: 'John Smith' }, { query_name: false, matched_name: true }],
      [
        'a null query_name',
        { query_name: null, matched_name: 'John Smith' },
        { query_name: false, matched_name: true },
      ],
      [
        'a numeric matched_name',
        { query_name: 'John Smith', matched_name: 42 },
        { query_name: true, matched_name: true },
      ],
      ['an array body', [1, 2], { query_name: false, matched_name: false }],
    ])('%s', async (_case, body, received) => {
      const response = await explain(body).expect(400);
      expect(Object.keys(response.body).sort()).toEqual(['error', 'received']);
      expect(response.body.received).toEqual(received);
      expect(response.body.error).toMatch(/query_name and matched_name are required strings/);
    });
  });

  describe('other bad fields: 400 naming the field', () => {
    const names = { query_name: 'John Smith', matched_name: 'SMITH, John' };
    it.each([
      ['entity_type', { ...names, entity_type: 'person' }],
      ['entity_type', { ...names, entity_type: 7 }],
      ['query_name', { ...names, query_name: 'J' }],
      ['query_name', { ...names, query_name: '!!' }],
      ['matched_name', { ...names, matched_name: 'A'.repeat(501) }],
      ['query_identifiers', { ...names, query_identifiers: 'AB123' }],
      ['query_identifiers.passport', { ...names, query_identifiers: { passport: 123 } }],
      ['query_identifiers.date_of_birth', { ...names, query_identifiers: { date_of_birth: '31/01/1970' } }],
      ['query_identifiers.shoe_size', { ...names, query_identifiers: { shoe_size: '42' } }],
      ['matched_identifiers', { ...names, matched_identifiers: 'AB123' }],
      ['matched_identifiers', { ...names, matched_identifiers: [123] }],
      ['threshold', { ...names, threshold: 0.9 }],
    ])('%s', async (field, body) => {
      const response = await explain(body).expect(400);
      expect(response.body.field).toBe(field);
      expect(response.body.error).toContain(field.split('.').pop());
    });
  });

  it('answers malformed JSON with a 400', async () => {
    await request(app.getHttpServer())
      .post('/v1/screen/explain')
      .set('x-api-key', key)
      .set('content-type', 'application/json')
      .send('{"query_name": ')
      .expect(400);
  });
});
