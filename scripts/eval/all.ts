import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import { attestedPairs, sampleAttested, writeSnapshotWithout } from './attested';
import { type Part, partOption } from './cases';
import { type EvaluationReport, runAttested, runEvaluation } from './evaluation';
import { formatComparison, formatReport } from './format';
import { loadListedEntities } from './listed-entities';
import { type EngineName, startService } from './service';

/**
 * `npm run eval:all [-- --seed 1 --part both --engines embedded,elasticsearch --out eval-report.json]`
 * Boots the service in-process once per engine (Elasticsearch: freshly indexed from the bundled
 * snapshot into a throw-away index prefix at ELASTICSEARCH_URL), runs the labelled evaluation's
 * parts against each, then boots it again on a snapshot copy without the attested-variants set's
 * queried aliases and runs that set; prints the reports and a side-by-side summary (docs/evaluation.md).
 */
const ENGINES: EngineName[] = ['embedded', 'elasticsearch'];
const SNAPSHOT_DIR = process.env.EVAL_DATA_DIR ?? join(__dirname, '../../data/snapshot');

function engines(value: string): EngineName[] {
  const list = value.split(',').map((e) => e.trim());
  const bad = list.filter((e) => !(ENGINES as string[]).includes(e));
  if (bad.length)
    throw new InvalidArgumentError(`unknown engine ${bad.join(', ')}; use ${ENGINES.join(', ')}`);
  return list as EngineName[];
}

function count(value: string): number {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError('must be a whole number');
  return Number(value);
}

const program = new Command('eval:all')
  .description('Labelled evaluation of both engines, each booted in-process')
  .option('--seed <n>', 'dataset seed', count, 1)
  .option('--part <part>', 'tuning, validation or both', partOption, partOption('both'))
  .option('--engines <list>', 'comma-separated engines', engines, ENGINES)
  .option('--attested <n>', 'attested-variant pairs to query (0: skip the set)', count, 300)
  .option('--list-limit <n>', 'misses and false positives printed per part and engine', count, 60)
  .option('--out <file>', 'write the full reports as JSON');

interface Options {
  seed: number;
  part: Part[];
  engines: EngineName[];
  attested: number;
  listLimit: number;
  out?: string;
}

async function evaluateEngine(engine: EngineName, options: Options): Promise<EvaluationReport> {
  const elasticsearchUrl = process.env.ELASTICSEARCH_URL;
  const boot = async (dataDir?: string) => {
    const service = await startService({ engine, elasticsearchUrl, dataDir });
    if (service.indexSeconds !== null)
      console.log(`${engine}: indexed in ${service.indexSeconds.toFixed(1)} s`);
    return service;
  };
  console.log(
    `${engine}: starting the service${engine === 'elasticsearch' ? ' (indexing the snapshot into a fresh prefix)' : ''} …`,
  );
  const service = await boot();
  let report: EvaluationReport;
  try {
    report = await runEvaluation({
      url: service.url,
      apiKey: service.apiKey,
      seed: options.seed,
      parts: options.part,
      label: engine,
    });
  } finally {
    await service.close();
  }
  if (options.attested > 0) {
    const candidates = attestedPairs(await loadListedEntities(SNAPSHOT_DIR));
    const pairs = sampleAttested(candidates, options.attested, options.seed);
    const derived = await writeSnapshotWithout(SNAPSHOT_DIR, pairs);
    try {
      console.log(
        `${engine}: starting the service on the snapshot without ${pairs.length} attested aliases …`,
      );
      const without = await boot(derived.dir);
      try {
        report.attested = await runAttested({
          url: without.url,
          apiKey: without.apiKey,
          pairs,
          candidates: candidates.length,
        });
      } finally {
        await without.close();
      }
    } finally {
      await derived.remove();
    }
  }
  return report;
}

async function main() {
  program.parse();
  const options = program.opts<Options>();
  const reports: EvaluationReport[] = [];
  for (const engine of options.engines) {
    if (engine === 'elasticsearch' && !process.env.ELASTICSEARCH_URL) {
      console.log(
        'elasticsearch: skipped, ELASTICSEARCH_URL is not set (start one with `npm run es -- start`)\n',
      );
      continue;
    }
    const report = await evaluateEngine(engine, options);
    reports.push(report);
    console.log(`\n${formatReport(report, options.listLimit)}\n`);
  }
  if (reports.length > 0) console.log(`Summary (seed ${options.seed})\n${formatComparison(reports)}`);
  if (options.out) await writeFile(options.out, JSON.stringify(reports, null, 2));
}

main().catch((error: Error) => {
  console.error(`eval:all failed: ${error.stack ?? error.message}`);
  process.exitCode = 1;
});
