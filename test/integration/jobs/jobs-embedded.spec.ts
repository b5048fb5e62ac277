import type { INestApplication } from '@nestjs/common';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { App } from 'supertest/types';
import { bootApp } from '../../setup/app';
import { customerCsv, jsonlResults, waitForStatus } from './job-fixtures';

/** The job API on the embedded default: in-process queue, state and results under JOBS_DIR. */
const OWNER = 'jobs-owner-key-0001';
const OTHER = 'jobs-other-key-0002';
const FREE = 'jobs-free-key-00003';

describe('screening jobs, embedded', () => {
  const jobsDir = mkdtempSync(join(tmpdir(), 'jobs-embedded-'));
  const env = {
    API_KEYS: `${OWNER}:enterprise,${OTHER}:enterprise,${FREE}:free`,
    JOBS_DIR: jobsDir,
    JOBS_CHUNK_ROWS: '50',
  };
  let app: INestApplication<App>;

  beforeAll(async () => {
    app = await bootApp(env);
  });
  afterAll(async () => app?.close());

  const submit = (csv: string, key = OWNER, query = '') =>
    request(app.getHttpServer())
      .post(`/v1/screen/jobs${query}`)
      .set('x-api-key', key)
      .attach('file', Buffer.from(csv), { filename: 'customers.csv', contentType: 'text/csv' });

  it('screens an uploaded CSV: 202, then completed with counts, audit and results in input order', async () => {
    const accepted = await submit(customerCsv(120), OWNER, '?threshold=0.9&max_results=3');
    expect(accepted.status).toBe(202);
    expect(accepted.body).toMatchObject({ status: expect.stringMatching(/queued|running/), rows_total: 120 });
    const jobId = accepted.body.job_id as string;
    expect(jobId).toMatch(/^JOB-\d{14}-[0-9A-F]{8}$/);

    const done = await waitForStatus(app.getHttpServer(), OWNER, jobId, ['completed']);
    expect(done).toMatchObject({
      rows_total: 120,
      rows_done: 120,
      rows_failed: 1,
      summary: { error: 1 },
      options: { threshold: 0.9, max_results: 3, lists: ['ofac_sdn'] },
      columns: { customer_id: 'customer_id', name: 'name' },
      input: { file_name: 'customers.csv', format: 'csv', encoding: 'utf-8' },
      quota: { policy: 'reserved_at_submission', reserved: 120, refunded: 1 },
      error: null,
    });
    expect(done.summary.match).toBeGreaterThanOrEqual(2);
    expect(done.summary.clear + done.summary.potential_match + done.summary.match + done.summary.error).toBe(
      120,
    );
    expect(done.submitted_by_key_id).toEqual(expect.any(String));
    expect(done.submitted_by_key_id).not.toContain(OWNER);
    expect(done.list_versions).toEqual([
      expect.objectContaining({
        list_id: 'ofac_sdn',
        last_updated: '2023-12-28T00:00:00.000Z',
        source: expect.stringContaining('sdn.csv'),
      }),
    ]);
    expect(Date.parse(done.started_at)).toBeLessThanOrEqual(Date.parse(done.finished_at));

    const csv = await request(app.getHttpServer())
      .get(`/v1/screen/jobs/${jobId}/results?format=csv`)
      .set('x-api-key', OWNER);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.text.split('\r\n').filter((l) => l.length > 0);
    expect(lines).toHaveLength(121);
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual(
      Array.from({ length: 120 }, (_, i) => i + 1),
    );

    const rows = await jsonlResults(app.getHttpServer(), OWNER, jobId);
    expect(rows[0]).toMatchObject({ row: 1, customer_id: 'C0', name: 'Vladimir Putin', status: 'match' });
    expect(rows[7]).toMatchObject({ row: 8, status: 'error', error: 'the row has no name' });
  });

  it('screens each row exactly as POST /v1/screen/batch screens the same entity', async () => {
    // Rows with every kind of field the mapping reads: a job's rows skip the second validation.
    const csv = [
      'customer_id,name,entity_type,country,date_of_birth,passport',
      'A1,Vladimir Putin,individual,RU,1952-10-07,',
      'A2,Wladimir Putin,individual,DE,1960-01-01,',
      'A3,Banco Nacional de Cuba,company,CU,,',
      'A4,Kim Jong Un,,KP;CN,,',
      'A5,Maria Garcia,individual,ES,1980-05-05,X1234567',
      'A6,Korea Kwangson Banking Corp,organization,,,',
    ].join('\n');
    const accepted = await submit(csv, OWNER, '?threshold=0.8&max_results=5');
    const jobId = accepted.body.job_id as string;
    await waitForStatus(app.getHttpServer(), OWNER, jobId, ['completed']);
    const rows = await jsonlResults(app.getHttpServer(), OWNER, jobId);
    const entities = [
      {
        name: 'Vladimir Putin',
        entity_type: 'individual',
        countries: ['RU'],
        identifiers: { date_of_birth: '1952-10-07' },
      },
      {
        name: 'Wladimir Putin',
        entity_type: 'individual',
        countries: ['DE'],
        identifiers: { date_of_birth: '1960-01-01' },
      },
      { name: 'Banco Nacional de Cuba', entity_type: 'organization', countries: ['CU'] },
      { name: 'Kim Jong Un', countries: ['KP', 'CN'] },
      {
        name: 'Maria Garcia',
        entity_type: 'individual',
        countries: ['ES'],
        identifiers: { date_of_birth: '1980-05-05', passport: 'X1234567' },
      },
      { name: 'Korea Kwangson Banking Corp', entity_type: 'organization' },
    ];
    const batch = await request(app.getHttpServer())
      .post('/v1/screen/batch')
      .set('x-api-key', OWNER)
      .send({ entities, options: { threshold: 0.8, max_results_per_entity: 5 } })
      .expect(200);
    const outcomes = batch.body.results as { status: string; match_count: number; matches: unknown[] }[];
    expect(outcomes.map((o) => o.status)).toContain('match');
    expect(rows.map((row) => [row.status, row.match_count, row.matches])).toEqual(
      outcomes.map((o) => [o.status, o.match_count, o.matches]),
    );
  });

  it("a second key gets 404 on the first key's job, for status, results and cancel", async () => {
    const jobId = (await submit(customerCsv(10))).body.job_id as string;
    for (const call of [
      request(app.getHttpServer()).get(`/v1/screen/jobs/${jobId}`),
      request(app.getHttpServer()).get(`/v1/screen/jobs/${jobId}/results`),
      request(app.getHttpServer()).delete(`/v1/screen/jobs/${jobId}`),
    ]) {
      const response = await call.set('x-api-key', OTHER);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: 'Job not found', job_id: jobId });
    }
    await waitForStatus(app.getHttpServer(), OWNER, jobId, ['completed']);
  });

  it('takes a JSONL body', async () => {
    const body =
      '{"customer_id":"a","name":"Banco Nacional de Cuba"}\n{"customer_id":"b","name":"Maria Lopez"}\n';
    const accepted = await request(app.getHttpServer())
      .post('/v1/screen/jobs')
      .set('x-api-key', OWNER)
      .set('content-type', 'application/x-ndjson')
      .send(body);
    expect(accepted.status).toBe(202);
    const done = await waitForStatus(app.getHttpServer(), OWNER, accepted.body.job_id, ['completed']);
    expect(done).toMatchObject({
      rows_total: 2,
      summary: { match: 1, clear: 1 },
      input: { format: 'jsonl' },
    });
  });

  it('refuses a job larger than the quota left today, whole, with 429', async () => {
    const refused = await submit(customerCsv(501), FREE);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toContain('This job has 501 rows');
    expect(refused.headers['retry-after']).toBeDefined();
    const fits = await submit(customerCsv(20), FREE);
    expect(fits.status).toBe(202);
  });

  it('names the problem with a 400: no name column, bad option, unknown map column', async () => {
    const noName = await submit('id,city\n1,Paris\n');
    expect(noName.status).toBe(400);
    expect(noName.body).toMatchObject({
      field: 'map',
      error: expect.stringContaining('no name column found among id, city'),
    });
    const badThreshold = await submit(customerCsv(3), OWNER, '?threshold=2');
    expect(badThreshold.status).toBe(400);
    expect(badThreshold.body.field).toBe('threshold');
    const badMap = await submit(customerCsv(3), OWNER, '?map=name%3DNope');
    expect(badMap.status).toBe(400);
    expect(badMap.body.error).toContain('name=Nope: no such column');
    const noFile = await request(app.getHttpServer())
      .post('/v1/screen/jobs')
      .set('x-api-key', OWNER)
      .field('x', '1');
    expect(noFile.status).toBe(400);
    expect(noFile.body.field).toBe('file');
  });

  it('cancellation stops the work: no chunk is screened after it, and the job ends cancelled', async () => {
    const accepted = await submit(customerCsv(3000));
    const jobId = accepted.body.job_id as string;
    await waitForStatus(app.getHttpServer(), OWNER, jobId, ['running']);
    const cancelled = await request(app.getHttpServer())
      .delete(`/v1/screen/jobs/${jobId}`)
      .set('x-api-key', OWNER);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    const ended = await waitForStatus(
      app.getHttpServer(),
      OWNER,
      jobId,
      ['cancelled'],
      (s) => s.finished_at !== null,
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const later = (await request(app.getHttpServer()).get(`/v1/screen/jobs/${jobId}`).set('x-api-key', OWNER))
      .body;
    expect(later.rows_done).toBe(ended.rows_done);
    expect(later.rows_done).toBeLessThan(3000);
    expect(later.quota.refunded).toBe(3000 - later.rows_done + later.rows_failed);
    const chunkFiles = readdirSync(join(jobsDir, jobId, 'chunks')).filter((n) => n.endsWith('.out.jsonl'));
    expect(chunkFiles.length).toBe(later.rows_done / 50);
  });

  it('a restart resumes unfinished jobs', async () => {
    const resumeDir = mkdtempSync(join(tmpdir(), 'jobs-resume-'));
    // This instance takes no chunks: the job waits, unfinished, when it stops.
    const first = await bootApp({ ...env, JOBS_DIR: resumeDir, JOBS_CONCURRENCY: '0' });
    const accepted = await request(first.getHttpServer())
      .post('/v1/screen/jobs')
      .set('x-api-key', OWNER)
      .attach('file', Buffer.from(customerCsv(100)), { filename: 'c.csv' });
    expect(accepted.status).toBe(202);
    await first.close();
    const second = await bootApp({ ...env, JOBS_DIR: resumeDir });
    try {
      const done = await waitForStatus(second.getHttpServer(), OWNER, accepted.body.job_id, ['completed']);
      expect(done.rows_done).toBe(100);
    } finally {
      await second.close();
    }
  });

  it('a job whose data is missing ends failed, with no results file, never completed with clears', async () => {
    const failDir = mkdtempSync(join(tmpdir(), 'jobs-fail-'));
    const first = await bootApp({ ...env, JOBS_DIR: failDir, JOBS_CONCURRENCY: '0' });
    const accepted = await request(first.getHttpServer())
      .post('/v1/screen/jobs')
      .set('x-api-key', OWNER)
      .attach('file', Buffer.from(customerCsv(120)), { filename: 'c.csv' });
    await first.close();
    const jobId = accepted.body.job_id as string;
    rmSync(join(failDir, jobId, 'chunks', '1.in.jsonl'));
    const second = await bootApp({ ...env, JOBS_DIR: failDir });
    try {
      const ended = await waitForStatus(second.getHttpServer(), OWNER, jobId, ['failed', 'completed']);
      expect(ended).toMatchObject({
        status: 'failed',
        rows_done: 70,
        error: 'results of 1 of 3 chunks are missing (first: rows from 51); no result is reported for them',
        quota: { reserved: 120, refunded: 51 },
      });
      const results = await request(second.getHttpServer())
        .get(`/v1/screen/jobs/${jobId}/results`)
        .set('x-api-key', OWNER);
      expect(results.status).toBe(409);
      expect(results.body.error).toContain('the job failed: results of 1 of 3 chunks are missing');
    } finally {
      await second.close();
    }
  });

  it('lists the job routes in the health report', async () => {
    const health = await request(app.getHttpServer()).get('/v1/health').set('x-api-key', OWNER);
    expect(health.body.endpoints).toMatchObject({
      '/v1/screen/jobs': { methods: ['POST'] },
      '/v1/screen/jobs/{job_id}': { methods: expect.arrayContaining(['GET', 'DELETE']) },
      '/v1/screen/jobs/{job_id}/results': { methods: ['GET'] },
    });
  });

  it('deletes finished jobs after the retention period', async () => {
    const jobId = (await submit(customerCsv(5))).body.job_id as string;
    await waitForStatus(app.getHttpServer(), OWNER, jobId, ['completed']);
    const { JobsService } = await import('../../../src/jobs/jobs.service');
    const jobs = app.get(JobsService);
    expect(await jobs.sweep(Date.now())).not.toContain(jobId);
    expect(await jobs.sweep(Date.now() + 169 * 3_600_000)).toContain(jobId);
    expect(existsSync(join(jobsDir, jobId))).toBe(false);
    expect(
      (await request(app.getHttpServer()).get(`/v1/screen/jobs/${jobId}`).set('x-api-key', OWNER)).status,
    ).toBe(404);
  });
});
