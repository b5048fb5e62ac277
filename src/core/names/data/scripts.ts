/**
 * Per-script corrections applied BEFORE the `transliteration` library, where the library's
 * romanization differs from the spelling OFAC uses for listed names. Each entry is a pattern
 * on the upper-case native-script token (after normalizeName, which strips combining marks,
 * so Й arrives as И and Ё as Е) and its Latin replacement; whatever is left is
 * transliterated by the library.
 */
export interface ScriptRewrite {
  readonly pattern: RegExp;
  readonly replacement: string;
}

const CYRILLIC_VOWELS = 'АЕИОУЫЭЮЯІЇЄ';

/**
 * Russian (BGN/PCGN as used by OFAC): the library writes Х as H, Ц as C and never YE.
 * Order matters: Й is recovered first (И after a vowel: ЮРИИ, ЗАИЦЕВ),
 * then Е becomes YE at the start of a word and after a vowel or a soft/hard sign.
 */
export const RUSSIAN_REWRITES: readonly ScriptRewrite[] = [
  { pattern: new RegExp(`(?<=[${CYRILLIC_VOWELS}])И`, 'g'), replacement: 'Й' },
  { pattern: new RegExp(`(?<=^|[${CYRILLIC_VOWELS}ЬЪ])Е`, 'g'), replacement: 'YE' },
  { pattern: /Й/g, replacement: 'Y' },
  { pattern: /Х/g, replacement: 'KH' },
  { pattern: /Ц/g, replacement: 'TS' },
  { pattern: /[ЬЪ]/g, replacement: '' },
];

/** Ukrainian (Ukrainian national system, 2010, used by OFAC for Ukrainian names). */
export const UKRAINIAN_REWRITES: readonly ScriptRewrite[] = [
  { pattern: /(?<=^)Є/g, replacement: 'YE' },
  { pattern: /Є/g, replacement: 'IE' },
  { pattern: /(?<=^)Ї/g, replacement: 'YI' },
  { pattern: /Ї/g, replacement: 'I' },
  { pattern: /Й/g, replacement: 'Y' },
  { pattern: /И/g, replacement: 'Y' },
  { pattern: /Г/g, replacement: 'H' },
  { pattern: /Ґ/g, replacement: 'G' },
  { pattern: /Х/g, replacement: 'KH' },
  { pattern: /Ц/g, replacement: 'TS' },
  { pattern: /Ь/g, replacement: '' },
];

/** Letters only Ukrainian uses (after mark stripping Ї arrives as І): they select Ukrainian rules. */
export const UKRAINIAN_ONLY_LETTERS = /[ІЇЄҐ]/;

/**
 * Letters of the Turkic and Tajik Cyrillic alphabets (Kazakh, Kyrgyz, Tatar, Bashkir, Uzbek, Tajik).
 * Kazakh writes І too, but its Г is G and its И is I, as in Russian: a name holding one of these
 * keeps the Russian rules (ГҮЛНАР is GULNAR, not HULNAR).
 */
export const TURKIC_CYRILLIC_LETTERS = /[ҒҚҢӨҰҮҺҖҘҪҶҲӢӮ]/;

/**
 * Serbian and Macedonian, written as the lists write Balkan names: the Serbo-Croatian Latin alphabet
 * without its diacritics (MLADIC, KARADZIC, BRDJANIN, FURUNDZIJA, CERKEZ, SESELJ). The library
 * reads Ћ as TSH, Џ as DZH, Ч as CH, Ш as SH and Ж as ZH, the Russian way. One Cyrillic letter
 * is one Latin letter or digraph; Macedonian Ѓ and Ќ arrive as Г and К (mark stripping).
 */
export const SOUTH_SLAVIC_REWRITES: readonly ScriptRewrite[] = [
  { pattern: /Ђ/g, replacement: 'DJ' },
  { pattern: /Ћ/g, replacement: 'C' },
  { pattern: /Џ/g, replacement: 'DZ' },
  { pattern: /Ѕ/g, replacement: 'DZ' },
  { pattern: /Љ/g, replacement: 'LJ' },
  { pattern: /Њ/g, replacement: 'NJ' },
  { pattern: /Ј/g, replacement: 'J' },
  { pattern: /[ЧЦ]/g, replacement: 'C' },
  { pattern: /Ш/g, replacement: 'S' },
  { pattern: /Ж/g, replacement: 'Z' },
  { pattern: /Х/g, replacement: 'H' },
];

/** Letters only Serbian and Macedonian use among the Cyrillic alphabets read here: they select South Slavic rules. */
export const SOUTH_SLAVIC_ONLY_LETTERS = /[ЂЋЏЅЉЊЈ]/;

/**
 * Georgian (the national system of 2002, used in Georgian passports and by the lists: SHUSHANASHVILI,
 * PARTSKHALADZE, ORDZHONIKIDZE), on Mkhedruli letters. The library writes ძ as Z, ც and წ as C, ხ as X
 * and ღ as G: ფარცხალაძე read PARCXALAZE. The letters it writes with a mark (თ T`, ფ P`, ქ K`, ჩ CH`)
 * need nothing, since normalization drops the mark.
 */
export const GEORGIAN_REWRITES: readonly ScriptRewrite[] = [
  { pattern: /ძ/g, replacement: 'DZ' },
  { pattern: /[ცწ]/g, replacement: 'TS' },
  { pattern: /ხ/g, replacement: 'KH' },
  { pattern: /ღ/g, replacement: 'GH' },
];

/**
 * Armenian (BGN/PCGN and Armenian passports: HARUTYUNYAN, VOSKANYAN, YERVAND), on upper-case letters.
 * The library writes the vowel ՈՒ as OW (ՄՈՒՐԱԴՅԱՆ → MOWRADYAN), Ռ as RH, and never YE or VO at the
 * start of a word. Upper-casing writes the ligature և as ԵՒ (YEV first, else EV: ԵՐԵՒԱՆ YEREVAN).
 */
export const ARMENIAN_REWRITES: readonly ScriptRewrite[] = [
  { pattern: /^ԵՒ/g, replacement: 'YEV' },
  { pattern: /ԵՒ/g, replacement: 'EV' },
  { pattern: /ՈՒ/g, replacement: 'U' },
  { pattern: /^Ե/g, replacement: 'YE' },
  { pattern: /^Ո/g, replacement: 'VO' },
  { pattern: /Ռ/g, replacement: 'R' },
  { pattern: /Ւ/g, replacement: 'V' },
];

/** Greek (ELOT 743): the library writes ΟΥ as OY, Χ as H, and ignores the digraphs. */
export const GREEK_REWRITES: readonly ScriptRewrite[] = [
  { pattern: /ΟΥ/g, replacement: 'OU' },
  { pattern: /ΑΥ/g, replacement: 'AV' },
  { pattern: /ΕΥ/g, replacement: 'EV' },
  { pattern: /^ΜΠ/g, replacement: 'B' },
  { pattern: /^ΝΤ/g, replacement: 'D' },
  { pattern: /^ΓΚ/g, replacement: 'G' },
  { pattern: /ΓΓ/g, replacement: 'NG' },
  { pattern: /Χ/g, replacement: 'CH' },
];

/**
 * Arabic and Persian letters: the library drops alif, writes ع as "aa", غ as "G", ة as "@", ى as "~"
 * and Persian ک as "kh" (Persian ی and ک are folded to ي and ك first). Long vowels written with و / ي stay W / Y: short vowels are not
 * written in Arabic script, so they cannot be recovered (see ARABIC_GIVEN_NAMES).
 */
export const ARABIC_REWRITES: readonly ScriptRewrite[] = [
  { pattern: /[اىآ]/g, replacement: 'A' },
  { pattern: /ة$/g, replacement: 'A' },
  { pattern: /ة/g, replacement: 'T' },
  { pattern: /[عء]/g, replacement: '' },
  { pattern: /غ/g, replacement: 'GH' },
];

/**
 * Frequent given names and particles in Arabic script (as normalizeName leaves them: hamza
 * seats stripped, so أحمد arrives as احمد), mapped straight to their canonical Latin token
 * because letter-by-letter transliteration cannot restore the short vowels (محمد → MHMD).
 * Persian spellings (ی, ک) are folded to Arabic letters before the lookup.
 */
export const ARABIC_GIVEN_NAMES: Readonly<Record<string, string>> = {
  محمد: 'MUHAMMAD',
  احمد: 'AHMAD',
  علي: 'ALI',
  حسين: 'HUSAYN',
  حسن: 'HASAN',
  عبد: 'ABD',
  عبدالله: 'ABDALLAH',
  ابراهيم: 'IBRAHIM',
  عمر: 'UMAR',
  عثمان: 'UTHMAN',
  خالد: 'KHALID',
  يوسف: 'YUSUF',
  مصطفى: 'MUSTAFA',
  محمود: 'MAHMUD',
  اسامة: 'USAMA',
  اسامه: 'USAMA',
  صالح: 'SALIH',
  سعيد: 'SAID',
  سيد: 'SAYYID',
  رضا: 'RIDA',
  مهدي: 'MAHDI',
  جواد: 'JAWAD',
  عباس: 'ABBAS',
  جعفر: 'JAFAR',
  اسماعيل: 'ISMAIL',
  موسى: 'MUSA',
  عيسى: 'ISA',
  يحيى: 'YAHYA',
  ناصر: 'NASIR',
  قاسم: 'QASIM',
  سليمان: 'SULAYMAN',
  فاطمة: 'FATIMA',
  عائشة: 'AISHA',
  عايشة: 'AISHA',
  حمزة: 'HAMZA',
  طارق: 'TARIQ',
  بن: 'BIN',
  ابن: 'IBN',
  ابو: 'ABU',
  بنت: 'BINT',
  ال: 'AL',
  الله: 'ALLAH',
  رحمن: 'RAHMAN',
  رحيم: 'RAHIM',
  عزيز: 'AZIZ',
  كريم: 'KARIM',
  سلمان: 'SALMAN',
  فيصل: 'FAYSAL',
  خليل: 'KHALIL',
  جمال: 'JAMAL',
  لادن: 'LADIN',
  صدام: 'SADDAM',
  بشار: 'BASHAR',
  اسد: 'ASAD',
  خامنه: 'KHAMENEI',
  خامنهاي: 'KHAMENEI',
};

/** The Arabic definite article, written joined to the next word (الحسين → AL HUSAYN). */
export const ARABIC_ARTICLE = 'ال';
/** ABD written joined to the article and the next name (عبدالرحمن → ABD AL RAHMAN). */
export const ARABIC_ABD_AL = 'عبدال';

/**
 * Korean (Hangul), romanized syllable by syllable in the DPRK / McCune-Reischauer style
 * without diacritics that OFAC uses for Korean names (KIM JONG UN, CHOE RYONG HAE,
 * PAK PONG JU); the library's Revised Romanization gives GIM JEONG EUN. Indexed by the
 * Unicode jamo order: 19 initials, 21 vowels, 28 finals (index 0 = none).
 */
export const HANGUL_INITIALS: readonly string[] = [
  'K',
  'KK',
  'N',
  'T',
  'TT',
  'R',
  'M',
  'P',
  'PP',
  'S',
  'SS',
  '',
  'J',
  'JJ',
  'CH',
  'KH',
  'TH',
  'PH',
  'H',
];
export const HANGUL_VOWELS: readonly string[] = [
  'A',
  'AE',
  'YA',
  'YAE',
  'O',
  'E',
  'YO',
  'YE',
  'O',
  'WA',
  'WAE',
  'OE',
  'YO',
  'U',
  'WO',
  'WE',
  'WI',
  'YU',
  'U',
  'UI',
  'I',
];
export const HANGUL_FINALS: readonly string[] = [
  '',
  'K',
  'K',
  'K',
  'N',
  'N',
  'N',
  'T',
  'L',
  'K',
  'M',
  'L',
  'L',
  'L',
  'P',
  'L',
  'M',
  'P',
  'P',
  'T',
  'T',
  'NG',
  'T',
  'T',
  'K',
  'T',
  'P',
  'T',
];
/** Whole syllables written otherwise by convention: the surname 이/리 is RI in DPRK usage. */
export const HANGUL_SYLLABLE_EXCEPTIONS: Readonly<Record<string, string>> = { 이: 'RI', 리: 'RI' };
