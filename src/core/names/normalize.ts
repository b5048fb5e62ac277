import { boundedMemo } from '../bounded-memo';
import { hebrewAsArabic } from './scripts/hebrew';
import { INDIC_RANGE } from './scripts/indic';
/**
 * Name normalization shared by both sides of every comparison (query and listed names), by
 * both engines and by explain. Rules, in this order (docs/matching.md, "Normalization"):
 *  0. Hebrew letters are written as the Arabic letters of the same sound (hebrewAsArabic).
 *  1. Invisible characters (format characters such as the soft hyphen, zero-width joiners and
 *     bidi marks, and every other default-ignorable code point: Hangul fillers, variation
 *     selectors, tags), the Arabic tatweel and apostrophe-like characters (' ’ ‘ ` ´ ʼ ʻ ʽ ʾ ʿ ′)
 *     are removed without a space: O'BRIEN → OBRIEN, ʿABD → ABD. This runs first because NFKD
 *     turns ´ into a space.
 *  2. Letters NFKD cannot decompose are folded by table (ß → SS, Ø → O, Đ → D, Ł → L,
 *     Æ → AE, Œ → OE, Þ → TH, ı → I; the letters of living Latin alphabets, Ə → A, Ħ → H,
 *     Ŋ → NG, Ɗ → D, Ɛ → E, Ɔ → O …; the Cyrillic schwa Ә → А); then NFKD (also folds
 *     full-width forms and ligatures) and every combining mark is removed: diacritics fold
 *     (É → E, Ç → C); the kana voicing marks stay (ガ is not カ), and so do the marks of the
 *     Indic scripts, which write vowels.
 *  3. Upper-case. In a word that mixes Latin letters with Cyrillic or Greek ones, the Cyrillic and
 *     Greek letters that look like Latin ones are written as those (ВАNК → BANK, РUTIN → PUTIN):
 *     no name is written so, but a name is disguised so (homoglyphs), and read as Cyrillic the
 *     word was another name. A word wholly in Cyrillic or Greek is left to transliteration.
 *  4. Periods between single letters are removed (U.S.A. → USA, S.A. → SA), and so is a
 *     period after a lone letter (J. SMITH → J SMITH).
 *  5. & becomes the word AND.
 *  6. Every other character that is not a letter or a digit becomes a space: commas (spec 2.6
 *     removes them; a space keeps "PUTIN,VLADIMIR" two tokens), hyphens, slashes, periods,
 *     brackets, quotes. Digits are kept.
 *  7. Runs of whitespace collapse to one space; the ends are trimmed.
 *  8. NFC, so that a Hangul syllable stays one character (NFKD splits it into jamo).
 *  8b. الله (Allah) after a word in Arabic script is joined to it (نصر الله → نصرالله, حزب الله →
 *     حزبالله): the second word of a theophoric compound, which Arabic writes apart
 *     more often than not and the lists write joined (NASRALLAH, HIZBALLAH, RUHOLLAH) or apart
 *     (SAYF ALLAH). Read joined, it admits either (docs/matching.md, "Names in other scripts").
 *  9. Only the first MAX_NAME_WORDS words are kept. The longest listed name has 26 words, so
 *     this never changes a listed name; it bounds what one query can cost (a 500-character
 *     "name" of 250 one-letter words), and explain shows the words that were compared.
 * The result is idempotent: normalizeName(normalizeName(x)) === normalizeName(x).
 */
const SPECIAL_FOLDS: Record<string, string> = {
  ß: 'SS',
  ẞ: 'SS',
  Ø: 'O',
  ø: 'O',
  Đ: 'D',
  đ: 'D',
  Ð: 'D',
  ð: 'D',
  Ł: 'L',
  ł: 'L',
  Æ: 'AE',
  æ: 'AE',
  Œ: 'OE',
  œ: 'OE',
  Þ: 'TH',
  þ: 'TH',
  ı: 'I',
  // Letters of living Latin orthographies with no decomposition, as their languages romanize them
  // in passports and lists: Azerbaijani (MƏMMƏDOV → MAMMADOV), Maltese, Sami, and the African
  // alphabets (Hausa, Fula, Akan, Ewe, Bambara, Lingala). Left as they were, a word holding one
  // was no Latin word and found nothing.
  Ə: 'A',
  ə: 'A',
  Ǝ: 'E',
  ǝ: 'E',
  Ħ: 'H',
  ħ: 'H',
  Ŧ: 'T',
  ŧ: 'T',
  Ŋ: 'NG',
  ŋ: 'NG',
  Ɖ: 'D',
  ɖ: 'D',
  Ɗ: 'D',
  ɗ: 'D',
  Ɛ: 'E',
  ɛ: 'E',
  Ɔ: 'O',
  ɔ: 'O',
  Ƒ: 'F',
  ƒ: 'F',
  Ɣ: 'GH',
  ɣ: 'GH',
  Ɓ: 'B',
  ɓ: 'B',
  Ƙ: 'K',
  ƙ: 'K',
  Ƴ: 'Y',
  ƴ: 'Y',
  Ɨ: 'I',
  ɨ: 'I',
  Ʉ: 'U',
  ʉ: 'U',
  Ʋ: 'V',
  ʋ: 'V',
  Ɲ: 'NY',
  ɲ: 'NY',
  // The Cyrillic schwa of Kazakh, Tatar, Bashkir and Azerbaijani is romanized A; the transliteration
  // library wrote it @, which split the word (ӘБІЛҚАСЫМ → BILKASYM). The Chechen palochka marks a
  // glottal sound and is left out of romanizations, as an apostrophe is.
  Ә: 'А',
  ә: 'А',
  Ӏ: '',
  ӏ: '',
};
const SPECIAL_FOLD_PATTERN = new RegExp(`[${Object.keys(SPECIAL_FOLDS).join('')}]`, 'g');
/** Also the Arabic tatweel (ـ), a stretching stroke that is not a letter. */
const SILENT_CHARACTERS = /[\p{Cf}\p{Default_Ignorable_Code_Point}'’‘`´ʼʻʽʾʿ′ـ]/gu;
/**
 * Every combining mark except the kana voicing marks (カ + ゙ is ガ, recomposed by the final NFC)
 * and the marks of the Indic blocks (U+0900–U+0D7F: vowel signs, virama, nukta, anusvara), which
 * write the vowels indic.ts reads (दाऊद without them would read DD).
 */
const COMBINING_MARKS = new RegExp(`(?![\\u3099\\u309a${INDIC_RANGE}])\\p{M}`, 'gu');
/** A single letter followed by a period, when the period is followed by another single letter. */
const PERIOD_BETWEEN_INITIALS = /(?<![\p{L}\p{N}])(\p{L})\.(?=\p{L}(?![\p{L}\p{N}]))/gu;
/** A single letter followed by a period and then a space or the end. */
const PERIOD_AFTER_INITIAL = /(?<![\p{L}\p{N}])(\p{L})\.(?=\s|$)/gu;
/** Anything but letters, digits and the marks kept above (they are the only marks left). */
const SEPARATORS = /[^\p{L}\p{N}\p{M}]+/gu;

/** Upper-case Cyrillic and Greek letters that look like a Latin letter (Unicode confusables). */
const LATIN_LOOKALIKES: Readonly<Record<string, string>> = {
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  У: 'Y',
  Х: 'X',
  І: 'I',
  Ј: 'J',
  Ѕ: 'S',
  Ԛ: 'Q',
  Ԝ: 'W',
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
};
const CYRILLIC_OR_GREEK = /[\u0370-\u03FF\u0400-\u04FF\u0500-\u052F]/;
const LETTER_RUN = /\p{L}+/gu;
const LOOKALIKE = new RegExp(`[${Object.keys(LATIN_LOOKALIKES).join('')}]`, 'g');

/** Step 3's look-alikes: only in words that mix Latin with Cyrillic or Greek letters. */
function withLatinLookalikes(upper: string): string {
  if (!CYRILLIC_OR_GREEK.test(upper) || !/[A-Z]/.test(upper)) return upper;
  return upper.replace(LETTER_RUN, (word) =>
    /[A-Z]/.test(word) && CYRILLIC_OR_GREEK.test(word)
      ? word.replace(LOOKALIKE, (ch) => LATIN_LOOKALIKES[ch] ?? ch)
      : word,
  );
}

/**
 * A pattern for words written apart after a word in Arabic script that belong to it, parts of a
 * compound the lists write joined (الله, here; Persian surname suffixes, query-readings.ts);
 * `joinCompoundParts` joins them.
 */
export function compoundPartsAfterArabicWord(parts: readonly string[]): RegExp {
  return new RegExp(`(\\p{Script=Arabic}) (${parts.join('|')})(?= |$)`, 'gu');
}

export function joinCompoundParts(normalized: string, parts: RegExp): string {
  return normalized.replace(parts, '$1$2');
}

/** Step 8b: الله written apart after a word in Arabic script. */
const ALLAH_AFTER_ARABIC_WORD = compoundPartsAfterArabicWord(['الله']);

/** Words of a name that are compared; above the longest listed name (26 words). */
export const MAX_NAME_WORDS = 32;

/** The first `MAX_NAME_WORDS` words of a normalized (single-spaced) name. */
function firstWords(normalized: string): string {
  let end = -1;
  for (let words = 0; words < MAX_NAME_WORDS; words++) {
    end = normalized.indexOf(' ', end + 1);
    if (end < 0) return normalized;
  }
  return normalized.slice(0, end);
}

/**
 * A query name is normalized by validation, by key analysis and by scoring, each on its own:
 * recent results are remembered (bounded; cleared when full) so the regular expressions run once.
 */
const recentlyNormalized = boundedMemo(4096, normalizeUncached);

export function normalizeName(raw: string): string {
  return recentlyNormalized(raw);
}

function normalizeUncached(raw: string): string {
  const upper = hebrewAsArabic(raw)
    .replace(SILENT_CHARACTERS, '')
    .replace(SPECIAL_FOLD_PATTERN, (ch) => SPECIAL_FOLDS[ch] ?? ch)
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toUpperCase();
  const spaced = withLatinLookalikes(upper)
    .replace(PERIOD_BETWEEN_INITIALS, '$1')
    .replace(PERIOD_AFTER_INITIAL, '$1')
    .replace(/&/g, ' AND ')
    .replace(SEPARATORS, ' ')
    .trim()
    .normalize('NFC');
  return firstWords(joinCompoundParts(spaced, ALLAH_AFTER_ARABIC_WORD));
}

/** The tokens of a normalized name (split on its single spaces). */
export function tokenize(normalized: string): string[] {
  return normalized.length === 0 ? [] : normalized.split(' ');
}

/**
 * The runs of `minLength` one-letter tokens or more, as [start, end) index pairs: a word typed
 * with its letters apart (V L A D I M I R), or an acronym whose periods became spaces (I P C).
 */
export function singleLetterRuns(tokens: readonly string[], minLength: number): [number, number][] {
  const runs: [number, number][] = [];
  let start = 0;
  for (let i = 0; i <= tokens.length; i++) {
    if (i < tokens.length && [...tokens[i]].length === 1) continue;
    if (i - start >= minLength) runs.push([start, i]);
    start = i + 1;
  }
  return runs;
}

/** The same tokens, each as often, in any order. */
export function sameTokensInAnyOrder(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  // Most pairs asked are in the same order (a name and its canonical form): no copies sorted.
  let inOrder = true;
  for (let i = 0; i < a.length && inOrder; i++) inOrder = a[i] === b[i];
  return inOrder || [...a].sort().join(' ') === [...b].sort().join(' ');
}

/** How many of a raw name's tokens come before its first comma: its surname, in "SURNAME, Given" (0 without one). */
export function tokensBeforeComma(raw: string): number {
  const comma = raw.indexOf(',');
  return comma > 0 ? tokenize(normalizeName(raw.slice(0, comma))).length : 0;
}
