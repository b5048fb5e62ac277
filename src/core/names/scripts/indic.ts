/**
 * The Indic scripts (Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu, Kannada,
 * Malayalam) in Latin letters, the way the lists write South Asian names: IBRAHIM, not
 * IBRAAHIM or ibrāhīm. Their Unicode blocks share one layout (inherited from ISCII): the same
 * offset is the same letter in each block, so one table of offsets reads all nine.
 *
 * A consonant carries the inherent vowel A unless a vowel sign or the virama follows it; long
 * vowels are written once (ा A, ी I, ू U), ए E, ऐ AI, ओ O, औ AU, ऋ RI; the anusvara and
 * candrabindu are N (M before P, B, M), the visarga H; a nukta makes क़ Q, ख़ KH, ग़ GH, ज़ Z,
 * ड़ R, ढ़ RH, फ़ F. In Hindi, Punjabi, Gujarati and Bengali the inherent vowel is not pronounced
 * at the end of a word after a single consonant (राम RAM, कमल KAMAL, but नरेन्द्र NARENDRA) nor
 * in the middle between a vowel and a consonant followed by a vowel (अकबर AKBAR): the schwa
 * deletion rule of those languages. Dravidian names keep it.
 */

/** The scripts read here, by the start of their Unicode block (each 0x80 long, laid out alike). */
const BLOCKS = [
  { script: 'Devanagari', start: 0x0900, deletesSchwa: true },
  { script: 'Bengali', start: 0x0980, deletesSchwa: true },
  { script: 'Gurmukhi', start: 0x0a00, deletesSchwa: true },
  { script: 'Gujarati', start: 0x0a80, deletesSchwa: true },
  { script: 'Oriya', start: 0x0b00, deletesSchwa: false },
  { script: 'Tamil', start: 0x0b80, deletesSchwa: false },
  { script: 'Telugu', start: 0x0c00, deletesSchwa: false },
  { script: 'Kannada', start: 0x0c80, deletesSchwa: false },
  { script: 'Malayalam', start: 0x0d00, deletesSchwa: false },
] as const;
type Block = (typeof BLOCKS)[number];
const BLOCK_LENGTH = 0x80;
const BENGALI = 0x0980;
const MALAYALAM = 0x0d00;

/** Unicode names of the scripts read here (read-scripts.ts accepts them). */
export const INDIC_SCRIPTS = BLOCKS.map((block) => block.script);

const codeUnit = (code: number) => `\\u${code.toString(16).padStart(4, '0')}`;
/** The blocks as a regular-expression character range (normalization keeps their marks). */
export const INDIC_RANGE = `${codeUnit(BLOCKS[0].start)}-${codeUnit(BLOCKS[BLOCKS.length - 1].start + BLOCK_LENGTH - 1)}`;

/** Consonants by offset in the block (0x15–0x39), in the spelling of South Asian names in the lists. */
const CONSONANTS: Readonly<Record<number, string>> = {
  0x15: 'K',
  0x16: 'KH',
  0x17: 'G',
  0x18: 'GH',
  0x19: 'N',
  0x1a: 'CH',
  0x1b: 'CHH',
  0x1c: 'J',
  0x1d: 'JH',
  0x1e: 'N',
  0x1f: 'T',
  0x20: 'TH',
  0x21: 'D',
  0x22: 'DH',
  0x23: 'N',
  0x24: 'T',
  0x25: 'TH',
  0x26: 'D',
  0x27: 'DH',
  0x28: 'N',
  0x29: 'N',
  0x2a: 'P',
  0x2b: 'PH',
  0x2c: 'B',
  0x2d: 'BH',
  0x2e: 'M',
  0x2f: 'Y',
  0x30: 'R',
  0x31: 'R',
  0x32: 'L',
  0x33: 'L',
  0x34: 'L',
  0x35: 'V',
  0x36: 'SH',
  0x37: 'SH',
  0x38: 'S',
  0x39: 'H',
  // Consonants with a nukta, precomposed.
  0x58: 'Q',
  0x59: 'KH',
  0x5a: 'GH',
  0x5b: 'Z',
  0x5c: 'R',
  0x5d: 'RH',
  0x5e: 'F',
  0x5f: 'Y',
};

/** A nukta after one of these consonants gives another sound. */
const WITH_NUKTA: Readonly<Record<number, string>> = {
  0x15: 'Q',
  0x16: 'KH',
  0x17: 'GH',
  0x1c: 'Z',
  0x21: 'R',
  0x22: 'RH',
  0x2b: 'F',
  0x2f: 'Y',
};

/** Independent vowels (0x05–0x14, 0x60, 0x61) and vowel signs (0x3e–0x4c, 0x62, 0x63). */
const VOWELS: Readonly<Record<number, string>> = {
  0x05: 'A',
  0x06: 'A',
  0x07: 'I',
  0x08: 'I',
  0x09: 'U',
  0x0a: 'U',
  0x0b: 'RI',
  0x0c: 'LRI',
  0x0d: 'E',
  0x0e: 'E',
  0x0f: 'E',
  0x10: 'AI',
  0x11: 'O',
  0x12: 'O',
  0x13: 'O',
  0x14: 'AU',
  0x60: 'RI',
  0x61: 'LRI',
};
const VOWEL_SIGNS: Readonly<Record<number, string>> = {
  0x3e: 'A',
  0x3f: 'I',
  0x40: 'I',
  0x41: 'U',
  0x42: 'U',
  0x43: 'RI',
  0x44: 'RI',
  0x45: 'E',
  0x46: 'E',
  0x47: 'E',
  0x48: 'AI',
  0x49: 'O',
  0x4a: 'O',
  0x4b: 'O',
  0x4c: 'AU',
  0x57: 'AU',
  0x62: 'LRI',
  0x63: 'LRI',
};
const CANDRABINDU = 0x01;
const ANUSVARA = 0x02;
const VISARGA = 0x03;
const NUKTA = 0x3c;
const VIRAMA = 0x4d;
/** Gurmukhi's tippi (a nasal, like the anusvara) and addak (the next consonant doubled). */
const GURMUKHI_TIPPI = 0x70;
const GURMUKHI_ADDAK = 0x71;
/** Bengali's khanda ta (ৎ): a T without a vowel. */
const BENGALI_KHANDA_TA = 0x4e;
/** Malayalam's chillu letters (ൺ ൻ ർ ൽ ൾ ൿ): consonants without a vowel. */
const MALAYALAM_CHILLUS: Readonly<Record<number, string>> = {
  0x7a: 'N',
  0x7b: 'N',
  0x7c: 'R',
  0x7d: 'L',
  0x7e: 'L',
  0x7f: 'K',
};
const DIGIT_ZERO = 0x66;
const DIGIT_NINE = 0x6f;

interface Letter {
  /** The consonant's offset in its block (for a nukta), or -1. */
  offset: number;
  consonant: string;
  /** The vowel written after it ('' for none: virama), or null for the inherent A. */
  vowel: string | null;
  /** Text after the syllable's vowel (a nasal or the visarga). */
  coda: string;
}

/** The block of a character, or null when it is in none of the scripts read here. */
function blockOf(code: number): Block | null {
  return BLOCKS.find(({ start }) => code >= start && code < start + BLOCK_LENGTH) ?? null;
}

/** The syllables of an Indic token: each consonant (or independent vowel) with its vowel and coda. */
function lettersOf(token: string): { letters: Letter[]; deletesSchwa: boolean } {
  const letters: Letter[] = [];
  let deletesSchwa = false;
  let doubleNext = false;
  for (const ch of token) {
    const code = ch.codePointAt(0) ?? 0;
    const block = blockOf(code);
    if (!block) continue;
    deletesSchwa = block.deletesSchwa;
    const offset = code - block.start;
    const last = letters[letters.length - 1];
    if (CONSONANTS[offset] !== undefined) {
      const consonant = CONSONANTS[offset];
      letters.push({
        offset,
        consonant: doubleNext ? consonant[0] + consonant : consonant,
        vowel: null,
        coda: '',
      });
      doubleNext = false;
    } else if (VOWELS[offset] !== undefined) {
      letters.push({ offset: -1, consonant: '', vowel: VOWELS[offset], coda: '' });
    } else if (offset === BENGALI_KHANDA_TA && block.start === BENGALI) {
      letters.push({ offset: -1, consonant: 'T', vowel: '', coda: '' });
    } else if (MALAYALAM_CHILLUS[offset] !== undefined && block.start === MALAYALAM) {
      letters.push({ offset: -1, consonant: MALAYALAM_CHILLUS[offset], vowel: '', coda: '' });
    } else if (offset >= DIGIT_ZERO && offset <= DIGIT_NINE) {
      letters.push({ offset: -1, consonant: String(offset - DIGIT_ZERO), vowel: '', coda: '' });
    } else if (!last) {
      continue;
    } else if (offset === NUKTA) {
      last.consonant = WITH_NUKTA[last.offset] ?? last.consonant;
    } else if (VOWEL_SIGNS[offset] !== undefined) {
      last.vowel = VOWEL_SIGNS[offset];
    } else if (offset === VIRAMA) {
      last.vowel = '';
    } else if (offset === ANUSVARA || offset === CANDRABINDU || offset === GURMUKHI_TIPPI) {
      last.coda = 'N';
    } else if (offset === VISARGA) {
      last.coda = 'H';
    } else if (offset === GURMUKHI_ADDAK) {
      doubleNext = true;
    }
  }
  return { letters, deletesSchwa };
}

/** An Indic-script token in Latin letters (upper case). */
export function romanizeIndic(token: string): string {
  const { letters, deletesSchwa } = lettersOf(token);
  // null: the inherent vowel, decided below; '' after a virama.
  const vowels = letters.map((letter) => letter.vowel);
  const inherent = (i: number) => letters[i].consonant !== '' && vowels[i] === null;
  const sounded = (i: number) => vowels[i] !== '';
  if (deletesSchwa) {
    // From the end, so each decision sees the vowels after it: final after a single consonant
    // (राम RAM; नरेन्द्र NARENDRA keeps it after the cluster), then between an open syllable and a
    // consonant with a vowel (अकबर AKBAR; कंपनी KAMPANI keeps it after the closed syllable KAM).
    const last = letters.length - 1;
    if (last > 0 && inherent(last) && sounded(last - 1)) vowels[last] = '';
    for (let i = last - 1; i > 0; i--) {
      const openBefore = sounded(i - 1) && letters[i - 1].coda === '';
      if (inherent(i) && openBefore && letters[i + 1].consonant !== '' && sounded(i + 1)) vowels[i] = '';
    }
  }
  return letters
    .map((letter, i) => {
      const nasal = letter.coda === 'N' && /^[PBM]/.test(letters[i + 1]?.consonant ?? '') ? 'M' : letter.coda;
      return letter.consonant + (vowels[i] ?? 'A') + nasal;
    })
    .join('');
}
