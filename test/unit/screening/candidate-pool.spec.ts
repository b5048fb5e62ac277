import { analyzeName } from '../../../src/core/names/keys';
import {
  candidatePoolSize,
  CANDIDATE_POOL_MIN,
  SKELETON_POOL_FACTOR,
} from '../../../src/screening/screening.service';

const searchesBySkeleton = (name: string) =>
  analyzeName(name).keys.tokens.some((token) => token.querySkeletons.length > 0);

describe('candidatePoolSize', () => {
  it('is 15 for a batch entity (5 results), 20 for a single screening (10), 70 for 50 results', () => {
    expect([5, 10, 50].map((maxResults) => candidatePoolSize(maxResults))).toEqual([
      CANDIDATE_POOL_MIN,
      20,
      70,
    ]);
  });

  it('is larger for a query in Arabic script, whose consonant skeletons tie more often', () => {
    expect(searchesBySkeleton('موحمد سدو')).toBe(true);
    expect(searchesBySkeleton('Muhammad Sadu')).toBe(false);
    expect(candidatePoolSize(5, true)).toBe(CANDIDATE_POOL_MIN * SKELETON_POOL_FACTOR);
    expect(candidatePoolSize(50, true)).toBe(70 * SKELETON_POOL_FACTOR);
  });
});
