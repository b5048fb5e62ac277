import request from 'supertest';
import type { App } from 'supertest/types';

/** A customer CSV of `rows` rows: a few listed names, ordinary names, and row 8 without a name. */
export function customerCsv(rows: number): string {
  const listed = ['Vladimir Putin', 'Banco Nacional de Cuba', 'Kim Jong Un'];
  const first = ['Maria', 'John', 'Wei', 'Olga', 'Ahmed', 'Sofia', 'Juan', 'Anna'];
  const last = ['Garcia', 'Smith', 'Zhang', 'Ivanova', 'Hassan', 'Rossi', 'Perez', 'Novak'];
  const lines = ['customer_id,name'];
  for (let i = 0; i < rows; i++) {
    const name =
      i === 7
        ? ''
        : i % 50 === 0 || i === 1
          ? listed[i % 3]
          : `${first[i % 8]} ${last[Math.floor(i / 8) % 8]}`;
    lines.push(`C${i},"${name}"`);
  }
  return `${lines.join('\n')}\n`;
}

/** Polls a job's status until it is one of `statuses` (and `also` holds); fails after 90 s. */
export async function waitForStatus(
  server: App | string,
  key: string,
  jobId: string,
  statuses: string[],
  also: (status: Record<string, unknown>) => boolean = () => true,
): Promise<JobStatusBody> {
  const deadline = Date.now() + 90_000;
  let last: Record<string, unknown> = {};
  while (Date.now() < deadline) {
    const response = await request(server).get(`/v1/screen/jobs/${jobId}`).set('x-api-key', key);
    last = response.body as Record<string, unknown>;
    if (response.status === 200 && statuses.includes(last.status as string) && also(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`job ${jobId} did not reach ${statuses.join('/')}: ${JSON.stringify(last)}`);
}

/** A job's results as JSONL (GET …/results?format=jsonl), one parsed object per row. */
export async function jsonlResults(
  server: App | string,
  key: string,
  jobId: string,
): Promise<JobStatusBody[]> {
  const response = await request(server)
    .get(`/v1/screen/jobs/${jobId}/results?format=jsonl`)
    .set('x-api-key', key)
    .buffer(true)
    .parse((res, done) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => done(null, text));
    });
  expect(response.status).toBe(200);
  return (response.body as string)
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as JobStatusBody);
}

/** GET /v1/screen/jobs/{job_id}, loosely typed for assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are checked by the assertions
export type JobStatusBody = Record<string, any>;
