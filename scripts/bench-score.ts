/**
 * How many pair scores one core computes per second, without building explanations: the
 * screening fast path (compareNames, and matchNames, which adds the equivalence variant).
 * Names are real SDN primary names of 30 characters or fewer, each query against each listed
 * name, prepared beforehand as screening does. Prints the median of several rounds.
 *
 *   npm run bench:score [-- --rounds 7 --listed 2000 --queries 200]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compareNames, matchNames, prepareName, type PreparedName } from '../src/core/matching';

const MAX_NAME_LENGTH = 30;
const SDN_FILE = join(__dirname, '../../shared/data/lists/ofac-sdn-csv/sdn.csv');

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}

function shortNames(): string[] {
  const names: string[] = [];
  for (const line of readFileSync(SDN_FILE, 'latin1').split('\n')) {
    const name = /^\d+,"([^"]+)"/.exec(line)?.[1];
    if (name && name.length <= MAX_NAME_LENGTH) names.push(name);
  }
  return names;
}

/** Every other query is a listed name with two letters swapped, so similar pairs are measured too. */
function queriesFrom(names: string[], count: number): string[] {
  return names.slice(0, count).map((name, n) => {
    if (n % 2 === 1 || name.length < 4) return name.split(/,\s*/).reverse().join(' ');
    const at = 1 + (n % (name.length - 2));
    return name.slice(0, at) + name[at + 1] + name[at] + name.slice(at + 2);
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function cpuSeconds(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
}

function format(rate: number): string {
  return Math.round(rate).toLocaleString('en-US');
}

/**
 * Rates per second of CPU time (process.cpuUsage), which is what one core delivers even when
 * the machine is shared; wall-clock rates are printed alongside.
 */
function measure(
  label: string,
  rounds: number,
  pairs: [PreparedName, PreparedName][],
  score: (query: PreparedName, name: PreparedName) => number,
): void {
  const cpuRates: number[] = [];
  const wallRates: number[] = [];
  let checksum = 0;
  for (let round = 0; round <= rounds; round++) {
    const wallStart = process.hrtime.bigint();
    const cpuStart = cpuSeconds();
    for (const [query, name] of pairs) checksum += score(query, name);
    const cpu = cpuSeconds() - cpuStart;
    const wall = Number(process.hrtime.bigint() - wallStart) / 1e9;
    if (round === 0) continue; // round 0 warms the JIT up
    cpuRates.push(pairs.length / cpu);
    wallRates.push(pairs.length / wall);
  }
  console.log(
    `${label}: median ${format(median(cpuRates))} pair scores per CPU second over ${rounds} rounds ` +
      `(min ${format(Math.min(...cpuRates))}, max ${format(Math.max(...cpuRates))}); ` +
      `wall clock median ${format(median(wallRates))}/s; checksum ${checksum.toFixed(2)}`,
  );
}

/**
 * Nanoseconds per element of a plain typed-array sum, on this machine now: a shared or
 * throttled machine shows it (an idle modern core takes well under 1 ns), so that figures from
 * different machines can be compared.
 */
function calibration(): number {
  const values = new Uint16Array(1000).map((_, i) => i % 26);
  let sum = 0;
  const start = cpuSeconds();
  for (let round = 0; round < 100_000; round++) for (let i = 0; i < values.length; i++) sum += values[i];
  const nanoseconds = ((cpuSeconds() - start) * 1e9) / (100_000 * values.length);
  return sum > 0 ? nanoseconds : Number.NaN;
}

function main(): void {
  const rounds = option('rounds', 7);
  const names = shortNames();
  const listed = names.slice(0, option('listed', 2000)).map((name) => prepareName(name));
  const queries = queriesFrom(names.slice(names.length >> 1), option('queries', 200)).map((name) =>
    prepareName(name),
  );
  console.log(
    `${queries.length} queries × ${listed.length} listed names (≤ ${MAX_NAME_LENGTH} characters), one core`,
  );
  console.log(`calibration: ${calibration().toFixed(2)} ns per element of a plain typed-array sum`);
  const everyPair = queries.flatMap((q) => listed.map((l): [PreparedName, PreparedName] => [q, l]));
  measure('compareNames', rounds, everyPair, (q, l) => compareNames(q, l, { typeBonus: false }).final_score);
  measure('matchNames  ', rounds, everyPair, (q, l) => matchNames(q, l, { typeBonus: false }).score);
  // As screening scores: candidates that share a word with the query, pruned below the default threshold.
  // Repeated so that a round lasts long enough to time.
  const candidates = Array.from({ length: 40 }, () => candidatePairs(queries, listed)).flat();
  console.log(
    `screening-like: ${candidates.length} pairs that share a word, minimumScore 0.85, with and without the bonus`,
  );
  measure('screening   ', rounds, candidates, (q, l) => {
    const options = { minimumScore: 0.85 };
    return (
      matchNames(q, l, { ...options, typeBonus: false }).score +
      matchNames(q, l, { ...options, typeBonus: true }).score
    );
  });
}

/** Each query with the listed names that share one of its words (what retrieval would mostly return). */
function candidatePairs(queries: PreparedName[], listed: PreparedName[]): [PreparedName, PreparedName][] {
  const byWord = new Map<string, PreparedName[]>();
  for (const name of listed)
    for (const token of new Set(name.tokens)) byWord.set(token, [...(byWord.get(token) ?? []), name]);
  return queries.flatMap((query) => {
    const shared = new Set(query.tokens.flatMap((token) => byWord.get(token) ?? []));
    return [...shared].map((name): [PreparedName, PreparedName] => [query, name]);
  });
}

main();
