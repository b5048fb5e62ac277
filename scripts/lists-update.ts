import { Command, InvalidArgumentError } from 'commander';
import type { SourceFormat } from '../src/core/lists/catalog';
import { loadConfig } from '../src/config/env';
import { SNAPSHOT_SOURCES, updateSnapshot } from '../src/lists-data/snapshot-update';
import { parseShare } from './cli-options';

/** npm run lists:update -- [--from-dir <folder>] [--out <folder>] … (docs/lists.md). Composition only. */
const parseAsOf = (value: string, previous: Record<string, string>) => {
  const match = /^([a-z-]+)=(\d{4}-\d{2}-\d{2})$/.exec(value);
  if (!match || !(SNAPSHOT_SOURCES as string[]).includes(match[1])) {
    throw new InvalidArgumentError(
      `expected <source>=YYYY-MM-DD with source one of ${SNAPSHOT_SOURCES.join(', ')}`,
    );
  }
  return { ...previous, [match[1]]: match[2] };
};

const program = new Command('lists:update')
  .description(
    'Download fresh official list files, check that they parse into non-empty lists that did not shrink too much, ' +
      'and replace the bundled snapshot (DATA_DIR) in one step. On any failure the old snapshot stays as it was.',
  )
  .option('--from-dir <folder>', 'use official files from this folder instead of downloading')
  .option('--out <folder>', 'write the snapshot here instead of replacing DATA_DIR')
  .option('--mirror <url>', 'download <url>/<source>/<file> instead of the official addresses')
  .option('--timeout <seconds>', 'give up on a download after this many seconds', (v) => Number(v), 20)
  .option(
    '--max-shrink <share>',
    'refuse when a list loses more than this share of its entities',
    parseShare,
    0.1,
  )
  .option('--force', 'write even when a list is empty or shrank too much', false)
  .option('--as-of <source=date>', 'data date of a source whose files carry none (repeatable)', parseAsOf, {})
  .addHelpText(
    'after',
    `\nSources: ${SNAPSHOT_SOURCES.join(', ')}. Official addresses are listed in docs/lists.md.`,
  );

async function main(): Promise<void> {
  program.parse();
  const options = program.opts<{
    fromDir?: string;
    out?: string;
    mirror?: string;
    timeout: number;
    maxShrink: number;
    force: boolean;
    asOf: Partial<Record<SourceFormat, string>>;
  }>();
  const config = loadConfig();
  await updateSnapshot({
    dataDir: config.DATA_DIR,
    outDir: options.out,
    fromDir: options.fromDir,
    mirror: options.mirror,
    timeoutMs: options.timeout * 1000,
    maxShrink: options.maxShrink,
    force: options.force,
    asOf: options.asOf,
    log: (line) => console.log(line),
  });
}

main().catch((error: unknown) => {
  console.error(`lists:update failed: ${error instanceof Error ? error.message : String(error)}`);
  console.error('The existing snapshot was not changed.');
  process.exit(1);
});
