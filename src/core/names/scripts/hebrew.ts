/**
 * Hebrew is an abjad like Arabic, letter for letter: each Hebrew letter is written as the Arabic
 * (or Persian) letter of the same sound, so the Arabic reader (scripts/arabic.ts: skeletons and
 * reading patterns) reads Hebrew too (אוסאמה → اوسامه, USAMA). Where the Hebrew letter has two
 * sounds, the letter whose Latin spellings cover both: ח as خ (CH, KH, H), final ך as خ, פ as پ
 * (P), final ף as ف (F). A geresh (׳ or ') makes ג J, ז ZH, צ CH and ת TH.
 */
const HEBREW_WITH_GERESH: Readonly<Record<string, string>> = { ג: 'ج', ז: 'ژ', צ: 'چ', ת: 'ث' };
const HEBREW_LETTERS: Readonly<Record<string, string>> = {
  א: 'ا',
  ב: 'ب',
  ג: 'گ',
  ד: 'د',
  ה: 'ه',
  ו: 'و',
  ז: 'ز',
  ח: 'خ',
  ט: 'ط',
  י: 'ي',
  כ: 'ك',
  ך: 'خ',
  ל: 'ل',
  מ: 'م',
  ם: 'م',
  נ: 'ن',
  ן: 'ن',
  ס: 'س',
  ע: 'ع',
  פ: 'پ',
  ף: 'ف',
  צ: 'ص',
  ץ: 'ص',
  ק: 'ق',
  ר: 'ر',
  ש: 'ش',
  ת: 'ت',
  װ: 'و',
  ױ: 'وي',
  ײ: 'يي',
};
const HEBREW_GERESH = /([גזצת])[\u05f3']/g;
const HEBREW_LETTER = /[\u05d0-\u05ea\u05f0-\u05f2]/g;

/** Hebrew presentation forms (שׁ, אל ligature …), decomposed to the letters first. */
const HEBREW_PRESENTATION_FORM = /[\ufb1d-\ufb4f]/g;

export function hebrewAsArabic(text: string): string {
  return text
    .replace(HEBREW_PRESENTATION_FORM, (form) => form.normalize('NFKD'))
    .replace(HEBREW_GERESH, (_, letter: string) => HEBREW_WITH_GERESH[letter])
    .replace(HEBREW_LETTER, (letter) => HEBREW_LETTERS[letter]);
}
