import worldCountries from 'world-countries';
import { englishCountryNames } from '../lists/countries';
import { normalizeName } from './normalize';

/**
 * Words that name a country or its people (IRAN, IRANIAN, IRAQ, IRELAND, KOREA, NIGER,
 * NIGERIA), from two maintained country tables: i18n-iso-countries' English names and
 * world-countries' names, other spellings and English demonyms. Two such words of different
 * countries are two different words, however alike they are spelled (IRAN / IRAQ are one letter
 * apart, AUSTRIA / AUSTRALIA share seven): CENTRAL BANK OF IRAQ is another bank than CENTRAL BANK
 * OF IRAN (docs/matching.md, "Token alignment": words that name different countries).
 *
 * A word is one token of four letters or more (codes such as IR, USA and AND are left out:
 * they are also initials and words). Besides names of one word: the part of a name before a
 * comma ("Korea, Republic of" → KOREA) and the second word of a name qualified by a compass
 * point when that word names a country already ("South Sudan" → SUDAN, "North Korean" → KOREAN;
 * not AFRICAN), so a word may name several countries (KOREA: KP and KR; CONGO: CG and CD). Two
 * words conflict only when they name no country in common.
 */
const MIN_LETTERS = 4;
const COMPASS = new Set(['NORTH', 'SOUTH', 'EAST', 'WEST']);

/** Each country word → the alpha-2 codes of the countries it names. */
const COUNTRIES_OF_WORD = new Map<string, Set<string>>();

/** Records that `key` (a word or a phrase) names the country `code`. */
function addCountry(countriesOf: Map<string, Set<string>>, key: string, code: string): void {
  countriesOf.set(key, (countriesOf.get(key) ?? new Set<string>()).add(code));
}

function addWord(code: string, word: string): void {
  if (word.length >= MIN_LETTERS && /^[A-Z]+$/.test(word)) addCountry(COUNTRIES_OF_WORD, word, code);
}

/** The words of a name, the part before a comma only ("Korea, Republic of" → KOREA). */
function wordsOf(name: string): string[] {
  const comma = name.indexOf(',');
  return normalizeName(comma > 0 ? name.slice(0, comma) : name).split(' ');
}

/** The word a compass point qualifies ("South Sudan" → SUDAN), or null. */
function qualifiedWord(words: string[]): string | null {
  return words.length === 2 && COMPASS.has(words[0]) ? words[1] : null;
}

interface CountryNames {
  code: string;
  names: string[];
  demonyms: string[];
}

const COUNTRY_NAMES: CountryNames[] = [
  ...Object.entries(englishCountryNames()).map(([code, names]) => ({
    code,
    names: [...names],
    demonyms: [],
  })),
  ...worldCountries.map((country) => ({
    code: country.cca2,
    names: [country.name.common, country.name.official, ...country.altSpellings],
    demonyms: country.demonyms.eng ? [country.demonyms.eng.f, country.demonyms.eng.m] : [],
  })),
];

// Names and demonyms of one word first.
for (const { code, names, demonyms } of COUNTRY_NAMES)
  for (const name of [...names, ...demonyms]) {
    const words = wordsOf(name);
    if (words.length === 1) addWord(code, words[0]);
  }
// Then a word a compass point qualifies, when that word already names a country: SUDAN of South
// Sudan, KOREAN of North Korean (KOREA is "Korea, Republic of"); not AFRICAN of South African
// (AFRICA names a continent).
for (const { code, names, demonyms } of COUNTRY_NAMES) {
  const qualifiedNames = names.map((name) => qualifiedWord(wordsOf(name)));
  if (!qualifiedNames.some((word) => word !== null && COUNTRIES_OF_WORD.has(word))) continue;
  for (const name of [...names, ...demonyms]) {
    const word = qualifiedWord(wordsOf(name));
    if (word !== null) addWord(code, word);
  }
}

/** Number of each country's code, for the sets kept on prepared words. */
const COUNTRY_NUMBER = new Map<string, number>();
for (const codes of COUNTRIES_OF_WORD.values())
  for (const code of codes) if (!COUNTRY_NUMBER.has(code)) COUNTRY_NUMBER.set(code, COUNTRY_NUMBER.size);

const NUMBERS_OF_WORD = new Map<string, readonly number[]>(
  [...COUNTRIES_OF_WORD].map(([word, codes]) => [word, [...codes].map((code) => COUNTRY_NUMBER.get(code)!)]),
);

/** The countries a normalized token names (as numbers), or null when it names none. */
export function countriesOfWord(token: string): readonly number[] | null {
  return NUMBERS_OF_WORD.get(token) ?? null;
}

/** Two words that each name a country, and no country in common: two different words. */
export function differentCountries(a: readonly number[] | null, b: readonly number[] | null): boolean {
  if (a === null || b === null) return false;
  for (const country of a) if (b.includes(country)) return false;
  return true;
}

/** A name written in Latin letters (with accents, punctuation and spaces). */
const LATIN_LETTERS = /^[\p{Script=Latin}\p{M}\p{P}\p{Zs}]+$/u;

/**
 * Words of the countries' official names, in English and in their own languages when written in
 * Latin letters (REPUBLIC, REPUBLICA, KINGDOM, REINO, DEMOCRATIC, PEOPLES, FEDERAL …), four
 * letters or more: with the country words, the words that say which state, not which
 * organization (BANCO CENTRAL DE LA REPUBLICA ARGENTINA).
 */
const STATE_NAME_WORDS: ReadonlySet<string> = new Set(
  worldCountries
    .flatMap((country) => [
      country.name.official,
      ...Object.values(country.name.native ?? {}).map((native) => native.official),
    ])
    .filter((name) => LATIN_LETTERS.test(name))
    .flatMap((name) => normalizeName(name).split(' '))
    .filter((word) => word.length >= MIN_LETTERS && /^[A-Z]+$/.test(word)),
);

/** A word that names a country or its people, or is a word of a country's official name. */
export function namesAState(token: string): boolean {
  return NUMBERS_OF_WORD.has(token) || STATE_NAME_WORDS.has(token);
}

/**
 * The other ways a country's name is written, each → the country's common name (world-countries):
 * its official and alternative names of two words or more and their English names
 * (i18n-iso-countries), each also after THE (RUSSIAN FEDERATION, THE RUSSIAN FEDERATION →
 * RUSSIA; DEMOCRATIC PEOPLES REPUBLIC OF KOREA → NORTH KOREA; SYRIAN ARAB REPUBLIC → SYRIA). An
 * organization is named after its state either way: SBERBANK OF THE RUSSIAN FEDERATION is SBERBANK
 * OF RUSSIA. Names of one word are left as written: codes and abbreviations (USA, DPRK) would
 * lengthen a name that keeps them, native names (ROSSIYA) are also names of organizations (BANK
 * ROSSIYA is not the Bank of Russia), and demonyms (SYRIAN) were measured and not kept
 * (docs/evaluation.md); so are names with a comma or brackets ("Korea, Republic of") and a
 * spelling two countries share. equivalences.ts applies these to organizations' names only.
 */
export const COUNTRY_NAME_PHRASES: Readonly<Record<string, readonly string[]>> = countryNamePhrases();

function countryNamePhrases(): Record<string, readonly string[]> {
  const commonNames = new Map(
    worldCountries.map((country) => [country.cca2, normalizeName(country.name.common)]),
  );
  const countriesOfPhrase = new Map<string, Set<string>>();
  for (const { code, names } of COUNTRY_NAMES)
    for (const name of names) {
      if (/[,()]/.test(name) || !LATIN_LETTERS.test(name)) continue;
      const phrase = normalizeName(name);
      if (!phrase.includes(' ') || !commonNames.has(code)) continue;
      addCountry(countriesOfPhrase, phrase, code);
      if (!phrase.startsWith('THE ')) addCountry(countriesOfPhrase, `THE ${phrase}`, code);
    }
  const phrases: Record<string, string[]> = {};
  for (const [phrase, codes] of countriesOfPhrase) {
    if (codes.size !== 1) continue;
    const common = commonNames.get([...codes][0])!;
    if (phrase !== common) (phrases[common] ??= []).push(phrase);
  }
  return phrases;
}
