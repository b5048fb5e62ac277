import { pinyin } from 'pinyin-pro';
import { transliterate } from 'transliteration';
import { EO_SYLLABLE_SET, segmentPinyin } from './romanization';
import { splitListedPerson } from './variants';

/**
 * Listed Latin names written in the caller's own script, by rule sets written for the validation part
 * and independent of src/ and of the tuning part's tables (docs/evaluation.md, "Validation part"):
 * Cyrillic by reversing the ICAO passport romanization (kept only when the `transliteration`
 * library reads it back to the same consonants), Arabic script by a letter-and-pattern rule set,
 * Chinese characters through pinyin-pro's dictionary, and Hangul by composing syllables.
 */

// ---------------------------------------------------------------- Cyrillic
/** ICAO 9303 multigraphs, read back ("SHCH Щ" is SHCH → Щ). */
const CYRILLIC_MULTI = 'SHCH Щ,KH Х,ZH Ж,TS Ц,CH Ч,SH Ш,IU Ю,YU Ю,YA Я,YE Е,YO Ё'
  .split(',')
  .map((pair) => pair.split(' ') as [string, string]);
/** Multigraphs first, then single letters (W, J, C, X, Q only occur in loanwords and foreign spellings). */
const CYRILLIC_TABLE: [string, string][] = [
  ...CYRILLIC_MULTI,
  ...[...'ABVGDEZIKLMNOPRSTUFHWJCQ'].map((latin, i): [string, string] => [
    latin,
    'АБВГДЕЗИКЛМНОПРСТУФХВЙКК'[i],
  ]),
  ['X', 'КС'],
];
const VOWELS = /[AEIOUY]/;

function cyrillicWord(word: string): string {
  let out = '';
  for (let i = 0; i < word.length;) {
    const prev = word[i - 1];
    // Vowel + consonant + Y + vowel: a soft sign before the iotated vowel (ILYA → ИЛЬЯ, GRIGORYEV → ГРИГОРЬЕВ);
    // at the start of a word or after two consonants there is none (VYACHESLAV → ВЯЧЕСЛАВ, ARTYOM → АРТЁМ).
    if (
      word[i] === 'Y' &&
      prev &&
      !VOWELS.test(prev) &&
      /[AEIOU]/.test(word[i - 2] ?? '') &&
      /[AEU]/.test(word[i + 1] ?? '')
    ) {
      out += `Ь${{ A: 'Я', E: 'Е', U: 'Ю' }[word[i + 1] as 'A' | 'E' | 'U']}`;
      i += 2;
      continue;
    }
    if (word.startsWith('IY', i) && i + 2 === word.length) {
      out += 'ИЙ';
      break;
    }
    // A Y that is not an iotated vowel (YA, YE, YO, YU are in the table).
    if (word[i] === 'Y' && !/[AEOU]/.test(word[i + 1] ?? '')) {
      out += prev && /[AEIOU]/.test(prev) ? 'Й' : i + 1 === word.length ? 'ИЙ' : 'Ы';
      i++;
      continue;
    }
    if (word[i] === 'E' && i === 0) {
      out += 'Э';
      i++;
      continue;
    }
    const [latin, cyrillic] = CYRILLIC_TABLE.find(([l]) => word.startsWith(l, i)) ?? ['', ''];
    if (!latin) return '';
    out += cyrillic;
    i += latin.length;
  }
  return out[0] + out.slice(1).toLowerCase();
}

const consonants = (latin: string) =>
  latin
    .toUpperCase()
    .replace(/KH/g, 'H')
    .replace(/[^A-Z]/g, '')
    .replace(/[AEIOUYJ]/g, '');

/** A Russian-romanized name in Cyrillic, order kept, or null when the `transliteration` library does not read it back. */
export function toCyrillic(name: string): string | null {
  const latinWords = name.toUpperCase().replace(/[,.]/g, ' ').split(/\s+/).filter(Boolean);
  if (latinWords.some((w) => !/^[A-Z]+$/.test(w))) return null;
  const cyrillic = latinWords.map(cyrillicWord);
  if (cyrillic.some((w) => !w)) return null;
  const text = cyrillic.join(' ');
  return consonants(transliterate(text)) === consonants(latinWords.join('')) ? text : null;
}

// ---------------------------------------------------------------- Arabic script
const ARABIC_DIGRAPHS: [string, string][] = [
  ['SH', 'ش'],
  ['KH', 'خ'],
  ['TH', 'ث'],
  ['DH', 'ذ'],
  ['GH', 'غ'],
  ['OU', 'و'],
  ['OO', 'و'],
  ['UU', 'و'],
  ['EE', 'ي'],
  ['II', 'ي'],
  ['AA', 'ا'],
  ['AI', 'ي'],
  ['AY', 'ي'],
  ['EI', 'ي'],
  ['AW', 'و'],
  ['AU', 'و'],
  ['IA', 'ي'],
];
const ARABIC_LETTERS: Record<string, string> = {
  B: 'ب',
  T: 'ت',
  J: 'ج',
  H: 'ح',
  D: 'د',
  R: 'ر',
  Z: 'ز',
  S: 'س',
  F: 'ف',
  Q: 'ق',
  K: 'ك',
  L: 'ل',
  M: 'م',
  N: 'ن',
  W: 'و',
  Y: 'ي',
  G: 'ج',
  P: 'پ',
  V: 'و',
  C: 'ك',
};
const ARABIC_PARTICLES: Record<string, string> = {
  BIN: 'بن',
  IBN: 'بن',
  BINT: 'بنت',
  ABU: 'أبو',
  ABOU: 'أبو',
  ABD: 'عبد',
};

/**
 * One romanized Arabic word in Arabic script. Short vowels are not written; long vowels are guessed
 * from the spelling: doubled or diphthong vowels, a final vowel, the fā'il pattern (KHALED: a first-syllable
 * A before consonant + E → ا), and the faʿīl/mafʿūl patterns (KARIM, MANSUR: a last I or U before one final
 * consonant → ي / و). Doubled consonants are written once (no shadda).
 */
export function arabicWord(word: string): string | null {
  const w = word.toUpperCase().replace(/(.)\1/g, (m, c: string) => ('AEIOU'.includes(c) ? m : c));
  if (!/^[A-Z]+$/.test(w)) return null;
  if (ARABIC_PARTICLES[w]) return ARABIC_PARTICLES[w];
  let out = '';
  for (let i = 0; i < w.length;) {
    const rest = w.slice(i);
    const last = i === w.length - 1;
    if (i === 0 && /^[AEIOU]/.test(rest)) {
      out += 'ا';
      i += /^(AA|EE|II|OO|OU|UU)/.test(rest) ? 2 : 1;
      continue;
    }
    if (rest === 'AH') {
      out += 'ه';
      break;
    }
    const digraph = ARABIC_DIGRAPHS.find(([latin]) => rest.startsWith(latin));
    if (digraph) {
      out += digraph[1];
      i += 2;
      continue;
    }
    const c = w[i];
    if ('AEIOU'.includes(c)) {
      const after = w.slice(i + 1);
      if (last) out += c === 'A' ? 'ا' : c === 'I' || c === 'E' ? 'ي' : 'و';
      else if (
        c === 'A' &&
        /^(SH|KH|TH|DH|GH|[^AEIOU])$/.test(w.slice(0, i)) &&
        /^[^AEIOU]E[^AEIOU]+$/.test(after)
      )
        out += 'ا';
      else if ((c === 'I' || c === 'U') && /^[^AEIOU]$/.test(after) && i > 1) out += c === 'I' ? 'ي' : 'و';
      i++;
      continue;
    }
    const letter = ARABIC_LETTERS[c];
    if (!letter) return null;
    out += letter;
    i++;
  }
  return out;
}

/** An Arabic-origin name in Arabic script, order kept (AL-X → الX, ABDUL X → عبد الX). */
export function toArabicScript(name: string): string | null {
  const upper = name
    .toUpperCase()
    .replace(/[,.]/g, ' ')
    .replace(/\bABD(?:UL|EL|AL)-?(?=[A-Z])/g, 'ABD AL-')
    .replace(/\bABD (?:UL|EL|AL)-?(?=[A-Z])/g, 'ABD AL-');
  const out: string[] = [];
  for (const token of upper.split(/\s+/).filter(Boolean)) {
    const article = /^(AL|EL)-?(?=[A-Z]{2})/.exec(token);
    const body = article ? token.slice(article[0].length) : token;
    if (body.includes('-')) return null;
    const arabic = arabicWord(body);
    // A word with fewer than two letters left says nothing in Arabic script.
    if (!arabic || [...arabic].length < 2) return null;
    out.push(article ? `ال${arabic}` : arabic);
  }
  return out.length >= 2 ? out.join(' ') : null;
}

// ---------------------------------------------------------------- Chinese characters
/**
 * Characters common in Chinese surnames and given names, tried first for a syllable (surnames for the
 * surname, given-name characters for the given name); other syllables take pinyin-pro's first
 * single-reading character.
 */
const SURNAME_CHARACTERS =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN_CHARACTERS =
  '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍红建文辉力峰鹏斌宇浩凯健俊帆帅旭宁飞鑫波志新海东晓春国庆成中永德荣生立云山光天' +
  '一二三四五小大长子安家佳嘉怡欣雨雪梅琳婷颖慧思晨阳昊然博轩瑞涵泽睿哲航宏毅亮伦威鸿锋刚锦松林森彬杨福祥贵富义信仁智勤俭良善美丽' +
  '月群江洲庆广西南北京上学民之为以来时会年发展工作业所经济社合理部门定全面进步实现方法意见问题重要主席代表同志团结领导' +
  '军事政治道路关系新闻世界和平友谊兴旺昌盛荣耀辉煌吉祥如意康宁寿喜乐欢笑春夏秋冬风花月夜星辰日月光明正直忠诚孝顺敬爱' +
  '宝玉珍珠琴书画棋诗词歌舞彩虹霖露霜冰清洁纯真善良温柔刚毅坚强勇敢智慧聪颖敏捷灵秀俊朗英豪杰雄伟壮阔远大志向' +
  '楚池迟赤冲崇初除川传窗纯次聪从翠村达代丹当刀得登迪典蝶丁鼎冬洞斗都端敦多朵娥恩尔凡菲芬丰凤甫歌根庚耿功宫恭贡古谷冠归果' +
  '含汉豪好禾河荷鹤恒虹洪厚虎怀环焕惠纪季坚剑娇洁锦进晋晶景靖九久菊骏康可克坤昆蓝朗蕾礼莉连莲玲凌令柳六隆露洛茂萌蒙梦米' +
  '密苗铭墨穆乃楠妮念牛农诺欧培佩朋琪奇启千倩乔青晴秋求球曲泉仁容蓉润若沙尚绍深胜圣实仕舒淑树双顺硕颂素肃腾通彤桐望薇维' +
  '卫闻舞希喜仙贤翔孝笑心星幸雄宣勋雅亚妍岩燕扬耀野依宜艺亦益逸音银莹咏友育钰元园苑悦岳韵增展战章昭贞振征芝竹卓紫宗祖尊左';
const characterMaps = new Map<string, Map<string, string>>();

/** Syllable → character, from `preferred` characters first, then any single-reading character of the CJK block. */
function syllableCharacters(preferred: string): Map<string, string> {
  const cached = characterMaps.get(preferred);
  if (cached) return cached;
  const map = new Map<string, string>();
  for (const ch of preferred) {
    const reading = pinyin(ch, { toneType: 'none', v: true });
    if (!map.has(reading)) map.set(reading, ch);
  }
  for (let code = 0x4e00; code <= 0x9fa5; code++) {
    const ch = String.fromCharCode(code);
    const readings = pinyin(ch, { toneType: 'none', v: true, multiple: true, type: 'array' });
    if (readings.length === 1 && !map.has(readings[0])) map.set(readings[0], ch);
  }
  characterMaps.set(preferred, map);
  return map;
}

/** A pinyin "SURNAME, Givenname" in Chinese characters, surname first, no spaces ("ZHOU, Yishan" → 周一山). */
export function toChineseCharacters(name: string): string | null {
  const parts = splitListedPerson(name);
  if (!parts || parts.surname.length !== 1) return null;
  const surname = segmentPinyin(parts.surname[0]);
  const given = segmentPinyin(parts.given.join(''));
  if (!surname || surname.length !== 1 || !given || given.length === 0 || given.length > 2) return null;
  const surnames = syllableCharacters(SURNAME_CHARACTERS + GIVEN_CHARACTERS);
  const givens = syllableCharacters(GIVEN_CHARACTERS + SURNAME_CHARACTERS);
  const chars = [surnames.get(surname[0]), ...given.map((s) => givens.get(s))];
  return chars.every(Boolean) ? chars.join('') : null;
}

// ---------------------------------------------------------------- Hangul
const INITIALS: [string, number][] = [
  ["CH'", 14],
  ["K'", 15],
  ["T'", 16],
  ["P'", 17],
  ['KK', 1],
  ['TT', 4],
  ['PP', 8],
  ['SS', 10],
  ['JJ', 13],
  ['CH', 14],
  ['SH', 9],
  ['G', 0],
  ['K', 0],
  ['N', 2],
  ['D', 3],
  ['T', 3],
  ['R', 5],
  ['L', 5],
  ['M', 6],
  ['B', 7],
  ['P', 7],
  ['S', 9],
  ['J', 12],
  ['H', 18],
  ['', 11],
];
const MEDIALS: [string, number][] = [
  ['YAE', 3],
  ['WAE', 10],
  ['YEO', 6],
  ["YO'", 6],
  ['WEO', 14],
  ['AE', 1],
  ['YA', 2],
  ['EO', 4],
  ["O'", 4],
  ['YE', 7],
  ['WA', 9],
  ['OE', 11],
  ['YO', 12],
  ['WO', 14],
  ['WE', 15],
  ['WI', 16],
  ['YU', 17],
  ['EU', 18],
  ['OO', 13],
  ['EE', 20],
  ["U'", 18],
  ['UI', 19],
  ['A', 0],
  ['E', 5],
  ['O', 8],
  ['U', 13],
  ['I', 20],
];
const FINALS: [string, number][] = [
  ['NG', 21],
  ['K', 1],
  ['G', 1],
  ['N', 4],
  ['T', 7],
  ['D', 7],
  ['L', 8],
  ['M', 16],
  ['P', 17],
  ['B', 17],
  ['S', 19],
  ['', 0],
];
const HANGUL_SURNAMES: Record<string, string> = {
  LEE: '이',
  YI: '이',
  PARK: '박',
  CHOI: '최',
  CHOE: '최',
  CHUNG: '정',
  OH: '오',
  SONG: '송',
  HONG: '홍',
  YANG: '양',
};

/** One romanized Korean syllable (McCune-Reischauer or Revised) as a Hangul syllable block. */
export function hangulSyllable(romanized: string): string | null {
  let s = romanized.toUpperCase();
  if (!s.includes("'") && EO_SYLLABLE_SET.has(s)) s = s.replace('O', "O'");
  for (const [ini, i] of INITIALS) {
    if (!s.startsWith(ini)) continue;
    const afterInitial = s.slice(ini.length);
    for (const [med, m] of MEDIALS) {
      if (!afterInitial.startsWith(med)) continue;
      const fin = FINALS.find(([f]) => afterInitial.slice(med.length) === f);
      if (fin) return String.fromCharCode(0xac00 + (i * 21 + m) * 28 + fin[1]);
    }
  }
  return null;
}

/** A Korean "SURNAME, Given-Name" in Hangul, surname first, no spaces ("KIM, Jong Un" → 김정운). */
export function toHangul(name: string): string | null {
  const parts = splitListedPerson(name);
  if (!parts || parts.surname.length !== 1) return null;
  const surname = parts.surname[0].toUpperCase();
  const syllables = parts.given.join('-').split('-').filter(Boolean);
  if (syllables.length === 0 || syllables.length > 2) return null;
  const blocks = [HANGUL_SURNAMES[surname] ?? hangulSyllable(surname), ...syllables.map(hangulSyllable)];
  return blocks.every(Boolean) ? blocks.join('') : null;
}
