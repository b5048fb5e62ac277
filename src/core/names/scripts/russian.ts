import { boundedMemo, WORD_MEMO_CAPACITY } from '../../bounded-memo';
/**
 * Russian names romanized by different systems (docs/matching.md, "Russian romanizations"):
 * SHUBIN / SCHUBIN / CHOUBINE / SZUBIN / SJOEBIN, NIKOLAYEVICH / NIKOLAJEWITSCH / NIKOLAIEVITCH /
 * NIKOLAJEWICZ / NIKOLAJEVITSJ. Each system is read back, as the reverse of its own table, to
 * the Russian sounds, and the sounds are folded to a key where the systems disagree in ways no
 * name depends on: the iotation of a vowel (YA, IA, JA, A after a soft sign), И Ы Й (I, Y, J,
 * IJ, IY), С З Ц (German writes З as S and Ц as Z), Ш Щ Ж (SH, SCH, SZ, SJ, ZH, ZJ, French J).
 * Doubled consonants are kept (every system writes them alike). Ukrainian and Belarusian
 * spellings are read back to the Russian cognate too (OLEH, IPATAU, DZMITRY, KACHANAVA), and every
 * key is also given with O folded to A (akanyeKey). Two tokens are the same name when a reading of
 * one equals a reading of the other. Nothing here is a table of names.
 *
 * Key alphabet: vowels A E I O U; consonants B V G D K L M N P R T F; S (С З Ц); W (Ш Щ Ж);
 * C (Ч); H (Х). The soft and hard signs are not written.
 */

/**
 * A Latin letter group → key letters; `atEnd`: read so only at the end of a token (the E French
 * writes after a final -IN).
 */
type Group = readonly [latin: string, key: string, atEnd?: boolean];
/** A system's letter groups, longest first. */
type System = readonly Group[];

/** Polish writes a soft consonant before a vowel with I (SIERGIEJ): the I is not a sound there. */
const POLISH_SOFTENING: readonly Group[] = [
  ['IA', 'A'],
  ['IU', 'U'],
  ['IE', 'E'],
  ['IO', 'O'],
];
/** Letters every system writes alike. */
const COMMON: readonly Group[] = [
  ['A', 'A'],
  ['B', 'B'],
  ['D', 'D'],
  ['E', 'E'],
  ['F', 'F'],
  ['G', 'G'],
  ['I', 'I'],
  ['K', 'K'],
  ['L', 'L'],
  ['M', 'M'],
  ['N', 'N'],
  ['O', 'O'],
  ['P', 'P'],
  ['R', 'R'],
  ['S', 'S'],
  ['T', 'T'],
  ['U', 'U'],
  ['V', 'V'],
  ['X', 'KS'],
  ['Y', 'I'],
];

function system(groups: readonly Group[]): System {
  return [...groups, ...COMMON].sort((a, b) => b[0].length - a[0].length);
}

/** BGN/PCGN, as OFAC writes, with ICAO and the Library of Congress (J, W and C as other systems write them). */
const ENGLISH: readonly Group[] = [
  ['SHCH', 'W'],
  ['SH', 'W'],
  ['ZH', 'W'],
  ['KH', 'H'],
  ['TS', 'S'],
  ['CH', 'C'],
  ['H', 'H'],
  ['Z', 'S'],
  ['J', 'I'],
  ['W', 'V'],
  ['C', 'S'],
];

/** A system's letter groups with some of them read as other key letters. */
function readOtherwise(groups: readonly Group[], keys: Readonly<Record<string, string>>): Group[] {
  return groups.map(([latin, key, atEnd]) => [latin, keys[latin] ?? key, atEnd]);
}

/**
 * Ukrainian (BGN/PCGN and the national system): the English table with Г written H, and a given
 * name's final -ІЙ (-IY, -IJ, -II) read as the Russian -ЕЙ.
 */
const UKRAINIAN: readonly Group[] = [
  ...readOtherwise(ENGLISH, { H: 'G' }),
  ['IY', 'EI', true],
  ['IJ', 'EI', true],
  ['II', 'EI', true],
];

/**
 * French: OU for У and IOU for Ю (TIOURINE for Тюрин, as YU and JU elsewhere), CH for Ш, J for Ж;
 * and an E written after a final -IN so that French does not read it as a nasal vowel (POUTINE,
 * LENINE, TIOURINE).
 */
const FRENCH = system([
  ['CHTCH', 'W'],
  ['TCH', 'C'],
  ['CH', 'W'],
  ['KH', 'H'],
  ['OU', 'U'],
  ['IOU', 'IU'],
  ['INE', 'IN', true],
  ['J', 'W'],
  ['Z', 'S'],
  ['TS', 'S'],
  ['GU', 'G'],
]);

/**
 * Belarusian (BGN/PCGN and the national system), read back to the Russian cognate: Г written H,
 * ДЗ and Ц where Russian has a soft Д and Т (DZMITRY for DMITRY, TSERTSEL for TERTEL), Ў after a
 * vowel where Russian has В (IPATAU for IPATOV, ZIMOUSKI for ZIMOVSKY). Its written A for an
 * unstressed O (akanye: KACHANAVA) is folded by akanyeKey.
 */
const BELARUSIAN: readonly Group[] = [
  ...readOtherwise(ENGLISH, { H: 'G', TS: 'T' }),
  ['DZH', 'W'],
  ['DZ', 'D'],
  ['AU', 'AV'],
  ['OU', 'OV'],
  ['EU', 'EV'],
  ['AW', 'AV'],
  ['OW', 'OV'],
  ['EW', 'EV'],
];

/** Dutch (and the Scandinavian systems that share its J): OE for У, TSJ for Ч, SJ for Ш, ZJ for Ж. */
const DUTCH: readonly Group[] = [
  ['SJTSJ', 'W'],
  ['SJTJ', 'W'],
  ['TSJ', 'C'],
  ['SJ', 'W'],
  ['ZJ', 'W'],
  ['TJ', 'C'],
  ['CH', 'H'],
  ['OE', 'U'],
  ['TS', 'S'],
  ['Z', 'S'],
  ['W', 'V'],
  ['J', 'I'],
];

/**
 * The systems read back: the English ones (BGN/PCGN, as OFAC writes; ICAO; Library of Congress),
 * German, French, Polish, Dutch and Scandinavian, Spanish (J for Х); English with J for ДЖ; and the
 * Ukrainian and Belarusian romanizations of the same names.
 */
const SYSTEMS: readonly System[] = [
  system(ENGLISH),
  system([
    ['SCHTSCH', 'W'],
    ['TSCH', 'C'],
    ['SCH', 'W'],
    ['SH', 'W'],
    ['CH', 'H'],
    ['TZ', 'S'],
    ['Z', 'S'],
    ['W', 'V'],
    ['J', 'I'],
  ]),
  FRENCH,
  system([
    ['SZCZ', 'W'],
    ['SZ', 'W'],
    ['CZ', 'C'],
    ['CH', 'H'],
    ['RZ', 'W'],
    ['C', 'S'],
    ['Z', 'S'],
    ['W', 'V'],
    ['J', 'I'],
    ...POLISH_SOFTENING,
  ]),
  system(DUTCH),
  // Dutch writes Ю and Я after a consonant with J (TJOERIKOVA for Тюрикова, DZJOEBA for Дзюба), so a
  // TJ or ZJ before a vowel is also a consonant and an iotated vowel: a second reading, not a
  // replacement (ZJ is Ж in ZJOEKOV).
  system(DUTCH.filter(([latin]) => latin !== 'TJ' && latin !== 'ZJ')),
  system([
    ['SH', 'W'],
    ['CH', 'C'],
    ['TS', 'S'],
    ['J', 'H'],
    ['Z', 'S'],
  ]),
  // The English spelling of Turkic, Persian and Arabic names that Russian writes with ДЖ: J is
  // read as ДЖ (JAHANGIR for DZHAKHANGIR, JAMAL for DZHAMAL).
  system(readOtherwise(ENGLISH, { J: 'DW' })),
  // Ukrainian (BGN/PCGN and the national system): Г is written H (OLEH for Олег, IHOR, HALYNA), so
  // a lone H reads as the Russian G (KH, ZH, SH, CH stay digraphs); И written Y is the Russian И.
  // Where Ukrainian grammar differs from the Russian cognate's by rule, the ending is read as the
  // Russian one: a given name's final -ІЙ is Russian -ЕЙ (SERHIY, OLEKSIY, ANDRIY), a woman's
  // patronymic -ІВНА is Russian -ОВНА or, after a soft stem, -ЕВНА (PETRIVNA, IHORIVNA), and a
  // man's -ОВИЧ is -ЕВИЧ after a soft stem (IHOROVYCH for IGOREVICH): one reading each way.
  system([...UKRAINIAN, ['IVNA', 'OVNA', true]]),
  system([...UKRAINIAN, ['IVNA', 'EVNA', true], ['OVYCH', 'EVIC', true]]),
  system(BELARUSIAN),
  // Belarusian writes the Russian cognate's unstressed Е as Я (yakanye: ALIAKSANDR for АЛЕКСАНДР,
  // VETSIANEVICH for ВЕТЕНЕВИЧ, YARMOSHINA for ЕРМОШИНА). Like akanye it depends on the stress, so
  // it is a second Belarusian reading, not a replacement: the first keeps the Я both languages write.
  system([...BELARUSIAN, ['IA', 'E'], ['YA', 'IE'], ['JA', 'IE']]),
];

/**
 * Belarusian writes an unstressed O as A (akanye: KACHANAVA for КОЧАНОВА, ALIAKSANDR), and which O
 * is unstressed depends on the word's stress, which no spelling shows: every key is also given with
 * O folded to A, so a Belarusian spelling meets its Russian cognate. Russian names that differ only
 * in O and A are spellings of one name in the two languages.
 */
function akanyeKey(key: string): string {
  return key.replaceAll('O', 'A');
}

const MIN_LETTERS = 4;
const LATIN = /^[A-Z]+$/;

/**
 * A system's groups by their first letter, in the system's order (longest first): a group can
 * only be read where its first letter is, so each position tries a handful of groups, not all.
 */
type Reader = ReadonlyMap<string, readonly Group[]>;

function readerOf(groups: System): Reader {
  const byFirstLetter = new Map<string, Group[]>();
  for (const group of groups) {
    const first = group[0][0];
    const sameFirst = byFirstLetter.get(first);
    if (sameFirst) sameFirst.push(group);
    else byFirstLetter.set(first, [group]);
  }
  return byFirstLetter;
}

const READERS: readonly Reader[] = SYSTEMS.map(readerOf);

function readWith(token: string, reader: Reader): string {
  let out = '';
  let i = 0;
  while (i < token.length) {
    const group = reader
      .get(token[i])
      ?.find(([latin, , atEnd]) =>
        atEnd ? i + latin.length === token.length && token.endsWith(latin) : token.startsWith(latin, i),
      );
    if (group === undefined) return '';
    out += group[1];
    i += group[0].length;
  }
  // The II of -IY / -IJ / -YI once; then the glide of an iotated vowel (YA, JE, IU: Я Е Ю) at
  // the start or after a vowel, which the systems write differently, is dropped, and so is the
  // soft sign before Е that spellings of one name write or leave out (ЮРЬЕВИЧ / ЮРЕВИЧ: YURYEVICH,
  // YUREVICH, JURIEWICZ). Other doubled letters stay: every system writes НН and СС alike, so
  // PUTTIN is a typo of PUTIN, not a romanization (it must not read as identical).
  return out
    .replace(/I+/g, 'I')
    .replace(/(^|[AEIOU])I(?=[AEOU])/g, '$1')
    .replace(/([^AEIOU])I(?=E)/g, '$1');
}

const NO_KEYS: readonly string[] = [];
const keysMemo = boundedMemo(WORD_MEMO_CAPACITY, (token: string): readonly string[] =>
  token.length < MIN_LETTERS || !LATIN.test(token)
    ? NO_KEYS
    : [
        ...new Set(
          READERS.map((reader) => readWith(token, reader))
            .filter(Boolean)
            .flatMap((key) => [key, akanyeKey(key)]),
        ),
      ],
);

/**
 * Every key a Latin token reads as (empty for short or non-Latin tokens). Memoized (bounded):
 * every query and listed name asks, and the same words recur.
 */
export function russianKeys(token: string): readonly string[] {
  return keysMemo(token);
}

/**
 * Endings of Russian surnames and patronymics in the key alphabet (-OV, -EV, -IN, -SKIY, -ENKO,
 * -ICH, -OVNA …, the Belarusian -AU, -AVA, -AUNA, -ENKA as read back, and the Ukrainian -ЧУК,
 * -ЩУК, -ЮК after a consonant: KOVALCHUK, POLISHCHUK, KUSIUK): a name has Russian readings only if
 * one of its tokens reads with one, so most names cost nothing here. (-УК alone is left out: it
 * ends FAROUK and FARUK, and Arabic names must not be read as Russian.)
 */
const RUSSIAN_ENDING =
  /(OV|EV|IN|SKI|ENKO|IC|OVNA|EVNA|ICNA|OVA|EVA|INA|SKAA|AV|AVA|AVNA|ENKA|CUK|WUK|[^AEIOU]IUK)$/;

/** Keys per token of a name that reads as Russian in some system, or null. */
export function russianReadings(tokens: readonly string[]): ReadonlyMap<string, readonly string[]> | null {
  const keys = new Map<string, readonly string[]>();
  let russian = false;
  for (const token of tokens) {
    const found = russianKeys(token);
    if (found.length === 0) continue;
    keys.set(token, found);
    russian ||= found.some((key) => RUSSIAN_ENDING.test(key));
  }
  return russian ? keys : null;
}

/** Whether two key lists share a key. */
export function shareKey(a: readonly string[], b: readonly string[]): boolean {
  return a.some((key) => b.includes(key));
}
