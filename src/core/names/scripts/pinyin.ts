import { pinyin } from 'pinyin-pro';

/**
 * The toneless pinyin syllables of Han characters (`pinyin-pro`), upper-case, Ü written U.
 * `surname` reads a first character as a surname (单 SHAN, not DAN).
 */
export function pinyinSyllables(text: string, mode: 'surname' | 'normal'): string[] {
  return pinyin(text, { toneType: 'none', type: 'array', mode, v: false }).map((s) =>
    s.toUpperCase().replace(/Ü/g, 'U'),
  );
}
