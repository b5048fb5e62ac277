import { NEAR_CODES_MIN_LENGTH } from './phonetic-codes';

/**
 * Names cut by a field length (docs/matching.md, "Names cut short"): payment messages carry a name
 * in lines of 35 characters, and many systems keep the first 30, 35 or 40. A query this long may
 * end inside a word. Scoring compares such a query with the listed name cut where it ends
 * (matching/truncation.ts); retrieval searches its last word as the beginning of a listed word
 * (keys.ts, `prefixes`), since a cut word shares no other key with the whole one (SURGUTNEFT,
 * SURGUTNEFTEGASBANK).
 */
export const TRUNCATED_MIN_LENGTH = 30;

/**
 * Whether a name as the caller typed it is long enough to have been cut by a field length. The
 * field counts the characters sent, punctuation and spaces included, which normalization drops:
 * "PAMCHEL TRADING BEIJING CO. LT" is 30 characters as typed and 29 normalized.
 */
export function longEnoughToBeCut(typed: string): boolean {
  return typed.trim().length >= TRUNCATED_MIN_LENGTH;
}
/** A cut word is searched by its beginning only with this many letters or more (the near-code length): shorter ones begin too many words. */
const CUT_WORD_MIN_LETTERS = NEAR_CODES_MIN_LENGTH;

/** The last word of a query (as typed, and its normalized tokens) long enough to have been cut, to search as a prefix; null otherwise. */
export function cutWordPrefix(typed: string, tokens: readonly string[]): string | null {
  if (!longEnoughToBeCut(typed) || tokens.length < 2) return null;
  const last = tokens[tokens.length - 1];
  return last.length >= CUT_WORD_MIN_LETTERS && /^[A-Z0-9]+$/.test(last) ? last : null;
}
