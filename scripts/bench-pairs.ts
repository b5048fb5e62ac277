import { resolve, sep } from 'node:path';
import { Command } from 'commander';
import type { Entity } from '../src/core/lists/model';
import { EmbeddedRetriever } from '../src/engines/embedded/embedded-retriever';
import { SCREENING_LIMITS } from '../src/screening/dto/screening-fields';
import { entityNameAt } from '../src/screening/match-evaluation';
import { cpuMicros, positiveInt } from './bench/cli';
import { median } from './bench/stats';
import { benchNames, defaultCandidateQuery } from './bench/workload';
import { loadListedEntities } from './eval/listed-entities';

/**
 * `npm run bench:pairs [-- --against ../other-checkout --rounds 12 --names 3000]`
 * CPU per query of scoring alone (matchNames with screening's minimum score, as screening calls
 * it) over the same pairs for two versions of the matching core: the names `npm run bench`
 * screens, each with the candidates this checkout's embedded engine retrieves for it. With
 * `--against`, the other checkout's prepare.ts and score.ts are loaded into this same process
 * and the two are run round by round, in alternating order, so both meet the same load. The
 * version loaded first ran about 10% faster in every test (`--against-first` loads the other one
 * first): run both orders and read the two ratios together. Prints figures only
 * (docs/benchmarks.md).
 */
interface MatchingCore {
  label: string;
  prepareQuery: (name: string) => unknown;
  prepareListed: (name: string) => unknown;
  matchNames: (
    query: unknown,
    listed: unknown,
    options: { typeBonus: boolean; minimumScore: number },
  ) => { score: number };
}

interface Pair {
  listed: unknown;
  typeBonus: boolean;
}

/**
 * A fresh instance of a checkout's matching core: its src/core modules loaded anew, with memos
 * of their own. This checkout's instance is not the one retrieval and the workload generator
 * filled (that one ran 5-10% slower than an identical fresh copy), so both versions start alike.
 */
function loadCore(root: string, label: string): MatchingCore {
  const core = resolve(root, 'src/core') + sep;
  const loaded = Object.keys(require.cache).filter((path) => path.startsWith(core));
  const kept = new Map(loaded.map((path) => [path, require.cache[path]]));
  for (const path of loaded) delete require.cache[path];
  /* eslint-disable @typescript-eslint/no-require-imports -- a checkout's modules, by path */
  const prepare = require(resolve(root, 'src/core/matching/prepare')) as Record<string, unknown>;
  const score = require(resolve(root, 'src/core/matching/score')) as Record<string, unknown>;
  /* eslint-enable @typescript-eslint/no-require-imports */
  for (const path of Object.keys(require.cache)) if (path.startsWith(core)) delete require.cache[path];
  for (const [path, module] of kept) require.cache[path] = module;
  const prepareListed = prepare.prepareName as MatchingCore['prepareListed'];
  // Versions before issue 12 prepared a query like a listed name.
  const prepareQuery = (prepare.prepareQueryName ?? prepareListed) as MatchingCore['prepareQuery'];
  return { label, prepareQuery, prepareListed, matchNames: score.matchNames as MatchingCore['matchNames'] };
}

async function main(): Promise<void> {
  const options = new Command()
    .option('--against <dir>', 'another checkout to compare with (its node_modules must resolve)')
    .option('--against-first', 'load the other checkout first')
    .option('--rounds <n>', 'rounds per version (the first two warm up and are left out)', positiveInt, 12)
    .option('--names <n>', 'names screened', positiveInt, 3000)
    .option('--seed <n>', 'workload seed', positiveInt, 1)
    .parse()
    .opts<{ against?: string; againstFirst?: boolean; rounds: number; names: number; seed: number }>();
  const here = loadCore(resolve(__dirname, '..'), 'this checkout');
  const other = options.against ? loadCore(resolve(options.against), options.against) : null;
  const cores = other ? (options.againstFirst ? [other, here] : [here, other]) : [here];

  const names = await benchNames(options.seed, options.names);
  const retriever = new EmbeddedRetriever(await loadListedEntities());
  const minimumScore = SCREENING_LIMITS.defaultThreshold;
  // Per core: each name's prepared query and its candidates' prepared names (as screening keeps them).
  const work = cores.map(() => [] as { query: unknown; pairs: Pair[] }[]);
  let pairCount = 0;
  for (const entity of names) {
    const [found] = retriever.find([defaultCandidateQuery(entity)]);
    const candidates: Entity[] = found.ok ? found.entities : [];
    cores.forEach((core, index) => {
      const pairs = candidates.flatMap((candidate) =>
        Array.from({ length: candidate.aliases.length + 1 }, (_, nameIndex) => ({
          listed: core.prepareListed(entityNameAt(candidate, nameIndex)),
          typeBonus: entity.entity_type === candidate.entity_type,
        })),
      );
      if (index === 0) pairCount += pairs.length;
      work[index].push({ query: core.prepareQuery(entity.name), pairs });
    });
  }

  const times = cores.map(() => [] as number[]);
  let checksum = 0;
  for (let round = 0; round < options.rounds; round++) {
    const order = round % 2 === 0 ? cores.map((_, i) => i) : cores.map((_, i) => i).reverse();
    for (const index of order) {
      const { matchNames } = cores[index];
      const started = cpuMicros();
      for (const { query, pairs } of work[index])
        for (const { listed, typeBonus } of pairs)
          checksum += matchNames(query, listed, { typeBonus, minimumScore }).score;
      if (round >= 2) times[index].push((cpuMicros() - started) / names.length);
    }
  }
  console.log(`${names.length} names, ${pairCount} screening pairs (checksum ${checksum.toFixed(2)})`);
  const medians = times.map(median);
  cores.forEach((core, index) =>
    console.log(
      `${core.label}${index === 0 && other ? ' (loaded first)' : ''}: ${medians[index].toFixed(1)} µs a query ` +
        `(rounds ${times[index].map((t) => t.toFixed(0)).join(', ')})`,
    ),
  );
  if (other) {
    const ratio = medians[cores.indexOf(here)] / medians[cores.indexOf(other)];
    console.log(`this checkout / ${other.label}: ${ratio.toFixed(3)}× the CPU`);
  }
}

void main();
