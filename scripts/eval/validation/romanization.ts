import { pinyin } from 'pinyin-pro';
import type { Rng } from '../prng';
import { matchCase, splitListedPerson } from './variants';

/**
 * Romanization systems other than the ones the lists use (docs/evaluation.md, "Validation part"):
 * Korean McCune-Reischauer ↔ Revised Romanization and the LEE/RI/YI surname spellings, Chinese
 * pinyin → Wade-Giles, Arabic names as Egyptian, Maghreb (French) and Gulf spellings write them,
 * and Russian names in the German, French and Central-European (scholarly) conventions.
 */

// ---------------------------------------------------------------- Korean
/** Surname spellings of the same Korean family name, North and South. */
export const KOREAN_SURNAMES: readonly (readonly string[])[] = [
  ['RI', 'LEE', 'YI', 'RHEE', 'I'],
  ['PAK', 'PARK', 'BAK'],
  ['KIM', 'GIM'],
  ['CHOE', 'CHOI'],
  ['JONG', 'JEONG', 'CHUNG', 'CHONG'],
  ['JANG', 'CHANG'],
  ['RYU', 'YU', 'YOO'],
  ['RIM', 'LIM', 'IM'],
  ['JON', 'JEON', 'CHUN', 'CHON'],
  ['O', 'OH'],
  ['SIN', 'SHIN'],
  ['KANG', 'GANG'],
  ['KO', 'GO', 'KOH'],
  ['MUN', 'MOON'],
  ['CHO', 'JO'],
  ['YUN', 'YOON'],
  ['HYON', 'HYUN', 'HYEON'],
  ['PYON', 'BYUN', 'BYEON'],
  ['KIL', 'GIL'],
  ['KYE', 'GYE'],
  ['CHU', 'JU', 'JOO'],
  ['SO', 'SEO', 'SUH'],
  ['PAE', 'BAE'],
  ['AN', 'AHN'],
  ['RO', 'NOH', 'ROH'],
  ['YANG', 'RYANG'],
];

/** Syllables North Korean names spell with a plain O where Revised Romanization writes EO (ŏ). */
export const EO_SYLLABLE_SET = new Set([
  'CHOL',
  'SONG',
  'JONG',
  'YONG',
  'MYONG',
  'HYON',
  'YON',
  'HYOK',
  'SOK',
  'KYONG',
  'GYONG',
  'PYONG',
  'CHON',
  'JON',
  'SON',
  'HON',
  'RYON',
  'NYO',
  'KON',
  'GON',
  'TOK',
  'POM',
  'OK',
  'BYONG',
  'HYONG',
  'CHONG',
  'SOP',
  'YOP',
  'HYOP',
  'SOL',
]);

/** Initial consonants in Revised Romanization, from McCune-Reischauer (apostrophe = aspirated). */
const MR_INITIALS: Record<string, string> = {
  "CH'": 'CH',
  "K'": 'K',
  "T'": 'T',
  "P'": 'P',
  CH: 'J',
  K: 'G',
  T: 'D',
  P: 'B',
  SH: 'S',
};
/** …and from the apostrophe-less North Korean spelling, where J is ㅈ and CH is ㅊ. */
const DPRK_INITIALS: Record<string, string> = { CH: 'CH', K: 'G', T: 'D', P: 'B', SH: 'S' };

/**
 * One syllable of a listed Korean name in Revised Romanization. With apostrophes it is read as
 * McCune-Reischauer (CH'OL → CHEOL, CHONG → JEONG); without (`apostrophes` false, the North Korean
 * spelling OFAC mostly uses) CH stays CH and the usual ŏ syllables get EO (CHOL → CHEOL).
 */
export function revisedSyllable(syllable: string, apostrophes = syllable.includes("'")): string {
  let s = syllable.toUpperCase();
  if (!apostrophes && EO_SYLLABLE_SET.has(s)) s = s.replace(/O/, "O'");
  s = s.replace(/O'/g, 'EO').replace(/U'/g, 'EU');
  const initials = apostrophes ? MR_INITIALS : DPRK_INITIALS;
  const initial = /^(CH'|K'|T'|P'|CH|K|T|P|SH)/.exec(s)?.[1];
  if (initial && initials[initial]) s = initials[initial] + s.slice(initial.length);
  return s.replace(/'/g, '');
}

/** Syllables joined as Koreans write a given name: "Jeong-eun", "Jeongeun" or "Jeong Eun". */
const koreanCase = (syllables: string[], join: string) => {
  const lower = syllables.map((s) => s.toLowerCase());
  const words = join === ' ' ? lower : [lower.join(join)];
  return words.map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
};

/** A Korean "SURNAME, Given-Name" in another romanization: surname spelling and/or Revised Romanization of the given name. */
export function koreanVariant(name: string, rng: Rng): string | null {
  const parts = splitListedPerson(name);
  if (!parts || parts.surname.length !== 1) return null;
  const surname = parts.surname[0].toUpperCase().replace(/'/g, '');
  const syllables = parts.given.join('-').split('-').filter(Boolean);
  if (syllables.length === 0 || syllables.length > 3) return null;
  const group = KOREAN_SURNAMES.find((g) => g.includes(surname));
  const newSurname = group && rng.chance(0.7) ? rng.pick(group.filter((s) => s !== surname)) : surname;
  const apostrophes = name.includes("'");
  const revised = syllables.map((s) => revisedSyllable(s, apostrophes));
  const given = koreanCase(revised, rng.pick(['-', '', ' ']));
  const out = `${newSurname} ${given}`;
  const original = `${surname} ${syllables.join('').toUpperCase()}`;
  return out.toUpperCase().replace(/[^A-Z]/g, '') === original.replace(/[^A-Z]/g, '') ? null : out;
}

// ---------------------------------------------------------------- Chinese
let syllableSet: Set<string> | null = null;

/** Every toneless pinyin syllable, read from pinyin-pro's dictionary over the CJK block. */
export function pinyinSyllables(): Set<string> {
  if (syllableSet) return syllableSet;
  const set = new Set<string>();
  for (let code = 0x4e00; code <= 0x9fa5; code++) {
    const reading = pinyin(String.fromCharCode(code), { toneType: 'none', v: true });
    if (/^[a-z]+$/.test(reading)) set.add(reading);
  }
  syllableSet = set;
  return set;
}

/** Splits a run of pinyin into syllables (longest match first, backtracking), or null. */
export function segmentPinyin(text: string): string[] | null {
  const lower = text.toLowerCase();
  const syllables = pinyinSyllables();
  const solve = (from: number): string[] | null => {
    if (from === lower.length) return [];
    for (let end = Math.min(lower.length, from + 6); end > from; end--) {
      const piece = lower.slice(from, end);
      if (!syllables.has(piece)) continue;
      const rest = solve(end);
      if (rest) return [piece, ...rest];
    }
    return null;
  };
  return solve(0);
}

const WG_WHOLE: Record<string, string> = {
  zhi: 'chih',
  chi: "ch'ih",
  shi: 'shih',
  ri: 'jih',
  zi: 'tzu',
  ci: "tz'u",
  si: 'ssu',
  yi: 'i',
  you: 'yu',
  yan: 'yen',
  ye: 'yeh',
  yong: 'yung',
  yue: 'yueh',
  er: 'erh',
  e: 'o',
};
const WG_INITIALS: [string, string][] = [
  ['zh', 'ch'],
  ['ch', "ch'"],
  ['sh', 'sh'],
  ['j', 'ch'],
  ['q', "ch'"],
  ['x', 'hs'],
  ['z', 'ts'],
  ['c', "ts'"],
  ['r', 'j'],
  ['b', 'p'],
  ['p', "p'"],
  ['d', 't'],
  ['t', "t'"],
  ['g', 'k'],
  ['k', "k'"],
];

/** One pinyin syllable in Wade-Giles (apostrophes included). */
export function wadeGiles(syllable: string): string {
  if (WG_WHOLE[syllable]) return WG_WHOLE[syllable];
  const [initial, wg] = WG_INITIALS.find(([p]) => syllable.startsWith(p)) ?? ['', ''];
  let final = syllable.slice(initial.length);
  final = final
    .replace(/ong$/, 'ung')
    .replace(/ian$/, 'ien')
    .replace(/ie$/, 'ieh')
    .replace(/ui$/, 'uei')
    .replace(/^v/, 'ü');
  if (['d', 't', 'n', 'l'].includes(initial) && final === 'uo') final = 'o';
  if (['g', 'k', 'h'].includes(initial) && final === 'e') final = 'o';
  return (wg || initial) + final;
}

/** A Chinese "SURNAME, Givenname" in Wade-Giles: "ZHOU, Yishan" → "CHOU, I-shan" (apostrophes kept or dropped). */
export function wadeGilesVariant(name: string, rng: Rng): string | null {
  const parts = splitListedPerson(name);
  if (!parts || parts.surname.length !== 1) return null;
  const surname = segmentPinyin(parts.surname[0]);
  const given = segmentPinyin(parts.given.join(''));
  if (!surname || surname.length !== 1 || !given || given.length === 0 || given.length > 2) return null;
  const keepApostrophes = rng.chance(0.5);
  const wg = (s: string) => {
    const w = wadeGiles(s).replace(/ü/g, keepApostrophes ? 'ü' : 'u');
    return keepApostrophes ? w : w.replace(/'/g, '');
  };
  const givenWg = given.map(wg).join('-');
  const out = `${wg(surname[0]).toUpperCase()}, ${givenWg[0].toUpperCase()}${givenWg.slice(1)}`;
  const letters = (t: string) => t.toUpperCase().replace(/[^A-Z]/g, '');
  return letters(out) === letters(name) ? null : out;
}

// ---------------------------------------------------------------- Arabic
/** Token rewrites of Egyptian, Maghreb (French) and Gulf spellings; each applies to one token. */
const ARABIC_RULES: readonly [RegExp, string][] = [
  [/^AL-(?=[A-Z])/, 'EL-'],
  [/^ABD ?(AL|UL|EL)-?/, 'ABDOUL'],
  [/^ABDUL/, 'ABDOUL'],
  [/DH/, 'Z'],
  [/(?<=[AEIOU])TH(?=[AEIOU])/, 'S'],
  [/^J(?=[AEIOU])/, 'G'],
  [/(?<=[AEIOU])J(?=[AEIOU])/, 'G'],
  [/^Q(?=[AEIOU])/, 'G'],
  [/AH$/, 'A'],
  [/(?<=[^AEIOU])A$/, 'AH'],
  [/(?<=[^AEIOU])U(?=[^AEIOU])/, 'O'],
  [/(?<=[^AEIOU])U(?=[^AEIOU])/, 'OU'],
  [/(?<=[^AEIOU])I(?=[^AEIOU])/, 'E'],
  [/^W(?=[AEIOU])/, 'OU'],
  [/SH/, 'CH'],
  [/(?<=[AEIOU])([BDFKLMNRSTZ])(?=[AEIOU])/, '$1$1'],
];

/** One or two tokens of an Arabic name respelled the way another region romanizes it. */
export function arabicVariant(name: string, rng: Rng): string | null {
  const tokens = name.split(/(\s+|,)/);
  const candidates = tokens
    .map((t, i) => ({ t: t.toUpperCase(), i }))
    .filter(({ t }) => /^[A-Z-]{3,}$/.test(t))
    .flatMap(({ t, i }) =>
      ARABIC_RULES.filter(([re]) => re.test(t)).map(([re, to]) => ({ i, out: t.replace(re, to) })),
    )
    .filter(({ i, out }) => out !== tokens[i].toUpperCase())
    .map(({ i, out }) => ({ i, out: matchCase(out, tokens[i]) }));
  if (candidates.length === 0) return null;
  const chosen = rng.shuffle(candidates);
  const changed = new Set<number>();
  for (const c of chosen) {
    if (changed.has(c.i)) continue;
    tokens[c.i] = c.out;
    changed.add(c.i);
    if (changed.size >= (rng.chance(0.4) ? 2 : 1)) break;
  }
  return tokens.join('');
}

// ---------------------------------------------------------------- Russian
export type RussianConvention = 'german' | 'french' | 'scholarly';

/** Multigraphs and letters of the OFAC (BGN/PCGN-like) romanization, in another convention. */
const RUSSIAN_TABLES: Record<RussianConvention, [string, string][]> = {
  german: [
    ['SHCH', 'SCHTSCH'],
    ['ZH', 'SCH'],
    ['KH', 'CH'],
    ['CH', 'TSCH'],
    ['SH', 'SCH'],
    ['TS', 'Z'],
    ['YA', 'JA'],
    ['YU', 'JU'],
    ['YE', 'JE'],
    ['YO', 'JO'],
    ['IY', 'IJ'],
    ['V', 'W'],
    ['Z', 'S'],
  ],
  french: [
    ['SHCH', 'CHTCH'],
    ['ZH', 'J'],
    ['KH', 'KH'],
    ['CH', 'TCH'],
    ['SH', 'CH'],
    ['TS', 'TS'],
    ['YA', 'IA'],
    ['YU', 'IOU'],
    ['YE', 'IE'],
    ['YO', 'IO'],
    ['IY', 'I'],
    ['U', 'OU'],
  ],
  scholarly: [
    ['SHCH', 'ŠČ'],
    ['ZH', 'Ž'],
    ['KH', 'CH'],
    ['CH', 'Č'],
    ['SH', 'Š'],
    ['TS', 'C'],
    ['YA', 'JA'],
    ['YU', 'JU'],
    ['YE', 'JE'],
    ['YO', 'JO'],
    ['IY', 'IJ'],
  ],
};

/** A Russian name romanized in another convention (German: SCHTSCH, W, J; French: OU, TCH; scholarly: Š, Č, Ž). */
export function russianVariant(name: string, convention: RussianConvention): string | null {
  const out = name.replace(/\p{L}+/gu, (word) => matchCase(russianWord(word, convention), word));
  return out.toUpperCase() === name.toUpperCase() ? null : out;
}

function russianWord(word: string, convention: RussianConvention): string {
  const table = RUSSIAN_TABLES[convention];
  const upper = word.toUpperCase();
  let out = '';
  for (let i = 0; i < upper.length;) {
    const hit = table.find(([from]) => upper.startsWith(from, i));
    if (hit) {
      out += hit[1];
      i += hit[0].length;
      continue;
    }
    // A Y after a vowel is the Russian Й: J in German and scholarly, I in French.
    if (upper[i] === 'Y' && /[AEIOU]/.test(upper[i - 1] ?? '')) out += convention === 'french' ? 'I' : 'J';
    else out += upper[i];
    i++;
  }
  return out;
}
