import type { PreparedName } from './prepare';
import { rewrittenQuery } from './rewritten-query';
import { crossingRuns, MAX_JOINED_WORDS, MIN_PART_LENGTH } from './spacing-keys';

/**
 * Words written together in one name and apart in the other, anywhere in the name and in any
 * order (docs/matching.md, "Spacing"): NASR ALLAH / NASRALLAH, AL BAGHDADI / ALBAGHDADI, ZAKI UR
 * REHMAN / ZAKIURREHMAN. The alignment's spacing rule compares two names whole only when their
 * space-free forms are equal; when the words are also in another order or some are dropped
 * ("Hasan Nasrallah" / "NASR ALLAH, Hassan"), the halves of the split word stayed unpaired and
 * the pair scored 0.34. Here the query is spaced as the candidate spaces those words and prepared
 * again (its equivalences included); nothing else changes, and the pair is then scored as any
 * other, never as identical. spacingMayDiffer (spacing-keys.ts) first rules out almost every pair.
 */

/** The query spaced as the listed name spaces its words, or null when no spacing differs. */
export function spacedQuery(query: PreparedName, listed: PreparedName): PreparedName | null {
  const queryTokens = query.tokens;
  return rewrittenQuery(
    query,
    (i) => {
      const merged = mergedRun(queryTokens, i, listed.tokens);
      if (merged !== null) return { words: [merged.word], count: merged.count };
      const split = splitRun(queryTokens[i], listed);
      return split === null ? null : { words: split, count: 1 };
    },
    'spaced as the listed name',
  );
}

/** Two or three query words from `start` that, written together, are a listed word. */
function mergedRun(
  queryTokens: string[],
  start: number,
  listedTokens: string[],
): { word: string; count: number } | null {
  for (let count = 2; count <= MAX_JOINED_WORDS && start + count <= queryTokens.length; count++) {
    const length = joinedLength(queryTokens, start, count);
    if (length < 0) return null;
    for (const word of listedTokens)
      if (word.length === length && isJoined(word, queryTokens, start, count)) return { word, count };
  }
  return null;
}

/**
 * The two or three adjacent listed words that, written together, are this query word: adjacent as
 * written, or in the order callers type a "SURNAME, Given" name (crossingRuns).
 */
function splitRun(word: string, listed: PreparedName): string[] | null {
  const listedTokens = listed.tokens;
  for (let start = 0; start + 1 < listedTokens.length; start++) {
    for (let count = 2; count <= MAX_JOINED_WORDS && start + count <= listedTokens.length; count++) {
      const length = joinedLength(listedTokens, start, count);
      if (length < 0 || length > word.length) break;
      if (length === word.length && isJoined(word, listedTokens, start, count))
        return listedTokens.slice(start, start + count);
    }
  }
  for (const run of crossingRuns(listedTokens.length, listed.leadingSurnameTokens)) {
    const parts = run.map((index) => listedTokens[index]);
    if (parts.every((part) => part.length >= MIN_PART_LENGTH) && parts.join('') === word) return parts;
  }
  return null;
}

/** The length of `count` tokens from `start` written together; -1 when one is too short to join. */
function joinedLength(tokens: string[], start: number, count: number): number {
  let length = 0;
  for (let k = start; k < start + count; k++) {
    if (tokens[k].length < MIN_PART_LENGTH) return -1;
    length += tokens[k].length;
  }
  return length;
}

function isJoined(word: string, tokens: string[], start: number, count: number): boolean {
  let offset = 0;
  for (let k = start; k < start + count; k++) {
    if (!word.startsWith(tokens[k], offset)) return false;
    offset += tokens[k].length;
  }
  return true;
}
