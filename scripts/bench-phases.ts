import { Command } from 'commander';
import type { Entity } from '../src/core/lists/model';
import type { BatchEntity } from '../src/screening/batch-types';
import { EmbeddedRetriever } from '../src/engines/embedded/embedded-retriever';
import { SCREENING_LIMITS } from '../src/screening/dto/screening-fields';
import { evaluateCandidates } from '../src/screening/match-evaluation';
import { comparerFor, PreparedNameCache } from '../src/screening/name-comparer';
import { cpuMicros, positiveInt } from './bench/cli';
import { median } from './bench/stats';
import { benchNames, defaultCandidateQuery } from './bench/workload';
import { loadListedEntities } from './eval/listed-entities';

/**
 * `npm run bench:phases [-- --rounds 5 --names 3000]`
 * CPU per query of the three phases of one screening, in this process, without HTTP or batch
 * workers: analysis (retrieval keys), retrieval (the embedded engine's index) and scoring
 * (prepared query, every candidate name scored, matches built), over the names `npm run bench`
 * screens. The first round warms caches and is left out; medians of the others. Prints
 * figures only (docs/benchmarks.md): alternate it with another checkout to compare code.
 */

interface Phases {
  analyze: number;
  retrieve: number;
  score: number;
}

function screenAll(names: BatchEntity[], retriever: EmbeddedRetriever, cache: PreparedNameCache): Phases {
  const total: Phases = { analyze: 0, retrieve: 0, score: 0 };
  const threshold = SCREENING_LIMITS.defaultThreshold;
  for (const entity of names) {
    const started = cpuMicros();
    const query = defaultCandidateQuery(entity);
    const analyzed = cpuMicros();
    const [found] = retriever.find([query]);
    const retrieved = cpuMicros();
    const candidates: Entity[] = found.ok ? found.entities : [];
    const criteria = { name: entity.name, entityType: entity.entity_type, threshold };
    evaluateCandidates(criteria, candidates, comparerFor(entity.name, cache, threshold));
    const scored = cpuMicros();
    total.analyze += analyzed - started;
    total.retrieve += retrieved - analyzed;
    total.score += scored - retrieved;
  }
  return total;
}

async function main(): Promise<void> {
  const options = new Command()
    .option('--rounds <n>', 'measured rounds (median reported)', positiveInt, 5)
    .option('--names <n>', 'names per round', positiveInt, 3000)
    .option('--seed <n>', 'workload seed', positiveInt, 1)
    .parse()
    .opts<{ rounds: number; names: number; seed: number }>();
  const names = await benchNames(options.seed, options.names);
  const retriever = new EmbeddedRetriever(await loadListedEntities());
  const cache = new PreparedNameCache();
  const rounds: Phases[] = [];
  for (let round = 0; round <= options.rounds; round++) {
    const phases = screenAll(names, retriever, cache);
    if (round > 0) rounds.push(phases);
  }
  const perQuery = (phase: keyof Phases) => median(rounds.map((r) => r[phase] / names.length));
  const [analyze, retrieve, score] = [perQuery('analyze'), perQuery('retrieve'), perQuery('score')];
  console.log(
    `CPU per query, median of ${options.rounds} rounds of ${names.length} names: analyze ${analyze.toFixed(1)} µs, ` +
      `retrieve ${retrieve.toFixed(1)} µs, score ${score.toFixed(1)} µs, total ${(analyze + retrieve + score).toFixed(1)} µs`,
  );
}

void main();
