import { boundedMemo, WORD_MEMO_CAPACITY } from '../bounded-memo';
// double-metaphone 1.x is CommonJS without types: a one-line typed wrapper.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const doubleMetaphoneImpl = require('double-metaphone') as (word: string) => [string, string];

/**
 * Memoized: list names repeat the same few tens of thousands of words, and the encoder is the
 * costliest step of analysing a name. Bounded so untrusted query words cannot grow it forever.
 */
const memo = boundedMemo(WORD_MEMO_CAPACITY, doubleMetaphoneImpl);

/**
 * Words shorter than this earn no near-code credit in scoring (matching/phonetic.ts): one letter of
 * a short word makes another name. The same length decides where a word is distinctive enough to
 * stand for itself after one change: the rest of a joined article (joined-articles.ts) and the
 * beginning of a word cut by a field length (cut-words.ts).
 */
export const NEAR_CODES_MIN_LENGTH = 5;

/** Double Metaphone [primary, alternate] of one upper-case word. */
export function doubleMetaphone(word: string): [string, string] {
  const codes = memo(word);
  return [codes[0], codes[1]];
}
