import { frenchKey } from '../names/french-keys';
import type { PreparedName } from './prepare';
import { rewrittenQuery } from './rewritten-query';

/**
 * Arabic names romanized the French way (docs/matching.md, "French romanization"): North African
 * and Lebanese documents write W as OU, J as DJ and SH as CH (OUALID, DJAMAL, CHERIF, DJAOUHAR),
 * where the lists write WALID, JAMAL, SHARIF, JAWHAR. "AL-OUADI, Anas" scored 0.56 against
 * AL-WADI, Anas and came back `clear`. A query word written with OU, DJ or CH is read as the
 * candidate's word when the two spell the same sounds in the two conventions (frenchKey), and the
 * candidate's word uses the English letters (W, J or SH) that the French ones stand for. The pair
 * is then scored again, never as identical. A rule about two romanization conventions, not names.
 * A difference of OU and U alone is no reading (LOUIS is not LUIS: cognates stay apart).
 */

const ENGLISH_LETTERS = /W|J|SH/;
const REASON = 'read as the same Arabic name in French romanization';

/**
 * The query with its French-romanized words written as the listed name writes them, or null when
 * none is. One word at least must meet a listed word written with the English letters the French
 * ones stand for (OUAEL / WAEL, DJAMAL / JAMAL); then the name is read the French way, and its
 * other words may also meet a listed word that differs by OU for U alone (ABDOULKARIM /
 * ABDULKARIM). Alone, such a difference is no reading (LOUIS / LUIS).
 */
export function frenchReadQuery(query: PreparedName, listed: PreparedName): PreparedName | null {
  const keys = query.frenchKeys;
  // Most candidates have no word with W, J or SH at all: one test of the whole name spares the words.
  if (keys === null || !ENGLISH_LETTERS.test(listed.normalized)) return null;
  const partnerOf = (i: number, strong: boolean): string | undefined => {
    const key = keys[i];
    if (key === null) return undefined;
    return listed.tokens.find(
      (word) =>
        word !== query.tokens[i] && (!strong || ENGLISH_LETTERS.test(word)) && frenchKey(word) === key,
    );
  };
  if (!query.tokens.some((_, i) => partnerOf(i, true) !== undefined)) return null;
  return rewrittenQuery(
    query,
    (i) => {
      const word = partnerOf(i, false);
      return word === undefined ? null : { words: [word], count: 1 };
    },
    REASON,
  );
}
