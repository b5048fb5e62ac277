import { boundedMemo, WORD_MEMO_CAPACITY } from '../bounded-memo';
import { fnv1a } from '../fnv-hash';
import {
  canonicalizeName,
  legalFormOf,
  ScriptSource,
  generationalSuffixAt,
  withMuhammadForLeadingMd,
  withoutLeadingTitle,
} from '../names/equivalences';
import { countriesOfWord } from '../names/country-words';
import { givenNameGroup } from '../names/given-name-groups';
import { frenchKeysOf } from '../names/french-keys';
import { hasJoinedArticle } from '../names/joined-articles';
import { printKey, PRINT_KEY_MIN_LENGTH } from '../names/print-confusions';
import {
  INITIAL_WEIGHT,
  populationShare,
  tokenClass,
  tokenWeight,
  type TokenClass,
} from '../names/token-weights';
import { normalizeName, sameTokensInAnyOrder, tokenize, tokensBeforeComma } from '../names/normalize';
import { doubleMetaphone, NEAR_CODES_MIN_LENGTH } from '../names/phonetic-codes';
import { otherQueryReadings, writesInitials } from '../names/query-readings';
import { NameReadings, nameReadingsOf } from '../names/scripts/readings';
import { chineseReadings } from '../names/scripts/chinese';
import { soundex } from './soundex';
import { type QuerySpacing, spacingHashOf, type SpacingMasks, spacingMasksOf } from './spacing-keys';
import { toSymbols } from './symbols';

/** One token with everything scoring needs, computed once. */
export interface PreparedWord {
  text: string;
  symbols: Uint16Array;
  /** symbols.length, kept beside the other numbers: the phonetic bound reads it for every word pair. */
  letters: number;
  soundex: string;
  /** Double Metaphone [primary, alternate]. */
  metaphone: [string, string];
  /**
   * 32-bit hashes of the text, the Soundex code and the two Metaphone codes (0 for an empty
   * code). The alignment compares every query word with every listed word: different hashes
   * settle most comparisons without comparing strings.
   */
  textHash: number;
  /** Polynomial hash of the text: a run of words written together is hashed from its words' (spacing-keys.ts). */
  spacingHash: number;
  soundexHash: number;
  primaryHash: number;
  alternateHash: number;
  /** Only words of the letters A–Z have a sound; other words agree phonetically only with themselves. */
  sounds: boolean;
  /** Which characters occur (A–Z one bit each, others folded into six bits): a cheap bound for the alignment. */
  characterMask: number;
  /** Informativeness (names/token-weights.ts): 1 for a rare name word, down to 0.2 for a generic word. */
  weight: number;
  tokenClass: TokenClass;
  /** characterMask of the primary and alternate Metaphone codes: a cheap test before comparing near codes. */
  primaryMask: number;
  alternateMask: number;
  /** Sounds and has NEAR_CODES_MIN_LENGTH letters or more: may earn near-code credit (phonetic.ts). */
  nearEligible: boolean;
  /** The word with letter groups that print like one letter folded (names/print-confusions.ts). */
  printKey: string;
  /** Hash of printKey; 0 when the key is too short to compare. */
  printHash: number;
  /** The given-name group the word spells (names/given-name-groups.ts), 0 when none. */
  nameGroup: number;
  /** A name many people bear (names/token-weights.ts populationShare above 0): phonetic.ts metaphoneNear. */
  commonName: boolean;
  /** The countries the word names (names/country-words.ts), null when none. */
  countries: readonly number[] | null;
  /** The pinyin syllables the word reads as when it is one Chinese syllable (pinyin or Wade-Giles) and no particle, else null. */
  chineseSyllables: readonly string[] | null;
}

/**
 * A name ready for scoring. Screening prepares every listed name once at load and keeps it;
 * a query is prepared once per request.
 */
export interface PreparedName {
  original: string;
  normalized: string;
  tokens: string[];
  /**
   * The words the alignment and the three algorithms compare: every token except legal forms
   * (which are compared as a class, `legalForms`), unless the name is nothing but legal forms.
   */
  words: PreparedWord[];
  /** Legal forms of the name, as their canonical class (LLC, LTD, JSC …), in order. */
  legalForms: readonly string[];
  /**
   * A person's name: no word is read as a legal form (PAO and SIA are surnames, AG a Tuareg
   * particle, SA part of KHUN SA). Listed individuals' names, and a query compared with one
   * (name-comparer.ts) or explained as an individual's; the forms made from the name (canonical,
   * readings, rewritten, cut) are too.
   */
  personName: boolean;
  /** A person's name with a word that would otherwise read as a legal form (PAO, SIA, AG): kept as a word. */
  keepsLegalFormWords: boolean;
  /** Sum of the words' weights. */
  information: number;
  /** A word of one letter (an initial, alignment.ts standsFor): the phonetic bound reads it for every pair. */
  hasOneLetterWord: boolean;
  /**
   * Not a person's name, and a word names a country (PreparedWord.countries): such a word left
   * without a partner is not missing evidence (score.ts alignedWeakEvidenceRequired).
   */
  namesPlace: boolean;
  /**
   * An order-free hash of the words and legal forms: names with the same tokens in another order
   * (or the same legal form written another way) have the same hash, and may score 1.0
   * (`sameTokens` confirms). A number, not a key string: listed names are kept by the tens of
   * thousands in every screening thread.
   */
  tokenSetHash: number;
  /** The normalized name without spaces (AL QAIDA → ALQAIDA), for spacing variants. */
  compact: string;
  /** The name after semantic equivalences (equivalences.ts), or null when they change nothing. */
  canonical: PreparedName | null;
  /**
   * Queries in another script only: the canonical form with the leading title that `canonical`
   * leaves out (SAYYID of سید محمد هاشمی), or null. A Latin query keeps the title in the name as written;
   * a query in another script has only its canonical form to be read against a listed name that
   * writes the title (HASHEMI, Seyed Mohammad): readings.ts reads this form too.
   */
  titled: PreparedName | null;
  /** What the equivalences rewrote, human-readable. */
  applied: readonly string[];
  /**
   * Tokens written before the first comma: the surname of a "LAST, First Middle" name (0 when
   * there is no comma). The name's natural order is then "First Middle LAST".
   */
  leadingSurnameTokens: number;
  /** What scoring reads again against each candidate (other scripts, Chinese and Korean romanizations), or null. */
  readings: NameReadings | null;
  /** The readings are of the tokens as written, not of the canonical form (nameReadingsOf: PAO taken for a legal form). */
  readsAsWritten: boolean;
  /**
   * The tokens were read, not only respelled: a query read against one candidate (readings.ts
   * readingVariant: rewritten to the candidate's spelling where a romanization or script allows),
   * or a canonical form whose look-alike digits were read as letters (print-confusions.ts). A pair
   * with such a name is never identical (it scores 0.99 at most): WLADIMIR is not VLADIMIR, and
   * M0HAMMAD is not MOHAMMAD.
   */
  neverIdentical: boolean;
  /**
   * Queries only: the other readings of the name (names/query-readings.ts), each prepared as a
   * query of its own: Han characters shaped like a Korean name read in Korean (金正恩 as 김정은),
   * or each of the names given around an AKA. matchNames scores them too and keeps the best: the
   * pinyin reading still serves Chinese names. Empty for most queries and every listed name.
   */
  otherReadings: readonly PreparedName[];
  /** An other reading that counts only where it reads as the candidate's name, whole (query-readings.ts QueryReading.romanizedOnly). */
  romanizedOnly: boolean;
  /** A query read against one candidate as a Chinese or Korean romanization, whole (readings.ts readAlong). */
  readAsRomanization: boolean;
  /** Queries only: the name written with other words for one candidate (rewritten-query.ts), by reason and text, once met. */
  rewrittenForms: Map<string, PreparedName> | null;
  /** Queries only: a word begins with the Arabic article written joined (articles.ts); false for listed names. */
  joinsArticle: boolean;
  /** Queries only: the words' keys for the French romanization of Arabic names (names/french-keys.ts), or null; null for listed names. */
  frenchKeys: readonly (string | null)[] | null;
  /** Masks of the lengths and hashes of the words and of their runs written together (spacing-keys.ts): the spacing check's first test. */
  spacingMasks: SpacingMasks;
  /** Queries only: the runs of adjacent words written together (spacing-keys.ts), once needed. */
  spacing: QuerySpacing | null;
}

const SOUNDING_WORD = /^[A-Z]+$/;
/** Shared by every name without other readings: one empty array, not one per name. */
const NONE_READ: readonly PreparedName[] = [];

/**
 * Prepared words are shared: the same few tens of thousands of words make up the listed names
 * and most queries, so each is prepared once and kept (bounded; PreparedWord is never changed
 * after it is made). This also keeps one copy of a word that many listed names contain.
 */
const preparedWords = boundedMemo(WORD_MEMO_CAPACITY, prepareNewWord);

export function prepareWord(text: string): PreparedWord {
  return preparedWords(text);
}

/**
 * A letter that is a conjunction between two names (the Spanish Y, the Portuguese E: ORTEGA Y
 * GASSET, SILVA E SOUZA) is an initial anywhere else: first or last in a name (E. KAYAKIRAN,
 * KIM, Y.), it is prepared as one. Only one-letter particles are concerned.
 */
function asInitialAtEdges(words: PreparedWord[]): PreparedWord[] {
  if (words.length < 2) return words;
  const last = words.length - 1;
  const isConjunction = (word: PreparedWord) => word.letters === 1 && word.tokenClass === 'particle';
  // Most names have none: their array is kept as it is.
  if (!isConjunction(words[0]) && !isConjunction(words[last])) return words;
  return words.map((word, i) =>
    (i === 0 || i === last) && isConjunction(word) ? letterAsInitial(word.text) : word,
  );
}

const lettersAsInitials = new Map<string, PreparedWord>();

function letterAsInitial(text: string): PreparedWord {
  let word = lettersAsInitials.get(text);
  if (word === undefined) {
    word = prepareNewWord(text, true);
    lettersAsInitials.set(text, word);
  }
  return word;
}

/** `initial`: a letter prepared as an initial whatever its class (asInitialAtEdges). */
function prepareNewWord(text: string, initial = false): PreparedWord {
  const sounds = SOUNDING_WORD.test(text);
  const metaphone: [string, string] = sounds ? doubleMetaphone(text) : ['', ''];
  const soundexCode = soundex(text);
  const symbols = toSymbols(text);
  const key = sounds ? printKey(text) : text;
  const kind = initial ? 'initial' : tokenClass(text);
  // The numbers the phonetic bound reads for every word pair come first, next to each other:
  // V8 lays fields out in this order, so they share the object's first cache lines.
  return {
    textHash: hashOf(text),
    primaryHash: hashOf(metaphone[0]),
    alternateHash: hashOf(metaphone[1]),
    soundexHash: hashOf(soundexCode),
    sounds,
    printHash: sounds && key.length >= PRINT_KEY_MIN_LENGTH ? hashOf(key) : 0,
    nearEligible: sounds && symbols.length >= NEAR_CODES_MIN_LENGTH,
    letters: symbols.length,
    characterMask: characterMask(symbols),
    primaryMask: characterMask(toSymbols(metaphone[0])),
    alternateMask: characterMask(toSymbols(metaphone[1])),
    nameGroup: givenNameGroup(text),
    commonName: populationShare(text) > 0,
    countries: countriesOfWord(text),
    chineseSyllables: chineseSyllablesOf(text, kind),
    text,
    symbols,
    soundex: soundexCode,
    metaphone,
    weight: initial ? INITIAL_WEIGHT : tokenWeight(text),
    tokenClass: kind,
    printKey: key,
    // Last: only the spacing check reads it (spacing-keys.ts), and the fields above share cache lines.
    spacingHash: spacingHashOf(text),
  };
}

/**
 * The pinyin syllables a word of one Chinese syllable reads as (CHOU: CHOU, ZHOU), or null.
 * Particles (DE, BEN) are not read, nor a letter: the Wade-Giles I is as likely an initial, and
 * the whole-name readings decide it (readings.ts).
 */
function chineseSyllablesOf(text: string, kind: TokenClass): readonly string[] | null {
  if (text.length < 2 || kind === 'particle' || kind === 'initial') return null;
  const syllables = chineseReadings(text).filter((reading) => !reading.includes('-'));
  return syllables.length > 0 ? syllables : null;
}

/** A name's information: the sum of its words' weights. */
export function informationOf(words: readonly PreparedWord[]): number {
  return words.reduce((sum, word) => sum + word.weight, 0);
}

/** FNV-1a over the UTF-16 code units; 0 only for the empty string. */
function hashOf(text: string): number {
  if (text === '') return 0;
  return fnv1a(text) || 1;
}

export function characterBit(symbol: number): number {
  return symbol >= 65 && symbol <= 90 ? 1 << (symbol - 65) : 1 << (26 + (symbol % 6));
}

function characterMask(symbols: Uint16Array): number {
  let mask = 0;
  for (const symbol of symbols) mask |= characterBit(symbol);
  return mask;
}

/** Shared by the many names without legal forms or equivalences (never changed). */
const NONE: readonly string[] = [];

const noLegalForm = (): null => null;

export function prepareForm(
  original: string,
  normalized: string,
  leadingSurnameTokens: number,
  personName = false,
): PreparedName {
  const written = tokenize(normalized);
  const forms = written.map(personName ? noLegalForm : legalFormOf);
  const keepsLegalFormWords = personName && written.some((token) => legalFormOf(token) !== null);
  const allForms = forms.every((form) => form !== null);
  const writtenWords = allForms ? written.map(prepareWord) : [];
  // Tokens that are words are the prepared words' own strings: a listed name keeps no copy of them.
  const tokens = allForms
    ? writtenWords.map((word) => word.text)
    : written.map((token, i) => {
        if (forms[i] !== null) return token;
        const word = prepareWord(token);
        writtenWords.push(word);
        return word.text;
      });
  const words = asInitialAtEdges(writtenWords);
  const legalForms = allForms ? NONE : forms.filter((form): form is string => form !== null);
  const surnameTokens = forms
    .slice(0, leadingSurnameTokens)
    .filter((form) => allForms || form === null).length;
  const leadingSurnameWords = Math.min(surnameTokens, words.length);
  return {
    leadingSurnameTokens: leadingSurnameWords,
    original,
    // One string kept, not two equal ones, when normalizing changed nothing (most listed names).
    normalized: normalized === original ? original : normalized,
    tokens,
    words,
    legalForms: legalForms.length === 0 ? NONE : legalForms,
    personName,
    keepsLegalFormWords,
    information: informationOf(words),
    hasOneLetterWord: words.some((word) => word.letters === 1),
    namesPlace: !personName && words.some((word) => word.countries !== null),
    tokenSetHash: tokenSetHashOf(words, legalForms),
    compact: tokens.length === 1 ? tokens[0] : tokens.join(''),
    canonical: null,
    titled: null,
    applied: NONE,
    readings: null,
    readsAsWritten: false,
    neverIdentical: false,
    otherReadings: NONE_READ,
    romanizedOnly: false,
    readAsRomanization: false,
    rewrittenForms: null,
    joinsArticle: false,
    frenchKeys: null,
    spacingMasks: spacingMasksOf(words, leadingSurnameWords),
    spacing: null,
  };
}

/** Whether any form of a query (as written, canonical, titled, its other readings) reads a word as a legal form. */
export function readsLegalForms(name: PreparedName): boolean {
  const reads = (form: PreparedName | null) => form !== null && form.legalForms.length > 0;
  return (
    reads(name) ||
    reads(name.canonical) ||
    reads(name.titled) ||
    name.otherReadings.some((reading) => reads(reading) || reads(reading.canonical))
  );
}

/** The forms a pair is scored in: query, then listed name. */
export type NamePair = readonly [PreparedName, PreparedName];

/**
 * The pairs a query and a listed individual's name are scored in; the better score counts
 * (docs/matching.md, "Legal forms in persons' names"). Screening and explain both ask here.
 *  - The query read as a person's name, with no legal forms, as the listed name is read. It
 *    differs from the query as written only when the query reads a legal form or the listed name
 *    holds a legal-form word (PAO, SIA, AG), so it is prepared (`queryAsPerson`) only then.
 *  - The lists type some companies as individuals (KOTO COMMERCIO IBERICA, S.L. and SUNTRONIC
 *    F.Z.E. in the DPL): when the listed name holds a legal-form word and the query reads a legal
 *    form too, also both names read the organization way (`listedWithLegalForms`). A query with
 *    no legal form (Yu Yi) meets the person's name only.
 * `queryReadsLegalForms` is readsLegalForms(query), asked once per query by the caller.
 */
export function personNamePairs(
  query: PreparedName,
  queryReadsLegalForms: boolean,
  listedPerson: PreparedName,
  queryAsPerson: () => PreparedName,
  listedWithLegalForms: () => PreparedName,
): NamePair[] {
  if (!queryReadsLegalForms && !listedPerson.keepsLegalFormWords) return [[query, listedPerson]];
  const asPerson: NamePair = [queryAsPerson(), listedPerson];
  if (!(queryReadsLegalForms && listedPerson.keepsLegalFormWords)) return [asPerson];
  return [asPerson, [query, listedWithLegalForms()]];
}

/**
 * The best result of `score` over the pairs personNamePairs gives (the first on ties), by
 * `valueOf`: screening keeps its score, explain its final_score, the same number.
 */
export function bestOverPairs<T>(
  pairs: readonly NamePair[],
  score: (query: PreparedName, listed: PreparedName) => T,
  valueOf: (result: T) => number,
): T {
  let best = score(pairs[0][0], pairs[0][1]);
  for (let i = 1; i < pairs.length; i++) {
    const next = score(pairs[i][0], pairs[i][1]);
    if (valueOf(next) > valueOf(best)) best = next;
  }
  return best;
}

/** Sum and xor of the tokens' hashes, mixed: independent of order, rarely equal by chance. */
function tokenSetHashOf(words: readonly PreparedWord[], legalForms: readonly string[]): number {
  let sum = 0;
  let xor = 0;
  for (const word of words) {
    sum = (sum + word.textHash) | 0;
    xor ^= word.textHash;
  }
  for (const form of legalForms) {
    // Legal forms apart from words: LLC as a word and LLC as a form are different tokens.
    const hash = Math.imul(hashOf(form), 0x9e3779b1);
    sum = (sum + hash) | 0;
    xor ^= hash;
  }
  return (Math.imul(sum, 0x85ebca6b) ^ xor) | 0;
}

/**
 * The same words and legal forms, in any order (each as often): what the 1.0 rule calls
 * the same tokens. The hashes settle almost every pair; equal hashes are confirmed.
 */
export function sameTokens(a: PreparedName, b: PreparedName): boolean {
  if (a.tokenSetHash !== b.tokenSetHash) return false;
  return (
    sameTokensInAnyOrder(a.legalForms, b.legalForms) &&
    sameTokensInAnyOrder(
      a.words.map((word) => word.text),
      b.words.map((word) => word.text),
    )
  );
}

/** Token counts of the part before the first comma, as written and after the equivalences. */
function surnameTokenCounts(raw: string, personName: boolean): [number, number] {
  const written = tokensBeforeComma(raw);
  if (written === 0) return [0, 0];
  const surname = normalizeName(raw.slice(0, raw.indexOf(',')));
  return [written, tokenize(normalizeName(canonicalizeName(surname, undefined, personName).text)).length];
}

/**
 * A name, listed or typed, prepared for scoring. `personName`: an individual's name, whose words
 * are never read as legal forms (PreparedName.personName).
 */
export function prepareName(raw: string, personName = false): PreparedName {
  return prepare(raw, { query: false, initialsWritten: false, withReadings: true, personName });
}

/**
 * A name as a caller typed it: the same, except that a title typed before the name (SHEIKH,
 * COLONEL, MULLAH …: data/titles.ts) is left out of its canonical form. Only the query's: a
 * listed name keeps its titles, which the lists also write as given names (HAJI, SHAIKH), and
 * which an Arabic-script query may read (حجی for HAJI).
 */
export function prepareQueryName(raw: string, personName = false): PreparedName {
  return prepare(raw, { query: true, initialsWritten: writesInitials(raw), withReadings: true, personName });
}

/**
 * Another form of a query (one of its readings, or the query rewritten for one candidate:
 * rewritten-query.ts), prepared as a query without other readings of its own: matchNames reads a
 * query's readings one level deep, so theirs would never be scored.
 */
export function prepareQueryForm(raw: string, initialsWritten: boolean, personName: boolean): PreparedName {
  return prepare(raw, { query: true, initialsWritten, withReadings: false, personName });
}

interface PrepareOptions {
  /** A query, not a listed name: its leading title, generational suffix and readings are read. */
  query: boolean;
  /** A query whose caller wrote initials (query-readings.ts writesInitials), never read as Chinese or Korean. */
  initialsWritten: boolean;
  /** A query's other readings are prepared too. */
  withReadings: boolean;
  personName: boolean;
}

function prepare(raw: string, options: PrepareOptions): PreparedName {
  const { query, initialsWritten, withReadings, personName } = options;
  const [surnameTokens, canonicalSurnameTokens] = surnameTokenCounts(raw, personName);
  const prepared = prepareForm(raw, normalizeName(raw), surnameTokens, personName);
  const sources = new Map<string, ScriptSource>();
  const canonical = canonicalizeName(prepared.normalized, sources, personName);
  const applied = [...canonical.applied];
  const canonicalTokens = tokenize(normalizeName(canonical.text));
  const notesWithTitle = applied.length;
  // A name with a legal form (as written or as the equivalences spell it) is an organization's, and
  // has no title: its first word is its own (SMT TECNOLOGIA COMPANIA ANONIMA, where SMT would be
  // the Indian honorific).
  const titleless =
    query && (personName || !canonicalTokens.some((token) => legalFormOf(token) !== null))
      ? withoutLeadingTitle(canonicalTokens, canonicalSurnameTokens, applied)
      : canonicalTokens;
  const untitled = query
    ? withMuhammadForLeadingMd(titleless, canonicalSurnameTokens, applied)
    : canonicalTokens;
  const suffixAt = query ? generationalSuffixAt(untitled, canonicalSurnameTokens) : -1;
  const unsuffixed = suffixAt < 0 ? untitled : untitled.filter((_, i) => i !== suffixAt);
  if (suffixAt >= 0)
    applied.push(`${untitled[suffixAt]} → removed (generational suffix: scored 0.99 at most)`);
  // A suffix left out of a surname written before a comma shortens the surname by one word.
  const surnameAfter =
    suffixAt >= 0 && suffixAt < canonicalSurnameTokens ? canonicalSurnameTokens - 1 : canonicalSurnameTokens;
  const canonicalText = unsuffixed.join(' ');
  if (canonicalText !== prepared.normalized && canonicalText.length > 0) {
    prepared.canonical = prepareForm(raw, canonicalText, surnameAfter, personName);
    // Without its generational suffix a name may be another person's: never identical.
    prepared.canonical.neverIdentical = canonical.misread === true || suffixAt >= 0;
    prepared.applied = applied.length === 0 ? NONE : applied;
  }
  const { readings, asWritten } = nameReadingsOf(
    prepared.tokens,
    (prepared.canonical ?? prepared).tokens,
    sources,
    initialsWritten,
  );
  prepared.readings = readings;
  // The canonical form is the same name: it reads as Chinese or Korean as the name does (alignment.ts).
  if (prepared.canonical) prepared.canonical.readings = readings;
  prepared.readsAsWritten = asWritten;
  if (!query) return prepared;
  if (titleless !== canonicalTokens && sources.size > 0) {
    prepared.titled = prepareForm(raw, canonicalTokens.join(' '), canonicalSurnameTokens, personName);
    prepared.titled.readings = readings;
    prepared.titled.applied = applied.slice(0, notesWithTitle);
  }
  prepared.joinsArticle = hasJoinedArticle(prepared.tokens);
  prepared.frenchKeys = frenchKeysOf(
    prepared.normalized,
    prepared.tokens,
    readings !== null && (readings.chinese || readings.korean),
  );
  if (!withReadings) return prepared;
  prepared.otherReadings = otherQueryReadings(prepared.normalized, raw).map(
    ({ text, note, neverIdentical, romanizedOnly }) => {
      const reading = prepareQueryForm(text, initialsWritten, personName);
      reading.applied = [note, ...reading.applied];
      reading.romanizedOnly = romanizedOnly === true;
      if (neverIdentical) {
        reading.neverIdentical = true;
        if (reading.canonical) reading.canonical.neverIdentical = true;
      }
      return reading;
    },
  );
  return prepared;
}
