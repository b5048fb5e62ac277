/**
 * Token informativeness (docs/matching.md, "Token informativeness"): how much one word of a
 * name tells apart. Scoring weighs every token by it, and so does retrieval (in sixteenths,
 * names/keys.ts; the symbol classes at a quarter). Three sources:
 *  1. Classes of symbols, curated: legal forms (equivalences.ts, compared as a class, not
 *     weighed here), generic business and sector words (data/generic-words.ts), and name
 *     particles and function words (AL, BIN, DE, AND …). They weigh SYMBOL_WEIGHT.
 *  2. Frequency in the listed names, derived from data: data/token-frequencies.json counts,
 *     for each token, the listed entities whose names use it (`npm run token-frequencies`).
 *     A token used by many entities (MUHAMMAD, ALI, SERGEY, KIM) tells less than one used by
 *     a few (PUTIN): weight = log(N / f) / log(N / RARE_FREQUENCY), clamped to
 *     [COMMON_WEIGHT, 1], with N the number of entities and f the token's count.
 *     And how common the word is among ordinary people, from data too:
 *     data/population-frequencies.json gives the share of the population bearing each surname
 *     and given name (the 1990 US Census name files, `npm run population-frequencies`). The lists
 *     hold few people named SMITH or JOHN, so their listed frequency alone called them rare; a
 *     name word weighs the lesser of its two weights, on the same scale (a share of the population
 *     read as a share of listed entities).
 *  3. Initials and one-character tokens weigh INITIAL_WEIGHT; digits-only tokens full weight
 *     (a number in a company name is distinctive).
 *  4. A word that is one Chinese syllable (LI, YU, WEN, CHOU, HSU: pinyin or Wade-Giles) weighs
 *     at most SYLLABLE_WEIGHT, however rarely the lists use it: Chinese names are written with
 *     about 400 syllables, so one of them is shared by a large part of the population (the lists
 *     hold few Chinese people, so their frequencies understate it).
 * Pure data and arithmetic, compiled once at module load.
 */
import { boundedMemo, WORD_MEMO_CAPACITY } from '../bounded-memo';
import { GENERIC_BUSINESS_WORDS } from './data/generic-words';
import { looseKey, withinOneEdit } from './legal-form-spellings';
import frequencyTable from './data/token-frequencies.json';
import populationTable from './data/population-frequencies.json';
import { chineseReadings } from './scripts/chinese';

export interface TokenFrequencyTable {
  description: string;
  snapshot: string;
  /** Distinct listed entities counted. */
  entities: number;
  /** Token → number of entities using it (only tokens used by MIN_LISTED_FREQUENCY or more). */
  frequencies: Record<string, number>;
}

export interface PopulationShareTable {
  description: string;
  /** Name → share of the population bearing it (only shares of MIN_POPULATION_SHARE or more). */
  shares: Record<string, number>;
}

/** Names rarer than this are left out of the population table: they weigh 1 on any list size up to 60,000 entities. */
export const MIN_POPULATION_SHARE = 5e-5;

/** Tokens used by fewer entities than this are left out of the table: they weigh 1 anyway. */
export const MIN_LISTED_FREQUENCY = 3;
/** A token used by this many entities or fewer is fully distinctive. */
export const RARE_FREQUENCY = 3;
/** The least weight of a name word, however frequent. */
export const COMMON_WEIGHT = 0.3;
/** Generic and sector words, particles and function words. */
export const SYMBOL_WEIGHT = 0.2;
export const INITIAL_WEIGHT = 0.3;
/** The most a word that is one Chinese syllable (pinyin or Wade-Giles) may weigh. */
export const SYLLABLE_WEIGHT = 0.6;

export type TokenClass = 'generic' | 'particle' | 'initial' | 'name';

/**
 * Name particles and function words: Arabic (AL, BIN, ABU, ABD …), Romance, Germanic and
 * Dutch particles, conjunctions and articles. Low weight; still evidence.
 */
const PARTICLES: ReadonlySet<string> = new Set([
  'AL',
  'EL',
  'BIN',
  'BEN',
  'IBN',
  'BINT',
  'ABU',
  'ABD',
  'UMM',
  'OULD',
  'WAD',
  'LIL',
  'WA',
  'DE',
  'DEL',
  'DELLA',
  'DA',
  'DI',
  'DO',
  'DOS',
  'DAS',
  'DU',
  'DES',
  'LA',
  'LE',
  'LOS',
  'LAS',
  'VAN',
  'VON',
  'DER',
  'DEN',
  'TER',
  'Y',
  'E',
  'ET',
  'UND',
  'AND',
  'THE',
  'OF',
  'FOR',
  'IN',
]);

const GENERIC_WORDS: ReadonlySet<string> = new Set(GENERIC_BUSINESS_WORDS);

const table = frequencyTable as TokenFrequencyTable;
const population = populationTable as PopulationShareTable;
/** Distinct listed entities the frequency table counted. */
export const LISTED_ENTITIES = table.entities;
const LOG_RANGE = Math.log(LISTED_ENTITIES / RARE_FREQUENCY);

export function tokenClass(token: string): TokenClass {
  if (GENERIC_WORDS.has(token) || isGenericWordInAnotherSpelling(token)) return 'generic';
  if (PARTICLES.has(token)) return 'particle';
  if (token.length === 1) return 'initial';
  return 'name';
}

/**
 * Another language's spelling of a generic word (TEKNOLOGI for TECHNOLOGY, ELECTRICA for ELECTRIC,
 * ELEKTRONIKA for ELECTRONIC, LOGISTIKS for LOGISTICS): a word of OTHER_SPELLING_MIN_LETTERS
 * letters or more that is one edit from a generic word of one letter fewer or more once both are
 * folded to one romanization (legal-form-spellings.ts looseKey: KH → H, Y → I, doubled letters
 * once …; and K → C). Names that merely sound like generic words are further apart (FINIANOS /
 * FINANCE, ARELLANO / AIRLINE) or near a short one (MARIANNE / MARINE, MINGJING / MINING), and
 * stay names: no word of a listed individual's name is read so.
 */
const OTHER_SPELLING_MIN_LETTERS = 8;
const foldSpelling = (word: string): string => looseKey(word).replace(/K/g, 'C');
const FOLDED_GENERIC_WORDS: readonly string[] = [
  ...new Set(
    GENERIC_BUSINESS_WORDS.filter((word) => word.length >= OTHER_SPELLING_MIN_LETTERS - 1).map(foldSpelling),
  ),
];

// Memoized: tokenClass asks it of every word a name is prepared or keyed with.
const nearFoldedGenericWord = boundedMemo(WORD_MEMO_CAPACITY, (token: string): boolean => {
  const folded = foldSpelling(token);
  return FOLDED_GENERIC_WORDS.some((generic) => withinOneEdit(folded, generic));
});

/** Shorter words are answered before the memo, which then holds long words only. */
export function isGenericWordInAnotherSpelling(token: string): boolean {
  return token.length >= OTHER_SPELLING_MIN_LETTERS && nearFoldedGenericWord(token);
}

/** Whether a token is a name particle or a function word (AL, BIN, DE, VAN, OF, THE, AND …). */
export function isParticle(token: string): boolean {
  return tokenClass(token) === 'particle';
}

/** Whether a token is a generic/sector word or a particle (retrieval gives these a low boost). */
export function isSymbolToken(token: string): boolean {
  const kind = tokenClass(token);
  return kind === 'generic' || kind === 'particle';
}

/** Entities of the bundled lists whose names use this token (0 when fewer than the table keeps). */
export function listedFrequency(token: string): number {
  return table.frequencies[token] ?? 0;
}

/** The weight of a name word from its listed frequency: 1 for rare words, down to COMMON_WEIGHT. */
export function frequencyWeight(frequency: number): number {
  return frequency <= RARE_FREQUENCY ? 1 : shareWeight(frequency / LISTED_ENTITIES);
}

/** Share of the population bearing this name (0 when rarer than the table keeps). */
export function populationShare(token: string): number {
  return population.shares[token] ?? 0;
}

/** The weight of a word used by this share of listed entities or of people: log(1 / share) on the listed scale. */
function shareWeight(share: number): number {
  if (share <= 0) return 1;
  return Math.min(1, Math.max(COMMON_WEIGHT, Math.log(1 / share) / LOG_RANGE));
}

/** Informativeness of one normalized token, in [SYMBOL_WEIGHT, 1]. */
export function tokenWeight(token: string): number {
  switch (tokenClass(token)) {
    case 'generic':
    case 'particle':
      return SYMBOL_WEIGHT;
    case 'initial':
      return INITIAL_WEIGHT;
    case 'name': {
      const weight = Math.min(frequencyWeight(listedFrequency(token)), shareWeight(populationShare(token)));
      return weight > SYLLABLE_WEIGHT && isChineseSyllable(token) ? SYLLABLE_WEIGHT : weight;
    }
  }
}

/** Whether a token reads as one Chinese syllable, in pinyin or Wade-Giles (LI, WEN, HSU, CHOU). */
export function isChineseSyllable(token: string): boolean {
  return chineseReadings(token).some((reading) => !reading.includes('-'));
}
