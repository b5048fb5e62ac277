import { Command } from 'commander';
import { ENTITY_TYPES, EntityType, LIST_IDS } from '../../src/core/lists/model';
import { normalizeIdentifier } from '../../src/core/names/identifiers';
import { analyzeQueryName } from '../../src/core/names/keys';
import { EmbeddedRetriever } from '../../src/engines/embedded/embedded-retriever';
import { isPositive } from './cases';
import { generateParts } from './evaluation';
import { loadListedEntities } from './listed-entities';

/**
 * `npm run eval:pool [-- --seeds 1,2,3]`: how many candidates retrieval must fetch. For every
 * labelled positive, the rank of the expected entity among the retrieved candidates (the same
 * keys and scoring as screening, both engines being equal); recall at each pool size is the
 * ceiling of the end-to-end recall with that pool (docs/retrieval.md).
 */
const POOL_SIZES = [1, 3, 5, 10, 15, 20, 30, 40, 50, 100];
const DEEPEST = 200;
const LABEL_WIDTH = 24;

async function main(): Promise<void> {
  const program = new Command('eval:pool')
    .option('--seeds <list>', 'dataset seeds', '1,2,3')
    .option('--misses <pool>', 'also list the positives retrieval ranks below this pool size')
    .parse();
  const options = program.opts<{ seeds: string; misses?: string }>();
  const seeds = options.seeds.split(',').map(Number);
  const missesBelow = options.misses === undefined ? Infinity : Number(options.misses);
  const entities = await loadListedEntities();
  const retriever = new EmbeddedRetriever(entities);
  const ranks: number[] = [];
  const byKind = new Map<string, number[]>();
  for (const seed of seeds) {
    for (const testCase of generateParts(entities, { seed }).tuning.cases.filter(isPositive)) {
      const { query } = testCase;
      const entityType = (ENTITY_TYPES as readonly string[]).includes(query.entity_type ?? '')
        ? (query.entity_type as EntityType)
        : undefined;
      const identifiers = Object.entries(query.identifiers ?? {})
        .filter(([type]) => type !== 'date_of_birth')
        .map(([, value]) => normalizeIdentifier(String(value)));
      const [result] = retriever.find([
        {
          keys: analyzeQueryName(query.name).keys,
          identifiers,
          lists: query.lists ?? ['ofac_sdn'],
          entityType,
          size: DEEPEST,
        },
      ]);
      if (!result.ok) throw new Error(result.error);
      const found = result.entities.findIndex((e) => testCase.expected_entity_ids.includes(e.entity_id));
      const rank = found < 0 ? Infinity : found + 1;
      ranks.push(rank);
      if (rank > missesBelow)
        console.log(`rank ${rank}\t${testCase.kind}\t${query.name}\t${testCase.source_name}`);
      byKind.set(testCase.kind, [...(byKind.get(testCase.kind) ?? []), rank]);
    }
  }
  const share = (values: number[], k: number) =>
    ((100 * values.filter((r) => r <= k).length) / values.length).toFixed(1);
  console.log(
    `retrieval recall by pool size, ${ranks.length} positives, seeds ${seeds.join(',')} (lists: ${LIST_IDS.length})`,
  );
  const row = (label: string, cells: string[]) =>
    console.log(label.padEnd(LABEL_WIDTH) + cells.map((c) => c.padStart(7)).join(''));
  row('pool', POOL_SIZES.map(String));
  row(
    'all',
    POOL_SIZES.map((k) => share(ranks, k)),
  );
  for (const [kind, values] of byKind) {
    row(
      kind,
      POOL_SIZES.map((k) => share(values, k)),
    );
  }
}

void main();
