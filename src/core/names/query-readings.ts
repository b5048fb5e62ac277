import { isLegalFormWord } from './equivalences';
import { tokenClass, tokenWeight } from './token-weights';
import { normalizeName } from './normalize';
import { koreanReadingOfHan } from './scripts/hanja';

/**
 * Other ways to read a query name, each screened as a query of its own (retrieval searches with
 * the keys of every reading, keys.ts analyzeQueryName; scoring keeps the best, prepare.ts and
 * score.ts matchNames). Listed names are never read this way.
 *  - Han characters shaped like a Korean name, read as the Hangul they stand for (hanja.ts).
 *  - Two or more names given in one, around AKA, FKA, NKA, DBA or ALIAS (also written A/K/A,
 *    a.k.a., "also known as" …): customer files and payment messages write a person's other names
 *    or a company's trading name into the one name field, and "Vladimir Putin aka Vova" scored
 *    0.53 against PUTIN, Vladimir and came back `clear`. Each name is read on its own.
 *  - Initials written with periods and no space (V.V. PUTIN, KADYROV R.A.): normalization writes
 *    U.S.A. as USA, so V.V. is one word VV; read, they are two initials (alignment.ts standsFor).
 *    At the start of a name, or after a one-word surname when the letters are no legal form
 *    (S.A., N.V., A.G. are).
 */
export interface QueryReading {
  /** The normalized text of the reading. */
  text: string;
  /** What explain's `applied` and `confidence_factors` say about it. */
  note: string;
  /** One name of several is not the query: a pair scored on it is never identical (0.99 at most). */
  neverIdentical: boolean;
  /**
   * Retrieval searches with this reading's keys only: the name as typed has none worth searching
   * (a word typed letter by letter is a run of one-letter words, each an initial of thousands of names).
   */
  searchesAlone?: boolean;
}

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
];

/**
 * Words that put another party, or a note, in the same name field: care of, for the benefit of,
 * attention, in trust for, the estate of, deceased, and parentage (son, daughter or wife of). Bank customer files write "JOHN SMITH C/O
 * HAVIN BANK LIMITED" and "ESTATE OF VLADIMIR PUTIN": each name around them is screened. A part of
 * one word is a name only when it is a distinctive name word (isPartyName) and another part has
 * two words or more (JOHN C O SMITH holds initials).
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

/** The other readings of a query name (as typed, and normalized); none for most names. */
export function otherQueryReadings(normalized: string, original: string): QueryReading[] {
  const hangul = koreanReadingOfHan(normalized);
  if (hangul !== null)
    return [
      {
        text: hangul,
        note: `${normalized} → ${hangul} (Han characters read in Korean)`,
        neverIdentical: false,
      },
    ];
  const tokens = normalized.split(' ');
  const joined = lettersJoined(tokens);
  if (joined !== null)
    return [
      {
        text: joined,
        note: `${normalized} → ${joined} (letters typed apart, read as words)`,
        neverIdentical: true,
        searchesAlone: true,
      },
    ];
  const initials = dottedInitialsApart(original);
  // A name written with dotted initials may also name several (I.P.C. LIMITED C/O MARIA GARCIA).
  const initialsRead: QueryReading[] =
    initials !== null && initials.text !== normalized
      ? [
          {
            text: initials.text,
            note: `${normalized} → ${initials.text} (initials written with periods)`,
            neverIdentical: false,
            searchesAlone: initials.searchesAlone,
          },
        ]
      : [];
  const remarksLeftOut = withoutTrailingRemarks(tokens);
  const remarksRead: QueryReading[] =
    remarksLeftOut === null
      ? []
      : [
          {
            text: remarksLeftOut,
            note: `${normalized} → ${remarksLeftOut} (a remark written after the name left out)`,
            neverIdentical: true,
          },
        ];
  return [...initialsRead, ...namesGivenInOne(normalized, tokens), ...remarksRead];
}

/**
 * Remarks customer files write after a name, never part of one: the party's role, the company's
 * status, a person's post-nominal letters (normalized; longest first where one ends another).
 */
const TRAILING_REMARKS: readonly string[][] = [
  ['MANAGING', 'DIRECTOR'],
  ['DIRECTOR'],
  ['BENEFICIAL', 'OWNER'],
  ['UBO'],
  ['OWNER'],
  ['SHAREHOLDER'],
  ['TRUSTEE'],
  ['GUARANTOR'],
  ['AUTHORIZED', 'SIGNATORY'],
  ['AUTHORISED', 'SIGNATORY'],
  ['SIGNATORY'],
  ['BENEFICIARY'],
  ['MINOR'],
  ['IN', 'LIQUIDATION'],
  ['IN', 'ADMINISTRATION'],
  ['IN', 'RECEIVERSHIP'],
  ['DISSOLVED'],
  ['PHD'],
  ['ESQ'],
  ['ESQUIRE'],
  ['MBA'],
  ['CPA'],
  ['RETD'],
];
/** Words that introduce an account number or a ship's IMO number (ACCT 40817810, A/C 12345678, IMO 9116412 …). */
const ACCOUNT_MARKERS: readonly string[][] = [
  ['ACCT'],
  ['ACCOUNT'],
  ['ACC'],
  ['A', 'C'],
  ['AC'],
  ['IBAN'],
  ['NO'],
  ['NUMBER'],
  ['IMO'],
];
/** Digits this many or more are an account, reference or IMO number, not a company's number (BANK VTB 24). */
const ACCOUNT_NUMBER_MIN_DIGITS = 6;

/** The length of the account marker that ends at `end`, or 0. */
const accountMarkerAt = (tokens: string[], end: number): number =>
  ACCOUNT_MARKERS.find((phrase) => endsWith(tokens, end, phrase))?.length ?? 0;

const endsWith = (tokens: string[], end: number, phrase: readonly string[]): boolean =>
  end >= phrase.length && phrase.every((word, k) => tokens[end - phrase.length + k] === word);

/**
 * The name without the remarks written after it (TRAILING_REMARKS, and an account number with or
 * without its marker), or null when it has none or nothing of a name would be left: "Vladimir
 * Putin (Director)" scored 0.68 against PUTIN, Vladimir, "HAVIN BANK LIMITED 40817810" 0.63.
 */
function withoutTrailingRemarks(tokens: string[]): string | null {
  let end = tokens.length;
  for (;;) {
    const remark = TRAILING_REMARKS.find((phrase) => endsWith(tokens, end, phrase));
    if (remark !== undefined) {
      end -= remark.length;
      continue;
    }
    const last = tokens[end - 1];
    if (end > 0 && /^[0-9]+$/.test(last) && last.length >= ACCOUNT_NUMBER_MIN_DIGITS) {
      end--;
      // Its markers, however many (A/C NO 40817810).
      for (let marker = accountMarkerAt(tokens, end); marker > 0; marker = accountMarkerAt(tokens, end))
        end -= marker;
      continue;
    }
    break;
  }
  if (end === tokens.length || end === 0) return null;
  const rest = tokens.slice(0, end).join(' ');
  return isPartyName(rest) ? rest : null;
}

/** The names of several given in one (around an alias marker, a party marker, or AND in a joint name), each a reading. */
function namesGivenInOne(normalized: string, tokens: string[]): QueryReading[] {
  const aliases = namesAround(tokens, ALIAS_MARKERS);
  if (aliases.length > 0)
    return readingsOf(normalized, aliases, 'one of the names given around an alias marker');
  const around = namesAround(tokens, PARTY_MARKERS);
  // Parts of one word each are initials as often (JOHN C O SMITH): a one-word party needs a longer one beside it.
  const parties = around.some((name) => name.includes(' ')) ? around.filter(isPartyName) : [];
  const joint = parties.length > 0 ? parties : jointNames(tokens);
  return readingsOf(normalized, joint, 'one of the parties given in one name');
}

/**
 * A name of two words or more, or one distinctive name word (CIMEX C/O …): not the THE of THE
 * ESTATE OF, nor a given name the lists share among many (the IBRAHIM of … S/O IBRAHIM), which
 * alone would reach every listed alias that is that one word.
 */
function isPartyName(name: string): boolean {
  return name.includes(' ') || (tokenClass(name) === 'name' && tokenWeight(name) >= DISTINCTIVE_WORD_WEIGHT);
}

/** A word this informative (token-weights.ts) is one few listed entities use. */
const DISTINCTIVE_WORD_WEIGHT = 0.8;

function readingsOf(normalized: string, names: string[], why: string): QueryReading[] {
  return names.map((name) => ({
    text: name,
    note: `${normalized} → ${name} (${why})`,
    neverIdentical: true,
  }));
}

/** A Latin letter standing alone and followed by a period (A. JEERI, V.V. PUTIN, KADYROV R.A., JOHN F. KENNEDY). */
const WRITTEN_INITIAL = /(?:^|[^\p{L}\p{M}])\p{Script=Latin}\./u;

/**
 * Whether the caller wrote an initial: a letter followed by a period. Normalization drops the
 * period, so A. JEERI becomes A JEERI, which reads as a Korean name (아 지리); the period says
 * the A is an initial, which no Chinese or Korean romanization writes (readings.ts
 * withoutSyllables). Queries only.
 */
export function writesInitials(original: string): boolean {
  return WRITTEN_INITIAL.test(original);
}

/** Runs of this many single letters or more are a word typed with its letters apart (V L A D I M I R). */
const MIN_SPACED_LETTERS = 4;

/**
 * The name with each run of MIN_SPACED_LETTERS single letters or more written as one word, or
 * null when it has none ("V L A D I M I R  P U T I N" scored 0 against PUTIN, Vladimir; normalization
 * keeps no double space, so the whole run is one word, which the spacing variant splits as the
 * candidate does). Three initials (J R R) are not such a run.
 */
function lettersJoined(tokens: string[]): string | null {
  const out: string[] = [];
  let run: string[] = [];
  let joined = false;
  const flush = () => {
    if (run.length >= MIN_SPACED_LETTERS) {
      out.push(run.join(''));
      joined = true;
    } else out.push(...run);
    run = [];
  };
  for (const token of tokens) {
    if ([...token].length === 1) run.push(token);
    else {
      flush();
      out.push(token);
    }
  }
  flush();
  return joined ? out.join(' ') : null;
}

/** Two or more letters, each followed by a period, at the start of a name and before a word of two letters or more. */
const LEADING_DOTTED_INITIALS = /^\s*((?:\p{L}\.){2,})\s*(?=\p{L}{2})/u;
/** One word of two letters or more, a space or a comma, then two or three letters each followed by a period, and nothing else (KADYROV R.A.). */
const TRAILING_DOTTED_INITIALS = /^\s*(\p{L}{2,})(?:\s*,\s*|\s+)((?:\p{L}\.){2,3})\s*$/u;

/**
 * The name with its dotted initials written apart (V.V. PUTIN → V V PUTIN; KADYROV R.A. → KADYROV
 * R A, the Russian "Surname I.O."), or null; never when the letters are a legal form: GAZPROM S.A.
 * and P.T. PERTAMINA stay companies (and so, alas, does LUKASHENKO A.G.: AG is one too). After a
 * surname the reading searches alone: the letters as one word (RA) match unrelated short words and
 * crowd the surname out. Before the name its keys are added, so a company written U.S. or J.P.
 * keeps its own.
 */
function dottedInitialsApart(original: string): { text: string; searchesAlone: boolean } | null {
  const leading = LEADING_DOTTED_INITIALS.exec(original);
  const trailing = leading === null ? TRAILING_DOTTED_INITIALS.exec(original) : null;
  const run = leading?.[1] ?? trailing?.[2];
  if (run === undefined) return null;
  const letters = run.split('.').filter(Boolean);
  if (isLegalFormWord(normalizeName(letters.join('')))) return null;
  const text =
    leading !== null
      ? `${letters.join(' ')} ${original.slice(leading[0].length)}`
      : `${trailing?.[1] ?? ''} ${letters.join(' ')}`;
  return { text: normalizeName(text), searchesAlone: leading === null };
}

/** Single letters (T A, C O, A K A): a marker only between two names, never first or last, where they are initials (KADYROV T.A.). */
const isLetters = (phrase: readonly string[]): boolean => phrase.every((word) => word.length === 1);

/** The names on either side of the markers, or none when the name has no marker. */
function namesAround(tokens: string[], markers: readonly string[][]): string[] {
  const names: string[] = [];
  let current: string[] = [];
  let found = false;
  for (let i = 0; i < tokens.length;) {
    const marker = markers.find(
      (phrase) =>
        phrase.every((word, k) => tokens[i + k] === word) &&
        (!isLetters(phrase) || (i > 0 && i + phrase.length < tokens.length)),
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

/** A word a person's name may hold: no generic business or sector word, no legal form. */
const isPersonWord = (token: string): boolean => tokenClass(token) !== 'generic' && !isLegalFormWord(token);

/**
 * Two people named in one field, joined by AND (& is normalized to AND): joint accounts write
 * "VLADIMIR PUTIN AND LYUDMILA PUTINA" and "JOHN AND JANE SMITH". Read only when every word is a
 * person's (no generic word, no legal form: BANK OF INDUSTRY AND MINE is one name) and each part
 * has two words or more, or is one given name before a part whose last word it shares (JOHN
 * SMITH). A one-word part that is a title (MR AND MRS …) gives no reading of its own.
 */
function jointNames(tokens: string[]): string[] {
  if (!tokens.includes('AND') || !tokens.every((token) => token === 'AND' || isPersonWord(token))) return [];
  const parts = namesAround(tokens, [['AND']]).map((part) => part.split(' '));
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
const LEADING_TITLES: ReadonlySet<string> = new Set(['MR', 'MRS', 'MS', 'MISS', 'DR', 'MESSRS']);

function isLeadingTitle(token: string): boolean {
  return LEADING_TITLES.has(token);
}
