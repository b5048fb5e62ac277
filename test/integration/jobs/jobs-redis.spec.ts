import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { realServers, uniquePrefix } from '../../setup/app';
import { ROOT } from './cli-run';
import { customerCsv, jsonlResults, waitForStatus } from './job-fixtures';

/**
 * Two service processes sharing the real Redis (bullmq) and one jobs folder, as in the
 * distributed deployment. One is killed (SIGKILL) mid-job; the other finishes the job.
 */
const OWNER = 'jobs-redis-owner-01';
const OTHER = 'jobs-redis-other-02';
const ROWS = 4000;
const CHUNK_ROWS = 100;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Instance {
  url: string;
  process: ChildProcess;
}

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['-r', './tools/ts-register.cjs', 'src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const up = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, process: child };
    if (child.exitCode !== null) throw new Error(`instance exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('instance did not start');
}

function stop(instance: Instance): Promise<void> {
  if (instance.process.exitCode !== null || instance.process.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    instance.process.once('exit', () => resolve());
    instance.process.kill('SIGTERM');
  });
}

describe('screening jobs on Redis, two instances', () => {
  const jobsDir = mkdtempSync(join(tmpdir(), 'jobs-redis-'));
  let env: Record<string, string>;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    env = {
      SEARCH_ENGINE: 'embedded',
      REDIS_URL: realServers().redisUrl,
      REDIS_KEY_PREFIX: `${uniquePrefix('jobs')}:`,
      JOBS_DIR: jobsDir,
      JOBS_CHUNK_ROWS: String(CHUNK_ROWS),
      JOBS_CONCURRENCY: '1',
      API_KEYS: `${OWNER}:enterprise,${OTHER}:enterprise`,
      SCREENING_WORKERS: '0',
      LOG_LEVEL: 'error',
      APP_ENV: 'test',
    };
    [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map(stop));
  });

  it('an instance killed mid-job: the other completes it, every row once, in order', async () => {
    const accepted = await request(a.url)
      .post('/v1/screen/jobs')
      .set('x-api-key', OWNER)
      .attach('file', Buffer.from(customerCsv(ROWS)), { filename: 'customers.csv' });
    expect(accepted.status).toBe(202);
    const jobId = accepted.body.job_id as string;

    // Both instances take chunks; kill A while the job is well under way.
    await waitForStatus(b.url, OWNER, jobId, ['running'], (s) => (s.rows_done as number) >= 800);
    const killedPid = a.process.pid as number;
    a.process.kill('SIGKILL');
    await new Promise((resolve) => a.process.once('exit', resolve));
    const atKill = (await request(b.url).get(`/v1/screen/jobs/${jobId}`).set('x-api-key', OWNER)).body;
    expect(atKill.rows_done).toBeLessThan(ROWS);

    const done = await waitForStatus(b.url, OWNER, jobId, ['completed', 'failed']);
    expect(done).toMatchObject({
      status: 'completed',
      rows_total: ROWS,
      rows_done: ROWS,
      rows_failed: 1,
      error: null,
    });

    const rows = await jsonlResults(b.url, OWNER, jobId);
    expect(rows.map((r) => r.row)).toEqual(Array.from({ length: ROWS }, (_, i) => i + 1));
    expect(rows.map((r) => r.customer_id)).toEqual(Array.from({ length: ROWS }, (_, i) => `C${i}`));
    expect(
      rows.filter((r) => r.customer_id === 'C0' || r.customer_id === 'C50').map((r) => r.status),
    ).toEqual(['match', 'match']);

    // Both processes screened chunks: the killed one before it died, the survivor the rest.
    const screenedBy = readdirSync(join(jobsDir, jobId, 'chunks'))
      .filter((name) => name.endsWith('.summary.json'))
      .map(
        (name) =>
          (JSON.parse(readFileSync(join(jobsDir, jobId, 'chunks', name), 'utf8')) as { screened_by: string })
            .screened_by,
      );
    expect(screenedBy).toHaveLength(ROWS / CHUNK_ROWS);
    const killedChunks = screenedBy.filter((by) => by.endsWith(`:${killedPid}`)).length;
    expect(killedChunks).toBeGreaterThan(0);
    expect(killedChunks).toBeLessThan(ROWS / CHUNK_ROWS);

    // The job is visible from any instance, to its own key only.
    expect((await request(b.url).get(`/v1/screen/jobs/${jobId}`).set('x-api-key', OTHER)).status).toBe(404);
    expect(
      (await request(b.url).get(`/v1/screen/jobs/${jobId}/results`).set('x-api-key', OTHER)).status,
    ).toBe(404);
  }, 180_000);

  it('cancellation stops the work on every instance', async () => {
    a = await startInstance(env);
    const accepted = await request(a.url)
      .post('/v1/screen/jobs')
      .set('x-api-key', OWNER)
      .attach('file', Buffer.from(customerCsv(ROWS)), { filename: 'customers.csv' });
    const jobId = accepted.body.job_id as string;
    await waitForStatus(a.url, OWNER, jobId, ['running'], (s) => (s.rows_done as number) >= 200);
    expect(
      (await request(b.url).delete(`/v1/screen/jobs/${jobId}`).set('x-api-key', OWNER)).body.status,
    ).toBe('cancelled');
    const ended = await waitForStatus(a.url, OWNER, jobId, ['cancelled'], (s) => s.finished_at !== null);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const later = (await request(b.url).get(`/v1/screen/jobs/${jobId}`).set('x-api-key', OWNER)).body;
    expect(later.rows_done).toBe(ended.rows_done);
    expect(later.rows_done).toBeLessThan(ROWS);
  }, 120_000);
});
