import { prepareName } from '../../../src/core/matching/prepare';
import { alignNames } from '../../../src/core/matching/alignment';
import { phoneticScore, phoneticScoreBound } from '../../../src/core/matching/phonetic';
import { finalScoreBound, matchNames } from '../../../src/core/matching/score';
import { pick, realListedNames, seededRandom, shuffle, typo } from './corpus';

/**
 * Screening skips Jaro-Winkler and the sequence matcher for pairs whose phonetic score (or,
 * before the alignment, a bound of it) already proves them below the lowest reportable score. That must never change a result a
 * caller can see: above the minimum, every figure equals the unpruned computation; below it,
 * the pair stays below.
 */
describe('pruning below the lowest reportable score', () => {
  const names = realListedNames();
  const random = seededRandom(11);
  const pairs: [string, string][] = [];
  for (let i = 0; i < 1500; i++) {
    const listed = pick(random, names);
    const kind = i % 3;
    const query =
      kind === 0
        ? typo(random, listed)
        : kind === 1
          ? shuffle(random, listed.split(/[ ,]+/)).join(' ')
          : pick(random, names);
    pairs.push([query, listed]);
  }

  it.each([0.5, 0.6, 0.85, 0.95])('changes nothing reportable at minimum %s', (minimumScore) => {
    let pruned = 0;
    let prunedBeforeAlignment = 0;
    let kept = 0;
    for (const [queryName, listedName] of pairs) {
      const query = prepareName(queryName);
      const listed = prepareName(listedName);
      for (const typeBonus of [false, true]) {
        const full = matchNames(query, listed, { typeBonus });
        const fast = matchNames(query, listed, { typeBonus, minimumScore });
        if (full.score >= minimumScore) {
          kept++;
          expect({ pair: [queryName, listedName], ...fast, breakdown: undefined }).toEqual({
            pair: [queryName, listedName],
            ...full,
            breakdown: undefined,
          });
        } else {
          expect(fast.score).toBeLessThan(minimumScore);
          if (fast.breakdown.pruned) pruned++;
          if (fast.breakdown.pruned && Number.isNaN(fast.breakdown.phonetic)) prunedBeforeAlignment++;
        }
      }
    }
    // The test only means something if both branches were exercised. Below 0.7 only the
    // adjustments (legal forms, weak evidence, unmatched query words) can prune, since JW and SM
    // alone may contribute 0.4 + 0.3; they still do, often.
    expect(kept).toBeGreaterThan(100);
    expect(pruned).toBeGreaterThan(100);
    if (minimumScore > 0.7) expect(prunedBeforeAlignment).toBeGreaterThan(100);
  });

  it('bounds the phonetic score before the alignment, and is often below 1', () => {
    let below = 0;
    for (const [queryName, listedName] of pairs) {
      const query = prepareName(queryName);
      const listed = prepareName(listedName);
      if (query.compact === listed.compact) continue;
      const bound = phoneticScoreBound(query, listed);
      alignNames(query, listed);
      expect({ pair: [queryName, listedName], atLeast: bound >= phoneticScore(query, listed) }).toEqual({
        pair: [queryName, listedName],
        atLeast: true,
      });
      if (bound < 0.5) below++;
    }
    expect(below).toBeGreaterThan(100);
  });

  it('bounds with JW = SM = 1 and the same roundings (hand-checked)', () => {
    // phonetic 1/3 → 0.3333 → contribution 0.1; total 0.4 + 0.3 + 0.1 = 0.8; × 1.05 = 0.84.
    expect(finalScoreBound(0.3333, false)).toBe(0.8);
    expect(finalScoreBound(0.3333, true)).toBe(0.84);
    expect(finalScoreBound(1, true)).toBe(1);
  });
});
