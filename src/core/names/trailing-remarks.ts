import { countryCodeOfNormalizedName } from '../lists/countries';
import { namesAState } from './country-words';
import cityTable from './data/city-names.json';
import { isLegalFormWord, phraseMatchesAt } from './equivalences';
import { isParticle, tokenClass } from './token-weights';
import { isPartyName, isPersonWord } from './names-in-one';

/**
 * Remarks customer files and payment messages write after a name (docs/matching.md, "Several names
 * in one"): a role, a status, a number or code, a date of birth, an age, a branch's place, a ship's
 * flag, a country. query-readings.ts screens the name without them as a reading of its own. Pure
 * functions of the normalized tokens.
 */

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
  ['POLITICALLY', 'EXPOSED', 'PERSON'],
  ['PEP'],
  ['SANCTIONED'],
  ['BLOCKED'],
  ['DESIGNATED'],
  ['PHD'],
  ['ESQ'],
  ['ESQUIRE'],
  ['MBA'],
  ['CPA'],
  ['RETD'],
];
/**
 * Words that introduce a number or a code typed after a name: an account, a telephone number, a
 * document or a registration (PASSPORT, INN, OGRN, TIN, REG NO …), a ship's IMO or MMSI number, a
 * bank's SWIFT code (ACCT 40817810, TEL …, PASSPORT AB1234567, SWIFT HAVIGB2L).
 */
const NUMBER_MARKERS: readonly string[][] = [
  ['TEL'],
  ['TELEPHONE'],
  ['PHONE'],
  ['PH'],
  ['MOB'],
  ['MOBILE'],
  ['CELL'],
  ['FAX'],
  ['ACCT'],
  ['ACCOUNT'],
  ['ACC'],
  ['A', 'C'],
  ['AC'],
  ['IBAN'],
  ['NO'],
  ['NR'],
  ['NUMBER'],
  ['IMO'],
  ['MMSI'],
  ['PASSPORT'],
  ['ID'],
  ['IDENTITY'],
  ['NATIONAL'],
  ['INN'],
  ['OGRN'],
  ['OKPO'],
  ['KPP'],
  ['TIN'],
  ['TAX'],
  ['VAT'],
  ['EIN'],
  ['SSN'],
  ['NIN'],
  ['CNIC'],
  ['REG'],
  ['REGD'],
  ['REGISTRATION'],
  ['CRN'],
  ['LEI'],
  ['SWIFT'],
  ['BIC'],
  ['CALL', 'SIGN'],
];
/**
 * Digits this many or more are an account, reference, IMO or telephone number, not a company's
 * number (BANK VTB 24), in one word or in a run of numbers (+7 495 123 45 67).
 */
const NUMBER_MIN_DIGITS = 6;
const isNumber = (token: string): boolean => /^[0-9]+$/.test(token);

/** The number of words of the run of numbers that ends at `end` when it holds NUMBER_MIN_DIGITS digits or more, else 0. */
function numberRunLengthAt(tokens: string[], end: number): number {
  let start = end;
  let digits = 0;
  while (start > 0 && isNumber(tokens[start - 1])) digits += tokens[--start].length;
  return digits >= NUMBER_MIN_DIGITS ? end - start : 0;
}

/** The number of words of the markers that end at `end`, however many (A/C NO, TAX ID NO), or 0. */
function numberMarkersAt(tokens: string[], end: number): number {
  let start = end;
  for (let marker = numberMarkerAt(tokens, start); marker > 0; marker = numberMarkerAt(tokens, start))
    start -= marker;
  return end - start;
}

/** After a marker, a word with this many digits is a number (REG NO 12345); NO 1 and NO 2 tell funds and ships apart. */
const MARKED_NUMBER_MIN_DIGITS = 3;
/** …and a code of letters and digits this long (a ship's call sign 9BQT2, a SWIFT code HAVIGB2L). */
const MARKED_CODE_MIN_LENGTH = 4;
/** A SWIFT (BIC) code of letters only, 8 or 11 of them (DEUTDEFF), right after SWIFT or BIC: TAX SERVICES is a name. */
const isBankCode = (word: string): boolean =>
  (word.length === 8 || word.length === 11) && /^[A-Z]+$/.test(word);
const BANK_CODE_MARKERS: ReadonlySet<string> = new Set(['SWIFT', 'BIC']);

/**
 * The number of words of a number or code that ends at `end`, with its markers (0 when none): a
 * run of numbers of NUMBER_MIN_DIGITS digits or more, or a word holding that many digits
 * among letters (AB1234567), with or without markers; after a marker, a word of
 * MARKED_NUMBER_MIN_DIGITS digits or more, a code of letters and digits (CALL SIGN 9BQT2) or a bank
 * code of 8 or 11 letters (SWIFT DEUTDEFF).
 */
function identifierLengthAt(tokens: string[], end: number): number {
  const run = numberRunLengthAt(tokens, end);
  if (run > 0) return run + numberMarkersAt(tokens, end - run);
  const last = tokens[end - 1] ?? '';
  const digits = last.replace(/[^0-9]/g, '').length;
  if (digits >= NUMBER_MIN_DIGITS) return 1 + numberMarkersAt(tokens, end - 1);
  const markers = numberMarkersAt(tokens, end - 1);
  const code =
    digits >= MARKED_NUMBER_MIN_DIGITS ||
    (last.length >= MARKED_CODE_MIN_LENGTH && /^[A-Z0-9]+$/.test(last) && digits > 0) ||
    (isBankCode(last) && BANK_CODE_MARKERS.has(tokens[end - 2]));
  return markers > 0 && code ? 1 + markers : 0;
}

/** An age after a name (70 YEARS, 70 YEARS OLD, AGED 70, AGE 70): the number of its words, or 0. */
function ageLengthAt(tokens: string[], end: number): number {
  const years = endsWith(tokens, end, ['YEARS', 'OLD']) ? 2 : endsWith(tokens, end, ['YEARS']) ? 1 : 0;
  if (years > 0) return end - years >= 1 && /^[0-9]{1,3}$/.test(tokens[end - years - 1]) ? years + 1 : 0;
  const number = tokens[end - 1] ?? '';
  return /^[0-9]{1,3}$/.test(number) &&
    (endsWith(tokens, end - 1, ['AGED']) || endsWith(tokens, end - 1, ['AGE']))
    ? 2
    : 0;
}

/** The length of the number marker that ends at `end`, or 0. */
const numberMarkerAt = (tokens: string[], end: number): number =>
  NUMBER_MARKERS.find((phrase) => endsWith(tokens, end, phrase))?.length ?? 0;

const endsWith = (tokens: string[], end: number, phrase: readonly string[]): boolean =>
  end >= phrase.length && phraseMatchesAt(phrase, tokens, end - phrase.length);

/** Words that introduce a date of birth (DOB 07 10 1952, D.O.B., BORN 1952, B. 1952) or a document's date. */
const DATE_MARKERS: readonly string[][] = [
  ['DATE', 'OF', 'BIRTH'],
  ['BIRTH', 'DATE'],
  ['BIRTHDATE'],
  ['DOB'],
  ['D', 'O', 'B'],
  ['YOB'],
  ['BORN'],
  ['B'],
  // A document's dates, after its number (PASSPORT NO 4509123456 ISSUED 2010).
  ['ISSUED'],
  ['EXPIRES'],
  ['EXPIRY'],
];
const MONTHS: ReadonlySet<string> = new Set(
  'JANUARY FEBRUARY MARCH APRIL MAY JUNE JULY AUGUST SEPTEMBER OCTOBER NOVEMBER DECEMBER JAN FEB MAR APR JUN JUL AUG SEP SEPT OCT NOV DEC'.split(
    ' ',
  ),
);
/** Birth and incorporation years: a four-digit number outside them is a company's (PROJECT 2400). */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2039;

const isYear = (token: string): boolean =>
  /^[0-9]{4}$/.test(token) && Number(token) >= FIRST_YEAR && Number(token) <= LAST_YEAR;
const isDayOrMonth = (token: string): boolean =>
  (/^[0-9]{1,2}$/.test(token) && Number(token) >= 1 && Number(token) <= 31) || MONTHS.has(token);

/**
 * The number of tokens of a date that ends at `end` (0 when none): a year, with its day and month
 * before it (07 10 1952, 7 OCT 1952, OCTOBER 1952) or after it (1952 10 07); after a birth marker
 * a two-digit year too (BORN 07 10 52). Customer files write a person's date of birth after the
 * name; it is never part of a listed name.
 */
function dateLengthAt(tokens: string[], end: number): number {
  const yearFirst =
    end >= 3 && isYear(tokens[end - 3]) && isDayOrMonth(tokens[end - 2]) && isDayOrMonth(tokens[end - 1]);
  if (yearFirst) return 3;
  const last = tokens[end - 1];
  const shortYear = /^[0-9]{2}$/.test(last ?? '');
  if (end === 0 || !(isYear(last) || shortYear)) return 0;
  let start = end - 1;
  while (start > end - 3 && start > 0 && isDayOrMonth(tokens[start - 1])) start--;
  // A two-digit year only with its day and month, after a birth marker (BORN 07 10 52).
  if (shortYear && (end - start !== 3 || dateMarkerAt(tokens, start) === 0)) return 0;
  return end - start;
}

/** The length of the date marker that ends at `end`, or 0. */
const dateMarkerAt = (tokens: string[], end: number): number =>
  DATE_MARKERS.find((phrase) => endsWith(tokens, end, phrase))?.length ?? 0;

/**
 * The name without the remarks written after it, once after each remark left out ("HAVIN BANK
 * LIMITED LONDON BRANCH ACCT 40817810" reads as HAVIN BANK LIMITED LONDON BRANCH and HAVIN BANK
 * LIMITED): the remarks are TRAILING_REMARKS, a number or code with or without its markers (an
 * account, a telephone, a document, a registration), a date of birth, an age, a branch's place, a
 * ship's flag. Only names left of two words or more, or of one distinctive word; none for most
 * names. "Vladimir Putin (Director)" scored 0.68 against PUTIN, Vladimir, "HAVIN BANK LIMITED
 * 40817810" 0.63, "Vladimir Putin (07/10/1952)" 0.38.
 */
export function withoutTrailingRemarks(tokens: string[]): string[] {
  return remarkEnds(tokens)
    .filter((end) => end > 0)
    .map((end) => tokens.slice(0, end).join(' '))
    .filter(isPartyName);
}

/** Whether the words are remarks only (DIRECTOR, IN LIQUIDATION, PEP, ACCT 40817810 …). */
export function isRemarkOnly(tokens: string[]): boolean {
  return remarkEnds(tokens).includes(0);
}

/**
 * The last words a remark may have (besides a word with a digit and a bank code after SWIFT or
 * BIC): most names end otherwise, and are done with in one test.
 */
const REMARK_LAST_WORDS: ReadonlySet<string> = new Set([
  ...TRAILING_REMARKS.map((phrase) => phrase[phrase.length - 1]),
  'BRANCH',
  'FLAG',
  'YEARS',
  'OLD',
]);

function mayEndWithRemark(tokens: string[]): boolean {
  const last = tokens[tokens.length - 1] ?? '';
  return (
    REMARK_LAST_WORDS.has(last) || /[0-9]/.test(last) || BANK_CODE_MARKERS.has(tokens[tokens.length - 2])
  );
}

/** Where the name ends after each remark left out, from the last word back (empty when no remark ends it). */
function remarkEnds(tokens: string[]): number[] {
  if (!mayEndWithRemark(tokens)) return [];
  const ends: number[] = [];
  let end = tokens.length;
  for (;;) {
    if (end < tokens.length) ends.push(end);
    if (end === 0) break;
    const remark = TRAILING_REMARKS.find((phrase) => endsWith(tokens, end, phrase));
    if (remark !== undefined) {
      end -= remark.length;
      continue;
    }
    // A branch named by its place (LONDON BRANCH) is the company; a ship's flag (IRAN FLAG) is no name.
    if (end >= 2 && tokens[end - 1] === 'BRANCH') {
      end -= 2;
      continue;
    }
    if (end >= 2 && tokens[end - 1] === 'FLAG' && countryCodeOfNormalizedName(tokens[end - 2]) !== null) {
      end -= 2;
      continue;
    }
    const date = dateLengthAt(tokens, end);
    if (date > 0 && date < end) {
      end -= date;
      end -= dateMarkerAt(tokens, end);
      continue;
    }
    const age = ageLengthAt(tokens, end);
    if (age > 0) {
      end -= age;
      continue;
    }
    const identifier = identifierLengthAt(tokens, end);
    if (identifier > 0) {
      end -= identifier;
      continue;
    }
    break;
  }
  return ends;
}

/**
 * Function words of an institution's name, never of a person's, in the languages of the generic
 * words (English, French, German): with them the country is part of the name (MONETARY AUTHORITY OF
 * SINGAPORE, NAFTOGAZ OF UKRAINE, MINISTRY OF EXTERNAL AFFAIRS INDIA, MINISTERE DES ARMEES FRANCE).
 * The particles of persons' names (AL, BIN, DE, DEL, VAN DER …) are not among them.
 */
const OF_PHRASE_WORDS: ReadonlySet<string> = new Set([
  'OF',
  'THE',
  'FOR',
  'AND',
  'DES',
  'DU',
  'ET',
  'UND',
  'FUR',
]);

/** A country written after a name: at most this many words (UNITED ARAB EMIRATES). */
const MAX_COUNTRY_WORDS = 3;

/**
 * Prepositions that tie a country to an institution's name (MINISTRY OF DEFENCE INDIA, BANCO DE
 * LA NACION ARGENTINA): those of OF_PHRASE_WORDS, and the Romance languages' own. Articles and
 * conjunctions do not (GRANJA LA SIERRA, TRADING AND TRANSPORT).
 */
const LINKING_WORDS: ReadonlySet<string> = new Set([
  ...[...OF_PHRASE_WORDS].filter((word) => !['AND', 'ET', 'UND', 'THE'].includes(word)),
  ...['IN', 'DE', 'DEL', 'DELLA', 'DI', 'DA', 'DO', 'DOS', 'DAS'],
]);

/**
 * An organization's name that a country after it does not tell apart: it has a distinctive word
 * (a name word, neither a legal form nor a word of a state's name: MAHAN in MAHAN AIR; TEKNOLOGI in
 * INSTITUT TEKNOLOGI is a generic word, token-weights.ts isGenericWordInAnotherSpelling) and no word that ties the
 * country to the name (LINKING_WORDS) before its legal form (the DE of S.A. DE C.V. ties
 * nothing). A name of generic words only keeps its country: it is what tells NATIONAL OIL
 * CORPORATION LIBYA from the other national oil corporations, and BANCO CENTRAL DE LA REPUBLICA
 * ARGENTINA from Cuba's.
 */
function isDistinctiveOrganizationName(name: string[]): boolean {
  let end = name.length;
  while (end > 0 && isLegalFormWord(name[end - 1])) end--;
  return (
    name.some((word) => tokenClass(word) === 'name' && !isLegalFormWord(word) && !namesAState(word)) &&
    !name.slice(0, end).some((word) => LINKING_WORDS.has(word))
  );
}

/**
 * The name without the country written after it, or null: customer files join the name and the
 * country columns ("VLADIMIR PUTIN RUSSIA", 0.74 against PUTIN, Vladimir). The country is a name
 * ISO 3166 or the lists give it (lists/countries.ts), never a two- or three-letter code (AL, DE,
 * USA are name words too). The name left must be two words or more, and either all a person's could
 * hold (no generic word, no legal form, none of OF_PHRASE_WORDS) or an organization's with a
 * distinctive word (isDistinctiveOrganizationName): a country tells apart the names made of
 * generic words (MINISTRY OF PETROLEUM RESOURCES NIGERIA is not MINISTRY OF PETROLEUM), and a name
 * of one word left would be any listed alias of that word.
 */
export function withoutTrailingCountry(tokens: string[]): string | null {
  for (let count = Math.min(MAX_COUNTRY_WORDS, tokens.length - 2); count >= 1; count--) {
    const country = tokens.slice(tokens.length - count).join(' ');
    if (/^[A-Z]{2,3}$/.test(country) || countryCodeOfNormalizedName(country) === null) continue;
    const name = tokens.slice(0, tokens.length - count);
    const personName = name.every(isPersonWord) && !name.some((word) => OF_PHRASE_WORDS.has(word));
    return personName || isDistinctiveOrganizationName(name) ? name.join(' ') : null;
  }
  return null;
}

/** A city written after a name: at most this many words (RIO DE JANEIRO; city-names.json holds none longer). */
const MAX_CITY_WORDS = 3;

let cityNames: ReadonlySet<string> | null = null;

/**
 * The cities of 100,000 people or more (data/city-names.json, from GeoNames), less the one-word
 * names that are generic words, particles or legal forms (ENTERPRISE, MOBILE, DELTA). Names that
 * are also persons' (LONDON, HASSAN) stay: the rule reads organizations' names only. Built once,
 * on first use.
 */
function cities(): ReadonlySet<string> {
  cityNames ??= new Set(
    cityTable.names.filter(
      (name) => name.includes(' ') || (tokenClass(name) === 'name' && !isLegalFormWord(name)),
    ),
  );
  return cityNames;
}

/**
 * An organization's name without the city written after it, or null: payment messages and customer
 * files write a bank's or a company's city after its name (BANK SEPAH LONDON, MAHAN AIR DUBAI: 0.69
 * and 0.71 against BANK SEPAH and MAHAN AIR, `clear`). The city is one of the world's cities of
 * 100,000 people or more (cities()); the name left must be an organization's (namesAnOrganization:
 * a person's name may end with a word that names a city, HASSAN, MENDOZA) that the city does not
 * tell apart, as for a country (isDistinctiveOrganizationName: a distinctive word, no OF or DE
 * before it), with no particle just before the city (BANK OF BEIRUT keeps it).
 */
export function withoutTrailingCity(tokens: string[]): string | null {
  for (let count = Math.min(MAX_CITY_WORDS, tokens.length - 2); count >= 1; count--) {
    if (!cities().has(tokens.slice(tokens.length - count).join(' '))) continue;
    const name = tokens.slice(0, tokens.length - count);
    // A particle before the city ties it to the name (UNIVERSITAT DE BARCELONA, BANK OF BEIRUT).
    if (isParticle(name[name.length - 1])) return null;
    return namesAnOrganization(name) && isDistinctiveOrganizationName(name) ? name.join(' ') : null;
  }
  return null;
}

/**
 * A word of two letters or more that no person's name holds (isPersonWord: a generic word or a
 * legal form): an organization's name. Not an initial that is also the letter of a legal form
 * (C., S.): C. ANA MENDOZA is a person's name.
 */
function namesAnOrganization(name: string[]): boolean {
  return name.some((word) => word.length > 1 && !isPersonWord(word));
}
