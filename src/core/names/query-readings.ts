import { isLegalFormWord } from './equivalences';
import { countryCode } from '../lists/countries';
import { isPartyName, namesGivenInOne, nameWrittenTwice } from './names-in-one';
import {
  compoundPartsAfterArabicWord,
  joinCompoundParts,
  normalizeName,
  singleLetterRuns,
} from './normalize';
import { koreanReadingOfHan } from './scripts/hanja';
import { koreanReadingsOfCyrillic } from './scripts/korean-cyrillic';
import { readsAsChineseOrKoreanName } from './scripts/readings';
import { tokenClass } from './token-weights';
import {
  isRemarkOnly,
  withoutTrailingCity,
  withoutTrailingCountry,
  withoutTrailingRemarks,
} from './trailing-remarks';

/**
 * Other ways to read a query name, each screened as a query of its own (retrieval searches with
 * the keys of every reading, keys.ts analyzeQueryName; scoring keeps the best, prepare.ts and
 * score.ts matchNames). Listed names are never read this way.
 *  - Han characters shaped like a Korean name, read as the Hangul they stand for (hanja.ts).
 *  - Cyrillic shaped like a Korean name, read in McCune-Reischauer (korean-cyrillic.ts), in each
 *    of the few ways its ambiguous letters allow (Ким Чен Ын as KIM CHON UN, KIM CHONG UN …).
 *  - Two or more names given in one (names-in-one.ts): around AKA, FKA, DBA, T/A … (a person's
 *    other names, a company's trading name: "Vladimir Putin aka Vova" scored 0.53 against PUTIN,
 *    Vladimir and came back `clear`), around C/O, FBO, S/O … (another party), or joined by AND
 *    (a joint account). Each name is read on its own.
 *  - The name without the remarks written after it (a role, a status, an account number, a
 *    date of birth).
 *  - The name once, when the field holds it twice (pasted twice, or in both orders).
 *  - The name without the country written after it (names of person words only).
 *  - Persian surname suffixes written apart (فخری زاده), read joined (FAKHRIZADEH).
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
  /** What this reading's keys weigh in retrieval beside the name's own (1 when absent). */
  retrievalWeight?: number;
  /**
   * Scoring keeps this reading for a candidate only when it reads as the candidate's name in a
   * Korean or Chinese romanization, whole, or is the candidate's words (prepare.ts romanizedOnly):
   * a guess at ambiguous letters, which as a Latin name of its own resembles other names (Иван
   * read IWANG scored 0.86 against KWANG, and twelve guesses are twelve chances).
   */
  romanizedOnly?: boolean;
}

/**
 * Han characters are read in Korean as well as in Chinese, but most people who write their names in
 * Han characters are Chinese: the Korean reading's keys weigh half in retrieval (scoring reads both
 * in full). At full weight its Latin forms (張文傑 read JANG MUN KOL) matched Korean names at the
 * form boost and crowded the Chinese reading's candidates out of the pool: CHANG, Wen Chieh ranked
 * 55th for 張文傑.
 */
export const KOREAN_READING_OF_HAN_WEIGHT = 0.5;

/**
 * Labels a name field may carry before the name when it is copied from a form, an export or a
 * payment message (NAME:, BENEFICIARY:, ORDERING CUSTOMER: …), always with their colon; a SWIFT
 * field tag (:59:, :50K:); then an account line as SWIFT writes it (/40817810099910004312), and
 * the name line number of a structured party (1/). Never part of a name.
 */
const FIELD_LABELS = [
  'NAME',
  'FULL NAME',
  'ACCOUNT NAME',
  'ACCOUNT HOLDER',
  'CUSTOMER',
  'CUSTOMER NAME',
  'CLIENT',
  'CLIENT NAME',
  'BENEFICIARY',
  'BENEFICIARY NAME',
  'BENEFICIARY CUSTOMER',
  'ORDERING CUSTOMER',
  'ORDERING PARTY',
  'ORIGINATOR',
  'REMITTER',
  'PAYEE',
  'PAYER',
  'DEBTOR',
  'CREDITOR',
  'SENDER',
  'RECEIVER',
  'APPLICANT',
  'CONSIGNEE',
  'SHIPPER',
  'NOTIFY PARTY',
  'COUNTERPARTY',
  'BUYER',
  'SELLER',
  'VESSEL',
  'VESSEL NAME',
  'COMPANY',
  'COMPANY NAME',
];
const FIELD_PREFIX = new RegExp(
  `^\\s*(?:(?:${FIELD_LABELS.join('|').replace(/ /g, '\\s+')})\\s*:|:[0-9]{2}[A-Z]?:)?\\s*(?:/[A-Z0-9]{6,}\\s+)?(?:1/(?=\\p{L}))?`,
  'iu',
);

/** The name without the label, tag, account line or line number a field may carry before it; null when it has none. */
export function nameAfterFieldPrefix(original: string): string | null {
  // A label or a tag ends with a colon, an account line and a line number hold a slash.
  if (!original.includes(':') && !original.includes('/')) return null;
  const prefix = FIELD_PREFIX.exec(original)?.[0] ?? '';
  if (prefix.trim() === '') return null;
  const name = original.slice(prefix.length).trim();
  return name === '' ? null : name;
}

const BRACKET_OPENERS = /[(["“«]/u;

/** A part of a name field in brackets or quotes: an acronym, another or former name, a nickname, a remark. */
const BRACKETED = /\(([^()]*)\)|\[([^[\]]*)\]|"([^"]*)"|“([^”]*)”|«([^»]*)»/gu;

/**
 * The names a field gives in brackets or quotes, and the name around them: "MAHAN AIR (MAHAN
 * AIRLINES)" reads as MAHAN AIR and MAHAN AIRLINES, 'Vladimir Putin "Vova"' as VLADIMIR PUTIN. A
 * part that is a country, or remarks only (DIRECTOR, PEP: trailing-remarks.ts), is no name of its
 * own, and the name around is read only when a part is a name or a remark: a country in brackets
 * stays, for it tells apart the names made of generic words (MINISTRY OF PETROLEUM (EGYPT)). Each
 * name must be two words or more, or one distinctive word.
 */
export function namesInBrackets(original: string): string[] {
  if (!BRACKET_OPENERS.test(original)) return [];
  const parts = [...original.matchAll(BRACKETED)].map((match) =>
    // (ex GRACE 1): an EX first in brackets follows the name whose former name it marks.
    normalizeName(match.slice(1).find((group) => group !== undefined) ?? '').replace(/^EX (?=.)/, ''),
  );
  if (parts.length === 0) return [];
  const isCountry = (part: string) => countryCode(part) !== null;
  const isRemark = (part: string) => isRemarkOnly(part.split(' '));
  const isName = (part: string) =>
    !isCountry(part) &&
    !isRemark(part) &&
    part.split(' ').some((token) => /[A-Z]/.test(token) && tokenClass(token) === 'name');
  // A part that names several (ALSO KNOWN AS VOVA) gives its names. A name of its own has two words
  // or more: one word in brackets qualifies the name around it as often (SWISSCOM (SCHWEIZ) AG, PT
  // PERTAMINA (PERSERO), MOTOR OIL (HELLAS)), and alone it would reach any listed name of that word.
  const nameParts = parts.filter(isName);
  const inside = nameParts
    .flatMap((part) => {
      const { names } = namesGivenInOne(part.split(' '));
      return names.length > 0 ? names : [part];
    })
    .filter((name) => name.includes(' '));
  // The name around them only when a part is a name or a remark: (495) is a telephone's.
  const outside =
    nameParts.length > 0 || parts.some(isRemark) ? [normalizeName(original.replace(BRACKETED, ' '))] : [];
  return [...outside, ...inside].filter((name) => name !== '' && isPartyName(name));
}

/** The other readings of a query name (as typed, and normalized); none for most names. */
export function otherQueryReadings(normalized: string, original: string): QueryReading[] {
  const body = nameAfterFieldPrefix(original);
  if (body !== null) {
    // The name alone, and whatever it reads as (a remark after it, another party …).
    const text = normalizeName(body);
    const note = `${normalized} → ${text} (the field's label or account line before the name left out)`;
    return [{ text, note, neverIdentical: true }, ...otherQueryReadings(text, body)];
  }
  const hangul = koreanReadingOfHan(normalized);
  if (hangul !== null)
    return [
      {
        text: hangul,
        note: `${normalized} → ${hangul} (Han characters read in Korean)`,
        neverIdentical: false,
        retrievalWeight: KOREAN_READING_OF_HAN_WEIGHT,
      },
    ];
  const cyrillicKorean = koreanReadingsOfCyrillic(original);
  if (cyrillicKorean.length > 0)
    return cyrillicKorean.map((text) => ({
      text,
      note: `${normalized} → ${text} (a Korean name written in Cyrillic, read in McCune-Reischauer)`,
      neverIdentical: true,
      // The readings differ only where a letter is ambiguous: together they weigh one name's keys.
      retrievalWeight: 1 / cyrillicKorean.length,
      romanizedOnly: true,
    }));
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
  const { names, why } = namesGivenInOne(tokens);
  const remarksLeftOut = withoutTrailingRemarks(tokens);
  const once = nameWrittenTwice(tokens);
  const country = withoutTrailingCountry(tokens);
  // A city may come before the country (MAHAN AIR DUBAI UNITED ARAB EMIRATES).
  const city = withoutTrailingCity(country === null ? tokens : country.split(' '));
  const bracketed = namesInBrackets(original);
  const readings = [
    ...initialsRead,
    ...readingsOf(normalized, names, why),
    ...readingsOf(normalized, remarksLeftOut, 'a remark written after the name left out'),
    ...readingsOf(normalized, once === null ? [] : [once], 'the name written twice, read once'),
    ...readingsOf(normalized, country === null ? [] : [country], 'a country written after the name left out'),
    ...readingsOf(normalized, city === null ? [] : [city], 'a city written after the name left out'),
    ...readingsOf(normalized, bracketed, 'a name in brackets or quotes read apart'),
    ...readingsOf(
      normalized,
      withoutWesternGivenName(tokens),
      'a Western given name beside a Chinese or Korean name left out',
    ).map((reading) => ({ ...reading, romanizedOnly: true })),
    ...persianSuffixesJoined(normalized),
  ];
  // One reading of each text, the first (two rules may read the same name: "Vladimir Putin (Director)").
  return readings.filter(
    (reading, i) => reading.text !== normalized && readings.findIndex((r) => r.text === reading.text) === i,
  );
}

/** Words of a Chinese or Korean name besides a Western given name: a surname and a given name of two syllables. */
const EAST_ASIAN_NAME_MIN_WORDS = 3;
/** A Western given name has this many letters at least (no initial); it is no particle and no legal form. */
const WESTERN_NAME_MIN_LETTERS = 3;

/**
 * The name without the Western given name that Hong Kong, Singapore, Taiwan and Korean customers
 * write before or after their own (PETER WONG MOON CHI, HO CHUN TING PETER), when the other words,
 * three at least, read whole as a Chinese or Korean name and the name with it does not. The lists
 * write the Chinese name alone (WONG, Moon Chi: 0.82 and `clear` with PETER a word without a
 * partner). Structure, not a list of names; the reading is never identical (0.99 at most), since
 * the Western name is still the caller's, and counts only where it reads as the candidate's name
 * (romanizedOnly): a company's name may read as Chinese without its last word too (ANHUI HAI LUO
 * CEMENT). A legal form is never left out: WONG MOON CHI LTD is a company named after a person.
 */
function withoutWesternGivenName(tokens: string[]): string[] {
  if (tokens.length < EAST_ASIAN_NAME_MIN_WORDS + 1 || readsAsChineseOrKoreanName(tokens)) return [];
  const edges: [string, string[]][] = [
    [tokens[0], tokens.slice(1)],
    [tokens[tokens.length - 1], tokens.slice(0, -1)],
  ];
  return edges
    .filter(
      ([word, rest]) =>
        word.length >= WESTERN_NAME_MIN_LETTERS &&
        tokenClass(word) === 'name' &&
        !isLegalFormWord(word) &&
        readsAsChineseOrKoreanName(rest),
    )
    .map(([, rest]) => rest.join(' '));
}

/** زاده (-ZADEH, "born of") and نژاد (-NEJAD, "of the lineage of") after a word in Arabic script. */
const PERSIAN_SUFFIX_APART = compoundPartsAfterArabicWord(['زاده', 'نژاد']);

/**
 * The name with its Persian surname suffixes joined to the word before them: Persian writes them
 * with a zero-width non-joiner, which many keyboards replace with a space (محسن فخری زاده for
 * FAKHRIZADEH, Mohsen: 0.17 apart). A reading, not a rewrite: written apart they may be a surname
 * of their own (علی زاده is ALIZADEH or Ali ZADEH), so both are screened.
 */
function persianSuffixesJoined(normalized: string): QueryReading[] {
  const text = joinCompoundParts(normalized, PERSIAN_SUFFIX_APART);
  return text === normalized
    ? []
    : [
        {
          text,
          note: `${normalized} → ${text} (a Persian surname suffix read joined)`,
          neverIdentical: false,
        },
      ];
}

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
  const runs = singleLetterRuns(tokens, MIN_SPACED_LETTERS);
  if (runs.length === 0) return null;
  const out: string[] = [];
  let next = 0;
  for (const [start, end] of runs) {
    out.push(...tokens.slice(next, start), tokens.slice(start, end).join(''));
    next = end;
  }
  out.push(...tokens.slice(next));
  return out.join(' ');
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
