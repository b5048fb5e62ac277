import { boundedMemo, WORD_MEMO_CAPACITY } from '../../bounded-memo';
/**
 * Korean names in Latin letters (docs/matching.md, "Names in other scripts"). OFAC writes North
 * Korean names in McCune-Reischauer without diacritics (KIM JONG UN, CHOE RYONG HAE, PAK PONG JU);
 * callers also type Revised Romanization (GIM JEONG EUN, BAK) and the spellings South Koreans use
 * (LEE, PARK, CHOI, JUNG). A Latin token is read back into the Hangul syllables it can spell, in
 * either system or in the common conventions, and two tokens are the same romanization when
 * they share a reading. The reading tables are the two systems' jamo tables (initial consonant,
 * vowel, final consonant), not a table of names:
 *   ㄱ K (McCune-Reischauer) / G (Revised), ㅈ CH / J, ㅂ P / B, ㅓ O (Ŏ without its breve) / EO,
 *   ㅡ U (Ŭ) / EU, ㅚ OE (also OI, OY), ㅣ I (also EE, YI), ㅏ A (also AR before a final: PARK) ...
 * The initial-sound rule (두음법칙) is applied to every reading: an initial ㄹ is read as ㄴ, and ㄴ
 * before I or Y as silent, so 리 RI, 이 I / YI / LEE are one reading.
 */

const HANGUL_BASE = 0xac00;
const VOWEL_COUNT = 21;
const FINAL_COUNT = 28;

/** Initial jamo indices (ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ) by Latin spelling. */
const INITIALS: Readonly<Record<string, readonly number[]>> = {
  '': [11],
  K: [0, 15],
  G: [0],
  KK: [1],
  GG: [1],
  N: [2],
  T: [3, 16],
  D: [3],
  TT: [4],
  DD: [4],
  R: [5],
  RH: [5],
  L: [5],
  M: [6],
  P: [7, 17],
  B: [7],
  PP: [8],
  BB: [8],
  S: [9],
  SH: [9],
  SS: [10],
  J: [12],
  CH: [12, 14],
  JJ: [13],
  TCH: [13],
  KH: [15],
  TH: [16],
  PH: [17],
  H: [18],
};

/** Vowel jamo indices (ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ) by Latin spelling. */
const VOWELS: Readonly<Record<string, readonly number[]>> = {
  A: [0],
  AE: [1],
  AI: [1],
  YA: [2],
  YAE: [3],
  O: [4, 8],
  EO: [4],
  U: [13, 18],
  U_EO: [4],
  E: [5],
  YO: [6, 12],
  YEO: [6],
  YU: [17],
  YU_YEO: [6],
  YE: [7],
  WA: [9],
  WAE: [10],
  OE: [11],
  OI: [11],
  OY: [11],
  WE: [11, 15],
  WO: [14],
  OO: [13],
  WI: [16],
  EU: [18],
  UI: [19, 16],
  EUI: [19],
  I: [20],
  EE: [20],
  YI: [19, 20],
};

/** Final jamo indices (0 = none) by Latin spelling. */
const FINALS: Readonly<Record<string, readonly number[]>> = {
  '': [0],
  K: [1],
  G: [1],
  N: [4],
  T: [7, 19],
  D: [7],
  L: [8],
  M: [16],
  P: [17],
  B: [17],
  NG: [21],
};
/** "AR" before a final (PARK for 박): an English spelling of ㅏ. */
const AR_VOWEL = 'AR';
/**
 * Spellings used only in a closed syllable: AR (PARK), and U / YU for ㅓ / ㅕ (JUNG, SUNG, HYUN
 * for 정, 성, 현). In an open syllable U is ㅜ or ㅡ and YU is ㅠ (SU is 수, not 서).
 */
const CLOSED_ONLY = new Set([AR_VOWEL, 'U_EO', 'YU_YEO']);

const MAX_SYLLABLES = 3;
const MAX_READINGS = 24;
const LONGEST_SYLLABLE = 7;

/** The initial-sound rule, applied to every syllable so that 리/이/니 and 로/노 compare equal. */
function withInitialSoundRule(initial: number, vowel: number): number {
  const iOrY = [2, 3, 6, 7, 12, 17, 20].includes(vowel);
  if (initial === 5) initial = 2; // ㄹ → ㄴ
  if (initial === 2 && iOrY) initial = 11; // ㄴ before I/Y → silent
  return initial;
}

function syllable(initial: number, vowel: number, final: number): string {
  return String.fromCharCode(
    HANGUL_BASE + (withInitialSoundRule(initial, vowel) * VOWEL_COUNT + vowel) * FINAL_COUNT + final,
  );
}

const INITIAL_SPELLINGS = Object.entries(INITIALS);
const VOWEL_SPELLINGS: ReadonlyArray<readonly [string, readonly number[]]> = [
  ...Object.entries(VOWELS),
  [AR_VOWEL, [0]],
];

/**
 * Every Latin spelling of a syllable (initial, vowel and final spellings written together) → the
 * Hangul syllables it spells, initial-sound rule applied, in the order of the tables. Built once
 * (about 9,000 spellings): the segmentation asks for every piece of every token.
 */
const SYLLABLE_SPELLINGS: ReadonlyMap<string, readonly string[]> = (() => {
  const spellings = new Map<string, Set<string>>();
  for (const [initialSpelling, initials] of INITIAL_SPELLINGS)
    for (const [vowelSpelling, vowels] of VOWEL_SPELLINGS)
      for (const [finalSpelling, finals] of Object.entries(FINALS)) {
        const latin = initialSpelling + vowelSpelling.split('_')[0] + finalSpelling;
        for (const final of finals) {
          if (final === 0 && CLOSED_ONLY.has(vowelSpelling)) continue;
          for (const initial of initials)
            for (const vowel of vowels) {
              let syllables = spellings.get(latin);
              if (syllables === undefined) spellings.set(latin, (syllables = new Set()));
              syllables.add(syllable(initial, vowel, final));
            }
        }
      }
  return new Map([...spellings].map(([latin, syllables]) => [latin, [...syllables]]));
})();
/** Most pieces tried are no syllable: they share one empty answer. */
const NO_SYLLABLES: readonly string[] = [];

/** The Hangul syllables (initial-sound rule applied) one Latin syllable can spell. */
function readSyllable(latin: string): readonly string[] {
  return SYLLABLE_SPELLINGS.get(latin) ?? NO_SYLLABLES;
}

const readingsMemo = boundedMemo(WORD_MEMO_CAPACITY, (token: string): readonly string[] =>
  /^[A-Z]{1,16}$/.test(token) ? segment(token) : [],
);

/** The Hangul readings of a Latin token (1 to 3 syllables), or none. Memoized. */
export function koreanReadings(token: string): readonly string[] {
  return readingsMemo(token);
}

function segment(token: string): string[] {
  const out = new Set<string>();
  const walk = (start: number, sofar: string) => {
    if (out.size >= MAX_READINGS) return;
    if (start === token.length) {
      out.add(sofar);
      return;
    }
    if (sofar.length >= MAX_SYLLABLES) return;
    for (let end = Math.min(token.length, start + LONGEST_SYLLABLE); end > start; end--) {
      for (const reading of readSyllable(token.slice(start, end))) walk(end, sofar + reading);
    }
  };
  walk(0, '');
  return [...out];
}

/** The reading of a Hangul token: its syllables with the initial-sound rule. */
export function hangulReading(token: string): string {
  let out = '';
  for (const ch of token.normalize('NFC')) {
    const index = (ch.codePointAt(0) ?? 0) - HANGUL_BASE;
    if (index < 0 || index >= 19 * VOWEL_COUNT * FINAL_COUNT) continue;
    const initial = Math.floor(index / (VOWEL_COUNT * FINAL_COUNT));
    const vowel = Math.floor((index % (VOWEL_COUNT * FINAL_COUNT)) / FINAL_COUNT);
    out += syllable(initial, vowel, index % FINAL_COUNT);
  }
  return out;
}
