import { alignment, metaphoneAgrees, metaphoneMayAgree, sameText } from './alignment';
import { prepareWord, type PreparedName, type PreparedWord } from './prepare';

/**
 * Phonetic score (docs/matching.md, "Phonetic score"): over the two names' tokens, with the
 * token alignment's pairs. Per pair: identical words 1.0; otherwise, for words of the letters
 * A–Z, 1.0 when Soundex and Double Metaphone agree, 0.9 when only Metaphone agrees, 0.6 when
 * only Soundex agrees, else 0 (words with digits or other scripts have no sound and earn
 * nothing unless identical). The score is the sum over pairs divided by the larger token
 * count, so a dropped or extra token costs here. Spacing variants (AL QAIDA, ALQAIDA) compare
 * their space-free forms as one word each.
 */
export const PHONETIC_BOTH = 1;
export const PHONETIC_METAPHONE_ONLY = 0.9;
export const PHONETIC_SOUNDEX_ONLY = 0.6;

export function soundexAgrees(a: PreparedWord, b: PreparedWord): boolean {
  return a.sounds && b.sounds && a.soundex === b.soundex;
}

export function phoneticPairScore(a: PreparedWord, b: PreparedWord): number {
  if (sameText(a, b)) return PHONETIC_BOTH;
  return soundScore(a, b, metaphoneAgrees(a, b), a.soundex === b.soundex);
}

/**
 * At least phoneticPairScore(a, b), from hashes only: equal hashes are necessary for equal
 * words and codes, so this never undercounts.
 */
function phoneticPairBound(a: PreparedWord, b: PreparedWord): number {
  if (a.textHash === b.textHash) return PHONETIC_BOTH;
  return soundScore(a, b, metaphoneMayAgree(a, b), a.soundexHash === b.soundexHash);
}

/** The score of two different words from whether their Metaphone and Soundex codes agree. */
function soundScore(a: PreparedWord, b: PreparedWord, metaphone: boolean, soundex: boolean): number {
  if (!a.sounds || !b.sounds) return 0;
  if (metaphone) return soundex ? PHONETIC_BOTH : PHONETIC_METAPHONE_ONLY;
  return soundex ? PHONETIC_SOUNDEX_ONLY : 0;
}

/**
 * An upper bound of phoneticScore that needs no alignment: each query word counted with its
 * best-sounding listed word, as if the alignment paired every word with it. Summed in query
 * order like phoneticScore, so floating-point rounding cannot put it below the real score.
 * Not valid for spacing variants (equal compact forms), which phoneticScore scores as one word.
 */
export function phoneticScoreBound(query: PreparedName, listed: PreparedName): number {
  const tokenCount = Math.max(query.words.length, listed.words.length);
  if (tokenCount === 0) return 0;
  let sum = 0;
  for (const queryWord of query.words) {
    let best = 0;
    for (const listedWord of listed.words) {
      best = Math.max(best, phoneticPairBound(queryWord, listedWord));
      if (best === PHONETIC_BOTH) break;
    }
    sum += best;
  }
  return sum / tokenCount;
}

/** The space-free forms as words, for explaining the spacing rule. */
export function compactWords(query: PreparedName, listed: PreparedName): [PreparedWord, PreparedWord] {
  return [prepareWord(query.compact), prepareWord(listed.compact)];
}

/** Phonetic score of the last alignment (alignNames must have run on the same two names). */
export function phoneticScore(query: PreparedName, listed: PreparedName): number {
  // Spacing variants are scored as one word each, and their space-free forms are the same word.
  if (alignment.rule === 'spacing') return PHONETIC_BOTH;
  const tokenCount = Math.max(query.words.length, listed.words.length);
  if (tokenCount === 0) return 0;
  let sum = 0;
  for (let i = 0; i < query.words.length; i++) {
    const partner = alignment.partnerOfQuery[i];
    if (partner >= 0) sum += phoneticPairScore(query.words[i], listed.words[partner]);
  }
  return sum / tokenCount;
}
