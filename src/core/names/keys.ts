import { boundedMemo, KEY_MEMO_CAPACITY } from '../bounded-memo';
import { doubleMetaphone } from './phonetic-codes';
import { canonicalizeName, CanonicalName, isLegalFormWord, ScriptSource } from './equivalences';
import { cutWordPrefix } from './cut-words';
import { isLooseLegalFormWord } from './legal-form-spellings';
import { normalizeName, singleLetterRuns, tokenize, tokensBeforeComma } from './normalize';
import { printKey, PRINT_KEY_MIN_LENGTH } from './print-confusions';
import { hasJoinedArticle, joinedArticleOf } from './joined-articles';
import { otherQueryReadings, writesInitials } from './query-readings';
import {
  articleWordSkeletonsOf,
  NameReadings,
  nameReadingsOf,
  querySkeletonsOf,
  readingKeys,
  skeletonsOf,
} from './scripts/readings';
import { isParticle, isSymbolToken, tokenWeight } from './token-weights';

/**
 * Name keys: what both engines index and query. One function (`analyzeName`) builds them for
 * listed names at index time and for query names at screening time, so the embedded engine
 * and Elasticsearch retrieve the same candidates. Keys favour recall; scoring comes later.
 *
 * Key kinds, per token position (docs/retrieval.md):
 *  - forms:     the normalized token and its canonical (semantic) form;
 *  - phonetic:  Double Metaphone codes (primary and alternate) of each form;
 *  - deletions: each form and every variant with one character deleted (symmetric delete:
 *               two tokens share a key when they are one insertion, deletion, substitution or
 *               adjacent transposition apart);
 *  - joined:    adjacent tokens written together (AL QAIDA → ALQAIDA), for spacing variants;
 *  - skeletons: consonant skeletons (scripts/arabic.ts), searched only by Arabic-script tokens,
 *               and katakana keys (`JA RDMR`, scripts/kana.ts), searched only by kana tokens;
 *  - readings:  Chinese and Korean readings of names that read entirely as Chinese or Korean
 *               (scripts/readings.ts), so that Wade-Giles finds pinyin and LEE finds RI.
 */
export interface TokenKeys {
  forms: string[];
  phonetic: string[];
  deletions: string[];
  /** Retrieval weight: the word's informativeness in sixteenths, or LOW_WEIGHT for particles, legal forms and generic words. */
  weight: number;
  /** Consonant skeletons of the forms (indexed for every token). */
  skeletons: string[];
  /** The skeletons this token searches with as a query: only tokens written in Arabic script or kana. */
  querySkeletons: string[];
  /** Queries only: the skeletons of an Arabic-script word that begins with ال read whole (articleWordSkeletonsOf). */
  articleWordSkeletons: string[];
  /** Romanization readings ("ZH XI", "KO 김"), when the whole name reads as Chinese or Korean. */
  readings: string[];
  /** Queries only: the beginning of a listed word this token may be, cut by a field length (cut-words.ts); usually none. */
  prefixes: string[];
}

export interface NameKeys {
  tokens: TokenKeys[];
  joined: string[];
  /** The canonical tokens sorted and joined with spaces: the same for the same name in any order. */
  whole: string;
  /**
   * The same without particles and function words (OF, THE, AL, DE …), when that leaves two tokens
   * or more and differs from `whole`; else ''. BANK OF TEJARAT and BANK TEJARAT are one name to a
   * caller, and in a name made only of generic words nothing else ranks the listed one first.
   */
  wholeWithoutParticles: string;
  /**
   * Queries only: the whole keys of the query's other readings (query-readings.ts), each a name of
   * its own (CIMEX of "CIMEX C/O JOHN WILLIAMS"), so that a listed name equal to one of them ranks
   * as high as one equal to the query. Empty for most queries and every listed name.
   */
  readingWholes: string[];
}

export interface NameAnalysis {
  original: string;
  normalized: string;
  tokens: string[];
  canonical: CanonicalName;
  keys: NameKeys;
}

/** Tokens shorter than this get no deletion variants: three-letter tokens would collide everywhere. */
export const MIN_DELETION_LENGTH = 4;
export const LOW_WEIGHT = 0.25;

/**
 * Initials, particles, legal forms and the words of written-out legal forms (in any romanization
 * the loose key recognizes), generic and
 * sector words (token-weights.ts): evidence, but weak. They count at LOW_WEIGHT, so that
 * "AL QAIDA" does not rank every "AL …" entity level with the right one.
 */
export function isWeakToken(form: string): boolean {
  return form.length === 1 || isLegalFormWord(form) || isSymbolToken(form) || isLooseLegalFormWord(form);
}

/**
 * The retrieval weight of a name word: its informativeness (token-weights.ts, the weight scoring
 * gives it), in sixteenths. A rare surname then outranks a pair of common given names: "KARAMI,
 * Mohammad Hassan" ranked the hundreds of entities named MOHAMMAD HASSAN level with KARAMI,
 * Mohammad, and the tie-break left it out of the pool. A word written one way and read another
 * weighs as the least informative of its forms: a rare spelling (or the Arabic script) of
 * MUHAMMAD is as common a name as MUHAMMAD. Sixteenths keep every boost an exact binary fraction
 * (retrieval.ts: both engines sum alike).
 */
function informativeness(forms: string[]): number {
  let weight = 1;
  for (const form of forms) if (!isWeakToken(form)) weight = Math.min(weight, tokenWeight(form));
  return Math.round(weight * RETRIEVAL_WEIGHT_STEPS) / RETRIEVAL_WEIGHT_STEPS;
}

const RETRIEVAL_WEIGHT_STEPS = 16;

export function deletionVariants(form: string): string[] {
  const variants = new Set([form]);
  if (form.length >= MIN_DELETION_LENGTH) {
    for (let i = 0; i < form.length; i++) variants.add(form.slice(0, i) + form.slice(i + 1));
  }
  return [...variants];
}

function phoneticCodes(form: string): string[] {
  if (!/\p{L}/u.test(form)) return [];
  return [...new Set(doubleMetaphone(form).filter((code) => code.length > 0))];
}

/** Keys of one spelling, memoized: the same words recur across thousands of listed names and queries. */
const singleFormMemo = boundedMemo(KEY_MEMO_CAPACITY, (form: string) => computeTokenKeys([form]));

/** The keys of one spelling. Shared, memoized objects: callers must not modify them. */
export function formKeys(form: string): TokenKeys {
  return singleFormMemo(form);
}

/**
 * Keys of a position written one way and read another (MOHAMMED and its canonical MUHAMMAD),
 * memoized too: such positions recur in queries as much as single spellings do. Keyed by the two
 * forms joined with a space, which no token holds; a quarter of the single-form capacity.
 */
const twoFormMemo = boundedMemo(KEY_MEMO_CAPACITY / 4, (joined: string) =>
  computeTokenKeys(joined.split(' ')),
);

function tokenKeys(forms: string[]): TokenKeys {
  if (forms.length === 1 || forms[0] === forms[1]) return formKeys(forms[0]);
  return forms.length === 2 ? twoFormMemo(`${forms[0]} ${forms[1]}`) : computeTokenKeys(forms);
}

/** The print key of a word of letters long enough to compare, when it differs from the word. */
function printKeyOf(form: string): string[] {
  if (!/^[A-Z]+$/.test(form) || isWeakToken(form)) return [];
  const key = printKey(form);
  return key !== form && key.length >= PRINT_KEY_MIN_LENGTH ? [key] : [];
}

const nonEmpty = (values: string[]): string[] => [...new Set(values.filter((v) => v.length > 0))];

function computeTokenKeys(forms: string[]): TokenKeys {
  const written = [...new Set(forms)];
  // A word's print key is a form too (RN → M, CL → D …: VOSTOKGAZPRORN finds VOSTOKGAZPROM), with
  // its own keys: the embedded index derives each form's codes and variants, so the document must hold them.
  const unique = [...new Set([...written, ...written.flatMap(printKeyOf)])];
  return {
    forms: unique,
    phonetic: [...new Set(unique.flatMap(phoneticCodes))],
    deletions: [...new Set(unique.flatMap(deletionVariants))],
    weight: written.every(isWeakToken) ? LOW_WEIGHT : informativeness(written),
    skeletons: nonEmpty(unique.flatMap(skeletonsOf)),
    querySkeletons: nonEmpty(unique.flatMap(querySkeletonsOf)),
    articleWordSkeletons: nonEmpty(unique.flatMap(articleWordSkeletonsOf)),
    readings: [],
    prefixes: [],
  };
}

/** The position's keys with the name's readings added (a new object: memoized keys are shared). */
function withReadings(keys: TokenKeys, readings: NameReadings | null, next: readonly string[]): TokenKeys {
  if (readings === null) return keys;
  const found = nonEmpty(keys.forms.flatMap((form) => readingKeys(form, readings, next)));
  if (found.length === 0) return keys;
  // In a name read as Chinese or Korean a one-letter word is a syllable (Wade-Giles I, Korean O),
  // not an initial: it weighs as much as any other syllable. And every syllable weighs 1: their
  // frequencies in the lists, which hold few Chinese and Korean people, do not tell them apart.
  const syllable = (readings.chinese || readings.korean) && keys.forms.every((form) => form.length === 1);
  const nameWord = !keys.forms.every(isWeakToken);
  return { ...keys, readings: found, weight: syllable || nameWord ? 1 : keys.weight };
}

/**
 * Adjacent tokens written together; for a "SURNAME, Given" name (`surnameTokens` before the
 * comma) also the last given name with the first surname word, adjacent in the order callers type
 * the name (NOVAKSTEPANOVIC for STEPANOVIC, Novak).
 */
function adjacentPairs(tokens: string[], surnameTokens = 0): string[] {
  const pairs: string[] = [];
  for (let i = 0; i + 1 < tokens.length; i++) pairs.push(tokens[i] + tokens[i + 1]);
  if (surnameTokens > 0 && surnameTokens < tokens.length) pairs.push(tokens[tokens.length - 1] + tokens[0]);
  return pairs;
}

/**
 * Three words or more written together as one (HAVINBANKLIMITED for HAVIN BANK LIMITED: systems that
 * strip spaces, fixed-width fields). Two words together are an adjacent pair already.
 */
function allJoined(tokens: string[]): string[] {
  return tokens.length >= 3 ? [tokens.join('')] : [];
}

/** Fewer letters than this written apart are initials, not an acronym (R A: withoutJoinedInitials). */
const ACRONYM_MIN_LETTERS = 3;

/**
 * Runs of three letters or more written apart, joined (I P C INTERNATIONAL → IPC): systems that
 * replace punctuation with spaces turn I.P.C., which normalization writes IPC, into three words.
 */
function letterRuns(tokens: string[]): string[] {
  return singleLetterRuns(tokens, ACRONYM_MIN_LETTERS).map(([start, end]) =>
    tokens.slice(start, end).join(''),
  );
}

function wholeWithoutParticles(canonicalTokens: string[]): string {
  const kept = canonicalTokens.filter((token) => !isParticle(token));
  return kept.length >= 2 && kept.length < canonicalTokens.length ? kept.sort().join(' ') : '';
}

/**
 * Keys of one name. Where the canonical form has as many tokens as the normalized one, the
 * two spellings of a position share one TokenKeys (one dis_max); otherwise the canonical
 * tokens that differ are added as positions of their own.
 */
export function nameKeys(
  tokens: string[],
  canonicalTokens: string[],
  readings: NameReadings | null = null,
  surnameTokens = 0,
): NameKeys {
  let positions: string[][];
  if (canonicalTokens.length === tokens.length) {
    positions = tokens.map((token, i) => [token, canonicalTokens[i]]);
  } else {
    const own = new Set(tokens);
    positions = [
      ...tokens.map((token) => [token]),
      ...canonicalTokens.filter((t) => !own.has(t)).map((t) => [t]),
    ];
  }
  return {
    tokens: positions.map((forms, i) => withReadings(tokenKeys(forms), readings, positions[i + 1] ?? [])),
    joined: [
      ...new Set([
        ...adjacentPairs(tokens, surnameTokens),
        // The canonical form keeps the tokens' order; its count before the comma is the same unless it changed the count.
        ...adjacentPairs(canonicalTokens, canonicalTokens.length === tokens.length ? surnameTokens : 0),
        ...allJoined(tokens),
        ...allJoined(canonicalTokens),
        ...letterRuns(tokens),
      ]),
    ],
    whole: [...canonicalTokens].sort().join(' '),
    wholeWithoutParticles: wholeWithoutParticles(canonicalTokens),
    readingWholes: [],
  };
}

/** `initialsWritten`: the caller wrote initials (query-readings.ts writesInitials); the name then never reads as Chinese or Korean. */
export function analyzeName(original: string, initialsWritten = false): NameAnalysis {
  const normalized = normalizeName(original);
  const tokens = tokenize(normalized);
  const sources = new Map<string, ScriptSource>();
  const canonical = canonicalizeName(normalized, sources);
  const canonicalTokens = tokenize(canonical.text);
  const { readings } = nameReadingsOf(tokens, canonicalTokens, sources, initialsWritten);
  const keys = nameKeys(tokens, canonicalTokens, readings, tokensBeforeComma(original));
  return { original, normalized, tokens, canonical, keys };
}

/**
 * A name as a caller typed it: the same, except that it also searches with the keys of its other
 * readings (query-readings.ts: Han characters read in Korean, the names around an AKA), which
 * prepareQueryName scores too.
 */
export function analyzeQueryName(original: string): NameAnalysis {
  const initialsWritten = writesInitials(original);
  return withoutJoinedInitials(
    withReadingKeys(
      withCutWordPrefix(withArticlesApart(analyzeName(original, initialsWritten))),
      initialsWritten,
    ),
  );
}

/**
 * The last word of a query long enough to have been cut by a field length also searches as the
 * beginning of a listed word (cut-words.ts): JOINT STOCK COMPANY SURGUTNEFT finds
 * SURGUTNEFTEGASBANK, which no key of SURGUTNEFT reached. Query keys only (no reindex).
 */
function withCutWordPrefix(analysis: NameAnalysis): NameAnalysis {
  const prefix = cutWordPrefix(analysis.original, analysis.tokens);
  const last = analysis.tokens.length - 1;
  if (prefix === null || analysis.keys.tokens[last] === undefined) return analysis;
  const tokens = analysis.keys.tokens.map((keys, i) => (i === last ? { ...keys, prefixes: [prefix] } : keys));
  return { ...analysis, keys: { ...analysis.keys, tokens } };
}

/** The name's keys with those of its other readings (query-readings.ts) added, or replaced by one that searches alone. */
function withReadingKeys(analysis: NameAnalysis, initialsWritten: boolean): NameAnalysis {
  const readings = otherQueryReadings(analysis.normalized, analysis.original);
  if (readings.length === 0) return analysis;
  const alone = readings.find((reading) => reading.searchesAlone === true);
  if (alone) return { ...analysis, keys: analyzeName(alone.text, initialsWritten).keys };
  const keys = readings.reduce(
    (sum, reading) =>
      withKeysOf(sum, weighed(analyzeName(reading.text, initialsWritten).keys, reading.retrievalWeight ?? 1)),
    analysis.keys,
  );
  return { ...analysis, keys };
}

/**
 * A query word with the Arabic article written joined (ALZAWAHRY) also searches with the word
 * after the article (ZAWAHRY), as another form of the same position: the lists write AL-ZAWAHIRI,
 * and a spelling variant of the whole joined word has no key in common with it
 * (joined-articles.ts; matching/articles.ts scores the split). The same position, so a word that
 * merely begins with AL (ALIYEV) ranks no candidate higher than its best form does; and with its
 * spelling, sound and skeleton only: the joined word's one-letter deletions are searched already.
 */
function withArticlesApart(analysis: NameAnalysis): NameAnalysis {
  if (!hasJoinedArticle(analysis.tokens)) return analysis;
  const tokens = analysis.keys.tokens.map((keys, i) => {
    const token = analysis.tokens[i];
    const article = token === undefined ? null : joinedArticleOf(token);
    if (article === null) return keys;
    const rest = tokenKeys([token.slice(article.length)]);
    const union = (a: string[], b: string[]) => [...new Set([...a, ...b])];
    return {
      ...keys,
      forms: union(keys.forms, rest.forms),
      phonetic: union(keys.phonetic, rest.phonetic),
      skeletons: union(keys.skeletons, rest.skeletons),
    };
  });
  return { ...analysis, keys: { ...analysis.keys, tokens } };
}

/**
 * Two one-letter words written together (R A → RA, A G → AG) are no word a caller meant: searched
 * as a listed token at the full joined boost, they ranked every entity holding RA or the legal form
 * AG level with the surname typed before them, and KADYROV R. A. lost KADYROV, Ramzan from the pool.
 * Query keys only (the index is unchanged).
 */
function withoutJoinedInitials(analysis: NameAnalysis): NameAnalysis {
  const joined = analysis.keys.joined.filter((pair) => !/^[A-Z]{2}$/.test(pair));
  return joined.length === analysis.keys.joined.length
    ? analysis
    : { ...analysis, keys: { ...analysis.keys, joined } };
}

/** A reading's keys with each position's retrieval weight scaled (a new object: memoized keys are shared). */
function weighed(keys: NameKeys, weight: number): NameKeys {
  if (weight === 1) return keys;
  return { ...keys, tokens: keys.tokens.map((token) => ({ ...token, weight: token.weight * weight })) };
}

/** The keys of a name with another reading's token positions and joined forms added. */
function withKeysOf(keys: NameKeys, other: NameKeys): NameKeys {
  return {
    ...keys,
    tokens: [...keys.tokens, ...other.tokens],
    joined: [...new Set([...keys.joined, ...other.joined])],
    readingWholes: [...new Set([...keys.readingWholes, other.whole])],
  };
}

/** The flattened key sets of several names (an entity's primary name and aliases), as indexed. */
export interface IndexedNameKeys {
  name_tokens: string[];
  name_joined: string[];
  name_phonetic: string[];
  name_deletions: string[];
  name_skeletons: string[];
  name_readings: string[];
  name_whole: string[];
}

/** The whole-name keys a listed name is indexed under. */
export function wholesOf(name: NameKeys): string[] {
  return name.wholeWithoutParticles === '' ? [name.whole] : [name.whole, name.wholeWithoutParticles];
}

export function indexedNameKeys(names: NameKeys[]): IndexedNameKeys {
  const sorted = (values: Iterable<string>) => [...new Set(values)].sort();
  return {
    name_tokens: sorted(names.flatMap((n) => n.tokens.flatMap((t) => t.forms))),
    name_joined: sorted(names.flatMap((n) => n.joined)),
    name_phonetic: sorted(names.flatMap((n) => n.tokens.flatMap((t) => t.phonetic))),
    name_deletions: sorted(names.flatMap((n) => n.tokens.flatMap((t) => t.deletions))),
    name_skeletons: sorted(names.flatMap((n) => n.tokens.flatMap((t) => t.skeletons))),
    name_readings: sorted(names.flatMap((n) => n.tokens.flatMap((t) => t.readings))),
    name_whole: sorted(names.flatMap(wholesOf)),
  };
}
