import { Command } from 'commander';
import { LIST_IDS } from '../src/core/lists/model';
import { normalizeName } from '../src/core/names/normalize';
import { SCREENING_LIMITS } from '../src/screening/dto/screening-fields';
import { median, medianPhases } from './bench/stats';
import { type BatchEntity, ScreeningClient } from './eval/client';
import { loadListedEntities } from './eval/listed-entities';
import { Rng } from './eval/prng';
import { type EngineName, startService } from './eval/service';

/**
 * `npm run bench:worst [-- --engines embedded,elasticsearch --repeats 3]`
 * The most expensive LEGAL requests we can construct: names of up to 500 characters made of
 * the words the lists use most, of long rare words, of many one-letter words, and so on; each
 * as a single screening (all lists, max_results 50) and as a batch of 100 (all lists, 50
 * results each). Prints the median time of each and the slowest; figures only, never
 * assertions (docs/benchmarks.md, "Worst case"). The service runs in this process, so the CPU
 * time of a request (service and the small client together) is read with process.cpuUsage().
 */

interface Shape {
  name: string;
  /** Builds one name of at most `maxLength` characters; a different one per call. */
  build: (rng: Rng) => string;
}

/** Words from `pick`, joined with spaces, up to `maxLength` characters. */
function fill(pick: () => string, maxLength: number = SCREENING_LIMITS.nameMax): string {
  let name = pick();
  for (let next = `${name} ${pick()}`; next.length <= maxLength; next = `${name} ${pick()}`) name = next;
  return name;
}

async function shapes(): Promise<Shape[]> {
  const counts = new Map<string, number>();
  for (const entity of await loadListedEntities()) {
    for (const name of [entity.primary_name, ...entity.aliases.map((a) => a.alias_name)]) {
      for (const token of normalizeName(name).split(' ')) counts.set(token, (counts.get(token) ?? 0) + 1);
    }
  }
  const byFrequency = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([token]) => token);
  const common = byFrequency.slice(0, 200);
  const longRare = byFrequency.filter((token) => token.length >= 12).slice(-300);
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
  return [
    { name: 'the 200 commonest listed words', build: (rng) => fill(() => rng.pick(common)) },
    { name: 'the 20 commonest listed words', build: (rng) => fill(() => rng.pick(common.slice(0, 20))) },
    { name: 'long rare listed words', build: (rng) => fill(() => rng.pick(longRare)) },
    { name: 'one-letter words', build: (rng) => fill(() => rng.pick(letters)) },
    { name: 'one word repeated', build: () => fill(() => common[0]) },
    {
      name: 'one 500-letter word',
      build: (rng) => Array.from({ length: 500 }, () => rng.pick(letters)).join(''),
    },
    {
      name: 'common words, 360 characters',
      build: (rng) => fill(() => rng.pick(common), 360),
    },
  ];
}

interface Timing {
  ms: number;
  cpuMs: number;
  phases: string;
}

/** Median client time, and the server's median phase split (Server-Timing). */
async function timeIt(repeats: number, run: () => Promise<{ serverTiming: string | null }>): Promise<Timing> {
  await run(); // warm-up: steady-state cost, not the first call's compilation
  const times: number[] = [];
  const cpuTimes: number[] = [];
  const timings: (string | null)[] = [];
  for (let i = 0; i < repeats; i++) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    timings.push((await run()).serverTiming);
    const used = process.cpuUsage(cpu);
    cpuTimes.push((used.user + used.system) / 1000);
    times.push(performance.now() - started);
  }
  const phases = Object.entries(medianPhases(timings))
    .map(([phase, ms]) => `${phase} ${ms.toFixed(0)}`)
    .join(', ');
  return { ms: median(times), cpuMs: median(cpuTimes), phases };
}

/** CPU time first: on a shared machine it moves far less than wall time. */
function fmt(timing: { ms: number; cpuMs: number }): string {
  return `${timing.cpuMs.toFixed(1).padStart(7)} ms CPU (${timing.ms.toFixed(1)} wall)`;
}

async function benchEngine(engine: EngineName, repeats: number, only: string): Promise<void> {
  const service = await startService({
    engine,
    elasticsearchUrl: process.env.ELASTICSEARCH_URL,
  });
  const client = new ScreeningClient(service.url, service.apiKey);
  const lists = [...LIST_IDS];
  try {
    console.log(`\n${engine}: median of ${repeats} (ms), all ${lists.length} lists, 50 results`);
    const rows: { shape: string; single: Timing; batch: Timing }[] = [];
    for (const shape of (await shapes()).filter((s) => s.name.includes(only))) {
      const rng = new Rng(7);
      const single = await timeIt(repeats, () =>
        client.screenEntity({ name: shape.build(rng), lists, max_results: SCREENING_LIMITS.maxResultsMax }),
      );
      const batch: BatchEntity[] = Array.from({ length: SCREENING_LIMITS.batchMax }, () => ({
        name: shape.build(rng),
      }));
      const batchMs = await timeIt(repeats, () =>
        client.screenBatch(batch, { lists, max_results_per_entity: SCREENING_LIMITS.maxResultsMax }),
      );
      rows.push({ shape: shape.name, single, batch: batchMs });
      console.log(
        `  ${shape.name.padEnd(34)} single ${fmt(single)}   batch of 100 ${fmt(batchMs)}   [batch server wall: ${batchMs.phases}]`,
      );
    }
    for (const [label, of] of [
      ['single', (row: (typeof rows)[number]) => row.single],
      ['batch ', (row: (typeof rows)[number]) => row.batch],
    ] as const) {
      const byCpu = rows.reduce((a, b) => (of(b).cpuMs > of(a).cpuMs ? b : a));
      const byWall = rows.reduce((a, b) => (of(b).ms > of(a).ms ? b : a));
      console.log(
        `  slowest ${label}: ${of(byCpu).cpuMs.toFixed(1)} ms CPU (${byCpu.shape}); ${of(byWall).ms.toFixed(1)} ms wall (${byWall.shape})`,
      );
    }
  } finally {
    client.close();
    await service.close();
  }
}

async function main(): Promise<void> {
  const program = new Command()
    .option('--engines <list>', 'embedded,elasticsearch', 'embedded')
    .option('--repeats <n>', 'runs per request, median reported', '3')
    .option('--shape <text>', 'only the shapes whose name contains this text', '')
    .parse();
  const options = program.opts<{ engines: string; repeats: string; shape: string }>();
  for (const engine of options.engines.split(',') as EngineName[]) {
    await benchEngine(engine, Number(options.repeats), options.shape);
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
