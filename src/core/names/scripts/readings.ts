import { boundedMemo } from '../../bounded-memo';
import { fnv1a } from '../../fnv-hash';
import type { ScriptSource } from '../equivalences';
import { ARABIC_ARTICLE } from '../data/scripts';
import {
  admitsLatin,
  arabicReadingPattern,
  arabicSkeleton,
  arabicSkeletons,
  ARTICLE_SPELLINGS,
  beginsWithArticle,
  isArabicToken,
  isTabledArabicName,
  latinSkeleton,
} from './arabic';
import { joinedArticleOf } from '../joined-articles';
import { sameTokensInAnyOrder } from '../normalize';
import { chineseReadings } from './chinese';
import { KANA, kanaConsonantKey, kanaReadingPattern, romanizeKana } from './kana';
import { hangulReading, koreanReadings } from './korean';
import { russianReadings, shareKey } from './russian';

/**
 * Readings: how a name written in one script or romanization is found and scored against the
 * Latin spelling a list uses (docs/matching.md, "Names in other scripts").
 *
 * Retrieval keys (keys.ts puts them in both engines):
 *  - skeletons: the consonant skeleton of every token (arabic.ts); a query token searches them
 *    only when it is written in Arabic script, whose vowels are not written;
 *  - readings: "ZH <pinyin>" for the tokens of a name that reads entirely as Chinese (pinyin or
 *    Wade-Giles), "KO <hangul>" for one that reads entirely as Korean (any romanization), and
 *    the same for each pair of adjacent tokens read as one word (CHIN PING finds JINPING);
 *    "RU <key>" for each token's Russian readings in a name that reads as Russian (russian.ts),
 *    so that SJOLOCHOV finds SHOLOKHOV.
 *
 * Scoring (`readAlong`): the query's canonical tokens are read again against one candidate.
 * A token romanized from Arabic script becomes the candidate's word when the Arabic spelling
 * admits it (arabicReadingPattern); a token from Hangul, or a Chinese or Korean romanization,
 * becomes the candidate's word(s) when they share a reading. The pair is then scored with the
 * spec formula on those strings, like any canonical form.
 */

export const SKELETON_MIN_LENGTH = 2;
const CHINESE = 'ZH ';
const KOREAN = 'KO ';
const RUSSIAN = 'RU ';
const KATAKANA = 'JA ';

/** What scoring reads again in a prepared name: null for most names (nothing to read). */
export interface NameReadings {
  /** Canonical tokens romanized from Arabic or Hangul, with their source. */
  readonly sources: ReadonlyMap<string, ScriptSource>;
  /** Every token reads as Chinese (pinyin or Wade-Giles). */
  readonly chinese: boolean;
  /** Every token reads as Korean (McCune-Reischauer, Revised Romanization or the conventions). */
  readonly korean: boolean;
  /** Russian readings of each token (russian.ts) when a token reads as a Russian surname or patronymic, else null. */
  readonly russian: ReadonlyMap<string, readonly string[]> | null;
  /** Every key of `russian`, for a quick check before a name is read against a candidate. */
  readonly russianKeys: ReadonlySet<string>;
  /** The syllables of the Chinese readings (when `chinese`), for the quick check of mayReadWhole. */
  readonly chineseSyllables: SyllableMasks | null;
  /** The same for the Korean readings (when `korean`). */
  readonly koreanSyllables: SyllableMasks | null;
}

/**
 * The syllables a name's readings use, each as one bit of a 32-bit mask (a one-hash Bloom
 * filter): `name`, every syllable of every reading of every token; `tokens[i]`, one mask per
 * reading of token i. Tokens are those the readings were read on.
 */
export interface SyllableMasks {
  readonly name: number;
  readonly tokens: readonly (readonly number[])[];
}

const NO_KEYS: ReadonlySet<string> = new Set();

/**
 * Chinese and Korean personal names have a one- or two-syllable surname and a one- or
 * two-syllable given name (written joined, hyphenated or apart): a name reads as one when it has
 * 2 to 4 tokens, every token reads as 1 or 2 syllables, and the name as at most 4. Most Western
 * names then read as neither (MUHAMMAD KARIMI would otherwise read as Korean).
 */
const NAME_MAX_SYLLABLES = 4;
const TOKEN_MAX_SYLLABLES = 2;
const MAX_TOKEN_LETTERS = 12;

function readsAs(
  tokens: readonly string[],
  readings: (token: string) => readonly string[],
  syllableCount: (reading: string) => number,
): boolean {
  if (tokens.length < 2 || tokens.length > NAME_MAX_SYLLABLES) return false;
  let total = 0;
  for (const token of tokens) {
    // Two syllables are at most 12 letters (CHUANG, ZHUANG): longer words cannot pass.
    if (token.length > MAX_TOKEN_LETTERS) return false;
    // Read for every query name: a loop, not arrays of counts.
    let fewest = Infinity;
    for (const reading of readings(token)) fewest = Math.min(fewest, syllableCount(reading));
    if (!(fewest <= TOKEN_MAX_SYLLABLES)) return false;
    total += fewest;
  }
  return total <= NAME_MAX_SYLLABLES;
}

/** Syllables of a pinyin reading: they are joined by '-'. */
function chineseSyllables(reading: string): number {
  let count = 1;
  for (let i = 0; i < reading.length; i++) if (reading.charCodeAt(i) === 45) count++;
  return count;
}
const koreanSyllables = (reading: string): number => reading.length;

/**
 * Readings of names typed in Latin letters (no script sources), memoized (bounded): a query is
 * read once for its retrieval keys and once more for scoring. NameReadings is never changed.
 */
const NO_SOURCES: ReadonlyMap<string, ScriptSource> = new Map();
/** Keyed by the tokens joined with spaces (tokens never hold one). */
const latinReadingsMemo = boundedMemo(4096, (joinedTokens: string) =>
  readingsOf(joinedTokens === '' ? [] : joinedTokens.split(' '), NO_SOURCES),
);

/** Whether tokens typed in Latin letters read whole as a Chinese or Korean name (the memoized readings). */
export function readsAsChineseOrKoreanName(tokens: readonly string[]): boolean {
  const readings = latinReadingsMemo(tokens.join(' '));
  return readings !== null && (readings.chinese || readings.korean);
}

export function nameReadings(
  canonicalTokens: readonly string[],
  sources: ReadonlyMap<string, ScriptSource>,
): NameReadings | null {
  return sources.size > 0
    ? readingsOf(canonicalTokens, sources)
    : latinReadingsMemo(canonicalTokens.join(' '));
}

/**
 * The readings of a name, and whether they were read on its tokens as written: the canonical tokens
 * are read, unless only the written ones read as a Chinese or Korean name (a syllable the
 * equivalences took for a legal form: the PAO of "Pao-lung Hsia" became the class JSC). A name
 * typed with initials (`initialsWritten`, query-readings.ts writesInitials) never reads as
 * Chinese or Korean.
 */
export function nameReadingsOf(
  writtenTokens: readonly string[],
  canonicalTokens: readonly string[],
  sources: ReadonlyMap<string, ScriptSource>,
  initialsWritten = false,
): { readings: NameReadings | null; asWritten: boolean } {
  if (initialsWritten)
    return { readings: withoutSyllables(nameReadings(canonicalTokens, sources)), asWritten: false };
  const readings = nameReadings(canonicalTokens, sources);
  if (
    sources.size > 0 ||
    readings?.chinese ||
    readings?.korean ||
    sameTokensInAnyOrder(writtenTokens, canonicalTokens)
  )
    return { readings, asWritten: false };
  const written = nameReadings(writtenTokens, sources);
  return written?.chinese || written?.korean
    ? { readings: written, asWritten: true }
    : { readings, asWritten: false };
}

/**
 * The readings without the Chinese and Korean ones, for a name whose caller wrote initials (a
 * letter and a period: A. JEERI, V.V. PUTIN). Chinese and Korean romanizations write no syllable
 * so; read as one, the initial became a syllable of full weight (A as 아), and retrieval ranked
 * every name with a word sounding like A level with the surname typed after it.
 */
function withoutSyllables(readings: NameReadings | null): NameReadings | null {
  if (readings === null || (!readings.chinese && !readings.korean)) return readings;
  if (readings.sources.size === 0 && readings.russian === null) return null;
  return { ...readings, chinese: false, korean: false, chineseSyllables: null, koreanSyllables: null };
}

function readingsOf(
  canonicalTokens: readonly string[],
  sources: ReadonlyMap<string, ScriptSource>,
): NameReadings | null {
  const chinese = readsAs(canonicalTokens, chineseReadings, chineseSyllables);
  const korean = readsAs(canonicalTokens, koreanReadings, koreanSyllables);
  const russian = russianReadings(canonicalTokens);
  const russianKeys = russian === null ? NO_KEYS : new Set([...russian.values()].flat());
  return sources.size > 0 || chinese || korean || russian !== null
    ? {
        sources,
        chinese,
        korean,
        russian,
        russianKeys,
        chineseSyllables: chinese ? syllableMasks(canonicalTokens, chineseReadings, splitPinyin) : null,
        koreanSyllables: korean ? syllableMasks(canonicalTokens, koreanReadings, splitHangul) : null,
      }
    : null;
}

const splitPinyin = (reading: string): readonly string[] => reading.split('-');
const splitHangul = (reading: string): readonly string[] => [...reading];

function syllableMasks(
  tokens: readonly string[],
  readings: (token: string) => readonly string[],
  syllables: (reading: string) => readonly string[],
): SyllableMasks {
  let name = 0;
  const masks = tokens.map((token) =>
    readings(token).map((reading) => {
      let mask = 0;
      for (const syllable of syllables(reading)) mask |= syllableBit(syllable);
      name |= mask;
      return mask;
    }),
  );
  return { name, tokens: masks };
}

function syllableBit(syllable: string): number {
  return 1 << (fnv1a(syllable) >>> 27);
}

/**
 * Whether a Chinese or Korean reading of the whole query against the whole listed name may
 * succeed (readAlong keeps it only when every token of both names is accounted for): each token
 * of either name is written the same on the other side, or has a reading whose syllables all
 * occur in the other name's readings. Necessary, never sufficient; it spares almost every pair
 * the reading itself. Only for names whose tokens are read by no other rule (no script sources,
 * no Russian readings), since those rules account for tokens too.
 */
export function mayReadWhole(
  query: readonly string[],
  querySyllables: SyllableMasks,
  listed: readonly string[],
  listedSyllables: SyllableMasks,
): boolean {
  return (
    accountedFor(query, querySyllables, listed, listedSyllables.name) &&
    accountedFor(listed, listedSyllables, query, querySyllables.name)
  );
}

function accountedFor(
  tokens: readonly string[],
  syllables: SyllableMasks,
  other: readonly string[],
  otherSyllables: number,
): boolean {
  // Masks read on other tokens than these (never expected) prove nothing: the reading itself decides.
  if (syllables.tokens.length !== tokens.length) return true;
  for (let i = 0; i < tokens.length; i++) {
    if (other.includes(tokens[i])) continue;
    if (!syllables.tokens[i].some((mask) => (mask & ~otherSyllables) === 0)) return false;
  }
  return true;
}

/**
 * The consonant skeletons of one token as index keys (none when too short or unreadable): its
 * skeleton in the classes of Arabic script, and for a Latin word its katakana key, prefixed
 * `JA ` (kana.ts), which a word written in kana searches.
 */
export function skeletonsOf(form: string): string[] {
  const arabic = isArabicToken(form);
  const skeleton = arabic ? arabicSkeleton(form) : latinSkeleton(form);
  // A Latin word with the article joined (ALKHALD) is also indexed under the skeleton of the word
  // after it (KLD), which an Arabic-script query searches with (the article is left out of its skeleton).
  const article = arabic ? null : joinedArticleOf(form);
  const rest = article === null ? '' : latinSkeleton(form.slice(article.length));
  // None for a word not in Latin letters: only Latin words are indexed under a katakana key.
  return [...[skeleton, rest].filter((key) => key.length >= SKELETON_MIN_LENGTH), ...katakanaKeys(form)];
}

/**
 * The skeletons a query token searches with: Arabic-script tokens whose Latin form is a guess
 * (a name in the native-script table already has its exact Latin form as a key), with their
 * skeleton and those of the other readings of their ambiguous letters (ج as G, و as V); and kana
 * tokens, with their katakana key (ウラジーミル searches JA RDMR, the key of VLADIMIR).
 */
export function querySkeletonsOf(form: string): string[] {
  if (KANA.test(form)) return katakanaKeys(romanizeKana(form));
  return isArabicToken(form) && !isTabledArabicName(form)
    ? arabicSkeletons(form).filter((skeleton) => skeleton.length >= SKELETON_MIN_LENGTH)
    : [];
}

/**
 * The skeletons of an Arabic-script query word that begins with ال read whole, the ل a letter of
 * the name (الجيت LJT, the skeleton of ELJEET; الحسن LHSN, that of ALHASSAN), besides those without
 * the article (querySkeletonsOf). Longer, so they are searched with a boost above a skeleton's.
 */
export function articleWordSkeletonsOf(form: string): string[] {
  // Not left out for a tabled name: the table gives the article and the name apart (AL HASAN), not ALHASSAN.
  if (!beginsWithArticle(form) || !isArabicToken(form)) return [];
  const withoutIt = new Set(querySkeletonsOf(form));
  return arabicSkeletons(form, true).filter(
    (skeleton) => skeleton.length >= SKELETON_MIN_LENGTH && !withoutIt.has(skeleton),
  );
}

/** The katakana key of a Latin word as an index key (`JA RDMR`), when it has two classes or more. */
function katakanaKeys(latin: string): string[] {
  const key = kanaConsonantKey(latin);
  return key.length >= SKELETON_MIN_LENGTH ? [`${KATAKANA}${key}`] : [];
}

const HANGUL = /\p{Script=Hangul}/u;

/**
 * Reading keys of one token form within a name with these readings, and of the form followed by
 * the next position's forms (`next`), written as one word: CHIN PING gives ZH JIN-PING, the key
 * of JINPING. A Hangul token gives its own reading and each of its syllables (김정은 meets the
 * KIM, JONG, UN of a Latin name).
 */
export function readingKeys(
  form: string,
  readings: NameReadings | null,
  next: readonly string[] = [],
): string[] {
  if (HANGUL.test(form)) {
    const reading = hangulReading(form);
    return reading === '' ? [] : [KOREAN + reading, ...[...reading].map((s) => KOREAN + s)];
  }
  const keys: string[] = [];
  const add = (
    prefix: string,
    of: (token: string) => readonly string[],
    separator: string,
    syllables: (reading: string) => readonly string[],
  ) => {
    const all = of(form);
    // Each syllable of a word written joined, too: YISHAN meets the SHAN of I-SHAN or YI SHAN
    // (however the other side splits a given name, some syllable keys are shared). Only the
    // readings with the fewest syllables are split, and only when no reading is one syllable:
    // RUAN is one syllable, not RU + AN.
    let fewest = Infinity;
    for (const reading of all) fewest = Math.min(fewest, syllables(reading).length);
    for (const reading of all) {
      keys.push(prefix + reading);
      const parts = syllables(reading);
      if (fewest > 1 && parts.length === fewest) for (const part of parts) keys.push(prefix + part);
      for (const following of next)
        for (const tail of of(following)) keys.push(prefix + reading + separator + tail);
    }
  };
  if (readings?.chinese) add(CHINESE, chineseReadings, '-', (reading) => reading.split('-'));
  if (readings?.korean) add(KOREAN, koreanReadings, '', (reading) => [...reading]);
  // Russian readings are per token (the systems never join or split words).
  for (const key of readings?.russian?.get(form) ?? []) keys.push(RUSSIAN + key);
  return keys;
}

/**
 * Whether a query token the candidate does not write the same way shares a Russian reading with
 * one of the candidate's tokens: the cheap test that spares most pairs the reading itself.
 */
export function mayReadRussian(
  query: readonly string[],
  queryReadings: NameReadings,
  listed: readonly string[],
  listedReadings: NameReadings,
): boolean {
  if (queryReadings.russian === null) return false;
  for (const token of query) {
    const keys = queryReadings.russian.get(token);
    if (keys === undefined || listed.includes(token)) continue;
    for (const key of keys) if (listedReadings.russianKeys.has(key)) return true;
  }
  return false;
}

/** The outcome of reading a query against one candidate. */
export interface ReadAlong {
  tokens: string[];
  /** One note per rewrite, e.g. "حسين → HUSSEIN (Arabic script read as the listed spelling)". */
  notes: string[];
  /** The listed spellings a query word was read as in another Russian romanization, with the word as typed. */
  typed: Map<string, string>;
  /** The whole name was read as a Chinese or Korean romanization (every token of both names accounted for). */
  romanized: boolean;
}

const MAX_WINDOW = 3;

/**
 * The query's canonical tokens read against the listed tokens, or null when no token changes.
 * Each listed token is used at most once; tokens equal on both sides are kept as they are.
 */
export function readAlong(
  query: readonly string[],
  queryReadings: NameReadings,
  listed: readonly string[],
  listedReadings: NameReadings | null,
  listedWritten: readonly string[] = listed,
): ReadAlong | null {
  const russian = queryReadings.russian !== null ? (listedReadings?.russian ?? null) : null;
  const { chinese, korean } =
    listedReadings === null
      ? { chinese: false, korean: false }
      : romanizationsToRead(query, queryReadings, listed, listedReadings);
  const context = { listed, listedWritten, listedRussian: russian };
  const read = readTokens(query, queryReadings, context, chinese, korean);
  // A Chinese or Korean romanization is read for a whole name only: every token of both names
  // must then be accounted for. "Jing Liang" is not "LIANG Ching-fang" with FANG missing.
  if (read?.romanized && !sameTokensInAnyOrder(read.tokens, listed))
    return readTokens(query, queryReadings, context, false, false);
  return read;
}

/**
 * Whether a Chinese or Korean reading of the query against this candidate may succeed: the
 * quick test of readingVariant, as mayReadRussian is for Russian.
 */
export function mayReadRomanization(
  query: readonly string[],
  queryReadings: NameReadings,
  listed: readonly string[],
  listedReadings: NameReadings,
): boolean {
  const { chinese, korean } = romanizationsToRead(query, queryReadings, listed, listedReadings);
  return chinese || korean;
}

/**
 * The romanizations a query is read in against this candidate: those both names read in, and
 * that mayReadWhole allows, unless other rules (script sources, Russian readings) account for
 * tokens too, which the quick test does not know of.
 */
function romanizationsToRead(
  query: readonly string[],
  queryReadings: NameReadings,
  listed: readonly string[],
  listedReadings: NameReadings,
): { chinese: boolean; korean: boolean } {
  const otherRules =
    queryReadings.sources.size > 0 || (queryReadings.russian !== null && listedReadings.russian !== null);
  const reads = (querySyllables: SyllableMasks | null, listedSyllables: SyllableMasks | null): boolean =>
    querySyllables !== null &&
    listedSyllables !== null &&
    (otherRules || mayReadWhole(query, querySyllables, listed, listedSyllables));
  return {
    chinese: reads(queryReadings.chineseSyllables, listedReadings.chineseSyllables),
    korean: reads(queryReadings.koreanSyllables, listedReadings.koreanSyllables),
  };
}

/**
 * The listed name read against: its canonical tokens, the same tokens as written (the listed
 * spelling an Arabic pattern admits may be the written MORTEZA, not the canonical MURTADA), and
 * their Russian readings.
 */
interface ListedContext {
  listed: readonly string[];
  listedWritten: readonly string[];
  listedRussian: ReadonlyMap<string, readonly string[]> | null;
}

function readTokens(
  query: readonly string[],
  queryReadings: NameReadings,
  { listed, listedWritten, listedRussian }: ListedContext,
  chinese: boolean,
  korean: boolean,
): ReadAlong | null {
  const used = takenByEqualTokens(query, listed);
  const out: string[] = [];
  const notes: string[] = [];
  const typed = new Map<string, string>();
  let romanized = false;
  /** Takes `length` listed tokens from `start` for the query: marked used, written out, returned. */
  const take = (start: number, length: number): string[] => {
    const words = listed.slice(start, start + length);
    for (let k = start; k < start + length; k++) used[k] = true;
    out.push(...words);
    return words;
  };
  let i = 0;
  while (i < query.length) {
    const token = query[i];
    if (listed.includes(token)) {
      out.push(token);
      i++;
      continue;
    }
    const source = queryReadings.sources.get(token);
    const article = token === 'AL' && queryReadings.sources.size > 0 ? readArticle(listed, used) : -1;
    if (article >= 0) {
      used[article] = true;
      out.push(listed[article]);
      notes.push(`AL → ${listed[article]} (the Arabic article as the listed spelling)`);
      i++;
      continue;
    }
    // The article and the word after it, against a listed word that writes them joined (الخلد: ALKHALD).
    const after = token === 'AL' && article < 0 ? queryReadings.sources.get(query[i + 1]) : undefined;
    const joinedArticle = after ? readArticleJoined(after, listed, used) : -1;
    if (joinedArticle >= 0) {
      used[joinedArticle] = true;
      out.push(listed[joinedArticle]);
      notes.push(
        `AL ${after?.text} → ${listed[joinedArticle]} (Arabic script read as the listed spelling, the article joined)`,
      );
      i += 2;
      continue;
    }
    // ال that begins a name rather than being the article (الكسندر ALEXANDER, الیزی ALIZAI): the
    // transliteration split it off, so the word is read whole, as one listed word or several.
    const whole =
      after?.script === 'Arabic' ? { script: after.script, text: ARABIC_ARTICLE + after.text } : null;
    const wholeAt = whole ? readWholeSource(whole, listed, listedWritten, used) : null;
    if (whole && wholeAt) {
      const listedWords = take(...wholeAt);
      notes.push(
        `${whole.text} → ${listedWords.join(' ')} (Arabic script read as the listed spelling, ال part of the name)`,
      );
      i += 2;
      continue;
    }
    const single = source ? readSource(source, listed, listedWritten, used) : -1;
    if (single >= 0) {
      used[single] = true;
      out.push(listed[single]);
      notes.push(
        `${source?.text} → ${listed[single]} (${source?.script} script read as the listed spelling)`,
      );
      i++;
      continue;
    }
    const joined =
      source?.script === 'Arabic' || source?.script === 'Japanese'
        ? readJoinedSource(source, listed, listedWritten, used)
        : null;
    if (joined) {
      const listedWords = take(...joined);
      notes.push(
        `${source?.text} → ${listedWords.join(' ')} (${source?.script} script written together, read as the listed words)`,
      );
      i++;
      continue;
    }
    const russian = listedRussian
      ? sameRussianReading(token, queryReadings, listed, used, listedRussian)
      : -1;
    if (russian >= 0) {
      used[russian] = true;
      out.push(listed[russian]);
      typed.set(listed[russian], token);
      notes.push(
        `${token} → ${listed[russian]} (the same name in another Russian, Ukrainian or Belarusian romanization)`,
      );
      i++;
      continue;
    }
    const window = chinese || korean ? sameReading(query, i, listed, used, chinese, korean) : null;
    if (window) {
      const [queryLength, start, listedLength, system] = window;
      const listedWords = take(start, listedLength);
      notes.push(
        `${query.slice(i, i + queryLength).join(' ')} → ${listedWords.join(' ')} (same ${system} reading)`,
      );
      romanized = true;
      i += queryLength;
      continue;
    }
    out.push(token);
    i++;
  }
  return notes.length > 0 ? { tokens: out, notes, typed, romanized } : null;
}

/**
 * Listed tokens a query token equal to them takes: each query token takes one (the second AL of
 * "AL-MASHHADANI, Saif al Din" stays free when the query has one AL).
 */
function takenByEqualTokens(query: readonly string[], listed: readonly string[]): boolean[] {
  const left = new Map<string, number>();
  for (const token of query) left.set(token, (left.get(token) ?? 0) + 1);
  return listed.map((token) => {
    const count = left.get(token) ?? 0;
    if (count > 0) left.set(token, count - 1);
    return count > 0;
  });
}

/** The first unused listed token with a Russian reading in common with `token`. */
function sameRussianReading(
  token: string,
  queryReadings: NameReadings,
  listed: readonly string[],
  used: boolean[],
  listedRussian: ReadonlyMap<string, readonly string[]>,
): number {
  const keys = queryReadings.russian?.get(token);
  if (keys === undefined) return -1;
  return listed.findIndex((word, j) => {
    const other = listedRussian.get(word);
    return !used[j] && other !== undefined && shareKey(keys, other);
  });
}

function readArticle(listed: readonly string[], used: boolean[]): number {
  return listed.findIndex((word, j) => !used[j] && ARTICLE_SPELLINGS.has(word));
}

/** The first unused listed word that is an article joined to a word the Arabic-script source admits (ALKHALD for خلد). */
function readArticleJoined(source: ScriptSource, listed: readonly string[], used: boolean[]): number {
  if (source.script !== 'Arabic') return -1;
  const pattern = readingPatternOf(source);
  return listed.findIndex((word, j) => {
    const article = used[j] ? null : joinedArticleOf(word);
    return article !== null && admitsLatin(pattern, word.slice(article.length));
  });
}

/** The Latin spellings an Arabic-script or kana source admits, as a pattern. */
function readingPatternOf(source: ScriptSource): RegExp {
  return source.script === 'Arabic' ? arabicReadingPattern(source.text) : kanaReadingPattern(source.text);
}

/** The first unused listed token an Arabic or kana source admits (Korean sources go through sameReading). */
function readSource(
  source: ScriptSource,
  listed: readonly string[],
  written: readonly string[],
  used: boolean[],
): number {
  if (source.script === 'Korean') return -1;
  const pattern = readingPatternOf(source);
  return listed.findIndex(
    (word, j) =>
      !used[j] && (admitsLatin(pattern, word) || (written[j] !== word && admitsLatin(pattern, written[j]))),
  );
}

/** One unused listed token, or adjacent ones written together, that an Arabic-script word admits: [start, length], or null. */
function readWholeSource(
  source: ScriptSource,
  listed: readonly string[],
  written: readonly string[],
  used: boolean[],
): [number, number] | null {
  const single = readSource(source, listed, written, used);
  return single >= 0 ? [single, 1] : readJoinedSource(source, listed, written, used);
}

/**
 * A compound of two or three words is written as one in Arabic script more often than not, and
 * katakana often writes a foreign name's words as one (ビンラディン BIN LADIN, ジョンウン JONG UN).
 */
const MAX_JOINED_WORDS = 3;

/**
 * Adjacent unused listed tokens that an Arabic-script or kana token written as one word admits
 * together (امیرمنسور AMIR MANSOUR, سيفلدين SAIF AL DIN, ビンラディン BIN LADIN): [start, length], or null.
 */
function readJoinedSource(
  source: ScriptSource,
  listed: readonly string[],
  written: readonly string[],
  used: boolean[],
): [number, number] | null {
  const pattern = readingPatternOf(source);
  for (let length = 2; length <= MAX_JOINED_WORDS; length++) {
    for (let start = 0; start + length <= listed.length; start++) {
      if (used.slice(start, start + length).some(Boolean)) continue;
      const together = listed.slice(start, start + length).join('');
      const writtenTogether = written.slice(start, start + length).join('');
      if (
        admitsLatin(pattern, together) ||
        (writtenTogether !== together && admitsLatin(pattern, writtenTogether))
      )
        return [start, length];
    }
  }
  return null;
}

type Window = [queryLength: number, listedStart: number, listedLength: number, system: string];

/** A window of query tokens and one of listed tokens (one of them a single token) with a common reading. */
function sameReading(
  query: readonly string[],
  start: number,
  listed: readonly string[],
  used: boolean[],
  chinese: boolean,
  korean: boolean,
): Window | null {
  for (let queryLength = 1; queryLength <= MAX_WINDOW && start + queryLength <= query.length; queryLength++) {
    for (let j = 0; j < listed.length; j++) {
      for (let listedLength = 1; listedLength <= (queryLength === 1 ? MAX_WINDOW : 1); listedLength++) {
        if (j + listedLength > listed.length || used.slice(j, j + listedLength).some(Boolean)) break;
        const q = query.slice(start, start + queryLength);
        const l = listed.slice(j, j + listedLength);
        // A one-letter token (an initial, U, I) is too weak to be read as a syllable on its own,
        // unless its place in a name of that system says it is one (loneSyllable).
        const written = readableWindow(l) && readableWindow(q);
        const readsIn = (system: 'Chinese' | 'Korean') =>
          written || loneSyllable(query, start, q, listed, j, l, system);
        const asChinese = chinese && readsIn('Chinese');
        const asKorean = korean && readsIn('Korean');
        if (!asChinese && !asKorean) break;
        if (
          asChinese &&
          share(windowReadings(q, chineseReadings, '-'), windowReadings(l, chineseReadings, '-'))
        )
          return [queryLength, j, listedLength, 'Chinese'];
        if (asKorean && share(windowReadings(q, koreanReadings, ''), windowReadings(l, koreanReadings, '')))
          return [queryLength, j, listedLength, 'Korean'];
      }
    }
  }
  return null;
}

const MAX_WINDOW_READINGS = 64;

const isInitial = (token: string): boolean => token.length < 2;

/**
 * Whether a window may be read: no one-letter token, except I inside a window of two tokens or
 * more (the Wade-Giles syllable of a hyphenated given name, I-SHAN for YISHAN).
 */
const readableWindow = (tokens: readonly string[]): boolean =>
  tokens.every((token) => !isInitial(token) || (token === 'I' && tokens.length > 1));

/**
 * A window of one one-letter token against one token of two letters or more that writes the
 * syllable out, where the letter's place in its name makes it a syllable: a Korean name's first
 * word, its surname (I, Gyeong Su against RI: 이 is I in the Revised Romanization, RI, LEE or YI
 * elsewhere), or the Wade-Giles syllable I (pinyin YI) before another word of its name (LIN, I Fei
 * for LIN YIFEI). Last in a name after a given name (WANG I) it is as likely an initial.
 */
function loneSyllable(
  query: readonly string[],
  queryStart: number,
  queryWindow: readonly string[],
  listed: readonly string[],
  listedStart: number,
  listedWindow: readonly string[],
  system: 'Chinese' | 'Korean',
): boolean {
  if (queryWindow.length !== 1 || listedWindow.length !== 1) return false;
  const syllable = (letter: string, start: number, name: readonly string[], other: string) =>
    letter.length === 1 &&
    other.length > 1 &&
    (system === 'Korean' ? start === 0 : letter === 'I' && start + 1 < name.length);
  return (
    syllable(queryWindow[0], queryStart, query, listedWindow[0]) ||
    syllable(listedWindow[0], listedStart, listed, queryWindow[0])
  );
}

function windowReadings(
  tokens: readonly string[],
  readings: (token: string) => readonly string[],
  separator: string,
): readonly string[] {
  let combined: readonly string[] = [''];
  for (const token of tokens) {
    const next: string[] = [];
    for (const prefix of combined)
      for (const reading of readings(token))
        next.push(prefix === '' ? reading : prefix + separator + reading);
    combined = next.slice(0, MAX_WINDOW_READINGS);
    if (combined.length === 0) return combined;
  }
  return combined;
}

function share(a: readonly string[], b: readonly string[]): boolean {
  return a.some((x) => b.includes(x));
}
