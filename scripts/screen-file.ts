import 'reflect-metadata';
import { extname } from 'node:path';
import { Logger } from '@nestjs/common';
import { SingleBar } from 'cli-progress';
import { Command, InvalidArgumentError, Option } from 'commander';
import { loadConfig } from '../src/config/env';
import { isListId, type ListId } from '../src/core/lists/model';
import { EmbeddedEngine } from '../src/engines/embedded/embedded.engine';
import { ColumnError, parseColumnMap } from '../src/jobs/files/columns';
import { UnreadableFileError } from '../src/jobs/files/encoding';
import { formatFromName, INPUT_FORMATS, type InputFormat } from '../src/jobs/files/readers';
import { OUTPUT_FORMATS, type OutputFormat } from '../src/jobs/files/results';
import { type BatchScreener, InProcessScreener } from '../src/jobs/row-screening';
import { BatchWorkers } from '../src/screening/batch-workers/batch-workers';
import { DEFAULT_LISTS, SCREENING_LIMITS } from '../src/screening/dto/screening-fields';
import { ListFreshness } from '../src/screening/list-freshness';
import { ScreeningService } from '../src/screening/screening.service';
import { FileRunError, type FileRunSummary, screenFile } from './screen-file/run';
import { RemoteScreener } from './screen-file/remote-screener';

/**
 * `npm run screen:file -- customers.csv --out results.csv [--map name=Customer Name] [--resume]`
 * Screens a customer file (CSV, XLSX, JSONL) row by row into a results file, in process on
 * the embedded engine, or with `--url` and `--key` through a running service's batch endpoint
 * (docs/file-screening.md). Exit code 0: every row screened; 2: some rows are errors; 1: the
 * run failed.
 */
const PROGRESS_LINE_MS = 10_000;

function number(name: string, min: number, max: number, whole: boolean) {
  return (value: string) => {
    const parsed = Number(value);
    if (!Number.isFinite(parsed) || parsed < min || parsed > max || (whole && !Number.isInteger(parsed)))
      throw new InvalidArgumentError(
        `${name} must be ${whole ? 'a whole number' : 'a number'} from ${min} to ${max}`,
      );
    return parsed;
  };
}

function lists(value: string): ListId[] {
  const ids = value.split(',').map((id) => id.trim());
  const unknown = ids.find((id) => !isListId(id));
  if (unknown) throw new InvalidArgumentError(`unknown list "${unknown}"`);
  return ids as ListId[];
}

function formatOf<T extends string>(
  path: string,
  given: T | undefined,
  known: readonly T[],
  flag: string,
): T {
  if (given) return given;
  const extension = extname(path).toLowerCase().slice(1);
  const format = (flag === '--input-format' ? formatFromName(path) : extension) as T | null;
  if (format && known.includes(format)) return format;
  throw new FileRunError(`cannot tell the format of ${path} from its name; give ${flag} ${known.join('|')}`);
}

async function inProcessScreener(
  lists: readonly ListId[],
): Promise<{ screener: BatchScreener; close: () => Promise<void> }> {
  const config = loadConfig({
    ...process.env,
    SEARCH_ENGINE: 'embedded',
    APP_ENV: process.env.APP_ENV ?? 'cli',
    // Every thread loads only the lists this run screens (docs/file-screening.md, "Memory").
    EMBEDDED_LISTS: lists.join(','),
  });
  // A CLI: warnings and errors only, on stderr; the summary is the output.
  Logger.overrideLogger(['error', 'warn']);
  const engine = new EmbeddedEngine(config);
  await engine.onModuleInit();
  const workers = new BatchWorkers(config, engine);
  workers.onModuleInit();
  await workers.whenStarted();
  const freshness = new ListFreshness(engine);
  const screening = new ScreeningService(config, engine, freshness, workers);
  return { screener: new InProcessScreener(screening, freshness), close: () => workers.onModuleDestroy() };
}

/** A progress bar on a terminal; a plain line every 10 s otherwise (logs, CI). */
function progressReporter(): { update: (done: number, total: number | null) => void; stop: () => void } {
  const started = performance.now();
  if (process.stderr.isTTY) {
    const bar = new SingleBar({
      format: ' {bar} {percentage}% | {value}/{total} rows | {rate} rows/s | ETA {eta_formatted}',
      stream: process.stderr,
      hideCursor: true,
    });
    let begun = false;
    return {
      update: (done, total) => {
        const rate = Math.round(done / Math.max((performance.now() - started) / 1000, 0.001));
        if (!begun) bar.start(total ?? 0, done, { rate });
        begun = true;
        bar.update(done, { rate });
      },
      stop: () => bar.stop(),
    };
  }
  let lastLine = started;
  return {
    update: (done, total) => {
      const now = performance.now();
      if (now - lastLine < PROGRESS_LINE_MS) return;
      lastLine = now;
      const rate = done / ((now - started) / 1000);
      const eta = total !== null && rate > 0 ? `, ETA ${Math.round((total - done) / rate)} s` : '';
      process.stderr.write(
        `${done}${total !== null ? `/${total}` : ''} rows, ${Math.round(rate)} rows/s${eta}\n`,
      );
    },
    stop: () => undefined,
  };
}

function printSummary(summary: FileRunSummary, output: string): void {
  const { counts } = summary;
  const screened = summary.rows - summary.resumedFrom;
  const lines = [
    `Screened ${summary.rows} rows${summary.resumedFrom > 0 ? ` (${summary.resumedFrom} from the interrupted run)` : ''} ` +
      `in ${summary.seconds.toFixed(1)} s (${Math.round(screened / Math.max(summary.seconds, 0.001))} rows/s).`,
    `  clear ${counts.clear}, potential_match ${counts.potential_match}, match ${counts.match}, error ${counts.error}`,
    `Columns: ${Object.entries(summary.columns)
      .map(([field, column]) => `${field}=${column}`)
      .join(', ')}`,
    'Lists:',
    ...summary.lists.map(
      (list) =>
        `  ${list.list_id}: ${list.entity_count} entities, updated ${list.last_updated}` +
        `${list.index_version ? `, index ${list.index_version}` : ''}${list.source ? `, from ${list.source}` : ''}`,
    ),
    `Results: ${output}`,
    // maxRSS is in kilobytes and covers the worker threads (they live in this process).
    `Peak memory (RSS): ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main(): Promise<number> {
  const program = new Command('screen:file')
    .argument('<input>', 'customer file: .csv (any delimiter, UTF-8 or Latin-1), .xlsx or .jsonl')
    .requiredOption('--out <path>', 'results file: .csv, .jsonl or .xlsx')
    .addOption(
      new Option('--input-format <format>', 'input format when the name does not tell').choices(
        INPUT_FORMATS,
      ),
    )
    .addOption(
      new Option('--out-format <format>', 'output format when the name does not tell').choices(
        OUTPUT_FORMATS,
      ),
    )
    .option(
      '--map <pairs>',
      'columns by hand: field=Column,... (fields: name, first_name, customer_id, country, ...)',
    )
    .option(
      '--threshold <number>',
      'smallest confidence reported (0.50-1.00)',
      number('--threshold', 0.5, 1, false),
    )
    .option('--lists <ids>', 'lists to screen, comma-separated (default ofac_sdn)', lists)
    .option(
      '--max-results <n>',
      `matches kept per row (1-${SCREENING_LIMITS.maxResultsMax}, default ${SCREENING_LIMITS.defaultBatchMaxResults})`,
      number('--max-results', 1, SCREENING_LIMITS.maxResultsMax, true),
    )
    .option('--resume', 'continue an interrupted run into the same --out')
    .option('--url <url>', 'screen through a running service instead of in process')
    .option('--key <key>', 'API key for --url (or SCREENING_API_KEY)')
    .showHelpAfterError();
  program.parse();
  const opts = program.opts<{
    out: string;
    inputFormat?: InputFormat;
    outFormat?: OutputFormat;
    map?: string;
    threshold?: number;
    lists?: ListId[];
    maxResults?: number;
    resume?: boolean;
    url?: string;
    key?: string;
  }>();
  const [input] = program.args;
  const key = opts.key ?? process.env.SCREENING_API_KEY;
  if (opts.url && !key) throw new FileRunError('--url needs --key (or SCREENING_API_KEY)');
  const engine =
    opts.url && key
      ? { screener: new RemoteScreener(opts.url, key), close: async () => undefined }
      : await inProcessScreener(opts.lists ?? DEFAULT_LISTS);
  const progress = progressReporter();
  try {
    const summary = await screenFile({
      input,
      inputFormat: formatOf(input, opts.inputFormat, INPUT_FORMATS, '--input-format'),
      output: opts.out,
      outputFormat: formatOf(opts.out, opts.outFormat, OUTPUT_FORMATS, '--out-format'),
      map: opts.map ? parseColumnMap(opts.map) : {},
      screening: { threshold: opts.threshold, lists: opts.lists, max_results: opts.maxResults },
      resume: opts.resume === true,
      screener: engine.screener,
      progress: progress.update,
    });
    progress.stop();
    printSummary(summary, opts.out);
    return summary.counts.error > 0 ? 2 : 0;
  } finally {
    progress.stop();
    await engine.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    const expected =
      error instanceof FileRunError || error instanceof ColumnError || error instanceof UnreadableFileError;
    process.stderr.write(`screen:file: ${expected ? error.message : (error.stack ?? error.message)}\n`);
    process.exit(1);
  },
);
