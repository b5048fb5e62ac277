/**
 * Organization names in scripts written without spaces: Han characters and Hangul
 * (docs/matching.md, "Organization names in Han characters and Hangul"). An organization's English
 * name in the lists translates its legal form and business words and spells the rest, one word per
 * run of characters: 华为技术有限公司 is HUAWEI TECHNOLOGIES CO., LTD., 조선광선은행 KOREA KWANGSON
 * BANKING CORP. The name is cut at the words of a vocabulary (data/chinese-organization-words.ts,
 * data/korean-organization-words.ts), longest first from the left; each run of other characters
 * becomes one Latin word (brand names are written joined: HUAWEI, KWANGSON).
 */

/** A script's words, each with the English the lists write for it ('' for a place: its own romanization). */
export interface OrganizationWords {
  /** Legal forms and kinds of body: a name ending in one is an organization's. */
  readonly endings: Readonly<Record<string, string>>;
  /** Business and sector words, read anywhere in the name. */
  readonly business: Readonly<Record<string, string>>;
  /** Places, read only where the name begins (after other places): 조선 is KOREA there, SHIPBUILDING elsewhere. */
  readonly places: Readonly<Record<string, string>>;
  /** Administrative suffixes dropped after a place (市 city, 省 province). */
  readonly placeSuffixes: readonly string[];
}

type WordKind = 'ending' | 'business' | 'place';

interface Word {
  readonly english: string;
  readonly kind: WordKind;
}

/** A vocabulary ready for lookups: each written form with its kind, and the longest form's length. */
export interface OrganizationVocabulary {
  readonly words: ReadonlyMap<string, readonly Word[]>;
  readonly longest: number;
  readonly placeSuffixes: readonly string[];
}

export function organizationVocabulary(source: OrganizationWords): OrganizationVocabulary {
  const words = new Map<string, Word[]>();
  const add = (entries: Readonly<Record<string, string>>, kind: WordKind) => {
    for (const [written, english] of Object.entries(entries))
      words.set(written, [...(words.get(written) ?? []), { english, kind }]);
  };
  add(source.places, 'place');
  add(source.business, 'business');
  add(source.endings, 'ending');
  const longest = Math.max(...[...words.keys()].map((written) => [...written].length));
  return { words, longest, placeSuffixes: source.placeSuffixes };
}

/** An organization name has a word before its ending: 银行 or 은행 alone, or 王局, is not one. */
const MIN_CHARACTERS = 3;

/**
 * The Latin words of a token read as an organization's name, or null when it is not one: shorter
 * than MIN_CHARACTERS, or neither ending in a legal form or kind of body nor `long` (longer than a
 * person's name). `romanizeRun` writes a run of other characters as one word.
 */
export function readOrganizationName(
  characters: readonly string[],
  vocabulary: OrganizationVocabulary,
  long: boolean,
  romanizeRun: (run: string) => string,
): string | null {
  if (characters.length < MIN_CHARACTERS || (!long && !endsWithEnding(characters, vocabulary))) return null;
  const words: string[] = [];
  let run = '';
  const endRun = () => {
    if (run !== '') words.push(romanizeRun(run));
    run = '';
  };
  let i = 0;
  let atStart = true;
  while (i < characters.length) {
    const found = wordAt(characters, i, vocabulary, atStart);
    if (found === null) {
      run += characters[i];
      i++;
      atStart = false;
      continue;
    }
    endRun();
    words.push(found.word.english === '' ? romanizeRun(found.written) : found.word.english);
    i += found.length;
    atStart = found.word.kind === 'place';
    if (atStart && vocabulary.placeSuffixes.includes(characters[i])) i++;
  }
  endRun();
  return words.join(' ');
}

function endsWithEnding(characters: readonly string[], vocabulary: OrganizationVocabulary): boolean {
  for (let length = Math.min(vocabulary.longest, characters.length - 1); length >= 1; length--) {
    const words = vocabulary.words.get(characters.slice(-length).join(''));
    if (words?.some((word) => word.kind === 'ending')) return true;
  }
  return false;
}

/**
 * The longest vocabulary word at `start` (a place only `atStart`). A one-character word (厂
 * factory, 局 bureau) counts only at the end of the name: inside one it is more often part of a brand.
 */
function wordAt(
  characters: readonly string[],
  start: number,
  vocabulary: OrganizationVocabulary,
  atStart: boolean,
): { written: string; word: Word; length: number } | null {
  for (let length = Math.min(vocabulary.longest, characters.length - start); length >= 1; length--) {
    if (length === 1 && start !== characters.length - 1) return null;
    const written = characters.slice(start, start + length).join('');
    const words = vocabulary.words.get(written);
    const word = words?.find((candidate) => candidate.kind !== 'place' || atStart);
    if (word !== undefined) return { written, word, length };
  }
  return null;
}
