import { execFile } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  openAsBlob,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { faker, fakerDE, fakerES, fakerFR } from '@faker-js/faker';
import { Command } from 'commander';
import { positiveInt } from './bench/cli';
import { loadSnapshot } from '../src/lists-data/list-sources';
import { Rng } from './eval/prng';
import { startService } from './eval/service';

/**
 * `npm run bench:file [-- --rows 1000000] [--skip-cli] [--skip-api]`
 * Generates a customer file (faker names in four locales, a quarter companies, about 1% names
 * from the SDN list), then measures rows/s and peak RSS of (1) the screen:file CLI on the
 * embedded engine, and (2) a job through the API on Elasticsearch + Redis (ELASTICSEARCH_URL
 * and REDIS_URL must be set). Prints figures only (docs/benchmarks.md, docs/file-screening.md).
 */
const ROOT = join(__dirname, '..');
const WORK = join(ROOT, '.cache/bench-file');
const LISTED_SHARE = 0.01;
const run = promisify(execFile);
/** V8 heap flags of the documented CLI command (docs/file-screening.md, "Memory"), read from package.json's screen:file. */
const CLI_NODE_FLAGS =
  (
    JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts['screen:file'].match(/--max-[a-z-]+-size=\d+/g) ?? [];

const csvField = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

async function generate(rows: number, path: string): Promise<void> {
  const listed = (await loadSnapshot(join(ROOT, 'data/snapshot'), ['ofac_sdn'])).flatMap((list) =>
    list.entities.map((entity) => ({ name: entity.primary_name, type: entity.entity_type })),
  );
  const rng = new Rng(20261123);
  const locales = [faker, fakerES, fakerDE, fakerFR];
  locales.forEach((locale, n) => locale.seed(n + 1));
  const out = createWriteStream(path);
  out.write('customer_id,name,entity_type,country,date_of_birth\n');
  for (let i = 0; i < rows; i++) {
    const locale = rng.pick(locales);
    let line: string;
    if (rng.chance(LISTED_SHARE)) {
      const entity = rng.pick(listed);
      line = `CUST${i},${csvField(entity.name)},${entity.type === 'individual' ? 'individual' : 'organization'},,`;
    } else if (rng.chance(0.25)) {
      line = `CUST${i},${csvField(locale.company.name())},organization,${locale.location.countryCode()},`;
    } else {
      const dob = rng.chance(0.5) ? locale.date.birthdate().toISOString().slice(0, 10) : '';
      line = `CUST${i},${csvField(locale.person.fullName())},individual,${locale.location.countryCode()},${dob}`;
    }
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

async function benchCli(input: string): Promise<void> {
  const output = join(WORK, 'results.csv');
  rmSync(output, { force: true });
  // The production path: compiled JavaScript (the TypeScript loader alone costs ~50 MB per thread).
  await run('npm', ['run', '-s', 'build'], { cwd: ROOT });
  const started = performance.now();
  // GNU time's %M: the CLI process's peak resident set, in KB (worker threads included).
  const { stdout, stderr } = await run(
    '/usr/bin/time',
    [
      '-f',
      'peak_rss_kb=%M cpu_s=%U+%S',
      process.execPath,
      ...CLI_NODE_FLAGS,
      'dist/scripts/screen-file.js',
      input,
      '--out',
      output,
    ],
    { cwd: ROOT, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, LOG_LEVEL: 'warn' } },
  ).catch((error: { stdout: string; stderr: string; code: number }) => {
    if (error.code === 2) return error; // some rows were errors: still a finished run
    throw new Error(error.stderr);
  });
  const seconds = (performance.now() - started) / 1000;
  const rss = Number(/peak_rss_kb=(\d+)/.exec(stderr)?.[1] ?? NaN) / 1024;
  const cpu = /cpu_s=([\d.]+)\+([\d.]+)/.exec(stderr);
  const cpuSeconds = cpu ? Number(cpu[1]) + Number(cpu[2]) : NaN;
  console.log(`node ${CLI_NODE_FLAGS.join(' ')} dist/scripts/screen-file.js`);
  console.log(stdout.trim());
  const screened = Number(/Screened (\d+) rows/.exec(stdout)?.[1] ?? NaN);
  const screening = /\(([\d.]+) rows\/s\)/.exec(stdout)?.[1];
  console.log(
    `CLI (embedded): ${screened} rows, ${screening} rows/s screening, ${Math.round(screened / seconds)} rows/s including start-up (${seconds.toFixed(1)} s), peak RSS ${Math.round(rss)} MB, ` +
      `CPU ${((cpuSeconds * 1e6) / screened).toFixed(0)} µs a row (user+sys, all threads, start-up included; load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')})`,
  );
}

/** Max and 99th percentile of an event-loop delay histogram, in ms. */
function delayFigures(histogram: IntervalHistogram): string {
  const ms = (ns: number) => (ns / 1e6).toFixed(0);
  return `max ${ms(histogram.max)} ms, p99 ${ms(histogram.percentile(99))} ms`;
}

/**
 * CPU seconds Elasticsearch's processes have used so far (node stats: every node of the
 * cluster, so run it on a cluster that serves nothing else), or null when it cannot say.
 */
async function elasticsearchCpuSeconds(url: string): Promise<number | null> {
  try {
    const response = await fetch(
      `${url}/_nodes/stats/process?filter_path=nodes.*.process.cpu.total_in_millis`,
    );
    const body = (await response.json()) as {
      nodes?: Record<string, { process?: { cpu?: { total_in_millis?: number } } }>;
    };
    let millis = 0;
    const nodes = Object.values(body.nodes ?? {});
    for (const node of nodes) {
      const total = node.process?.cpu?.total_in_millis;
      if (typeof total !== 'number') return null;
      millis += total;
    }
    return nodes.length > 0 ? millis / 1000 : null;
  } catch {
    return null;
  }
}

async function benchApi(input: string): Promise<void> {
  const elasticsearchUrl = process.env.ELASTICSEARCH_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!elasticsearchUrl || !redisUrl) {
    console.log('job API: skipped, ELASTICSEARCH_URL and REDIS_URL must be set');
    return;
  }
  const jobsDir = join(WORK, 'jobs');
  rmSync(jobsDir, { recursive: true, force: true });
  const concurrency = process.env.JOBS_CONCURRENCY ?? '4';
  const service = await startService({
    engine: 'elasticsearch',
    elasticsearchUrl,
    redisUrl,
    limits: { ratePerSecond: 1_000_000, burst: 1_000_000, daily: 1_000_000_000, monthly: 1_000_000_000 },
    env: { JOBS_DIR: jobsDir, JOBS_CONCURRENCY: concurrency, JOBS_MAX_UPLOAD_MB: '2048' },
  });
  try {
    const form = new FormData();
    form.append('file', await openAsBlob(input), 'customers.csv');
    // The service runs in this process: how long its event loop is held up (a request waits that long).
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const serviceCpuBefore = process.cpuUsage();
    const elasticsearchCpuBefore = await elasticsearchCpuSeconds(elasticsearchUrl);
    const started = performance.now();
    const accepted = await fetch(`${service.url}/v1/screen/jobs`, {
      method: 'POST',
      headers: { 'x-api-key': service.apiKey },
      body: form,
    });
    const body = (await accepted.json()) as { job_id: string; rows_total: number };
    if (accepted.status !== 202)
      throw new Error(`submit answered ${accepted.status}: ${JSON.stringify(body)}`);
    const acceptedSeconds = (performance.now() - started) / 1000;
    const splitDelay = delayFigures(loopDelay);
    loopDelay.reset();
    let status: Record<string, unknown> = {};
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const response = await fetch(`${service.url}/v1/screen/jobs/${body.job_id}`, {
        headers: { 'x-api-key': service.apiKey },
      });
      status = (await response.json()) as Record<string, unknown>;
      if (['completed', 'failed', 'cancelled'].includes(status.status as string)) break;
      if (process.stderr.isTTY || Math.random() < 0.1)
        process.stderr.write(
          `${String(status.rows_done)}/${body.rows_total} rows, ${String(status.rows_per_second)} rows/s\n`,
        );
    }
    const seconds = (performance.now() - started) / 1000;
    const serviceCpu = process.cpuUsage(serviceCpuBefore);
    const elasticsearchCpuAfter = await elasticsearchCpuSeconds(elasticsearchUrl);
    const jobDelay = delayFigures(loopDelay);
    loopDelay.disable();
    const results = await fetch(`${service.url}/v1/screen/jobs/${body.job_id}/results?format=csv`, {
      headers: { 'x-api-key': service.apiKey },
    });
    let bytes = 0;
    for await (const chunk of results.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
    console.log(
      JSON.stringify({ status: status.status, summary: status.summary, list_versions: status.list_versions }),
    );
    console.log(
      `job API (Elasticsearch + Redis, JOBS_CONCURRENCY=${concurrency}): ${body.rows_total} rows in ${seconds.toFixed(1)} s from upload to completed ` +
        `(${Math.round(body.rows_total / seconds)} rows/s; upload and split ${acceptedSeconds.toFixed(1)} s; job's own rate ${String(status.rows_per_second)} rows/s), ` +
        `results ${Math.round(bytes / 1024 / 1024)} MB, peak RSS of this process (service included) ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
    );
    const microsPerRow = (cpuSeconds: number) => `${((cpuSeconds * 1e6) / body.rows_total).toFixed(0)} µs`;
    const elasticsearchCpu =
      elasticsearchCpuBefore !== null && elasticsearchCpuAfter !== null
        ? microsPerRow(elasticsearchCpuAfter - elasticsearchCpuBefore)
        : 'unknown';
    console.log(
      `job API CPU a row, upload to completed: this process (service and client) ${microsPerRow((serviceCpu.user + serviceCpu.system) / 1e6)}, ` +
        `Elasticsearch ${elasticsearchCpu}`,
    );
    console.log(
      `job API event-loop delay: upload and split ${splitDelay}; while the job ran ${jobDelay} (load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')})`,
    );
  } finally {
    await service.close();
  }
}

async function main(): Promise<void> {
  const program = new Command('bench:file')
    .option('--rows <n>', 'rows in the generated customer file', positiveInt, 1_000_000)
    .option('--skip-cli', 'do not run the CLI')
    .option('--skip-api', 'do not run the job API')
    .parse();
  const options = program.opts<{ rows: number; skipCli?: boolean; skipApi?: boolean }>();
  mkdirSync(WORK, { recursive: true });
  const input = join(WORK, `customers-${options.rows}.csv`);
  if (!existsSync(input)) {
    const started = performance.now();
    await generate(options.rows, input);
    console.log(
      `generated ${input} (${Math.round(statSync(input).size / 1024 / 1024)} MB) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  if (!options.skipCli) await benchCli(input);
  if (!options.skipApi) await benchApi(input);
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
