import { writeFile } from 'node:fs/promises';
import { Command, InvalidArgumentError } from 'commander';
import { type EvaluationReport, runEvaluation } from './evaluation';
import { formatComparison, formatReport } from './format';
import { type EngineName, startService } from './service';

/**
 * `npm run eval:all [-- --seed 1 --engines embedded,elasticsearch --out eval-report.json]`
 * Boots the service in-process once per engine (Elasticsearch: freshly indexed from the bundled
 * snapshot into a throw-away index prefix at ELASTICSEARCH_URL), runs the labelled evaluation
 * against each and prints the reports and a side-by-side summary (docs/evaluation.md).
 */
const ENGINES: EngineName[] = ['embedded', 'elasticsearch'];

function engines(value: string): EngineName[] {
  const list = value.split(',').map((e) => e.trim());
  const bad = list.filter((e) => !(ENGINES as string[]).includes(e));
  if (bad.length)
    throw new InvalidArgumentError(`unknown engine ${bad.join(', ')}; use ${ENGINES.join(', ')}`);
  return list as EngineName[];
}

const program = new Command('eval:all')
  .description('Labelled evaluation of both engines, each booted in-process')
  .option('--seed <n>', 'dataset seed', (v) => Number(v), 1)
  .option('--engines <list>', 'comma-separated engines', engines, ENGINES)
  .option('--list-limit <n>', 'misses and false positives printed per engine', (v) => Number(v), 60)
  .option('--out <file>', 'write both full reports as JSON');

async function main() {
  program.parse();
  const options = program.opts<{ seed: number; engines: EngineName[]; listLimit: number; out?: string }>();
  const reports: EvaluationReport[] = [];
  for (const engine of options.engines) {
    if (engine === 'elasticsearch' && !process.env.ELASTICSEARCH_URL) {
      console.log(
        'elasticsearch: skipped, ELASTICSEARCH_URL is not set (start one with `bash elasticsearch/local.sh start`)\n',
      );
      continue;
    }
    console.log(
      `${engine}: starting the service${engine === 'elasticsearch' ? ' (indexing the snapshot into a fresh prefix)' : ''} …`,
    );
    const service = await startService({ engine, elasticsearchUrl: process.env.ELASTICSEARCH_URL });
    try {
      if (service.indexSeconds !== null)
        console.log(`${engine}: indexed in ${service.indexSeconds.toFixed(1)} s`);
      const report = await runEvaluation({
        url: service.url,
        apiKey: service.apiKey,
        seed: options.seed,
        label: engine,
      });
      reports.push(report);
      console.log(`\n${formatReport(report, options.listLimit)}\n`);
    } finally {
      await service.close();
    }
  }
  if (reports.length > 0) console.log(`Summary (seed ${options.seed})\n${formatComparison(reports)}`);
  if (options.out) await writeFile(options.out, JSON.stringify(reports, null, 2));
}

main().catch((error: Error) => {
  console.error(`eval:all failed: ${error.stack ?? error.message}`);
  process.exitCode = 1;
});
