import { cpus, loadavg } from 'node:os';
import { Command, InvalidArgumentError } from 'commander';
import { medianPhases, median, parseServerTiming, percentile } from './bench/stats';
import { BATCH_SIZE, benchWorkload } from './bench/workload';
import { type BatchEntity, mapConcurrent, ScreeningClient, type Timed } from './eval/client';
import { type EngineName, startService } from './eval/service';

/**
 * `npm run bench [-- --engines embedded,elasticsearch --rounds 7 --singles 1000 --json]`
 * For each engine, boots the service in-process on loopback and measures batch throughput
 * (100-entity batches, 1 and 2 concurrent clients, median of rounds) and single-screening
 * latency (sequential and 4 concurrent), with the server's own phase split from Server-Timing.
 * Prints figures only: benchmarks are never assertions (docs/benchmarks.md).
 */
const ENGINES: EngineName[] = ['embedded', 'elasticsearch'];
/** Limits for the benchmark key so the limiter measures its cost but never throttles. */
const UNTHROTTLED = {
  ratePerSecond: 1_000_000,
  burst: 1_000_000,
  daily: 1_000_000_000,
  monthly: 1_000_000_000,
};

interface ThroughputResult {
  clients: number;
  rounds: number[];
  medianEntitiesPerSecond: number;
  serverPhasesMs: Record<string, number>;
  medianServerMs: number;
  medianClientMs: number;
}

interface LatencyResult {
  concurrency: number;
  requests: number;
  p50: number;
  p99: number;
  medianServerMs: number;
  /** Median of client time minus the server's Server-Timing total: HTTP, JSON, access guard. */
  medianOutsideMs: number;
  serverPhasesMs: Record<string, number>;
}

interface EngineResult {
  engine: EngineName;
  indexSeconds: number | null;
  throughput: ThroughputResult[];
  latency: LatencyResult[];
  throttled: number;
}

function positiveInt(name: string) {
  return (value: string) => {
    if (!/^[1-9]\d*$/.test(value)) throw new InvalidArgumentError(`${name} must be a whole number above 0`);
    return Number(value);
  };
}

async function throughput(
  client: ScreeningClient,
  batches: BatchEntity[][],
  clients: number,
  rounds: number,
  batchesPerClient: number,
): Promise<ThroughputResult> {
  const perRound: number[] = [];
  const responses: Timed<{ processing_time_ms: number }>[] = [];
  let cursor = 0;
  for (let round = 0; round < rounds; round++) {
    const work = Array.from({ length: clients * batchesPerClient }, () => batches[cursor++ % batches.length]);
    const started = performance.now();
    responses.push(...(await mapConcurrent(work, clients, (batch) => client.screenBatch(batch, {}))));
    perRound.push((work.length * BATCH_SIZE) / ((performance.now() - started) / 1000));
  }
  return {
    clients,
    rounds: perRound,
    medianEntitiesPerSecond: median(perRound),
    serverPhasesMs: medianPhases(responses.map((r) => r.serverTiming)),
    medianServerMs: median(responses.map((r) => r.body.processing_time_ms)),
    medianClientMs: median(responses.map((r) => r.clientMs)),
  };
}

async function latency(
  client: ScreeningClient,
  singles: BatchEntity[],
  requests: number,
  concurrency: number,
): Promise<LatencyResult> {
  const work = Array.from({ length: requests }, (_, i) => singles[i % singles.length]);
  const responses = await mapConcurrent(work, concurrency, (entity) => client.screenEntity(entity));
  const clientMs = responses.map((r) => r.clientMs);
  return {
    concurrency,
    requests,
    p50: percentile(clientMs, 50),
    p99: percentile(clientMs, 99),
    medianServerMs: median(responses.map((r) => r.body.processing_time_ms)),
    medianOutsideMs: median(
      responses.map((r) => r.clientMs - (parseServerTiming(r.serverTiming).total ?? NaN)),
    ),
    serverPhasesMs: medianPhases(responses.map((r) => r.serverTiming)),
  };
}

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
const phases = (p: Record<string, number>) =>
  Object.entries(p)
    .map(([name, ms]) => `${name} ${fmt(ms, 2)}`)
    .join(', ') || 'no Server-Timing';

function formatResult(r: EngineResult): string {
  const lines = [
    `${r.engine}${r.indexSeconds !== null ? ` (snapshot indexed in ${fmt(r.indexSeconds)} s)` : ''}`,
  ];
  for (const t of r.throughput) {
    lines.push(
      `  batches of ${BATCH_SIZE}, ${t.clients} client(s): median ${fmt(t.medianEntitiesPerSecond, 0)} entities/s ` +
        `(rounds ${t.rounds.map((x) => fmt(x, 0)).join(' ')}); per batch: client ${fmt(t.medianClientMs)} ms, server ${fmt(t.medianServerMs)} ms [${phases(t.serverPhasesMs)}]`,
    );
  }
  for (const l of r.latency) {
    lines.push(
      `  single screening, ${l.requests} requests, concurrency ${l.concurrency}: p50 ${fmt(l.p50, 2)} ms, p99 ${fmt(l.p99, 2)} ms; ` +
        `server median ${fmt(l.medianServerMs, 2)} ms [${phases(l.serverPhasesMs)}]; outside the handler (HTTP, JSON, access) ${fmt(l.medianOutsideMs, 2)} ms`,
    );
  }
  if (r.throttled)
    lines.push(
      `  WARNING: ${r.throttled} requests were throttled (429) and retried; figures include the waits`,
    );
  return lines.join('\n');
}

const TARGETS: Record<EngineName, number> = { embedded: 5000, elasticsearch: 2000 };

function formatTargets(results: EngineResult[]): string {
  const lines = ['Targets (measured here, one run; figures, not assertions):'];
  for (const r of results) {
    const best = Math.max(...r.throughput.map((t) => t.medianEntitiesPerSecond));
    lines.push(
      `  ${best >= TARGETS[r.engine] ? 'PASS' : 'MISS'}  ${r.engine} >= ${TARGETS[r.engine]} entities/s (best median ${fmt(best, 0)})`,
    );
    if (r.engine === 'elasticsearch') {
      const sequential = r.latency.find((l) => l.concurrency === 1);
      if (sequential)
        lines.push(
          `  ${sequential.p99 <= 20 ? 'PASS' : 'MISS'}  elasticsearch single screening p99 <= 20 ms (${fmt(sequential.p99, 2)} ms)`,
        );
    }
  }
  return lines.join('\n');
}

const program = new Command('bench')
  .description('Throughput and latency of each engine, booted in-process on loopback')
  .option('--engines <list>', 'comma-separated engines', (v) => v.split(',') as EngineName[], ENGINES)
  .option('--rounds <n>', 'throughput rounds (median reported)', positiveInt('rounds'), 7)
  .option('--batches <n>', 'batches per client per round', positiveInt('batches'), 5)
  .option('--singles <n>', 'single screenings per latency run', positiveInt('singles'), 1000)
  .option('--seed <n>', 'workload seed', positiveInt('seed'), 1)
  .option('--json', 'print the results as JSON as well');

async function main() {
  program.parse();
  const options = program.opts<{
    engines: EngineName[];
    rounds: number;
    batches: number;
    singles: number;
    seed: number;
    json?: boolean;
  }>();
  const cpu = cpus();
  console.log(
    `Machine: ${cpu.length} cores (${cpu[0]?.model ?? 'unknown'}), Node ${process.version}, ` +
      `load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} at start (shared machine: other work runs alongside)`,
  );
  const { batches, singles } = await benchWorkload(options.seed);
  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl)
    console.log(
      'REDIS_URL is not set: the key has plain enterprise limits (50 requests/s) and will be throttled.',
    );
  const results: EngineResult[] = [];
  for (const engine of options.engines) {
    if (engine === 'elasticsearch' && !process.env.ELASTICSEARCH_URL) {
      console.log('elasticsearch: skipped, ELASTICSEARCH_URL is not set');
      continue;
    }
    const service = await startService({
      engine,
      elasticsearchUrl: process.env.ELASTICSEARCH_URL,
      redisUrl,
      limits: UNTHROTTLED,
    });
    const client = new ScreeningClient(service.url, service.apiKey);
    try {
      // Warm-up: JIT, connection pools, Elasticsearch caches.
      await mapConcurrent(batches.slice(0, 20), 2, (batch) => client.screenBatch(batch, {}));
      await mapConcurrent(singles.slice(0, 300), 2, (entity) => client.screenEntity(entity));
      const result: EngineResult = {
        engine,
        indexSeconds: service.indexSeconds,
        throughput: [
          await throughput(client, batches, 1, options.rounds, options.batches),
          await throughput(client, batches, 2, options.rounds, options.batches),
        ],
        latency: [
          await latency(client, singles, options.singles, 1),
          await latency(client, singles, options.singles, 4),
        ],
        throttled: client.throttled,
      };
      results.push(result);
      console.log(formatResult(result));
    } finally {
      client.close();
      await service.close();
    }
  }
  console.log(`\n${formatTargets(results)}`);
  if (options.json) console.log(JSON.stringify(results, null, 2));
}

main().catch((error: Error) => {
  console.error(`bench failed: ${error.stack ?? error.message}`);
  process.exitCode = 1;
});
