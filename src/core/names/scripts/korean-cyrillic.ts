/**
 * Korean names written in Cyrillic (docs/matching.md, "Names in other scripts"). Russian-language
 * lists, media and documents write Korean names in the Kontsevich system (Ким Чжон Ын) or in the
 * popular spellings (Ким Чен Ын, Ри Джонг Вон, Хан Джанг Су). Transliterated the Russian way they
 * become KIM CHEN YN and DZHONG, which no Korean reading admits: `Ким Чен Ын` scored 0.09 against
 * `KIM, Jong Un`. A Cyrillic name shaped like a Korean one is therefore also read, syllable by
 * syllable, in the Latin letters of McCune-Reischauer, the system the lists use, and each such
 * reading is then read as any Korean romanization (korean.ts).
 *
 * The Cyrillic spellings are tables of jamo, not of names. Several Korean sounds share one
 * Cyrillic letter, and most of these share one Latin spelling too: О is ㅓ or ㅗ (both O), Ё ㅕ
 * or ㅛ (YO), Ы and У are ㅡ and ㅜ (both U), Ч is ㅈ or ㅊ (CH). Two are ambiguous in Latin as
 * well, and give several readings: a final Н, which writes ㄴ and ㅇ alike (Чен is 정 JONG, Ын is
 * 은 UN), and Е after a consonant, which writes ㅔ, and in the popular spellings ㅓ (Чен, 정) and
 * ㅕ (Хен for Хён, 현 HYON: Russian writing often leaves out the dots of Ё). The name is read as
 * the caller wrote it, not normalized: normalization folds Ё into Е and Й into И, and Ё is
 * what tells 명 (Мён) from 멘.
 */

/** Initial consonants (upper case) → their McCune-Reischauer spelling. */
const INITIALS: Readonly<Record<string, string>> = {
  '': '',
  К: 'K',
  КХ: 'KH',
  КК: 'KK',
  Г: 'K',
  Н: 'N',
  Т: 'T',
  ТХ: 'TH',
  ТТ: 'TT',
  Д: 'T',
  Р: 'R',
  Л: 'R',
  М: 'M',
  П: 'P',
  ПХ: 'PH',
  ПП: 'PP',
  Б: 'P',
  С: 'S',
  СС: 'SS',
  Ш: 'S',
  Ч: 'CH',
  ЧХ: 'CH',
  ЧЖ: 'J',
  ДЖ: 'J',
  ЧЧ: 'JJ',
  Ц: 'CH',
  Х: 'H',
};

/**
 * Vowels → their spellings, the likelier first. Е: after a consonant ㅓ, ㅔ or ㅕ (O, E, YO); at
 * the start of a syllable (Ен, 연) ㅕ or ㅖ.
 */
const VOWELS: Readonly<Record<string, readonly string[]>> = {
  А: ['A'],
  Я: ['YA'],
  О: ['O'],
  Ё: ['YO'],
  У: ['U'],
  Ю: ['YU'],
  Ы: ['U'],
  И: ['I'],
  Э: ['AE'],
  Е: ['O', 'E', 'YO'],
  ОЙ: ['OE'],
  ОЕ: ['OE'],
  ВА: ['WA'],
  ВО: ['WO'],
  ВЕ: ['WE'],
  ВИ: ['WI'],
  ВЭ: ['WAE'],
  ЫЙ: ['UI'],
};
const SYLLABLE_START_VOWELS: Readonly<Record<string, readonly string[]>> = { ...VOWELS, Е: ['YO', 'YE'] };

/** Final consonants → their spellings, the likelier first. Н is ㄴ or ㅇ; НГ is ㅇ. */
const FINALS: Readonly<Record<string, readonly string[]>> = {
  '': [''],
  К: ['K'],
  Н: ['N', 'NG'],
  НГ: ['NG'],
  Т: ['T'],
  Л: ['L'],
  ЛЬ: ['L'],
  М: ['M'],
  П: ['P'],
};

/** Korean personal names: 2 to 4 words (hyphens split), a word of 1 or 2 syllables, at most 4 in all. */
const MIN_WORDS = 2;
const MAX_WORDS = 4;
const WORD_MAX_SYLLABLES = 2;
const NAME_MAX_SYLLABLES = 4;
/** The readings kept, the likelier first (Хен Ен Чхоль alone has 24). */
export const MAX_CYRILLIC_KOREAN_READINGS = 12;

/** A spelling with its rank: the sum of the positions of its choices in the tables (0 for the likeliest). */
interface Spelling {
  readonly latin: string;
  readonly rank: number;
}

const CYRILLIC_WORD = /^[А-ЯЁЙ]+$/;
/** Every query is asked: most have no Cyrillic letter and return at once. */
const CYRILLIC_LETTER = /[А-ЯЁа-яё]/;

/**
 * The Latin (McCune-Reischauer) readings of a Cyrillic name, as typed, shaped like a Korean
 * personal name, the likelier first, at most MAX_CYRILLIC_KOREAN_READINGS; none for any other name.
 */
export function koreanReadingsOfCyrillic(original: string): string[] {
  if (!CYRILLIC_LETTER.test(original)) return [];
  const words = original
    .normalize('NFC')
    .toUpperCase()
    .split(/[\s,.-]+/)
    .filter(Boolean);
  if (words.length < MIN_WORDS || words.length > MAX_WORDS) return [];
  if (!words.every((word) => CYRILLIC_WORD.test(word))) return [];
  let syllables = 0;
  const spellings: Spelling[][] = [];
  for (const word of words) {
    const read = readWord(word);
    if (read === null) return [];
    syllables += read.syllables;
    spellings.push(read.spellings);
  }
  if (syllables > NAME_MAX_SYLLABLES) return [];
  let names: Spelling[] = [{ latin: '', rank: 0 }];
  for (const word of spellings)
    names = names.flatMap((name) =>
      word.map((spelling) => ({
        latin: name.latin === '' ? spelling.latin : `${name.latin} ${spelling.latin}`,
        rank: name.rank + spelling.rank,
      })),
    );
  // A stable sort: equal ranks keep the tables' order.
  return names
    .sort((a, b) => a.rank - b.rank)
    .slice(0, MAX_CYRILLIC_KOREAN_READINGS)
    .map((name) => name.latin);
}

/**
 * The spellings of one Cyrillic word read as 1 or 2 Korean syllables (every way to cut it), and the
 * fewest syllables any cut has; null when no cut reads. A cut in two ranks below one (ЧОЕ is 최
 * CHOE before 초여 CHO YO).
 */
function readWord(word: string): { spellings: Spelling[]; syllables: number } | null {
  const spellings = new Map<string, number>();
  let fewest = Infinity;
  const walk = (start: number, count: number, sofar: Spelling) => {
    if (start === word.length) {
      if (count > 0 && (spellings.get(sofar.latin) ?? Infinity) > sofar.rank)
        spellings.set(sofar.latin, sofar.rank);
      fewest = Math.min(fewest, count);
      return;
    }
    if (count === WORD_MAX_SYLLABLES) return;
    for (const [end, syllable] of syllablesAt(word, start))
      walk(end, count + 1, {
        latin: sofar.latin + syllable.latin,
        rank: sofar.rank + syllable.rank + (count > 0 ? 1 : 0),
      });
  };
  walk(0, 0, { latin: '', rank: 0 });
  if (spellings.size === 0) return null;
  return {
    spellings: [...spellings].map(([latin, rank]) => ({ latin, rank })).sort((a, b) => a.rank - b.rank),
    syllables: fewest,
  };
}

const INITIAL_ENTRIES = Object.entries(INITIALS);
const VOWEL_ENTRIES = Object.entries(VOWELS);
const SYLLABLE_START_VOWEL_ENTRIES = Object.entries(SYLLABLE_START_VOWELS);
const FINAL_ENTRIES = Object.entries(FINALS);

/** Every syllable that begins at `start`: [its end, its spelling]. */
function syllablesAt(word: string, start: number): Array<[number, Spelling]> {
  const out: Array<[number, Spelling]> = [];
  for (const [initial, initialSpelling] of INITIAL_ENTRIES) {
    if (!word.startsWith(initial, start)) continue;
    const vowelStart = start + initial.length;
    for (const [vowel, vowelSpellings] of initial === '' ? SYLLABLE_START_VOWEL_ENTRIES : VOWEL_ENTRIES) {
      if (!word.startsWith(vowel, vowelStart)) continue;
      const finalStart = vowelStart + vowel.length;
      for (const [final, finalSpellings] of FINAL_ENTRIES) {
        if (!word.startsWith(final, finalStart)) continue;
        vowelSpellings.forEach((v, vowelRank) =>
          finalSpellings.forEach((f, finalRank) =>
            out.push([
              finalStart + final.length,
              { latin: initialSpelling + v + f, rank: vowelRank + finalRank },
            ]),
          ),
        );
      }
    }
  }
  return out;
}
