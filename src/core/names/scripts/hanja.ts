import hanja from 'hanja';

/**
 * Han characters read in Korean. Korean names are written in hanja too (Chinese-language media
 * and lists write 金正恩 for KIM Jong Un, 崔龙海 for CHOE Ryong Hae), and their pinyin (JIN
 * ZHENGEN) shares nothing with the Latin spelling the lists use. Each character has one
 * Sino-Korean reading (the `hanja` package's table, from Unihan; simplified forms included), so a
 * name of Han characters shaped like a Korean personal name is also read as the Hangul it stands
 * for, and then as any Hangul name (korean.ts). One exception, of surnames: 金 is 김 (KIM) as a
 * surname and 금 otherwise.
 */
const HAN = /^\p{Script=Han}+$/u;
/** Korean personal names have two to four syllables (a one- or two-syllable surname and given name). */
const MIN_SYLLABLES = 2;
const MAX_SYLLABLES = 4;
const SURNAME_READINGS: Readonly<Record<string, string>> = { 金: '김' };

/**
 * The Hangul a normalized name of Han characters stands for in Korean, or null when the name is
 * not one (other letters, a character without a reading, fewer than 2 or more than 4 characters).
 */
export function koreanReadingOfHan(normalized: string): string | null {
  const tokens = normalized.split(' ');
  if (!tokens.every((token) => HAN.test(token))) return null;
  const characters = [...tokens.join('')];
  if (characters.length < MIN_SYLLABLES || characters.length > MAX_SYLLABLES) return null;
  // A token at a time: the package applies the initial-sound rule (李 리 → 이) to a word's first syllable only.
  const read = tokens.map((token) => hanja.translate(token, 'SUBSTITUTION'));
  const surname = SURNAME_READINGS[characters[0]];
  if (surname) read[0] = surname + read[0].slice(1);
  const hangul = read.join(' ');
  return /\p{Script=Han}/u.test(hangul) ? null : hangul;
}
