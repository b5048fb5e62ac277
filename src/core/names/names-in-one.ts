import { HONORIFICS } from './data/titles';
import { isLegalFormWord, phraseMatchesAt } from './equivalences';
import { sameTokensInAnyOrder } from './normalize';
import { tokenClass, tokenWeight } from './token-weights';

/**
 * Several names, or a name and a remark, written in one name field (docs/matching.md, "Several
 * names in one"): customer files and payment messages write a person's other names, a company's
 * trading name or a second party (a joint account, care of, parentage) into it, or the name twice;
 * remarks after a name are trailing-remarks.ts's. query-readings.ts screens each name found here as
 * a reading of its own. Pure functions of the normalized tokens.
 */

/** Words and phrases that introduce another name of the same person or company (normalized). */
const ALIAS_MARKERS: readonly string[][] = [
  ['AKA'],
  ['FKA'],
  ['NKA'],
  ['DBA'],
  ['ALIAS'],
  ['A', 'K', 'A'],
  ['F', 'K', 'A'],
  ['N', 'K', 'A'],
  ['D', 'B', 'A'],
  ['ALSO', 'KNOWN', 'AS'],
  ['FORMERLY', 'KNOWN', 'AS'],
  ['FORMERLY'],
  ['PREVIOUSLY', 'KNOWN', 'AS'],
  ['PREVIOUSLY'],
  ['NOW', 'KNOWN', 'AS'],
  ['OTHERWISE', 'KNOWN', 'AS'],
  ['DOING', 'BUSINESS', 'AS'],
  // T/A: "trading as", the British DBA (ACME LTD T/A MAHAN TRAVEL).
  ['T', 'A'],
  ['TRADING', 'AS'],
  // A ship's former name (ADRIAN DARYA 1 EX GRACE 1): only between two names.
  ['EX'],
];

/**
 * Words that put another party, or a note, in the same name field: care of, for the benefit of,
 * attention, in trust for, the estate of, deceased, and parentage (son, daughter or wife of).
 * Bank customer files write "JOHN SMITH C/O HAVIN BANK LIMITED" and "ESTATE OF VLADIMIR PUTIN":
 * each name around them is screened. A part of one word is a name only when it is a distinctive
 * name word (isPartyName) and another part has two words or more (JOHN C O SMITH holds initials).
 */
const PARTY_MARKERS: readonly string[][] = [
  ['C', 'O'],
  ['FBO'],
  ['FOR', 'THE', 'BENEFIT', 'OF'],
  ['ATTN'],
  ['ATTENTION'],
  ['ITF'],
  ['IN', 'TRUST', 'FOR'],
  ['ESTATE', 'OF'],
  ['DECEASED'],
  ['DECD'],
  // Parentage, as South Asian records write it: MUHAMMAD ALI S/O AHMED KHAN (son, daughter, wife of).
  ['S', 'O'],
  ['D', 'O'],
  ['W', 'O'],
  ['SON', 'OF'],
  ['DAUGHTER', 'OF'],
  ['WIFE', 'OF'],
];

/**
 * Markers that count only between two names: single letters (T A, C O, A K A), which first or last
 * are initials (KADYROV T.A.), and EX, which first is a word of the name (EX IM BANK).
 */
const onlyBetweenNames = (phrase: readonly string[]): boolean =>
  phrase.every((word) => word.length === 1) || (phrase.length === 1 && phrase[0] === 'EX');

/**
 * A list of markers with the set of their first words: most names hold none of those, and are done
 * with in one pass. Built once per list at module load.
 */
interface Markers {
  phrases: readonly string[][];
  firstWords: ReadonlySet<string>;
}

const markersOf = (phrases: readonly string[][]): Markers => ({
  phrases,
  firstWords: new Set(phrases.map((phrase) => phrase[0])),
});

const ALIASES = markersOf(ALIAS_MARKERS);
const PARTIES = markersOf(PARTY_MARKERS);
const JOINT = markersOf([['AND']]);

/** The names on either side of the markers, or none when the name has no marker. */
function namesAround(tokens: string[], { phrases, firstWords }: Markers): string[] {
  if (!tokens.some((token) => firstWords.has(token))) return [];
  const names: string[] = [];
  let current: string[] = [];
  let found = false;
  for (let i = 0; i < tokens.length;) {
    const marker = phrases.find(
      (phrase) =>
        phraseMatchesAt(phrase, tokens, i) &&
        (!onlyBetweenNames(phrase) || (i > 0 && i + phrase.length < tokens.length)),
    );
    if (marker === undefined) {
      current.push(tokens[i]);
      i++;
      continue;
    }
    found = true;
    if (current.length > 0) names.push(current.join(' '));
    current = [];
    i += marker.length;
  }
  if (current.length > 0) names.push(current.join(' '));
  return found ? names : [];
}

/** The names given in one name field, and why they were read so; no names for most names. */
export function namesGivenInOne(tokens: string[]): { names: string[]; why: string } {
  const aliases = namesAround(tokens, ALIASES);
  if (aliases.length > 0) return { names: aliases, why: 'one of the names given around an alias marker' };
  const around = namesAround(tokens, PARTIES);
  // Parts of one word each are initials as often (JOHN C O SMITH): a one-word party needs a longer one beside it.
  const parties = around.some((name) => name.includes(' ')) ? around.filter(isPartyName) : [];
  return {
    names: parties.length > 0 ? parties : jointNames(tokens),
    why: 'one of the parties given in one name',
  };
}

/**
 * A name of two words or more, or one distinctive name word (CIMEX C/O …): not the THE of THE
 * ESTATE OF, nor a given name the lists share among many (the IBRAHIM of … S/O IBRAHIM), which
 * alone would reach every listed alias that is that one word.
 */
export function isPartyName(name: string): boolean {
  return name.includes(' ') || (tokenClass(name) === 'name' && tokenWeight(name) >= DISTINCTIVE_WORD_WEIGHT);
}

/** A word this informative (token-weights.ts) is one few listed entities use. */
const DISTINCTIVE_WORD_WEIGHT = 0.8;

/** A word a person's name may hold: no generic business or sector word, no legal form. */
export const isPersonWord = (token: string): boolean =>
  tokenClass(token) !== 'generic' && !isLegalFormWord(token);

/**
 * Two people named in one field, joined by AND (& is normalized to AND): joint accounts write
 * "VLADIMIR PUTIN AND LYUDMILA PUTINA" and "JOHN AND JANE SMITH". Read only when every word is a
 * person's (no generic word, no legal form: BANK OF INDUSTRY AND MINE is one name) and each part
 * has two words or more, or is one given name before a part whose last word it shares (JOHN
 * SMITH). A one-word part that is a title (MR AND MRS …) gives no reading of its own.
 */
function jointNames(tokens: string[]): string[] {
  if (!tokens.includes('AND') || !tokens.every((token) => token === 'AND' || isPersonWord(token))) return [];
  const parts = namesAround(tokens, JOINT).map((part) => part.split(' '));
  if (parts.length < 2) return [];
  const names: string[] = [];
  for (let k = 0; k < parts.length; k++) {
    const part = parts[k];
    const next = parts[k + 1];
    if (part.length >= 2) names.push(part.join(' '));
    else if (isLeadingTitle(part[0])) continue;
    else if (next !== undefined && next.length >= 2) names.push(`${part[0]} ${next[next.length - 1]}`);
    else return [];
  }
  return names;
}

/** Titles a joint name begins with (MR AND MRS JOHN SMITH): no name of their own. */
const LEADING_TITLES: ReadonlySet<string> = new Set([...HONORIFICS, 'MISS', 'MESSRS']);

function isLeadingTitle(token: string): boolean {
  return LEADING_TITLES.has(token);
}

/**
 * The name once when the field holds it twice (VLADIMIR PUTIN VLADIMIR PUTIN, or PUTIN VLADIMIR
 * VLADIMIR PUTIN: a name pasted twice, or written in both orders), else null. A word written twice
 * is read once only when it is distinctive (CIMEX CIMEX): ABDULLAH ABDULLAH is a person's name.
 */
export function nameWrittenTwice(tokens: string[]): string | null {
  const half = tokens.length / 2;
  if (!Number.isInteger(half) || half < 1) return null;
  const first = tokens.slice(0, half);
  // Most names of an even count of words are done with here.
  if (!first.includes(tokens[half])) return null;
  if (!sameTokensInAnyOrder(first, tokens.slice(half))) return null;
  const name = first.join(' ');
  return isPartyName(name) ? name : null;
}
