import type { CandidateQuery } from '../../src/engines/candidate-source';
import { DEFAULT_LISTS, SCREENING_LIMITS } from '../../src/screening/dto/screening-fields';
import { candidateQueryOf } from '../../src/screening/screening.service';
import { isPositive } from '../eval/cases';
import { type BatchEntity, requestEntity } from '../eval/client';
import { generateDataset } from '../eval/generate';
import { loadListedEntities } from '../eval/listed-entities';
import { Rng } from '../eval/prng';

export const BATCH_SIZE = 100;
/** Share of listed-name variants in a batch: most customers are not listed. */
const LISTED_SHARE = 0.1;

/**
 * What the benchmarks screen (npm run bench, bench:phases, bench:pairs): names of the evaluation's
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

/** The first `count` names of the workload's batches: what the in-process benchmarks screen. */
export async function benchNames(seed: number, count: number): Promise<BatchEntity[]> {
  const { batches } = await benchWorkload(seed);
  return batches.flat().slice(0, count);
}

/** The candidate query screening sends for a name with the default lists and result limit. */
export function defaultCandidateQuery(entity: BatchEntity): CandidateQuery {
  return candidateQueryOf(entity, [...DEFAULT_LISTS], SCREENING_LIMITS.defaultMaxResults);
}
