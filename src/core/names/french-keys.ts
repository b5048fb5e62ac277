import { boundedMemo } from '../bounded-memo';
import { isSymbolToken } from './token-weights';

/**
 * Keys for reading an Arabic name romanized the French way against the English way
 * (matching/french-romanization.ts): W as OU, J as DJ, SH as CH.
 */

/** Letters of the French convention: a query word with one of them may be read. */
export const FRENCH_LETTERS = /OU|DJ|CH/;
/** A name is read the French way only if it has OU or DJ: CH alone is as English, German or Chinese (CHEN is not SHEN). */
const FRENCH_NAME = /OU|DJ/;

/** The spelling both conventions share: DJ and J as J, OU and W as U, CH and SH as SH, doubled letters once. */
export const frenchKey = boundedMemo(20_000, (token: string): string =>
  token
    .replace(/DJ/g, 'J')
    .replace(/OU/g, 'U')
    .replace(/W/g, 'U')
    .replace(/CH/g, 'SH')
    .replace(/(.)\1+/g, '$1'),
);

/**
 * A query's tokens' keys, null for a token without French letters; null for the whole name when it
 * is not written the French way (most names) or reads as a Chinese or Korean name, which is no
 * Arabic name (Wade-Giles CHOU is ZHOU, not SHU).
 */
export function frenchKeysOf(
  normalized: string,
  tokens: readonly string[],
  readsAsSyllables: boolean,
): readonly (string | null)[] | null {
  if (!FRENCH_NAME.test(normalized) || readsAsSyllables) return null;
  // Generic words and particles (GROUP, COUNCIL) are no Arabic names.
  const keys = tokens.map((token) =>
    FRENCH_LETTERS.test(token) && !isSymbolToken(token) ? frenchKey(token) : null,
  );
  return keys.some((key) => key !== null) ? keys : null;
}
