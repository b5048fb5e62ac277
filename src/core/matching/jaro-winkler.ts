import {
  indexPositions,
  lowestPosition,
  POSITION_MASK_MAX_LENGTH,
  positionRange,
  positionsOf,
} from './position-masks';

/**
 * Jaro-Winkler similarity, exactly as Python's jellyfish computes `jaro_winkler_similarity`
 * (and `jaro_similarity` before the Winkler step):
 *  - match window = max(floor(max(|a|, |b|) / 2) - 1, 0);
 *  - a character of `a` matches the first unmatched equal character of `b` within the window;
 *  - transpositions = (matched characters that are out of order) / 2, rounded down;
 *  - jaro = (m / |a| + m / |b| + (m - t) / m) / 3, and 0 when m = 0 or a string is empty;
 *  - Winkler: when jaro > 0.7, add l × 0.1 × (1 - jaro), l = common prefix, at most 4
 *    (common_prefix_length is reported in either case; the adjustment is 0 when jaro <= 0.7).
 * Works on symbol arrays (one symbol per code point, see symbols.ts) with reused flag buffers.
 */
export const WINKLER_SCALING = 0.1;
export const WINKLER_MAX_PREFIX = 4;
export const WINKLER_THRESHOLD = 0.7;

export interface JaroWinklerDetails {
  string1_length: number;
  string2_length: number;
  match_window: number;
  matching_characters: number;
  transpositions: number;
  common_prefix_length: number;
  jaro_similarity: number;
  winkler_adjustment: number;
  score: number;
}

// Matched-character flags as stamps (flag set when equal to the call's stamp): no clearing per call.
let flags1 = new Int32Array(64);
let flags2 = new Int32Array(64);
let stamp = 0;

/** Filled by every call to jaroWinklerSymbols; read it before the next call. */
export const lastJaroWinkler: JaroWinklerDetails = {
  string1_length: 0,
  string2_length: 0,
  match_window: 0,
  matching_characters: 0,
  transpositions: 0,
  common_prefix_length: 0,
  jaro_similarity: 0,
  winkler_adjustment: 0,
  score: 0,
};

function record(
  length1: number,
  length2: number,
  window: number,
  matches: number,
  transpositions: number,
  prefix: number,
  jaro: number,
  adjustment: number,
): number {
  const details = lastJaroWinkler;
  details.string1_length = length1;
  details.string2_length = length2;
  details.match_window = window;
  details.matching_characters = matches;
  details.transpositions = transpositions;
  details.common_prefix_length = prefix;
  details.jaro_similarity = jaro;
  details.winkler_adjustment = adjustment;
  details.score = jaro + adjustment;
  return details.score;
}

// The matched characters of a, in order (the bit-parallel path has at most 32).
const matchedSymbolsOfA = new Uint16Array(POSITION_MASK_MAX_LENGTH);

/** Jaro-Winkler of a[0..length1) and b[0..length2); details are left in `lastJaroWinkler`. */
export function jaroWinklerSymbols(a: Uint16Array, length1: number, b: Uint16Array, length2: number): number {
  const window = Math.max((Math.max(length1, length2) >> 1) - 1, 0);
  if (length1 === 0 || length2 === 0) return record(length1, length2, window, 0, 0, 0, 0, 0);
  const counts =
    length2 <= POSITION_MASK_MAX_LENGTH
      ? matchBitParallel(a, length1, b, length2, window)
      : matchByScanning(a, length1, b, length2, window);
  const matches = counts.matches;
  if (matches === 0) return record(length1, length2, window, 0, 0, 0, 0, 0);
  const transpositions = counts.outOfOrder >> 1;
  const jaro = (matches / length1 + matches / length2 + (matches - transpositions) / matches) / 3;

  // The prefix is reported even when the boost does not apply (jaro <= 0.7).
  const limit = Math.min(length1, length2, WINKLER_MAX_PREFIX);
  let prefix = 0;
  while (prefix < limit && a[prefix] === b[prefix]) prefix++;
  const adjustment = jaro > WINKLER_THRESHOLD ? prefix * WINKLER_SCALING * (1 - jaro) : 0;
  return record(length1, length2, window, matches, transpositions, prefix, jaro, adjustment);
}

/** Matched characters and matched characters out of order, from the last matching step. */
const counts = { matches: 0, outOfOrder: 0 };

function matchBitParallel(
  a: Uint16Array,
  length1: number,
  b: Uint16Array,
  length2: number,
  window: number,
): typeof counts {
  indexPositions(b, length2);
  let matchedB = 0;
  let matches = 0;
  const last = Math.min(length1, length2 + window);
  for (let i = 0; i < last; i++) {
    const symbol = a[i];
    const windowBits = positionRange(Math.max(0, i - window), Math.min(i + window + 1, length2));
    const free = positionsOf(symbol) & ~matchedB & windowBits;
    if (free === 0) continue;
    matchedB |= free & -free; // the first unmatched equal character in the window
    matchedSymbolsOfA[matches++] = symbol;
  }
  counts.matches = matches;
  counts.outOfOrder = 0;
  // Matched characters of a and of b, both in order: count the pairs that differ.
  for (let n = 0; n < matches; n++) {
    const bit = matchedB & -matchedB;
    if (matchedSymbolsOfA[n] !== b[lowestPosition(bit)]) counts.outOfOrder++;
    matchedB ^= bit;
  }
  return counts;
}

function matchByScanning(
  a: Uint16Array,
  length1: number,
  b: Uint16Array,
  length2: number,
  window: number,
): typeof counts {
  if (flags1.length < length1 || flags2.length < length2 || stamp >= 0x7fffffff) {
    flags1 = new Int32Array(Math.max(length1, length2, flags1.length));
    flags2 = new Int32Array(flags1.length);
    stamp = 0;
  }
  const mark = ++stamp;
  let matches = 0;
  for (let i = 0; i < length1; i++) {
    const symbol = a[i];
    const high = Math.min(i + window, length2 - 1);
    for (let j = Math.max(0, i - window); j <= high; j++) {
      if (flags2[j] !== mark && b[j] === symbol) {
        flags1[i] = mark;
        flags2[j] = mark;
        matches++;
        break;
      }
    }
  }
  counts.matches = matches;
  counts.outOfOrder = 0;
  let k = 0;
  for (let i = 0; i < length1 && matches > 0; i++) {
    if (flags1[i] !== mark) continue;
    while (flags2[k] !== mark) k++;
    if (a[i] !== b[k]) counts.outOfOrder++;
    k++;
  }
  return counts;
}
