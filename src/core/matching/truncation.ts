import { longEnoughToBeCut } from '../names/cut-words';
import { isWeakToken } from '../names/keys';
import { NEAR_CODES_MIN_LENGTH } from '../names/phonetic-codes';
import { prepareName, type PreparedName } from './prepare';

/**
 * A name cut by a field length (docs/matching.md, "Names cut short"): payment messages carry a
 * name in lines of 35 characters, and many systems keep the first 30, 35 or 40, so a long
 * listed name reaches screening cut inside a word ("CHONGCHONGANG SHIPPING COMPANY LIMI" for
 * CHONGCHONGANG SHIPPING COMPANY LIMITED scored 0.73 and came back `clear`). When the query is
 * the listed name's first characters exactly, TRUNCATED_MIN_LENGTH characters or more as typed
 * (cut-words.ts longEnoughToBeCut: a field counts punctuation and spaces too), and ends
 * inside a listed word, the listed name is compared cut where the query ends. Never identical
 * (0.99 at most). The kept words must hold a name word: a cut that keeps only generic words,
 * particles and the words of legal forms ("FEDERAL STATE UNITARY ENTERPRISE ST", "OBSHCHESTVO S
 * OGRANICHENNOI OTVETST") begins many listed names and names none of them. A rule about the shape
 * of the input, not about names.
 */
const REASON = 'truncated';

/** The listed name cut where the query ends, or null when the query is not the listed name cut inside a word. */
export function truncatedListed(query: PreparedName, listed: PreparedName): PreparedName | null {
  const queryText = query.normalized;
  const full = listed.normalized;
  if (!longEnoughToBeCut(query.original) || full.length <= queryText.length) return null;
  // Inside a word: the listed name goes on with a letter or digit where the query stops.
  if (full.charCodeAt(queryText.length) === 32 || !full.startsWith(queryText)) return null;
  if (!keepsNameWord(query, full)) return null;
  // The same name in its canonical forms (ABDALLA / ABDALLAH) is not cut: it scores as identical.
  if ((query.canonical ?? query).normalized === (listed.canonical ?? listed).normalized) return null;
  // The cut listed name is the query's own text: one prepared form per query, whatever the candidate.
  const forms = (query.rewrittenForms ??= new Map<string, PreparedName>());
  let cut = forms.get(REASON);
  if (cut === undefined) {
    cut = prepareName(queryText, query.personName);
    cut.neverIdentical = true;
    if (cut.canonical) cut.canonical.neverIdentical = true;
    cut.applied = [
      `listed name cut after ${queryText.length} characters, inside a word, where the query ends (a name truncated by a field length)`,
    ];
    forms.set(REASON, cut);
  }
  return cut;
}

/**
 * Whether the query keeps a name word (not generic, no particle, no legal form in any spelling):
 * one before the cut, or the listed word the cut shortened when NEAR_CODES_MIN_LENGTH letters of
 * it or more are left (LIMITED LIABILITY COMPANY ZHEMCHUZH for ZHEMCHUZHINA), as many as make a
 * word distinctive enough for near codes. The listed word decides, not its cut: OTVETST is no
 * legal-form word, OTVETSTVENNOSTYU is.
 */
function keepsNameWord(query: PreparedName, full: string): boolean {
  const tokens = query.tokens;
  const last = tokens[tokens.length - 1];
  // A name word is one retrieval does not weigh as weak (keys.ts: no initial, particle, generic word or legal form).
  for (let i = 0; i < tokens.length - 1; i++) if (!isWeakToken(tokens[i])) return true;
  if (last.length < NEAR_CODES_MIN_LENGTH) return false;
  const start = query.normalized.length - last.length;
  const end = full.indexOf(' ', start);
  return !isWeakToken(full.slice(start, end < 0 ? full.length : end));
}
