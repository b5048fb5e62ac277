import { boundedMemo } from '../../bounded-memo';
import { consonantClasses } from './consonant-classes';
/**
 * Japanese kana (hiragana and katakana) in modified Hepburn without macrons, the way OFAC and
 * passports write Japanese names: シ SHI, チ CHI, ツ TSU, フ FU, ジ JI, キャ KYA, シャ SHA; ッ doubles
 * the next consonant (ッチ TCHI); ン is N (M before B, M, P is not used by passports either);
 * long vowels are written once (ー dropped, おう OU → O, うう → U: とうきょう TOKYO).
 * Katakana is hiragana shifted by 0x60, so one table serves both.
 */

const ROWS: ReadonlyArray<readonly [string, string]> = [
  ['あいうえお', 'A I U E O'],
  ['かきくけこ', 'KA KI KU KE KO'],
  ['がぎぐげご', 'GA GI GU GE GO'],
  ['さしすせそ', 'SA SHI SU SE SO'],
  ['ざじずぜぞ', 'ZA JI ZU ZE ZO'],
  ['たちつてと', 'TA CHI TSU TE TO'],
  ['だぢづでど', 'DA JI ZU DE DO'],
  ['なにぬねの', 'NA NI NU NE NO'],
  ['はひふへほ', 'HA HI FU HE HO'],
  ['ばびぶべぼ', 'BA BI BU BE BO'],
  ['ぱぴぷぺぽ', 'PA PI PU PE PO'],
  ['まみむめも', 'MA MI MU ME MO'],
  ['やゆよ', 'YA YU YO'],
  ['らりるれろ', 'RA RI RU RE RO'],
  ['わゐゑを', 'WA I E O'],
  ['ぁぃぅぇぉ', 'A I U E O'],
  ['ゔ', 'VU'],
];
const SYLLABLES = new Map<string, string>();
for (const [kana, latin] of ROWS) [...kana].forEach((ch, i) => SYLLABLES.set(ch, latin.split(' ')[i]));

/**
 * Small ぁぃぅぇぉ after a syllable write the sounds katakana has no syllable for (modified Hepburn):
 * the small vowel replaces the syllable's own, so ティ is TI, ディ DI, ファ FA, シェ SHE, チェ CHE,
 * ジェ JE, トゥ TU, ドゥ DU, ヴァ VA; after ウ it is W (ウィ WI), after イ Y (イェ YE).
 */
const SMALL_VOWELS: Readonly<Record<string, string>> = { ぁ: 'A', ぃ: 'I', ぅ: 'U', ぇ: 'E', ぉ: 'O' };

function withSmallVowel(syllable: string, vowel: string): string {
  const stem = syllable.replace(/[AEIOU]+$/, '');
  if (stem !== '') return stem + vowel;
  return (syllable === 'U' ? 'W' : syllable === 'I' ? 'Y' : syllable) + vowel;
}

/** Small ゃゅょ after an I-column syllable: KI + ゃ → KYA; SHI, CHI, JI lose the Y (SHA, CHA, JA). */
const SMALL_Y: Readonly<Record<string, string>> = { ゃ: 'A', ゅ: 'U', ょ: 'O' };
const SMALL_TSU = 'っ';
const SYLLABIC_N = 'ん';
const LONG_MARK = 'ー';
const KATAKANA_OFFSET = 0x60;

export const KANA = /[\u3041-\u3096\u30a1-\u30fa\u30fc]/u;

function toHiragana(ch: string): string {
  const code = ch.codePointAt(0) ?? 0;
  return code >= 0x30a1 && code <= 0x30f6 ? String.fromCodePoint(code - KATAKANA_OFFSET) : ch;
}

/** One kana unit in Latin letters: a syllable, N for ン, or a mark (DOUBLE for ッ, LONG for ー). */
const DOUBLE = 'っ';
const LONG = 'ー';

/** The Latin syllables of a kana token, in order (marks kept as DOUBLE and LONG). */
function kanaUnits(token: string): string[] {
  const characters = [...token.normalize('NFC')].map(toHiragana);
  const units: string[] = [];
  for (let i = 0; i < characters.length; i++) {
    const ch = characters[i];
    if (ch === SMALL_TSU || ch === LONG_MARK) {
      units.push(ch === SMALL_TSU ? DOUBLE : LONG);
      continue;
    }
    let latin = ch === SYLLABIC_N ? 'N' : (SYLLABLES.get(ch) ?? ch);
    const small = SMALL_Y[characters[i + 1]];
    const smallVowel = SMALL_VOWELS[characters[i + 1]];
    if (small !== undefined && latin.endsWith('I') && latin.length > 1) {
      const stem = latin.slice(0, -1);
      latin = (/^(SH|CH|J)$/.test(stem) ? stem : `${stem}Y`) + small;
      i++;
    } else if (smallVowel !== undefined && latin !== 'N') {
      latin = withSmallVowel(latin, smallVowel);
      i++;
    }
    units.push(latin);
  }
  return units;
}

/** The Hepburn form of a kana token (other characters are kept as they are). */
export function romanizeKana(token: string): string {
  let out = '';
  let doubleNext = false;
  for (const unit of kanaUnits(token)) {
    if (unit === DOUBLE || unit === LONG) {
      doubleNext = unit === DOUBLE;
      continue;
    }
    out += doubleNext && /^[A-Z]/.test(unit) ? (unit.startsWith('CH') ? 'T' : unit[0]) + unit : unit;
    doubleNext = false;
  }
  return out.replace(/OU|OO/g, 'O').replace(/UU/g, 'U');
}

/**
 * Katakana writes foreign names with a vowel after every consonant and without L, V or TI
 * (キム KIMU for KIM, プーチン PUCHIN for PUTIN). The Latin spellings a kana token admits, for
 * scoring against a candidate: U after a consonant, O after T or D and I after CH, J or SH may
 * be silent; R is R or L, B is B or V, CH is CH or T, J is J, D, G or Z, F is F, H or V (the final
 * -OV of a Russian name is -オフ: ラブロフ LAVROV); ー is an optional vowel, ッ an optional doubling,
 * ン is N, M or NG (ジョン JONG), ウ is U, V or W, イ after a vowel is I or Y (セルゲイ SERGEY), K is
 * K, C, CK or Q (ニコラス NICOLAS), H is H or KH (ハメネイ KHAMENEI), I is I or Y (カディロフ
 * KADYROV), a first エ is E or YE and a long I is also IY or EE (エフゲニー YEVGENIY).
 */
const CONSONANTS: Readonly<Record<string, string>> = {
  R: '[RL]',
  B: '[BV]',
  SH: '(?:SH|S)',
  CH: '(?:CH|TCH|T|C)',
  J: '(?:J|D|G|Z)',
  TS: '(?:TS|T|Z|S)',
  F: '(?:F|H|PH|V)',
  K: '(?:K|C|CK|Q)',
  H: '(?:H|KH)',
  W: '[WV]',
};
const SILENT_AFTER: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?!$)[A-Z]*$/, 'U'],
  [/^[TD]$/, 'O'],
  [/^(CH|J|SH)$/, 'I'],
];

/** Patterns are read for every candidate of a kana query: each token's is built once (bounded). */
const patternMemo = boundedMemo(10_000, (token: string) => new RegExp(`^${readingSource(token)}$`));

export function kanaReadingPattern(token: string): RegExp {
  return patternMemo(token);
}

function readingSource(token: string): string {
  let source = '';
  let doubleNext = false;
  const units = kanaUnits(token);
  units.forEach((unit, k) => {
    if (unit === DOUBLE || unit === LONG) {
      // A long I is also written IY or EE (エフゲニー YEVGENIY).
      if (unit === LONG) source += /I$/.test(units[k - 1] ?? '') ? '(?:[IY]|EE)?' : '[AEIOU]?';
      doubleNext = unit === DOUBLE;
      return;
    }
    if (unit === 'N') {
      source += '(?:NG|N|M)';
      return;
    }
    if (unit === 'I' && /[AEIOU]$/.test(units[k - 1] ?? '')) {
      source += '[IY]';
      return;
    }
    if (unit === 'U') {
      // ウ also writes W and V before a vowel (ウラジーミル VLADIMIR).
      source += '(?:U|V|W)';
      return;
    }
    if (unit === 'E' && k === 0) {
      // A first エ also writes YE (エフゲニー YEVGENIY, the Russian Е).
      source += '(?:YE|E)';
      return;
    }
    const [, consonant, vowel] = /^([^AEIOU]*)([AEIOU]*)$/.exec(unit) ?? ['', unit, ''];
    const written = CONSONANTS[consonant] ?? consonant;
    const silent = SILENT_AFTER.some(([after, v]) => v === vowel && after.test(consonant));
    // I also writes the Y of a Russian Ы (カディロフ KADYROV).
    const vowels = vowel === 'I' ? '[IY]' : vowel;
    source +=
      (doubleNext && consonant !== '' ? `(?:${written}){1,2}` : written) + (silent ? `${vowels}?` : vowels);
    doubleNext = false;
  });
  return source;
}

/**
 * Retrieval key of a word for katakana: its consonants in the classes katakana cannot tell
 * apart, vowels dropped. The same function serves a listed Latin word and the Hepburn form of a
 * kana word, so ウラジーミル (URAJIMIRU) and VLADIMIR both give RDMR, プーチン (PUCHIN) and PUTIN
 * both PTN. Classes: L and R; D, J and Z (ジ writes DI, JI and ZI); T, CH, TS and TH (チ and
 * ツ write TI and TU); F, H, PH and KH (フ writes FU and HU, ハ the KH of Russian and Arabic
 * names, and a final TH: SMITH スミス); K, C (not before E, I, Y), G, Q; S, SH and C before E, I, Y;
 * B and V before a vowel, L or R (ラブロフ LAVROV); P; M (but N before B or P, and a final NG,
 * which katakana writes ン: トランプ TRUMP); N. V before another consonant or at the end is F
 * (エフゲニー YEVGENIY, ラブロフ); a first V, W and Y are dropped with the vowels (ウ writes V and
 * W), and so is a final H after a vowel (NASRALLAH). A doubled class is written once. The scoring
 * pattern (kanaReadingPattern) is what decides; this key only brings the candidates.
 */
const KANA_KEY_DIGRAPHS: ReadonlyArray<readonly [string, string]> = [
  ['TCH', 'T'],
  ['SCH', 'S'],
  ['SH', 'S'],
  ['CH', 'T'],
  ['TS', 'T'],
  ['TH', 'T'],
  ['PH', 'H'],
  ['KH', 'H'],
  ['GH', 'K'],
  ['CK', 'K'],
  ['DJ', 'D'],
  ['DZ', 'D'],
  ['ZH', 'D'],
];
const KANA_KEY_LETTERS: Readonly<Record<string, string>> = {
  B: 'B',
  C: 'K',
  D: 'D',
  F: 'H',
  G: 'K',
  H: 'H',
  J: 'D',
  K: 'K',
  L: 'R',
  M: 'M',
  N: 'N',
  P: 'P',
  Q: 'K',
  R: 'R',
  S: 'S',
  T: 'T',
  X: 'KS',
  Z: 'D',
};

const VOWEL = /[AEIOUY]/;

/** The class of a letter without a digraph, from its neighbours. */
function kanaKeyLetterClass(word: string, i: number): string {
  const letter = word[i];
  const next = word[i + 1] ?? '';
  switch (letter) {
    case 'C':
      return /[EIY]/.test(next) ? 'S' : 'K';
    case 'V':
      if (i === 0) return '';
      return VOWEL.test(next) || next === 'R' || next === 'L' ? 'B' : 'H';
    case 'M':
      return next === 'B' || next === 'P' ? 'N' : 'M';
    default:
      return KANA_KEY_LETTERS[letter] ?? '';
  }
}

export function kanaConsonantKey(latin: string): string {
  if (!/^[A-Z]+$/.test(latin)) return '';
  const word = latin
    .replace(/NG$/, 'N')
    .replace(/TH$/, 'S')
    .replace(/(?<=[AEIOU])H$/, '');
  return consonantClasses(word, KANA_KEY_DIGRAPHS, kanaKeyLetterClass);
}
