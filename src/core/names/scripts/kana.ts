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

/** The Hepburn form of a kana token (other characters are kept as they are). */
export function romanizeKana(token: string): string {
  const characters = [...token.normalize('NFC')].map(toHiragana);
  let out = '';
  let doubleNext = false;
  for (let i = 0; i < characters.length; i++) {
    const ch = characters[i];
    if (ch === SMALL_TSU) {
      doubleNext = true;
      continue;
    }
    if (ch === LONG_MARK) continue;
    let latin = ch === SYLLABIC_N ? 'N' : (SYLLABLES.get(ch) ?? ch);
    const small = SMALL_Y[characters[i + 1]];
    if (small !== undefined && latin.endsWith('I') && latin.length > 1) {
      const stem = latin.slice(0, -1);
      latin = (/^(SH|CH|J)$/.test(stem) ? stem : `${stem}Y`) + small;
      i++;
    }
    if (doubleNext && /^[A-Z]/.test(latin)) latin = (latin.startsWith('CH') ? 'T' : latin[0]) + latin;
    doubleNext = false;
    out += latin;
  }
  return out.replace(/OU|OO/g, 'O').replace(/UU/g, 'U');
}
