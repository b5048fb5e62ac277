import {
  indexPositions,
  lowestPosition,
  POSITION_MASK_MAX_LENGTH,
  positionRange,
  positionsOf,
} from './position-masks';
import { SYMBOL_SPACE } from './symbols';

/**
 * A port of Python's `difflib.SequenceMatcher(None, a, b)` (CPython 3.8 to 3.13 behave the
 * same): `get_matching_blocks()` and `ratio()`, including the "autojunk" rule (when b has
 * 200 or more characters, a character occurring more than len(b) // 100 + 1 times in b is
 * "popular" and cannot start a match, although it can extend one). Works on symbol arrays
 * (one symbol per code point) with buffers reused between calls, so scoring allocates nothing.
 */
export const AUTOJUNK_MIN_LENGTH = 200;

export interface MatchingBlock {
  query_start: number;
  match_start: number;
  length: number;
}

// b2j as counting-sorted position lists: symbol → positions[start .. start + count).
const symbolStamp = new Int32Array(SYMBOL_SPACE);
const symbolCount = new Int32Array(SYMBOL_SPACE);
const symbolStart = new Int32Array(SYMBOL_SPACE);
const symbolFill = new Int32Array(SYMBOL_SPACE);
let symbolGeneration = 0;
let distinctSymbols = new Uint16Array(64);
let positions = new Int32Array(64);

// j2len of difflib's find_longest_match as two dense rows; an entry counts only if its stamp
// is the previous row's id, which replaces clearing a dictionary per row.
let rowLength = [new Int32Array(64), new Int32Array(64)];
let rowStamp = [new Int32Array(64), new Int32Array(64)];
let rowId = 0;

let queue = new Int32Array(64);
/** Blocks of the last call as (query_start, match_start, length) triples, sentinel included. */
let blocks = new Int32Array(64);
let blockCount = 0;

function indexB(b: Uint16Array, lengthB: number): void {
  if (++symbolGeneration > 0x3fffffff) {
    symbolStamp.fill(0);
    symbolGeneration = 1;
  }
  const generation = symbolGeneration;
  if (distinctSymbols.length < lengthB)
    distinctSymbols = new Uint16Array(Math.max(lengthB, distinctSymbols.length * 2));
  if (positions.length < lengthB) positions = new Int32Array(Math.max(lengthB, positions.length * 2));
  let distinct = 0;
  for (let j = 0; j < lengthB; j++) {
    const symbol = b[j];
    if (symbolStamp[symbol] !== generation) {
      symbolStamp[symbol] = generation;
      symbolCount[symbol] = 0;
      distinctSymbols[distinct++] = symbol;
    }
    symbolCount[symbol]++;
  }
  let offset = 0;
  for (let d = 0; d < distinct; d++) {
    const symbol = distinctSymbols[d];
    symbolStart[symbol] = offset;
    symbolFill[symbol] = offset;
    offset += symbolCount[symbol];
  }
  for (let j = 0; j < lengthB; j++) positions[symbolFill[b[j]]++] = j;
  if (lengthB >= AUTOJUNK_MIN_LENGTH) {
    const popularAbove = Math.floor(lengthB / 100) + 1;
    for (let d = 0; d < distinct; d++) {
      const symbol = distinctSymbols[d];
      if (symbolCount[symbol] > popularAbove) symbolCount[symbol] = 0;
    }
  }
}

function ensureRows(lengthB: number): void {
  if (rowLength[0].length > lengthB) return;
  const size = Math.max(lengthB + 1, rowLength[0].length * 2);
  rowLength = [new Int32Array(size), new Int32Array(size)];
  rowStamp = [new Int32Array(size), new Int32Array(size)];
  rowId = 0;
}

// find_longest_match leaves its answer here.
let bestI = 0;
let bestJ = 0;
let bestSize = 0;

function longestRunByPositionLists(
  a: Uint16Array,
  aLow: number,
  aHigh: number,
  bLow: number,
  bHigh: number,
): void {
  let besti = aLow;
  let bestj = bLow;
  let bestsize = 0;
  if (rowId > 0x3fffffff) {
    rowStamp[0].fill(0);
    rowStamp[1].fill(0);
    rowId = 0;
  }
  rowId += 2; // the id before the first row is never a stamp: j2len starts empty
  const generation = symbolGeneration;
  for (let i = aLow; i < aHigh; i++) {
    const current = ++rowId;
    const previous = current - 1;
    const lengths = rowLength[current & 1];
    const stamps = rowStamp[current & 1];
    const previousLengths = rowLength[previous & 1];
    const previousStamps = rowStamp[previous & 1];
    const symbol = a[i];
    if (symbolStamp[symbol] !== generation) continue;
    const end = symbolStart[symbol] + symbolCount[symbol];
    for (let p = symbolStart[symbol]; p < end; p++) {
      const j = positions[p];
      if (j < bLow) continue;
      if (j >= bHigh) break;
      const k = (j > 0 && previousStamps[j - 1] === previous ? previousLengths[j - 1] : 0) + 1;
      lengths[j] = k;
      stamps[j] = current;
      if (k > bestsize) {
        besti = i - k + 1;
        bestj = j - k + 1;
        bestsize = k;
      }
    }
  }
  bestI = besti;
  bestJ = bestj;
  bestSize = bestsize;
}

// The mask path's j2len: run lengths by position of b, for the previous and the current row.
const runLengths = [new Int32Array(POSITION_MASK_MAX_LENGTH), new Int32Array(POSITION_MASK_MAX_LENGTH)];

// The mask path's rows: for each position i of a, the positions in b of the symbol a[i].
let rowMasks = new Int32Array(64);

/** The same scan for b of up to 32 symbols: each row of a is the mask of its symbol's positions in b. */
function longestRunByMasks(aLow: number, aHigh: number, bLow: number, bHigh: number): void {
  let besti = aLow;
  let bestj = bLow;
  let bestsize = 0;
  const box = positionRange(bLow, bHigh);
  let previousRow = 0; // where runs end in the previous row of a (the keys of j2len)
  let previousLengths = runLengths[0];
  let lengths = runLengths[1];
  for (let i = aLow; i < aHigh; i++) {
    const row = rowMasks[i] & box;
    for (let rest = row; rest !== 0; rest &= rest - 1) {
      const j = lowestPosition(rest);
      const k = j > 0 && (previousRow & (1 << (j - 1))) !== 0 ? previousLengths[j - 1] + 1 : 1;
      lengths[j] = k;
      if (k > bestsize) {
        besti = i - k + 1;
        bestj = j - k + 1;
        bestsize = k;
      }
    }
    previousRow = row;
    const swap = previousLengths;
    previousLengths = lengths;
    lengths = swap;
  }
  bestI = besti;
  bestJ = bestj;
  bestSize = bestsize;
}

/**
 * difflib's find_longest_match: the longest run of equal characters in a[aLow..aHigh) and
 * b[bLow..bHigh), the first one found scanning a, then b, when several are equally long.
 * j2len (the run lengths ending in the previous row of a) is kept only where a run ends.
 */
function findLongestMatch(
  a: Uint16Array,
  b: Uint16Array,
  aLow: number,
  aHigh: number,
  bLow: number,
  bHigh: number,
  shortB: boolean,
): void {
  if (shortB) longestRunByMasks(aLow, aHigh, bLow, bHigh);
  else longestRunByPositionLists(a, aLow, aHigh, bLow, bHigh);
  let besti = bestI;
  let bestj = bestJ;
  let bestsize = bestSize;
  // Without an isjunk function only popular characters are missing from b2j; difflib lets
  // equal characters extend the match on both sides.
  while (besti > aLow && bestj > bLow && a[besti - 1] === b[bestj - 1]) {
    besti--;
    bestj--;
    bestsize++;
  }
  while (
    besti + bestsize < aHigh &&
    bestj + bestsize < bHigh &&
    a[besti + bestsize] === b[bestj + bestsize]
  ) {
    bestsize++;
  }
  bestI = besti;
  bestJ = bestj;
  bestSize = bestsize;
}

/**
 * Total size of difflib's matching blocks of a[0..lengthA) and b[0..lengthB); the blocks
 * themselves stay available through lastMatchingBlocks() until the next call.
 */
export function matchingCharacters(a: Uint16Array, lengthA: number, b: Uint16Array, lengthB: number): number {
  return findMatchingBlocks(a, lengthA, b, lengthB, true);
}

/** The matching blocks' total size; the blocks themselves are kept only when `keepBlocks`. */
function findMatchingBlocks(
  a: Uint16Array,
  lengthA: number,
  b: Uint16Array,
  lengthB: number,
  keepBlocks: boolean,
): number {
  // Short strings (most names) take the bit-mask path; they are far below autojunk's length.
  const shortB = lengthB <= POSITION_MASK_MAX_LENGTH;
  if (shortB) {
    indexPositions(b, lengthB);
    if (rowMasks.length < lengthA) rowMasks = new Int32Array(Math.max(lengthA, rowMasks.length * 2));
    for (let i = 0; i < lengthA; i++) rowMasks[i] = positionsOf(a[i]);
  } else {
    indexB(b, lengthB);
    ensureRows(lengthB);
  }
  const maxBlocks = Math.min(lengthA, lengthB) + 2;
  if (queue.length < 4 * maxBlocks) queue = new Int32Array(4 * maxBlocks);
  if (blocks.length < 3 * maxBlocks) blocks = new Int32Array(3 * maxBlocks);

  let found = 0;
  let total = 0;
  let queued = 0;
  queue[0] = 0;
  queue[1] = lengthA;
  queue[2] = 0;
  queue[3] = lengthB;
  queued = 1;
  while (queued > 0) {
    queued--;
    const aLow = queue[4 * queued];
    const aHigh = queue[4 * queued + 1];
    const bLow = queue[4 * queued + 2];
    const bHigh = queue[4 * queued + 3];
    findLongestMatch(a, b, aLow, aHigh, bLow, bHigh, shortB);
    const i = bestI;
    const j = bestJ;
    const k = bestSize;
    if (k === 0) continue;
    total += k;
    if (keepBlocks) insertBlock(found++, i, j, k);
    if (aLow < i && bLow < j) {
      queue[4 * queued] = aLow;
      queue[4 * queued + 1] = i;
      queue[4 * queued + 2] = bLow;
      queue[4 * queued + 3] = j;
      queued++;
    }
    if (i + k < aHigh && j + k < bHigh) {
      queue[4 * queued] = i + k;
      queue[4 * queued + 1] = aHigh;
      queue[4 * queued + 2] = j + k;
      queue[4 * queued + 3] = bHigh;
      queued++;
    }
  }

  if (keepBlocks) collapseBlocks(found, lengthA, lengthB);
  return total;
}

/** Inserts block number `found` sorted by query_start (blocks never overlap in a), as difflib sorts them. */
function insertBlock(found: number, i: number, j: number, k: number): void {
  let at = found;
  while (at > 0 && blocks[3 * (at - 1)] > i) {
    blocks[3 * at] = blocks[3 * (at - 1)];
    blocks[3 * at + 1] = blocks[3 * (at - 1) + 1];
    blocks[3 * at + 2] = blocks[3 * (at - 1) + 2];
    at--;
  }
  blocks[3 * at] = i;
  blocks[3 * at + 1] = j;
  blocks[3 * at + 2] = k;
}

/** Collapses adjacent blocks, then appends the (len(a), len(b), 0) sentinel, as difflib does. */
function collapseBlocks(found: number, lengthA: number, lengthB: number): void {
  let kept = 0;
  for (let n = 0; n < found; n++) {
    const i = blocks[3 * n];
    const j = blocks[3 * n + 1];
    const k = blocks[3 * n + 2];
    if (
      kept > 0 &&
      blocks[3 * (kept - 1)] + blocks[3 * (kept - 1) + 2] === i &&
      blocks[3 * (kept - 1) + 1] + blocks[3 * (kept - 1) + 2] === j
    ) {
      blocks[3 * (kept - 1) + 2] += k;
    } else {
      blocks[3 * kept] = i;
      blocks[3 * kept + 1] = j;
      blocks[3 * kept + 2] = k;
      kept++;
    }
  }
  blocks[3 * kept] = lengthA;
  blocks[3 * kept + 1] = lengthB;
  blocks[3 * kept + 2] = 0;
  blockCount = kept + 1;
}

/** difflib's ratio(): 2 × matches / (|a| + |b|), and 1.0 when both are empty. */
export function sequenceRatio(a: Uint16Array, lengthA: number, b: Uint16Array, lengthB: number): number {
  const total = lengthA + lengthB;
  const matches = findMatchingBlocks(a, lengthA, b, lengthB, false);
  return total === 0 ? 1 : (2 * matches) / total;
}

/** The matching blocks (with difflib's zero-length sentinel last) of the last call. */
export function lastMatchingBlocks(): MatchingBlock[] {
  const result: MatchingBlock[] = [];
  for (let n = 0; n < blockCount; n++) {
    result.push({ query_start: blocks[3 * n], match_start: blocks[3 * n + 1], length: blocks[3 * n + 2] });
  }
  return result;
}
