/**
 * Strings as arrays of 16-bit symbols, one symbol per Unicode code point, so that every
 * algorithm counts characters the way Python does (a code point each) while working on
 * typed arrays without allocating strings. A code point of the Basic Multilingual Plane is
 * its own symbol; the rare astral code points are given symbols in the surrogate range
 * (0xD800–0xDFFF), which normalized names never contain on their own.
 */
const ASTRAL_FIRST_SYMBOL = 0xd800;
const ASTRAL_SYMBOL_COUNT = 0x800;
const astralSymbols = new Map<number, number>();

/** Number of distinct symbols; tables indexed by symbol have this size. */
export const SYMBOL_SPACE = 0x10000;

export const SPACE_SYMBOL = 0x20;

function astralSymbol(codePoint: number): number {
  let symbol = astralSymbols.get(codePoint);
  if (symbol === undefined) {
    if (astralSymbols.size >= ASTRAL_SYMBOL_COUNT) {
      throw new Error(`more than ${ASTRAL_SYMBOL_COUNT} distinct astral characters in names`);
    }
    symbol = ASTRAL_FIRST_SYMBOL + astralSymbols.size;
    astralSymbols.set(codePoint, symbol);
  }
  return symbol;
}

export function toSymbols(text: string): Uint16Array {
  const symbols: number[] = [];
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    symbols.push(
      codePoint > 0xffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)
        ? astralSymbol(codePoint)
        : codePoint,
    );
  }
  return Uint16Array.from(symbols);
}

/** Grows a scratch buffer (kept between calls to avoid allocation) to hold at least `size` items. */
export function ensureUint16(buffer: Uint16Array, size: number): Uint16Array {
  return buffer.length >= size ? buffer : new Uint16Array(Math.max(size, buffer.length * 2));
}
