import { INDIC_SCRIPTS } from './indic';

/**
 * The scripts a name may be screened in (docs/matching.md, "Names in other scripts"). Each has a
 * reader that was checked against listed names: Latin; Cyrillic and Greek (per-script rewrites,
 * then the `transliteration` library); Armenian and Georgian (alphabets with every vowel written,
 * read letter by letter by the library); Arabic script (skeletons and reading patterns, arabic.ts),
 * and Hebrew, which normalization writes in the Arabic letters of the same sound (hebrew.ts);
 * Hangul, Han and kana; the nine Indic scripts of one layout (indic.ts). A name with a letter of
 * any other script is refused by validation: the library's reading of, say, Burmese or Thai is
 * too far from the spelling a list uses (သန်းရွှေ, THAN SHWE, reads SN RE), and a name read that
 * badly would come back `clear`.
 */
const READ_SCRIPTS = [
  'Latin',
  'Common',
  'Inherited',
  'Cyrillic',
  'Greek',
  'Armenian',
  'Georgian',
  'Arabic',
  'Hangul',
  'Han',
  'Hiragana',
  'Katakana',
  ...INDIC_SCRIPTS,
];

const UNREAD_CHARACTER = new RegExp(
  `[^${READ_SCRIPTS.map((script) => `\\p{Script=${script}}`).join('')}]`,
  'u',
);

/** Scripts named in the refusal when one of their letters is found; any other is "another script". */
const NAMED_SCRIPTS = [
  'Hebrew',
  'Sinhala',
  'Thai',
  'Lao',
  'Tibetan',
  'Myanmar',
  'Khmer',
  'Ethiopic',
  'Mongolian',
  'Thaana',
  'Syriac',
  'Bopomofo',
] as const;

export interface UnreadCharacter {
  /** The first character of a script no reader covers. */
  readonly character: string;
  /** Its code point as U+XXXX. */
  readonly codePoint: string;
  /** Its script's Unicode name, when it is one of NAMED_SCRIPTS; else "another script". */
  readonly script: string;
}

/** The first character of a normalized name that no reader covers, or null when every one is read. */
export function unreadCharacter(normalized: string): UnreadCharacter | null {
  const match = UNREAD_CHARACTER.exec(normalized);
  if (!match) return null;
  const [character] = match;
  const codePoint = `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  const script = NAMED_SCRIPTS.find((name) => new RegExp(`\\p{Script=${name}}`, 'u').test(character));
  return { character, codePoint, script: script ?? 'another script' };
}
