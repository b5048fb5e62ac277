import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { CONTRACT_KEY, enginesUnderTest } from './engine-setup';

/**
 * One screening contract, two engines: every expectation below must hold for the embedded
 * engine and for Elasticsearch alike. Entity ids are OFAC's own ent_num values, read from the
 * source files by hand (sdn.csv line 9166: 35096 PUTIN; line 104: 6366 AL QA'IDA; line 1416:
 * 10692 BAHAZIQ with passport C284181; line 4117: 19582 vessel SOUTH HILL 2).
 */
describe.each(enginesUnderTest('contract'))('screening contract: $kind engine', ({ boot, cleanup }) => {
  let app: INestApplication;
  const screen = (body: object) =>
    request(app.getHttpServer()).post('/v1/screen/entity').set('x-api-key', CONTRACT_KEY).send(body);

  beforeAll(async () => {
    app = await boot();
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await cleanup();
  });

  it('finds a listed person from a partial name, with every response field', async () => {
    const response = await screen({ name: 'Vladimir Putin', entity_type: 'individual' }).expect(200);
    const body = response.body;
    expect(body.screening_id).toMatch(/^SCR-\d{14}-[0-9A-F]{8}$/);
    expect(body.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    expect(body.query).toMatchObject({
      name: 'Vladimir Putin',
      entity_type: 'individual',
      threshold: 0.85,
      lists_screened: ['ofac_sdn'],
    });
    expect(body.status).toBe('match');
    expect(typeof body.processing_time_ms).toBe('number');
    expect(body.data_freshness.last_update).toMatch(/^\d{4}-\d\d-\d\d/);
    const putin = body.matches.find((m: { entity_id: string }) => m.entity_id === 'sanc_ofac_sdn_35096');
    expect(putin).toBeDefined();
    expect(putin.entity_details).toMatchObject({
      primary_name: 'PUTIN, Vladimir Vladimirovich',
      entity_type: 'individual',
      programs: ['RUSSIA-EO14024'],
    });
    expect(putin.source_evidence).toMatchObject({ source_list_id: 'ofac_sdn', source_entry_uid: '35096' });
    expect(body.match_count).toBeGreaterThanOrEqual(body.matches.length);
  });

  it('survives a typo, a reordering, another script and a spacing variant', async () => {
    const ids = async (body: object) =>
      (await screen(body).expect(200)).body.matches.map((m: { entity_id: string }) => m.entity_id);
    expect(await ids({ name: 'Vladimr Puttin', entity_type: 'individual' })).toContain('sanc_ofac_sdn_35096');
    expect(await ids({ name: 'Putin Vladimir Vladimirovich' })).toContain('sanc_ofac_sdn_35096');
    expect(await ids({ name: 'Путин Владимир Владимирович' })).toContain('sanc_ofac_sdn_35096');
    expect(await ids({ name: 'ALQAIDA', entity_type: 'organization' })).toContain('sanc_ofac_sdn_6366');
    expect(await ids({ name: 'South Hill 2', entity_type: 'vessel' })).toContain('sanc_ofac_sdn_19582');
  });

  it('reports an exact match as exact with score 1', async () => {
    const { body } = await screen({ name: 'PUTIN, Vladimir Vladimirovich' }).expect(200);
    expect(body.matches[0]).toMatchObject({
      entity_id: 'sanc_ofac_sdn_35096',
      match_type: 'exact',
      confidence_score: 1,
    });
  });

  it('answers clear, with no matches, for an ordinary unlisted name', async () => {
    const { body } = await screen({ name: 'Jennifer Thompson', entity_type: 'individual' }).expect(200);
    expect(body).toMatchObject({ status: 'clear', matches: [], match_count: 0 });
  });

  it('confirms by passport number and reports the evidence', async () => {
    const { body } = await screen({
      name: 'Mahmoud Bahaziq',
      entity_type: 'individual',
      identifiers: { passport: 'c 284181', date_of_birth: '1943-08-17' },
    }).expect(200);
    const hit = body.matches[0];
    expect(body.status).toBe('match');
    expect(hit).toMatchObject({ entity_id: 'sanc_ofac_sdn_10692', match_type: 'identifier_confirmed' });
    expect(hit.identifier_evidence.matched).toEqual([
      expect.objectContaining({
        query_type: 'passport',
        listed_type: 'passport',
        value: 'C284181',
        country: 'Saudi Arabia',
      }),
    ]);
    expect(hit.identifier_evidence.date_of_birth.consistent).toBe(true);
  });

  it('screens only the requested lists', async () => {
    const dplName = 'AARON ABRAHAM VILLA';
    const sdnOnly = await screen({ name: dplName }).expect(200);
    expect(
      sdnOnly.body.matches.some(
        (m: { source_evidence: { source_list_id: string } }) =>
          m.source_evidence.source_list_id === 'bis_dpl',
      ),
    ).toBe(false);
    const dpl = await screen({ name: dplName, lists: ['bis_dpl'] }).expect(200);
    expect(dpl.body.matches[0]).toMatchObject({ matched_name: dplName, match_type: 'exact' });
    expect(dpl.body.matches[0].entity_id).toMatch(/^sanc_bis_dpl_\d+$/);
    expect(dpl.body.query.lists_screened).toEqual(['bis_dpl']);
  });

  it('screens a batch in order, with a summary', async () => {
    const { body } = await request(app.getHttpServer())
      .post('/v1/screen/batch')
      .set('x-api-key', CONTRACT_KEY)
      .send({
        entities: [
          { name: 'Vladimir Putin', entity_type: 'individual' },
          { name: 'Jennifer Thompson' },
          { name: 'AL QAIDA', entity_type: 'organization' },
        ],
        options: { threshold: 0.9, max_results_per_entity: 2 },
      })
      .expect(200);
    expect(body.batch_id).toMatch(/^BATCH-\d{14}-[0-9A-F]{8}$/);
    expect(body.status).toBe('completed');
    expect(body.results.map((r: { index: number; status: string }) => [r.index, r.status])).toEqual([
      [0, 'match'],
      [1, 'clear'],
      [2, 'match'],
    ]);
    expect(body.results[0].query).toEqual({ name: 'Vladimir Putin', entity_type: 'individual' });
    expect(body.results[2].matches[0].entity_id).toBe('sanc_ofac_sdn_6366');
    expect(body.results.every((r: { matches: unknown[] }) => r.matches.length <= 2)).toBe(true);
    expect(body.summary).toEqual({ total: 3, clear: 1, matches: 2, potential_matches: 0, errors: 0 });
    expect(body.options_used).toEqual({
      threshold: 0.9,
      lists_screened: ['ofac_sdn'],
      max_results_per_entity: 2,
    });
    expect(body.entities_per_second).toBeGreaterThan(0);
  });

  it("gives each match the explain endpoint's final_score for the same pair and type", async () => {
    const query = { name: 'Vladimr Puttin', entity_type: 'individual' };
    const { body } = await screen({ ...query, threshold: 0.5, max_results: 5 }).expect(200);
    expect(body.matches.length).toBeGreaterThan(0);
    for (const match of body.matches) {
      const explained = await request(app.getHttpServer())
        .post('/v1/screen/explain')
        .set('x-api-key', CONTRACT_KEY)
        .send({
          query_name: query.name,
          matched_name: match.matched_name,
          entity_type: match.entity_details.entity_type === query.entity_type ? query.entity_type : undefined,
        })
        .expect(200);
      expect(explained.body.final_score).toBe(match.confidence_score);
    }
  });
});
