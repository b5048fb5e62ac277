import { classify, prepareWord, round4, TOKEN_PAIR_THRESHOLD } from '../../../src/core/matching';
import { mayPair } from '../../../src/core/matching/alignment';
import { normalizeName, tokenize } from '../../../src/core/names/normalize';
import { realListedNames } from './corpus';
import { jaroWinklerSymbols, lastJaroWinkler } from '../../../src/core/matching/jaro-winkler';
import {
  lastMatchingBlocks,
  matchingCharacters,
  sequenceRatio,
} from '../../../src/core/matching/sequence-matcher';
import { soundex } from '../../../src/core/matching/soundex';
import { toSymbols } from '../../../src/core/matching/symbols';

function jaroWinkler(a: string, b: string): number {
  const x = toSymbols(a);
  const y = toSymbols(b);
  return jaroWinklerSymbols(x, x.length, y, y.length);
}

function ratio(a: string, b: string): number {
  const x = toSymbols(a);
  const y = toSymbols(b);
  return sequenceRatio(x, x.length, y, y.length);
}

/** difflib's matching blocks, as explain reads them. */
function blocks(a: string, b: string): ReturnType<typeof lastMatchingBlocks> {
  const x = toSymbols(a);
  const y = toSymbols(b);
  matchingCharacters(x, x.length, y, y.length);
  return lastMatchingBlocks();
}

describe('round4: Python round(x, 4)', () => {
  // Expected values from Python 3: round(x, 4).
  it.each([
    [0.03125, 0.0312], // exact tie: half to even
    [0.09375, 0.0938], // exact tie: half to even
    [0.15625, 0.1562],
    [1.00005, 1.0001], // the double is slightly above the half
    [0.12345, 0.1235],
    [0.98112, 0.9811],
    [0.6666666666666666 * 0.3, 0.2],
    [0.9 * 1.05, 0.945],
    [0, 0],
    [1, 1],
  ])('round4(%p) = %p', (value, expected) => {
    expect(round4(value)).toBe(expected);
  });
});

describe('classify (spec 2.6 table, on the four-decimal final score)', () => {
  it.each([
    [1, true, 'exact'],
    [1, false, 'high_confidence'],
    [0.95, false, 'high_confidence'],
    [0.9499, false, 'confident'],
    [0.85, false, 'confident'],
    [0.8499, false, 'potential'],
    [0.7, false, 'potential'],
    [0.6999, false, 'weak'],
    [0, false, 'weak'],
  ])('%p (exact %p) is %s', (score, exact, expected) => {
    expect(classify(score, exact)).toBe(expected);
  });
});

describe('Jaro-Winkler (hand-checked)', () => {
  it('DIXON and DICKSONX: window 3, 4 matches, no transposition, prefix 2', () => {
    // jaro = (4/5 + 4/8 + 4/4) / 3 = 0.76667; boost 2 × 0.1 × 0.23333 = 0.04667 → 0.81333
    expect(round4(jaroWinkler('DIXON', 'DICKSONX'))).toBe(0.8133);
    expect(lastJaroWinkler).toMatchObject({
      match_window: 3,
      matching_characters: 4,
      transpositions: 0,
      common_prefix_length: 2,
    });
  });

  it('gives no Winkler boost at or below a Jaro of 0.7 but still reports the prefix', () => {
    // ABCXYZ vs ABQRST: 2 matches: jaro = (2/6 + 2/6 + 1) / 3 = 0.5556
    expect(round4(jaroWinkler('ABCXYZ', 'ABQRST'))).toBe(0.5556);
    expect(lastJaroWinkler).toMatchObject({ common_prefix_length: 2, winkler_adjustment: 0 });
  });

  it('is 0 when either string is empty or nothing matches', () => {
    expect(jaroWinkler('', '')).toBe(0);
    expect(jaroWinkler('ABC', '')).toBe(0);
    expect(jaroWinkler('AB', 'BA')).toBe(0); // window 0: no match in place
  });
});

describe('sequence matcher (hand-checked)', () => {
  it('is 1.0 for two empty strings, as difflib', () => {
    expect(ratio('', '')).toBe(1);
    expect(blocks('', '')).toEqual([{ query_start: 0, match_start: 0, length: 0 }]);
  });

  it('ABCD and BCDA: one block BCD, ratio 6/8', () => {
    expect(ratio('ABCD', 'BCDA')).toBe(0.75);
    expect(blocks('ABCD', 'BCDA')).toEqual([
      { query_start: 1, match_start: 0, length: 3 },
      { query_start: 4, match_start: 4, length: 0 },
    ]);
  });

  it('autojunk: in a b of 200 characters, a character seen more than 200 // 100 + 1 = 3 times cannot start a match', () => {
    // b = C + A × 199: A is popular, so no match starts, and extending the empty match at (0, 0) fails on C.
    expect(ratio('AAA', 'C' + 'A'.repeat(199))).toBe(0);
    // One character shorter, autojunk is off: AAA matches, ratio 2 × 3 / (3 + 199).
    expect(ratio('AAA', 'C' + 'A'.repeat(198))).toBe(6 / 202);
  });
});

describe('Soundex (hand-checked American Soundex)', () => {
  it.each([
    ['ROBERT', 'R163'],
    ['RUPERT', 'R163'],
    ['ASHCRAFT', 'A261'], // H does not separate S and C
    ['TYMCZAK', 'T522'], // vowels separate
    ['PFISTER', 'P236'], // P and F share a code with the kept first letter
    ['LEE', 'L000'],
    ['', ''],
  ])('%s → %s', (word, code) => {
    expect(soundex(word)).toBe(code);
  });
});

describe('token alignment pruning', () => {
  it('never skips a token pair that Jaro-Winkler would accept (all token pairs of 300 real names)', () => {
    const words = [...new Set(realListedNames().slice(0, 300).map(normalizeName).flatMap(tokenize))].map(
      prepareWord,
    );
    let accepted = 0;
    const missed: string[] = [];
    for (const a of words) {
      for (const b of words) {
        if (
          jaroWinklerSymbols(a.symbols, a.symbols.length, b.symbols, b.symbols.length) < TOKEN_PAIR_THRESHOLD
        )
          continue;
        accepted++;
        if (!mayPair(a, b)) missed.push(`${a.text}/${b.text}`);
      }
    }
    expect(accepted).toBeGreaterThan(words.length);
    expect(missed).toEqual([]);
  });
});
