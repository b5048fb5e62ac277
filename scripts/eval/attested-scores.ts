import { Command } from 'commander';
import { matchNames, prepareName, prepareQueryName } from '../../src/core/matching';
import { SCREENING_LIMITS } from '../../src/screening/dto/screening-fields';
import { attestedPairs } from './attested';
import { loadListedEntities } from './listed-entities';

/**
 * `npm run eval:attested-scores [-- --tsv]`: scoring alone over every attested variant pair
 * (docs/evaluation.md, "The attested-variants set"), each way round, with no type given. eval:all
 * queries a sample of 300 through the service; this scores all 5,158 in about half a minute, so
 * that a scoring rule can be checked against every spelling variant the lists themselves give
 * before it is kept. `--tsv` prints each score; run it in two checkouts and compare the files.
 */
async function main(): Promise<void> {
  const options = new Command('eval:attested-scores')
    .option('--tsv', 'print every scored pair: score, query, listed')
    .parse()
    .opts<{ tsv?: boolean }>();
  const threshold = SCREENING_LIMITS.defaultThreshold;
  const pairs = attestedPairs(await loadListedEntities());
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

void main();
