import type { PreparedName, PreparedWord } from './prepare';

/**
 * Spacing keys (spacing.ts): whether a run of two or three adjacent words of one name, written
 * together, may be a word of the other. Checked for every pair scored, so from numbers scoring
 * reads anyway: each word's polynomial hash and length. The hash of a run is composed from its
 * words' hashes (h(AB) = h(A) × BASE^|B| + h(B)), so a listed name's runs cost no string, and a
 * query's runs are hashed once per query.
 */

/** At most this many adjacent words are written together as one (ZAKI UR REHMAN / ZAKIURREHMAN). */
export const MAX_JOINED_WORDS = 3;
/** Each of the joined words has this many letters or more: single letters are initials. */
export const MIN_PART_LENGTH = 2;

const BASE = 0x01000193;
const POWERS = new Int32Array(64);
POWERS[0] = 1;
for (let n = 1; n < POWERS.length; n++) POWERS[n] = Math.imul(POWERS[n - 1], BASE);

function power(exponent: number): number {
  if (exponent < POWERS.length) return POWERS[exponent];
  let result = POWERS[POWERS.length - 1];
  for (let n = POWERS.length - 1; n < exponent; n++) result = Math.imul(result, BASE);
  return result;
}

/** The polynomial hash of a word (kept in PreparedWord.spacingHash). */
export function spacingHashOf(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, BASE) + text.charCodeAt(i)) | 0;
  return hash;
}

/** The hash of two texts written together, from their hashes and the second one's length. */
function joined(left: number, right: number, rightLength: number): number {
  return (Math.imul(left, power(rightLength)) + right) | 0;
}

/**
 * What a query offers to every pair it is scored in: the hashes of its tokens and of its runs, and
 * masks of their lengths. From the tokens, not the words: a token read as a legal form (PAO, the
 * Russian JSC) may still be half of a name (PAO LO for PAOLO).
 */
export interface QuerySpacing {
  tokens: Int32Array;
  runs: Int32Array;
  /** Bit n set when a run has n letters (n ≥ 31 on bit 31). */
  runLengths: number;
  /** Bit n set when a token has n letters (n ≥ 31 on bit 31). */
  tokenLengths: number;
  /** Bit (hash mod 32) set for each run's hash and each token's (SpacingMasks). */
  runHashes: number;
  tokenHashes: number;
}

const lengthBit = (letters: number) => 1 << Math.min(letters, 31);

export function querySpacingOf(tokens: readonly string[]): QuerySpacing {
  const hashes = Int32Array.from(tokens, spacingHashOf);
  const runs: number[] = [];
  let runLengths = 0;
  let tokenLengths = 0;
  let runHashes = 0;
  let tokenHashes = 0;
  for (let start = 0; start < tokens.length; start++) {
    tokenLengths |= lengthBit(tokens[start].length);
    tokenHashes |= hashBit(hashes[start]);
    if (tokens[start].length < MIN_PART_LENGTH) continue;
    let hash = hashes[start];
    let letters = tokens[start].length;
    for (let k = start + 1; k < start + MAX_JOINED_WORDS && k < tokens.length; k++) {
      if (tokens[k].length < MIN_PART_LENGTH) break;
      hash = joined(hash, hashes[k], tokens[k].length);
      letters += tokens[k].length;
      runs.push(hash);
      runLengths |= lengthBit(letters);
      runHashes |= hashBit(hash);
    }
  }
  return { tokens: hashes, runs: Int32Array.from(runs), runLengths, tokenLengths, runHashes, tokenHashes };
}

/**
 * The runs of a listed "SURNAME, Given" name read in the order callers type it that its written
 * order lacks: the last given name and the first surname word together (NOVAK STEPANOVIC for
 * STEPANOVIC, Novak), with the word before or after them. As word indices; none without a comma.
 */
export function crossingRuns(wordCount: number, surnameWords: number): ReadonlyArray<readonly number[]> {
  if (surnameWords === 0 || surnameWords >= wordCount) return NO_RUNS;
  // Built once per shape: the spacing check asks for every pair scored.
  const key = wordCount * 1024 + surnameWords;
  let runs = CROSSING_RUNS.get(key);
  if (runs === undefined) {
    const last = wordCount - 1;
    runs = [[last, 0]];
    if (last - 1 >= surnameWords) runs.push([last - 1, last, 0]);
    if (surnameWords > 1) runs.push([last, 0, 1]);
    CROSSING_RUNS.set(key, runs);
  }
  return runs;
}
const NO_RUNS: ReadonlyArray<readonly number[]> = [];
const CROSSING_RUNS = new Map<number, number[][]>();

/**
 * What a name offers to the other side of every spacing check, as 32-bit masks: bit n of
 * `wordLengths` set when a word has n letters, bit (hash mod 32) of `wordHashes` for each word's
 * hash; `runLengths` and `runHashes` the same for the runs of its words written together (in the
 * written order and the order callers type a "SURNAME, Given" name). Kept in each prepared name,
 * so that most pairs are ruled out by four masks, without reading the listed words.
 */
export interface SpacingMasks {
  wordLengths: number;
  wordHashes: number;
  runLengths: number;
  runHashes: number;
}

const hashBit = (hash: number) => 1 << (hash & 31);

export function spacingMasksOf(words: readonly PreparedWord[], surnameWords: number): SpacingMasks {
  const masks = { wordLengths: 0, wordHashes: 0, runLengths: 0, runHashes: 0 };
  const addRun = (hash: number, letters: number) => {
    masks.runLengths |= lengthBit(letters);
    masks.runHashes |= hashBit(hash);
  };
  for (let j = 0; j < words.length; j++) {
    masks.wordLengths |= lengthBit(words[j].letters);
    masks.wordHashes |= hashBit(words[j].spacingHash);
    if (words[j].letters < MIN_PART_LENGTH) continue;
    let hash = words[j].spacingHash;
    let letters = words[j].letters;
    for (let k = j + 1; k < Math.min(j + MAX_JOINED_WORDS, words.length); k++) {
      if (words[k].letters < MIN_PART_LENGTH) break;
      hash = joined(hash, words[k].spacingHash, words[k].letters);
      letters += words[k].letters;
      addRun(hash, letters);
    }
  }
  for (const run of crossingRuns(words.length, surnameWords)) {
    const hash = runHash(words, run);
    if (hash !== null) addRun(hash, runLetters(words, run));
  }
  return masks;
}

/** Whether a run of the listed words, by hash and length, is a query token. */
function hasToken(spacing: QuerySpacing, hash: number, letters: number): boolean {
  return (spacing.tokenLengths & (1 << Math.min(letters, 31))) !== 0 && spacing.tokens.includes(hash);
}

/**
 * Whether the two names may differ in spacing: a run of the query's words is a listed word, or a
 * run of the listed words (in the written order or the order callers type it) is a query word, by
 * length, then hash. spacing.ts then compares the words themselves.
 */
export function spacingMayDiffer(query: PreparedName, listed: PreparedName): boolean {
  const spacing = (query.spacing ??= querySpacingOf(query.tokens));
  const { runs, runLengths } = spacing;
  // Most pairs: no query run as long as a listed word and of a hash it may have, and the other way round.
  const masks = listed.spacingMasks;
  const queryRunMayBeWord =
    (runLengths & masks.wordLengths) !== 0 && (spacing.runHashes & masks.wordHashes) !== 0;
  const listedRunMayBeToken =
    (spacing.tokenLengths & masks.runLengths) !== 0 && (spacing.tokenHashes & masks.runHashes) !== 0;
  if (!queryRunMayBeWord && !listedRunMayBeToken) return false;
  const listedWords = listed.words;
  const listedCount = listedWords.length;
  for (let j = 0; j < listedCount; j++) {
    const word = listedWords[j];
    const letters = word.letters;
    if ((runLengths & (1 << Math.min(letters, 31))) !== 0) {
      for (let r = 0; r < runs.length; r++) if (runs[r] === word.spacingHash) return true;
    }
    if (letters < MIN_PART_LENGTH) continue;
    let hash = word.spacingHash;
    let runLetters = letters;
    const end = Math.min(j + MAX_JOINED_WORDS, listedCount);
    for (let k = j + 1; k < end; k++) {
      const next = listedWords[k];
      if (next.letters < MIN_PART_LENGTH) break;
      hash = joined(hash, next.spacingHash, next.letters);
      runLetters += next.letters;
      if (hasToken(spacing, hash, runLetters)) return true;
    }
  }
  // Runs in the order callers type a "SURNAME, Given" name.
  for (const run of crossingRuns(listedCount, listed.leadingSurnameTokens))
    if (runIsQueryToken(spacing, listedWords, run)) return true;
  return false;
}

/** Whether the listed words at these indices, written together, are a query token (by length, then hash). */
function runIsQueryToken(
  spacing: QuerySpacing,
  words: readonly PreparedWord[],
  run: readonly number[],
): boolean {
  const hash = runHash(words, run);
  return hash !== null && hasToken(spacing, hash, runLetters(words, run));
}

function runLetters(words: readonly PreparedWord[], run: readonly number[]): number {
  return run.reduce((sum, index) => sum + words[index].letters, 0);
}

/** The hash of the words at these indices written together; null when one is too short to be part of a run. */
function runHash(words: readonly PreparedWord[], run: readonly number[]): number | null {
  let hash = 0;
  for (let i = 0; i < run.length; i++) {
    const word = words[run[i]];
    if (word.letters < MIN_PART_LENGTH) return null;
    hash = i === 0 ? word.spacingHash : joined(hash, word.spacingHash, word.letters);
  }
  return hash;
}
