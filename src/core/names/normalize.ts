/**
 * Name normalization shared by both sides of every comparison (query and listed names),
 * by both engines and by explain. Rules, in order (documented in docs/matching.md):
 *  1. Unicode NFKD, then combining marks removed: diacritics fold (É → E, Ø → O, ß → SS).
 *  2. Upper-case.
 *  3. Commas removed (spec 2.6).
 *  4. Apostrophes removed without a space (O'BRIEN → OBRIEN); periods between single
 *     letters removed (U.S.A. → USA); & becomes AND.
 *  5. Every other character that is not a letter or digit (hyphens, slashes, other
 *     punctuation) becomes a space; digits are kept.
 *  6. Runs of whitespace collapse to one space; ends trimmed.
 */
const SPECIAL_FOLDS: Record<string, string> = { ß: 'SS', Ø: 'O', ø: 'O', Đ: 'D', đ: 'D', Ł: 'L', ł: 'L', Æ: 'AE', æ: 'AE', Œ: 'OE', œ: 'OE', Þ: 'TH', þ: 'TH', ı: 'I' };
const SPECIAL_FOLD_PATTERN = new RegExp(`[${Object.keys(SPECIAL_FOLDS).join('')}]`, 'g');

export function normalizeName(raw: string): string {
  return raw
    .replace(SPECIAL_FOLD_PATTERN, (ch) => SPECIAL_FOLDS[ch] ?? ch)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/,/g, '')
    .replace(/['’‘`´]/g, '')
    .replace(/\b(\p{L})\.(?=\p{L}\b)/gu, '$1')
    .replace(/\b(\p{L})\.(?=\s|$)/gu, '$1')
    .replace(/&/g, ' AND ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function tokenize(normalized: string): string[] {
  return normalized.length === 0 ? [] : normalized.split(' ');
}
