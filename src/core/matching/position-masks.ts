import { SYMBOL_SPACE } from './symbols';

/**
 * The positions of each symbol in a short string as a 32-bit mask (bit j: the symbol is at
 * position j). Jaro-Winkler and the sequence matcher use it for strings of up to
 * POSITION_MASK_MAX_LENGTH symbols, which most names are: finding "the first equal character
 * in a range" becomes a few bit operations instead of a scan.
 */
export const POSITION_MASK_MAX_LENGTH = 32;

// A symbol's mask is valid only where its stamp equals the current generation: no clearing.
const masks = new Int32Array(SYMBOL_SPACE);
const stamps = new Int32Array(SYMBOL_SPACE);
let generation = 0;

/** Indexes b[0..length) (length ≤ POSITION_MASK_MAX_LENGTH); valid until the next call. */
export function indexPositions(b: Uint16Array, length: number): void {
  if (++generation > 0x3fffffff) {
    stamps.fill(0);
    generation = 1;
  }
  for (let j = 0; j < length; j++) {
    const symbol = b[j];
    if (stamps[symbol] !== generation) {
      stamps[symbol] = generation;
      masks[symbol] = 0;
    }
    masks[symbol] |= 1 << j;
  }
}

/** The positions of `symbol` in the string last indexed. */
export function positionsOf(symbol: number): number {
  return stamps[symbol] === generation ? masks[symbol] : 0;
}

/** The mask of positions low .. high - 1 (0 ≤ low ≤ high ≤ 32). */
export function positionRange(low: number, high: number): number {
  const width = high - low;
  return (width >= 32 ? -1 : (1 << width) - 1) << low;
}

/** The position of the lowest bit set in a non-zero mask. */
export function lowestPosition(mask: number): number {
  return 31 - Math.clz32(mask & -mask);
}
