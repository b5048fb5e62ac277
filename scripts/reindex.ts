import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Client } from '@elastic/elasticsearch';
import { SingleBar, Presets } from 'cli-progress';
import { Command, InvalidArgumentError } from 'commander';
import { loadConfig } from '../src/config/env';
import { isListId, LIST_IDS, type ListId } from '../src/core/lists/model';
import { loadLists, loadSnapshot, locateSource } from '../src/lists-data/list-sources';
import { downloadFile } from '../src/lists-data/snapshot-update';
import {
  type ReindexReport,
  ReindexLocked,
  reindexList,
  rollbackList,
} from '../src/engines/elasticsearch/list-indexer';
import { formatReindexReport } from '../src/engines/elasticsearch/reindex-report';
import { parseShare } from './cli-options';

/** npm run reindex -- … : composition of the list loaders and the indexer (docs/operations.md). */
const parseList = (value: string, previous: ListId[]) => {
  if (!isListId(value)) throw new InvalidArgumentError(`unknown list; use one of ${LIST_IDS.join(', ')}`);
  return [...previous, value];
};

const program = new Command('reindex')
  .description(
    'Rebuild the Elasticsearch index of one or more sanctions lists and switch searches to it atomically.\n' +
      'Each run builds a new versioned index, loads it, checks its count, then moves the list alias in one step;\n' +
      'the previous index is kept so --rollback can restore it. Data comes from the bundled snapshot (DATA_DIR)\n' +
      'unless --source names other official files.',
  )
  .option('--list <list_id>', `list to reindex (repeatable): ${LIST_IDS.join(', ')}`, parseList, [])
  .option('--all', 'reindex all five lists')
  .option('--source <file|folder|url>', 'official file(s) to load instead of the snapshot (one --list only)')
  .option(
    '--max-shrink <share>',
    'refuse to swap when a list would lose more than this share of its entities',
    parseShare,
    0.1,
  )
  .option('--force', 'swap even when the new data is empty or shrank more than --max-shrink')
  .option('--dry-run', 'load and compare only: print the delta, change nothing')
  .option('--rollback', 'point the list back at its previous index (undo the last reindex)')
  .option('--report <file>', 'write the full delta report (every id) as JSON')
  .option('--prefix <prefix>', 'index prefix (default ELASTICSEARCH_INDEX_PREFIX)')
  .option('--timeout <seconds>', 'download timeout for a --source URL', (v) => Number(v), 20)
  .addHelpText(
    'after',
    `
Environment: ELASTICSEARCH_URL (required), ELASTICSEARCH_INDEX_PREFIX, DATA_DIR.
Exit status: 0 done; 1 error; 2 refused (empty or shrinking data, or another reindex of the list is running).

Examples:
  npm run reindex -- --all                                  reindex every list from the bundled snapshot
  npm run reindex -- --list ofac_sdn --dry-run              show what would change
  npm run reindex -- --list bis_dpl --source /tmp/dpl.txt   load a newer DPL file
  npm run reindex -- --list ofac_sdn --max-shrink 0.2 --force
  npm run reindex -- --list ofac_sdn --rollback             undo the last reindex of ofac_sdn`,
  );

interface Options {
  list: ListId[];
  all?: boolean;
  source?: string;
  maxShrink: number;
  force?: boolean;
  dryRun?: boolean;
  rollback?: boolean;
  report?: string;
  prefix?: string;
  timeout: number;
}

async function resolveSource(source: string, timeoutMs: number): Promise<string> {
  if (!/^https?:\/\//.test(source)) return source;
  const folder = await mkdtemp(join(tmpdir(), 'reindex-source-'));
  const destination = join(folder, basename(new URL(source).pathname) || 'download');
  console.log(`downloading ${source}`);
  await downloadFile(source, destination, timeoutMs);
  return destination;
}

async function main(): Promise<number> {
  program.parse();
  const options = program.opts<Options>();
  const lists: ListId[] = options.all ? [...LIST_IDS] : [...new Set(options.list)];
  if (lists.length === 0) program.error('name a list with --list <list_id>, or use --all');
  if (options.source && lists.length !== 1) program.error('--source needs exactly one --list');
  const config = loadConfig();
  if (!config.ELASTICSEARCH_URL) program.error('ELASTICSEARCH_URL is not set');
  const prefix = options.prefix ?? config.ELASTICSEARCH_INDEX_PREFIX;
  const client = new Client({ node: config.ELASTICSEARCH_URL, requestTimeout: 120_000, maxRetries: 1 });
  let status = 0;
  try {
    if (options.rollback) {
      for (const listId of lists) {
        const result = await rollbackList(client, prefix, listId);
        console.log(
          `${listId}: rolled back to ${result.restored_index} (${result.entity_count} entities); ${result.replaced_index} kept`,
        );
      }
      return 0;
    }
    const started = Date.now();
    const sourcePath = options.source ? await resolveSource(options.source, options.timeout * 1000) : null;
    const loaded = sourcePath
      ? await loadLists(lists, () => [locateSource(sourcePath)])
      : await loadSnapshot(config.DATA_DIR, lists);
    console.log(
      `loaded ${loaded.map((l) => `${l.list_id} (${l.entities.length})`).join(', ')} in ${Date.now() - started} ms`,
    );
    const reports: ReindexReport[] = [];
    for (const list of loaded) {
      const bar = new SingleBar(
        { format: `${list.list_id.padEnd(17)} [{bar}] {value}/{total}` },
        Presets.shades_classic,
      );
      let barStarted = false;
      const report = await reindexList(client, {
        prefix,
        listId: list.list_id,
        entities: list.entities,
        metadata: list.metadata,
        maxShrink: options.maxShrink,
        force: options.force,
        dryRun: options.dryRun,
        onProgress: (done, total) => {
          if (!barStarted) bar.start(total, 0);
          barStarted = true;
          bar.update(done);
        },
      }).finally(() => barStarted && bar.stop());
      reports.push(report);
      console.log(formatReindexReport(report));
      if (report.outcome === 'refused') status = 2;
    }
    if (options.report) await writeFile(options.report, `${JSON.stringify(reports, null, 2)}\n`);
    console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return status;
  } finally {
    await client.close();
  }
}

main()
  .then((status) => process.exit(status))
  .catch((error: unknown) => {
    console.error(`reindex failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(error instanceof ReindexLocked ? 2 : 1);
  });
