import type { Entity } from '../../src/core/lists/model';
import { countriesOf, isIndividual, type Variant } from './generate';
import { Rng } from './prng';

/**
 * Tuning kind `wade_giles` (docs/evaluation.md): a Chinese individual's listed pinyin name written
 * in Wade-Giles, as Taiwanese passports, older records and many Western texts write it. This file's
 * own syllable table, written from the system's rules (not the matcher's reading tables in
 * src/core/names/scripts/chinese.ts, nor the validation generator's): each pinyin syllable is split
 * into initial and final, and each part is respelled.
 */

/** Pinyin initials, longest first so that ZH is read before Z. */
const INITIALS = [
  'ZH',
  'CH',
  'SH',
  'B',
  'P',
  'M',
  'F',
  'D',
  'T',
  'N',
  'L',
  'G',
  'K',
  'H',
  'J',
  'Q',
  'X',
  'R',
  'Z',
  'C',
  'S',
  'Y',
  'W',
];
/** Pinyin finals (Ü written U, as OFAC writes pinyin), longest first. */
const FINALS = [
  'IANG',
  'IONG',
  'UANG',
  'IAN',
  'IAO',
  'ING',
  'UAI',
  'UAN',
  'ONG',
  'ANG',
  'ENG',
  'IA',
  'IE',
  'IN',
  'IU',
  'UA',
  'UE',
  'UI',
  'UN',
  'UO',
  'AI',
  'AN',
  'AO',
  'EI',
  'EN',
  'ER',
  'OU',
  'A',
  'E',
  'I',
  'O',
  'U',
];

/** Initial → Wade-Giles, unaspirated / aspirated (the apostrophe written '). */
const WG_INITIAL: Record<string, string> = {
  B: 'P',
  P: "P'",
  D: 'T',
  T: "T'",
  G: 'K',
  K: "K'",
  Z: 'TS',
  C: "TS'",
  ZH: 'CH',
  CH: "CH'",
  J: 'CH',
  Q: "CH'",
  X: 'HS',
  R: 'J',
  SH: 'SH',
  S: 'S',
  M: 'M',
  F: 'F',
  N: 'N',
  L: 'L',
  H: 'H',
  Y: 'Y',
  W: 'W',
};

/** Initials after which pinyin U is Ü (written U once the diaeresis is dropped). */
const PALATAL = new Set(['J', 'Q', 'X', 'Y']);

/** One pinyin syllable in Wade-Giles, or null when it is not a syllable this table knows. */
export function wadeGilesSyllable(syllable: string): string | null {
  const initial = INITIALS.find((i) => syllable.startsWith(i) && syllable.length > i.length) ?? '';
  const final = syllable.slice(initial.length);
  if (!FINALS.includes(final) || (final === 'ER' && initial !== '')) return null;
  // The apical vowel of ZI CI SI, ZHI CHI SHI RI.
  if (final === 'I' && ['Z', 'C', 'S'].includes(initial))
    return { Z: 'TZU', C: "TZ'U", S: 'SSU' }[initial] ?? null;
  if (final === 'I' && ['ZH', 'CH', 'SH', 'R'].includes(initial)) return `${WG_INITIAL[initial]}IH`;
  // Syllables written without an initial consonant.
  if (initial === 'Y')
    return { I: 'I', E: 'YEH', AN: 'YEN', OU: 'YU', ONG: 'YUNG', UE: 'YUEH' }[final] ?? `Y${final}`;
  if (initial === '' && final === 'ER') return 'ERH';
  if (initial === '' && final === 'E') return 'O';
  let wgFinal = final;
  if (final === 'ONG') wgFinal = 'UNG';
  else if (final === 'IONG') wgFinal = 'IUNG';
  else if (final === 'IAN') wgFinal = 'IEN';
  else if (final === 'IE') wgFinal = 'IEH';
  else if (final === 'UE') wgFinal = 'UEH';
  else if (final === 'UI' && ['G', 'K'].includes(initial)) wgFinal = 'UEI';
  else if (final === 'UO' && !['G', 'K', 'H', 'SH'].includes(initial)) wgFinal = 'O';
  else if (final === 'E' && ['G', 'K', 'H'].includes(initial)) wgFinal = 'O';
  else if (final === 'U' && PALATAL.has(initial)) wgFinal = 'U';
  return `${WG_INITIAL[initial] ?? ''}${wgFinal}`;
}

/** A pinyin word split into syllables (longest first, backtracking), or null. */
export function pinyinSyllables(word: string): string[] | null {
  if (word.length === 0) return [];
  for (let end = Math.min(word.length, 6); end > 0; end--) {
    const head = word.slice(0, end);
    if (wadeGilesSyllable(head) === null) continue;
    // A syllable never starts with a vowel inside a word without an apostrophe (XI'AN is written apart).
    const rest = word.slice(end);
    if (rest !== '' && /^[AEIOU]/.test(rest)) continue;
    const tail = pinyinSyllables(rest);
    if (tail) return [head, ...tail];
  }
  return null;
}

const CHINESE_COUNTRIES = ['China', 'Hong Kong', 'Taiwan', 'Macau'];
/** Common Chinese surnames in pinyin, for listed people without a country: a name merely made of syllables may be Korean or Vietnamese. */
const COMMON_SURNAMES = new Set(
  `WANG LI ZHANG LIU CHEN YANG HUANG ZHAO WU ZHOU XU SUN MA ZHU HU GUO HE GAO LIN LUO ZHENG LIANG XIE SONG TANG
  XU HAN FENG DENG CAO PENG ZENG XIAO TIAN DONG YUAN PAN YU JIANG CAI JIA DING WEI XUE YE YAN JIANG FU ZHONG
  LU WANG DAI CUI REN LU FAN FANG SHI YAO TAN LIAO ZOU XIONG JIN HAO KONG BAI CUI KANG MAO QIU QIN JIANG SHI
  GU HOU SHAO MENG LONG WAN DUAN ZHANG QIAN TANG YIN LI YI CHANG WU QIAO HE LAI GONG WEN`.split(/\s+/),
);

const title = (s: string) => s.charAt(0) + s.slice(1).toLowerCase();

/** A Wade-Giles word from its pinyin syllables: hyphenated (JUI-KUANG), title case or capitals. */
function wadeGilesWord(syllables: string[], apostrophes: boolean, capitals: boolean): string {
  const parts = syllables.map((s) => {
    const wg = wadeGilesSyllable(s) ?? s;
    return apostrophes ? wg : wg.replace(/'/g, '');
  });
  const written = parts.join('-');
  if (capitals) return written;
  return written
    .split('-')
    .map((p, i) => (i === 0 ? title(p) : p.toLowerCase()))
    .join('-');
}

/**
 * "GUO, Ruiguang" → "KUO Jui-kuang", "Jui-kuang Kuo", "Kuo, Jui-kuang"…: every word of the listed
 * name must read as pinyin; the surname first (Chinese order) or last (Western order), with or
 * without the aspiration apostrophes, the given name hyphenated between its syllables.
 */
export function wadeGilesName(entity: Entity, rng: Rng): Variant | null {
  if (!isIndividual(entity)) return null;
  // Chinese by country, or (many listed Chinese people give none) by a name that is pinyin throughout.
  const chinese = CHINESE_COUNTRIES.some((c) => countriesOf(entity).has(c));
  const name = entity.primary_name;
  const comma = name.indexOf(',');
  if (comma <= 0) return null;
  const surname = name.slice(0, comma).trim().toUpperCase();
  const given = name
    .slice(comma + 1)
    .trim()
    .toUpperCase()
    .split(/[\s-]+/)
    .filter(Boolean);
  if (!/^[A-Z]+$/.test(surname) || given.length === 0 || !given.every((w) => /^[A-Z]+$/.test(w))) return null;
  const surnameSyllables = pinyinSyllables(surname);
  const givenSyllables = given.map(pinyinSyllables);
  if (surnameSyllables === null || givenSyllables.some((s) => s === null)) return null;
  if (!chinese && (countriesOf(entity).size > 0 || !COMMON_SURNAMES.has(surname))) return null;
  const apostrophes = rng.chance(0.5);
  const capitals = rng.chance(0.5);
  const wgSurname = wadeGilesWord(surnameSyllables, apostrophes, capitals);
  // The given name as one hyphenated word (its syllables together), as Wade-Giles writes it.
  const wgGiven = wadeGilesWord(givenSyllables.flat() as string[], apostrophes, false);
  const query = (() => {
    switch (rng.int(3)) {
      case 0:
        return `${wgSurname} ${wgGiven}`;
      case 1:
        return `${wgGiven} ${wgSurname}`;
      default:
        return `${wgSurname}, ${wgGiven}`;
    }
  })();
  const plain = (s: string) => s.toUpperCase().replace(/[^A-Z]/g, '');
  // A name Wade-Giles writes exactly as pinyin (LI, Ming) tests nothing new.
  if (plain(wgSurname) === surname && plain(wgGiven) === given.join('')) return null;
  return { name: query, sourceName: name };
}
