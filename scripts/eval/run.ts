import { writeFile } from 'node:fs/promises';
import { Command, InvalidArgumentError } from 'commander';
import { runEvaluation } from './evaluation';
import { type Part, partOption } from './cases';
import { formatReport } from './format';

/**
 * `npm run eval -- --url http://127.0.0.1:3000 --key <api key> [--seed 1] [--out report.json]`
 * Labelled evaluation against a running service (docs/evaluation.md), tuning and validation parts.
 * The attested-variants set needs a service booted on a derived snapshot: `npm run eval:all` runs it.
 * Always exits 0 once the measurement is made: missing a target is a finding, not a failure.
 */
function wholeNumber(name: string) {
  return (value: string) => {
    if (!/^\d+$/.test(value)) throw new InvalidArgumentError(`${name} must be a whole number`);
    return Number(value);
  };
}

const program = new Command('eval')
  .description('Labelled recall / false-positive evaluation of a running screening service')
  .requiredOption('--url <url>', 'service base URL, e.g. http://127.0.0.1:3000')
  .option('--key <apiKey>', 'API key (default: $EVAL_API_KEY)', process.env.EVAL_API_KEY)
  .option('--seed <n>', 'dataset seed', wholeNumber('seed'), 1)
  .option('--part <part>', 'tuning, validation or both', partOption, partOption('both'))
  .option('--per-kind <n>', 'tuning positives per kind', wholeNumber('per-kind'), 100)
  .option('--negatives <n>', 'tuning negatives from the hand-written tables', wholeNumber('negatives'), 600)
  .option('--max-results <n>', 'max_results_per_entity sent with each batch', wholeNumber('max-results'), 10)
  .option('--label <text>', 'label printed on the report')
  .option('--out <file>', 'also write the full report (every case outcome) as JSON')
  .option(
    '--list-limit <n>',
    'print at most this many misses and false positives',
    wholeNumber('list-limit'),
    200,
  );

async function main() {
  program.parse();
  const options = program.opts<{
    url: string;
    key?: string;
    seed: number;
    part: Part[];
    perKind: number;
    negatives: number;
    maxResults: number;
    label?: string;
    out?: string;
    listLimit: number;
  }>();
  if (!options.key) throw new InvalidArgumentError('--key (or EVAL_API_KEY) is required');
  const report = await runEvaluation({
    url: options.url.replace(/\/$/, ''),
    apiKey: options.key,
    seed: options.seed,
    parts: options.part,
    perKind: options.perKind,
    negatives: options.negatives,
    maxResults: options.maxResults,
    label: options.label,
  });
  console.log(formatReport(report, options.listLimit));
  if (options.out) await writeFile(options.out, JSON.stringify(report, null, 2));
}

main().catch((error: Error) => {
  console.error(`eval failed: ${error.message}`);
  process.exitCode = 1;
});
