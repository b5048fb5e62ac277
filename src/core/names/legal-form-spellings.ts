/**
 * Legal forms written out are romanized in many ways: OBSHCHESTVO S OGRANICHENNOY
 * OTVETSTVENNOSTYU, OBSCHESTVO S OGRANICHENNOI OTVETSTVENNOSTIU, AKTSIONERNOYE / AKCIONERNOE,
 * BESCHRANKTER / BESCHRAENKTER. The legal-form table (data/legal-forms.ts) lists one or two
 * spellings of each phrase; this step recognizes the others, so that the exact phrase rules
 * then rewrite them to their class (docs/semantic-equivalences.md, "Legal forms").
 *
 * A run of tokens is respelled as a table phrase of two or more words (or of one word of
 * LONE_WORD_MIN_LENGTH letters or more: LIMITED, LIMITADA, CORPORATION …) when every token
 * matches the phrase's word loosely:
 *  - both fold to the same romanization key (looseKey: a vowel + YE / JE → vowel + E;
 *    SHCH, SCH, SZCZ, SCHTSCH, CHTCH → SC; W → V; KH → H; TS → C; Y, J → I; AE, OE, UE →
 *    A, O, U; doubled letters once), or
 *  - the keys, or the words as written, are one edit apart (insertion, deletion, substitution or
 *    adjacent transposition) and both have FUZZY_MIN_LENGTH characters or more.
 * The first letter must be written as in the table, and short words (S, DE, CO: three letters or fewer) must be written as in the table, so a name is never bent into a legal
 * form by one letter. Only whole phrases are respelled: a lone OTVETSTVENNOSTIU stays as is; a
 * phrase of three words or more may lack one short inner word (S, DE, POR, MIT: SOCIEDAD ACCIONES
 * SIMPLIFICADA), which the respelling restores.
 */
import { LEGAL_FORM_PHRASES } from './data/legal-forms';

export const FUZZY_MIN_LENGTH = 6;
/**
 * A legal form written as one word is respelled from 7 letters: LIMTED, LIMITIED and LIMTIED
 * are typed for LIMITED, and such a word, recognized on neither side, stays a distinctive name
 * word with no partner (HAVIN BANK LIMTIED scored 0.63 against HAVIN BANK LIMITED). No listed
 * word other than a legal form is one edit from a lone form of 7 letters or more; the 6-letter
 * BERHAD is one from the Persian given name BEHRAD, and stays exact.
 */
export const LONE_WORD_MIN_LENGTH = 7;

const LOOSE_FOLDS: ReadonlyArray<readonly [RegExp, string]> = [
  // The Russian adjective ending -ОЕ after a vowel: -OYE, -OJE, -OE (OTKRYTOYE = OTKRYTOE).
  [/([AEIOU])[YJ]E/g, '$1E'],
  [/SZCZ|SCHTSCH|CHTCH|SHTCH|SHCH|SCH/g, 'SC'],
  // French spellings: TCH for Ч, OU for У (OGRANITCHENNOI, OTVETSTVENNOSTIOU).
  [/TCH/g, 'CH'],
  [/OU/g, 'U'],
  [/W/g, 'V'],
  [/KH/g, 'H'],
  [/TS/g, 'C'],
  [/[YJ]/g, 'I'],
  [/AE/g, 'A'],
  [/OE/g, 'O'],
  [/UE/g, 'U'],
  [/(.)\1+/g, '$1'],
];

export function looseKey(word: string): string {
  return LOOSE_FOLDS.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), word);
}

/** Whether two strings are at most one insertion, deletion, substitution or adjacent transposition apart. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const restA = endA - start;
  const restB = endB - start;
  if (restA <= 1 && restB <= 1) return true;
  // Adjacent transposition: "AB" against "BA".
  return restA === 2 && restB === 2 && a[start] === b[start + 1] && a[start + 1] === b[start];
}

interface LooseWord {
  text: string;
  key: string;
}

/** Short words (CO, DE, S) match as written: their loose keys are other words' (COO folds to CO). */
const SHORT_WORD_MAX_LENGTH = 3;

function sameWord(token: string, key: string, word: LooseWord): boolean {
  return token === word.text || (word.text.length > SHORT_WORD_MAX_LENGTH && key === word.key);
}

/**
 * How a written token matches a table word: as written or in another romanization (`same`), one edit
 * away (`edited`: a misspelling), abbreviated (`abbreviated`, never the phrase's first word), or not.
 */
type WordMatch = 'same' | 'edited' | 'abbreviated' | null;

function wordMatch(token: string, key: string, word: LooseWord, first: boolean): WordMatch {
  if (sameWord(token, key, word)) return 'same';
  if (oneEditApart(key, word.key) || oneEditApart(token, word.text)) return 'edited';
  return !first && abbreviates(token, word.text) ? 'abbreviated' : null;
}

/** The longest abbreviation of a legal-form word that abbreviates recognizes (LTDA, CORP, LIAB). */
export const ABBREVIATION_MAX_LENGTH = 4;

/**
 * Whether a token abbreviates a legal-form word the two ways companies abbreviate them: 2 to
 * ABBREVIATION_MAX_LENGTH letters, at most half the word's, and either the word's beginning (CO for
 * COMPANY, SOC for SOCIEDAD, LIAB for LIABILITY, CORP for CORPORATION) or a contraction: its first
 * letter, some of the others in order, and its last (LTD for LIMITED, LTDA for LIMITADA, PTE for
 * PRIVATE). A rule about how abbreviations are made, not a list of them; only after a phrase's
 * first word (phraseAt). A cut word may still be one (LIMI begins LIMITADA): phraseAt never reads
 * one beside a misspelt word.
 */
export function abbreviates(token: string, word: string): boolean {
  const length = token.length;
  if (length < 2 || length > ABBREVIATION_MAX_LENGTH || 2 * length > word.length) return false;
  if (word.startsWith(token)) return true;
  if (token[0] !== word[0] || token[length - 1] !== word[word.length - 1]) return false;
  let next = 1;
  for (let k = 1; k < word.length - 1 && next < length - 1; k++) if (word[k] === token[next]) next++;
  return next === length - 1;
}

/**
 * Both long enough and one edit apart. Tried on the loose keys and on the words as written: the
 * fold of doubled letters can make a one-edit typo two edits from the key (LIITED for LIMITED
 * folds to LITED), and a typo of a legal-form word is a typo like any other.
 */
function oneEditApart(a: string, b: string): boolean {
  return a.length >= FUZZY_MIN_LENGTH && b.length >= FUZZY_MIN_LENGTH && withinOneEdit(a, b);
}

/** Loose keys of the table's legal-form words long enough to be recognized loosely. */
const LOOSE_WORD_KEYS: ReadonlySet<string> = new Set(
  Object.values(LEGAL_FORM_PHRASES)
    .flatMap((phrases) => phrases.flatMap((phrase) => phrase.split(' ')))
    .filter((word) => word.length >= FUZZY_MIN_LENGTH)
    .map(looseKey),
);

/**
 * Whether a word is a legal-form word in another romanization (OBSCHESTVO, OGRANICHENNOJ): retrieval
 * weighs it as weakly as the table's own spellings, so that a written-out form does not fill
 * the candidate pool with every company that writes it out too.
 */
export function isLooseLegalFormWord(token: string): boolean {
  return token.length >= FUZZY_MIN_LENGTH && LOOSE_WORD_KEYS.has(looseKey(token));
}

/** A table phrase as it may be written (`written`, loosely) and as the table spells it. */
interface LoosePhrase {
  written: LooseWord[];
  spelled: readonly string[];
}

/**
 * Short words (S, DE, POR, MIT, Z, CU) that a writer may leave out of a written-out form of three
 * words or more: SOCIEDAD ACCIONES SIMPLIFICADA, OBSHCHESTVO OGRANICHENNOY OTVETSTVENNOSTYU.
 */
const OMISSIBLE_WORD_MAX_LENGTH = 3;

function withOneShortWordLeftOut(words: LooseWord[]): LooseWord[][] {
  if (words.length < 3) return [];
  return words.flatMap((word, k) =>
    word.text.length <= OMISSIBLE_WORD_MAX_LENGTH && k > 0 && k < words.length - 1
      ? [words.filter((_, j) => j !== k)]
      : [],
  );
}

/** Phrases worth recognizing loosely, longest first, by the first letter of their first word. */
const LOOSE_PHRASES_BY_INITIAL = new Map<string, LoosePhrase[]>();
for (const phrase of Object.values(LEGAL_FORM_PHRASES)
  .flat()
  .map((text) => text.split(' ').map((word) => ({ text: word, key: looseKey(word) })))
  .filter((words) => words.length >= 2 || words[0].text.length >= LONE_WORD_MIN_LENGTH)
  .filter((words) => words.some((word) => word.text.length >= FUZZY_MIN_LENGTH))
  .flatMap((words): LoosePhrase[] => {
    const spelled = words.map((word) => word.text);
    return [words, ...withOneShortWordLeftOut(words)].map((written) => ({ written, spelled }));
  })
  .sort((a, b) => b.written.length - a.written.length)) {
  const initial = phrase.written[0].text[0];
  LOOSE_PHRASES_BY_INITIAL.set(initial, [...(LOOSE_PHRASES_BY_INITIAL.get(initial) ?? []), phrase]);
}

/** A table phrase found in a name, and whether a word of it was misspelled (one edit from the table's). */
interface PhraseMatch {
  phrase: LoosePhrase;
  misspelled: boolean;
}

/**
 * The longest table phrase written at `start`, loosely: every word matched (wordMatch), words after
 * the first possibly abbreviated (PUBLIC LIMITED CO, SOCIEDAD DE RESPONSABILIDAD LTDA). Never the
 * first word: a name's own word before a legal form (PLC of INTRUST PLC EAD) is not read as the
 * start of another form. Never an abbreviation beside a misspelt word: two liberties at once would
 * read the cut end of a name as a form (COMPANY LIMI is no COMPANIA LIMITADA).
 */
function phraseAt(tokens: readonly string[], keys: string[], start: number): PhraseMatch | undefined {
  const key = (k: number): string => (keys[k] ??= looseKey(tokens[k]));
  for (const phrase of LOOSE_PHRASES_BY_INITIAL.get(tokens[start][0]) ?? []) {
    const { written } = phrase;
    if (start + written.length > tokens.length) continue;
    let edited = false;
    let abbreviated = false;
    let k = 0;
    for (; k < written.length; k++) {
      const match = wordMatch(tokens[start + k], key(start + k), written[k], k === 0);
      if (match === null) break;
      edited ||= match === 'edited';
      abbreviated ||= match === 'abbreviated';
    }
    if (k === written.length && !(edited && abbreviated)) return { phrase, misspelled: edited };
  }
  return undefined;
}

/** Tokens with their legal-form phrases respelled as in the table. */
export interface RespelledLegalForms {
  /** The same array when nothing changed. */
  tokens: string[];
  /**
   * A word was one edit from the table's (LIMTED), not another romanization of it (LIMITADA's
   * key is its own): a misspelling, so the name is never identical to the table's spelling.
   */
  misspelled: boolean;
}

/** The tokens with every loosely written legal-form phrase respelled as in the table; each respelling is noted in `applied`. */
export function respellLegalForms(tokens: string[], applied: string[]): RespelledLegalForms {
  let out: string[] | undefined;
  let misspelled = false;
  const keys: string[] = [];
  let i = 0;
  while (i < tokens.length) {
    const found = tokens[i].length >= 2 ? phraseAt(tokens, keys, i) : undefined;
    if (found === undefined) {
      out?.push(tokens[i]);
      i++;
      continue;
    }
    const { phrase, misspelled: edited } = found;
    const length = phrase.written.length;
    // The longest phrase is already written as in the table: keep it whole (a shorter phrase
    // inside it must not be respelled: SOCIEDAD ANONIMA of SOCIEDAD ANONIMA DE CAPITAL VARIABLE).
    if (length === phrase.spelled.length && phrase.spelled.every((word, k) => tokens[i + k] === word)) {
      out?.push(...tokens.slice(i, i + length));
      i += length;
      continue;
    }
    misspelled ||= edited;
    out ??= tokens.slice(0, i);
    applied.push(
      `${tokens.slice(i, i + length).join(' ')} → ${phrase.spelled.join(' ')} (legal-form spelling${edited ? ', misspelled: 0.99 at most' : ''})`,
    );
    out.push(...phrase.spelled);
    i += length;
  }
  return { tokens: out ?? tokens, misspelled };
}
