import { createHash } from 'node:crypto';
import { Command, Option } from 'commander';
import { matchNames, prepareName, prepareQueryName } from '../../src/core/matching';
import { SCREENING_LIMITS } from '../../src/screening/dto/screening-fields';
import { attestedPairs } from './attested';
import { loadListedEntities } from './listed-entities';

/**
 * `npm run eval:attested-scores [-- --half analysis|report] [--tsv]`: scoring alone over every
 * attested variant pair (docs/evaluation.md, "The attested-variants set"), each way round, with
 * no type given. eval:all queries a sample of 300 through the service; this scores all 5,158 in
 * seconds, so that a scoring rule can be checked against every spelling variant the lists
 * themselves give before it is kept. `--half` keeps one half of the pairs, split by a hash of the
 * pair: look for classes of misses in the analysis half only, and report the other. `--tsv`
 * prints each score; run it in two checkouts and compare the files.
 */
async function main(): Promise<void> {
  const options = new Command('eval:attested-scores')
    .addOption(new Option('--half <half>', 'only one half of the pairs').choices(['analysis', 'report']))
    .option('--tsv', 'print every scored pair: score, query, listed')
    .parse()
    .opts<{ half?: 'analysis' | 'report'; tsv?: boolean }>();
  const threshold = SCREENING_LIMITS.defaultThreshold;
  const pairs = attestedPairs(await loadListedEntities()).filter(
    (pair) => options.half === undefined || halfOf(pair.query, pair.partner) === options.half,
  );
  let scored = 0;
  let recalled = 0;
  for (const pair of pairs) {
    for (const [query, listed] of [
      [pair.query, pair.partner],
      [pair.partner, pair.query],
    ]) {
      const { score } = matchNames(prepareQueryName(query), prepareName(listed), { typeBonus: false });
      scored++;
      if (score >= threshold) recalled++;
      if (options.tsv) console.log(`${score.toFixed(4)}\t${query}\t${listed}`);
    }
  }
  console.error(
    `attested variants scored each way round: ${scored}; at ${threshold} or more: ${recalled} ` +
      `(${((100 * recalled) / scored).toFixed(1)}%)`,
  );
}

/** A fixed half of a pair, either way round: the parity of the MD5 of its two names sorted. */
function halfOf(a: string, b: string): 'analysis' | 'report' {
  const digest = createHash('md5').update([a, b].sort().join('|')).digest();
  return (digest[digest.length - 1] & 1) === 0 ? 'analysis' : 'report';
}

void main();
