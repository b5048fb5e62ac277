import { boundedMemo } from '../../bounded-memo';
import { ARABIC_ARTICLE, ARABIC_GIVEN_NAMES } from '../data/scripts';
import { consonantClasses } from './consonant-classes';

/**
 * Arabic and Persian script against Latin spellings (docs/matching.md, "Names in other scripts").
 *
 * Arabic script writes consonants and long vowels, not short vowels; Latin spellings of one
 * Arabic name differ mostly in their vowels and digraphs (MUHAMMAD, MOHAMMED, MOHAMAD). Two
 * tools, neither a table of names:
 *  - a consonant skeleton, the same on both sides: each consonant becomes its class letter
 *    (ح ه and H → H; خ ق ك غ گ and K Q KH GH G → K; ...), vowels and the letters that write
 *    long vowels (ا و ي) are dropped except at the start, doubled letters are written once, and
 *    a final ة / ه (Latin: a final H after a vowel) is dropped. محمد and MOHAMMED both give MHMD.
 *    It is a retrieval key: it finds the Latin candidates of an Arabic-script query.
 *  - a reading pattern, for scoring: a regular expression of the Latin spellings the Arabic
 *    token admits, letter by letter (each consonant by its usual transliterations, doubled or
 *    not; each long-vowel letter by the vowels it writes; at most one short vowel between two
 *    written letters). حسين admits HUSAYN and HUSSEIN, not HASAN (ي is a long vowel where HASAN
 *    has a short A).
 */

interface ArabicLetter {
  /** The consonant class in the skeleton ('' for a vowel letter or a silent one). */
  readonly skeleton: string;
  /** Latin spellings when the letter is a consonant (a single-letter spelling may be doubled). */
  readonly spellings: readonly string[];
}

const consonant = (skeleton: string, ...spellings: string[]): ArabicLetter => ({ skeleton, spellings });

const CONSONANTS: Readonly<Record<string, ArabicLetter>> = {
  ب: consonant('B', 'B'),
  پ: consonant('B', 'P', 'B'),
  ت: consonant('T', 'T'),
  ث: consonant('T', 'TH', 'T', 'S'),
  ج: consonant('J', 'J', 'DJ', 'G', 'DJ', 'ZH'),
  چ: consonant('S', 'CH', 'TCH', 'C'),
  ح: consonant('H', 'H', 'KH'),
  خ: consonant('K', 'KH', 'H', 'K', 'CH', 'X'),
  د: consonant('D', 'D'),
  ذ: consonant('D', 'DH', 'Z', 'D', 'TH'),
  ر: consonant('R', 'R'),
  ز: consonant('S', 'Z', 'S'),
  ژ: consonant('J', 'ZH', 'J', 'Z'),
  س: consonant('S', 'S'),
  ش: consonant('S', 'SH', 'CH', 'SCH', 'S'),
  ص: consonant('S', 'S'),
  ض: consonant('D', 'D', 'DH', 'Z'),
  ط: consonant('T', 'T'),
  ظ: consonant('S', 'Z', 'DH', 'TH'),
  غ: consonant('K', 'GH', 'G', 'R'),
  ف: consonant('F', 'F', 'PH'),
  ق: consonant('K', 'Q', 'K', 'G', 'GH', 'CK'),
  ك: consonant('K', 'K', 'C', 'Q', 'CK'),
  ک: consonant('K', 'K', 'C', 'CK'),
  گ: consonant('K', 'G'),
  ل: consonant('L', 'L'),
  م: consonant('M', 'M'),
  ن: consonant('N', 'N'),
  ه: consonant('H', 'H'),
};

/** Vowel letters: what they write in the middle of a word, and at its start (as a consonant for و ي). */
const ALEF = ['A', 'AA', 'E'];
const WAW = ['U', 'OO', 'OU', 'O', 'W', 'V', 'AW', 'OW', 'AU'];
const YEH = ['I', 'EE', 'Y', 'AY', 'EY', 'EI', 'AI', 'IY', 'E', 'IE'];
const SHORT_VOWEL = '[AEIOU]?';
/** ع and ء: silent in most spellings, or written as a vowel. */
const GLOTTAL = '[AEIOU]{0,2}';
/** Word-final ة and ه: A, AH, AT, E, EH (or H, written as the consonant). */
const FINAL_TA = ['A', 'AH', 'AT', 'E', 'EH', 'ET', 'H'];

const YEH_LETTERS = new Set(['ي', 'ی']);
const VOWEL_LETTERS = new Set(['ا', 'و', 'ي', 'ى', 'ی', 'ة', 'ع', 'ء']);

/** The Arabic letters this module reads (anything else makes a token unreadable here). */
const READABLE = new RegExp(`^[${Object.keys(CONSONANTS).join('')}${[...VOWEL_LETTERS].join('')}]+$`);

/** Latin spellings of the article, assimilated or not (AL, EL, AR RAHMAN, ASH SHARIF ...). */
export const ARTICLE_SPELLINGS: ReadonlySet<string> = new Set([
  'AL',
  'EL',
  'UL',
  'AR',
  'AS',
  'ASH',
  'AT',
  'ATH',
  'AD',
  'ADH',
  'AN',
  'AZ',
]);

/**
 * Whether a token is one of the frequent names whose Latin form the native-script table gives
 * exactly (محمد → MUHAMMAD): retrieval then needs no skeleton for it.
 */
export function isTabledArabicName(token: string): boolean {
  const folded = token.replace(/ک/g, 'ك').replace(/ی/g, 'ي');
  return ARABIC_GIVEN_NAMES[folded] !== undefined || ARABIC_GIVEN_NAMES[withoutArticle(folded)] !== undefined;
}

/** Whether a token is Arabic or Persian script that this module reads. */
export function isArabicToken(token: string): boolean {
  return READABLE.test(token);
}

/** The consonant skeleton of an Arabic-script token (the article, if joined, is not part of it). */
export function arabicSkeleton(token: string): string {
  return arabicSkeletons(token)[0];
}

/**
 * Letters that write a sound of another class in some spellings: ج is G in Egyptian Arabic and in
 * foreign names (جوپتا, GUPTA), و is V in Persian (مونزوی MONZAVI, وحید VAHID), and Persian says ض
 * and ذ as Z (رضایی REZAEI, ذوالفقاری ZOLFAGHARI; ظ is in the Z class already): محسن رضایی had no
 * skeleton of REZAEI and was not retrieved.
 */
const OTHER_CLASS: Readonly<Record<string, string>> = { ج: 'K', و: 'F', ض: 'S', ذ: 'S' };
const MAX_SKELETONS = 4;

/**
 * The skeleton first, then the skeletons of the other readings of its ambiguous letters (at most
 * MAX_SKELETONS in all): what an Arabic-script query token searches with. A joined article is
 * left out, unless `withArticle` (a word that begins with ال may be a name: الجيت ELJEET).
 */
export function arabicSkeletons(token: string, withArticle = false): string[] {
  let skeletons = [''];
  const letters = [...(withArticle ? token : withoutArticle(token))];
  letters.forEach((letter, index) => {
    const last = index === letters.length - 1;
    let cls = CONSONANTS[letter]?.skeleton ?? '';
    if (index === 0 && letter === 'و') cls = 'W';
    if (index === 0 && (letter === 'ي' || letter === 'ی')) cls = 'Y';
    // A final ة / ه, or a ه before a long vowel (Persian خامنه‌ای, KHAMENEI), writes a vowel.
    if ((letter === 'ه' || letter === 'ة') && (last || VOWEL_LETTERS.has(letters[index + 1]))) cls = '';
    if (letter === 'ة' && !last) cls = 'T';
    const other = OTHER_CLASS[letter];
    const classes = other === undefined ? [cls] : [cls, other];
    skeletons = skeletons
      .flatMap((out) => classes.map((c) => (c !== '' && !out.endsWith(c) ? out + c : out)))
      .slice(0, MAX_SKELETONS);
  });
  return [...new Set(skeletons)];
}

/** Latin digraphs first (longest first), then single letters, mapped to the skeleton classes above. */
const LATIN_DIGRAPHS: ReadonlyArray<readonly [string, string]> = [
  ['SCH', 'S'],
  ['TCH', 'S'],
  ['KH', 'K'],
  ['GH', 'K'],
  ['SH', 'S'],
  ['CH', 'S'],
  ['TH', 'T'],
  ['DH', 'D'],
  ['ZH', 'J'],
  ['DJ', 'J'],
  ['PH', 'F'],
];
const LATIN_LETTERS: Readonly<Record<string, string>> = {
  B: 'B',
  P: 'B',
  T: 'T',
  J: 'J',
  H: 'H',
  K: 'K',
  Q: 'K',
  G: 'K',
  C: 'K',
  X: 'KS',
  D: 'D',
  R: 'R',
  Z: 'S',
  S: 'S',
  F: 'F',
  V: 'F',
  L: 'L',
  M: 'M',
  N: 'N',
};

/**
 * The consonant skeleton of a Latin token, in the classes of arabicSkeleton: vowels dropped,
 * Y and W kept only at the start, a final H after a vowel dropped (FATIMAH = FATIMA), doubled
 * classes written once. Empty for tokens with digits or other scripts.
 */
export function latinSkeleton(token: string): string {
  if (!/^[A-Z]+$/.test(token)) return '';
  const word = /[AEIOU]H$/.test(token) ? token.slice(0, -1) : token;
  return consonantClasses(word, LATIN_DIGRAPHS, (text, i) => {
    const letter = text[i];
    return i === 0 && (letter === 'Y' || letter === 'W') ? letter : (LATIN_LETTERS[letter] ?? '');
  });
}

function withoutArticle(token: string): string {
  return beginsWithArticle(token) ? token.slice(ARABIC_ARTICLE.length) : token;
}

/** Whether an Arabic-script token begins with the article ال and has a word after it. */
export function beginsWithArticle(token: string): boolean {
  return token.startsWith(ARABIC_ARTICLE) && token.length > ARABIC_ARTICLE.length + 1;
}

function alternatives(spellings: readonly string[], doubled = true): string {
  const options = spellings.map((s) => (doubled && s.length === 1 ? `${s}${s}?` : s));
  return `(?:${[...new Set(options)].join('|')})`;
}

const patternMemo = boundedMemo(10_000, (token: string) => new RegExp(`^${readingSource([...token])}$`));

/**
 * Whether a reading pattern admits a Latin word; X is read as the KS it sounds (MAXAMED is what a
 * typist writes مكسمد for).
 */
export function admitsLatin(pattern: RegExp, word: string): boolean {
  return pattern.test(word) || (word.includes('X') && pattern.test(word.replace(/X/g, 'KS')));
}

/**
 * The Latin spellings an Arabic-script token (without its article) admits, as an anchored
 * regular expression over a normalized Latin token. Memoized (a query is read against many
 * candidates).
 */
export function arabicReadingPattern(token: string): RegExp {
  return patternMemo(token);
}

/**
 * A و or ي inside a word may be a consonant (W, V, Y) followed by a short vowel that is not
 * written, before a consonant or another و or ي: وحید VAHID, يعقوب YAQUB, يوريويچ YURYEVICH (the E
 * between the Y and the V). A short vowel before it is allowed as before any letter (داود DAOUD).
 */
function glideVowel(letters: string[], index: number): string {
  const next = letters[index + 1];
  return next !== undefined && (CONSONANTS[next] !== undefined || next === 'و' || YEH_LETTERS.has(next))
    ? SHORT_VOWEL
    : '';
}

/**
 * English and French spellings end a word in an E they do not sound (JOE, AFGOOYE, GUEYE), which
 * Arabic script does not write: after a final consonant the optional short vowel admits it; after
 * a final و or ي, this does.
 */
function silentFinalE(last: boolean): string {
  return last ? 'E?' : '';
}

function readingSource(letters: string[]): string {
  const parts: string[] = [];
  letters.forEach((letter, index) => {
    const first = index === 0;
    const last = index === letters.length - 1;
    const previousIsConsonant = index > 0 && CONSONANTS[letters[index - 1]] !== undefined;
    const consonantSpellings = CONSONANTS[letter]?.spellings;
    // A short vowel may stand between two written letters (and before the first consonant's vowel),
    // and between a consonant and a و or ي (داود: DAOUD).
    const glide = letter === 'و' || YEH_LETTERS.has(letter);
    if (previousIsConsonant && (consonantSpellings !== undefined || (glide && index < letters.length - 1)))
      parts.push(SHORT_VOWEL);
    if (consonantSpellings !== undefined) {
      const vowelLike = letter === 'ه' && (last || VOWEL_LETTERS.has(letters[index + 1]));
      parts.push(alternatives(vowelLike ? [...consonantSpellings, ...FINAL_TA] : consonantSpellings));
      if (last) parts.push(SHORT_VOWEL);
      return;
    }
    switch (letter) {
      case 'ا':
        // At the start, and in an article inside the word (عبدالله: ABDULLAH), any vowel.
        // Before ی / ي it may only carry that vowel (Persian -ای: KHAMENEI).
        // A first alef before و or ي is the seat of the long vowel they write (اوباما: OBAMA,
        // ايران: IRAN): its own vowel is then optional.
        if (first && (letters[index + 1] === 'و' || YEH_LETTERS.has(letters[index + 1])))
          parts.push('[AEIOU]?');
        else if (first) parts.push('(?:[AEIOU]|AA)');
        else if (letters[index + 1] === 'ل') parts.push('[AEIOU]');
        else parts.push(alternatives(ALEF, false) + (YEH_LETTERS.has(letters[index + 1]) ? '?' : ''));
        break;
      case 'و':
        parts.push(
          alternatives(first ? ['W', 'V', 'U', 'OU', 'O'] : WAW, false) +
            glideVowel(letters, index) +
            silentFinalE(last),
        );
        break;
      case 'ي':
      case 'ی':
        parts.push(
          alternatives(first ? ['Y', 'I', 'E'] : YEH, false) +
            glideVowel(letters, index) +
            silentFinalE(last),
        );
        break;
      case 'ى':
        parts.push(alternatives(['A', 'AA', 'I', 'Y', 'E'], false));
        break;
      case 'ة':
        parts.push(last ? alternatives(FINAL_TA, false) : alternatives(['T', 'A'], false));
        break;
      default:
        // ع ء: silent or a vowel.
        parts.push(GLOTTAL);
    }
  });
  return parts.join('');
}
