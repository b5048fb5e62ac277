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
    if (small !== undefined && latin.endsWith('I') && latin.length > 1) {
      const stem = latin.slice(0, -1);
      latin = (/^(SH|CH|J)$/.test(stem) ? stem : `${stem}Y`) + small;
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
 * be silent; R is R or L, B is B or V, CH is CH or T, J is J, D, G or Z, F is F or H; ー is an
 * optional vowel, ッ an optional doubling, ン is N or M, ウ is U, V or W.
 */
const CONSONANTS: Readonly<Record<string, string>> = {
  R: '[RL]',
  B: '[BV]',
  SH: '(?:SH|S)',
  CH: '(?:CH|TCH|T|C)',
  J: '(?:J|D|G|Z)',
  TS: '(?:TS|T|Z|S)',
  F: '(?:F|H|PH)',
  W: '[WV]',
};
const SILENT_AFTER: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?!$)[A-Z]*$/, 'U'],
  [/^[TD]$/, 'O'],
  [/^(CH|J|SH)$/, 'I'],
];

export function kanaReadingPattern(token: string): RegExp {
  let source = '';
  let doubleNext = false;
  for (const unit of kanaUnits(token)) {
    if (unit === DOUBLE || unit === LONG) {
      if (unit === LONG) source += '[AEIOU]?';
      doubleNext = unit === DOUBLE;
      continue;
    }
    if (unit === 'N') {
      source += '[NM]';
      continue;
    }
    if (unit === 'U') {
      // ウ also writes W and V before a vowel (ウラジーミル VLADIMIR).
      source += '(?:U|V|W)';
      continue;
    }
    const [, consonant, vowel] = /^([^AEIOU]*)([AEIOU]*)$/.exec(unit) ?? ['', unit, ''];
    const written = CONSONANTS[consonant] ?? consonant;
    const silent = SILENT_AFTER.some(([after, v]) => v === vowel && after.test(consonant));
    source +=
      (doubleNext && consonant !== '' ? `(?:${written}){1,2}` : written) + (silent ? `${vowel}?` : vowel);
    doubleNext = false;
  }
  return new RegExp(`^${source}$`);
}
