import { isPositive } from '../eval/cases';
import { type BatchEntity, requestEntity } from '../eval/client';
import { generateDataset } from '../eval/generate';
import { loadListedEntities } from '../eval/listed-entities';
import { Rng } from '../eval/prng';

export const BATCH_SIZE = 100;
/** Share of listed-name variants in a batch: most customers are not listed. */
const LISTED_SHARE = 0.1;

/**
 * What the benchmarks screen (npm run bench, npm run bench:phases): names of the evaluation's
 * tuning part, ordinary names with some listed-name variants, in 50 batches and 2,000 singles.
 */
export async function benchWorkload(
  seed: number,
): Promise<{ batches: BatchEntity[][]; singles: BatchEntity[] }> {
  const dataset = generateDataset(await loadListedEntities(), { seed });
  const listed = dataset.cases.filter(isPositive).map(requestEntity);
  const ordinary = dataset.cases.filter((c) => !isPositive(c)).map(requestEntity);
  const rng = new Rng(seed);
  const mixed = () => (rng.chance(LISTED_SHARE) ? rng.pick(listed) : rng.pick(ordinary));
  const batches = Array.from({ length: 50 }, () => Array.from({ length: BATCH_SIZE }, mixed));
  const singles = Array.from({ length: 2000 }, mixed);
  return { batches, singles };
}
