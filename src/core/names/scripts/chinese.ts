import { boundedMemo, WORD_MEMO_CAPACITY } from '../../bounded-memo';
import { PINYIN_SYLLABLES } from '../data/pinyin-syllables';
import { CHINESE_ORGANIZATION_WORDS } from '../data/chinese-organization-words';
import { organizationVocabulary, readOrganizationName } from './organization-words';
import { pinyinSyllables } from './pinyin';

/**
 * Chinese names (docs/matching.md, "Names in other scripts").
 *  - Han characters are read with `pinyin-pro` (surname readings for the first character, no
 *    tones) and written as OFAC writes Chinese people: the surname, then the given name as one
 *    word (习近平 → XI JINPING). Organization names (a token ending in a legal form or a kind of
 *    body, or of five characters or more) are read word by word (organization-words.ts).
 *  - Latin tokens are read as pinyin and as Wade-Giles, syllable by syllable, and each reading is
 *    given in pinyin: HSI → XI; CHING → JING or QING (normalization drops the apostrophe that
 *    tells CH' from CH). Two spellings are the same romanization when their readings share one.
 *    The Wade-Giles rules are the system's own correspondences (initials and finals), checked
 *    against the list of pinyin syllables, not a table of names.
 */

const PINYIN = new Set(PINYIN_SYLLABLES);
const LONGEST_SYLLABLE = 6;
/** A token of more syllables than this is not read as Chinese (most Chinese words have 1–3). */
const MAX_SYLLABLES = 4;
/** Readings of one token are capped: ambiguous Wade-Giles multiplies them. */
const MAX_READINGS = 16;

/** Two-character surnames, so that 欧阳娜娜 reads OUYANG NANA, not OU YANGNANA. */
const COMPOUND_SURNAMES = new Set(
  '欧阳 司马 上官 诸葛 东方 皇甫 尉迟 公孙 慕容 长孙 宇文 司徒 夏侯 轩辕 令狐 钟离 端木 独孤 南宫 呼延 澹台 公冶 太史 申屠 西门 闻人'.split(
    ' ',
  ),
);
const PERSON_NAME_MAX_CHARACTERS = 4;
const ORGANIZATION_WORDS = organizationVocabulary(CHINESE_ORGANIZATION_WORDS);
const HAN_ONLY = /^\p{Script=Han}+$/u;

/** The Latin form of a token of Han characters, as space-separated upper-case words. */
export function romanizeHan(token: string): string {
  const characters = [...token];
  const hanOnly = HAN_ONLY.test(token);
  const organization = hanOnly
    ? readOrganizationName(
        characters,
        ORGANIZATION_WORDS,
        characters.length > PERSON_NAME_MAX_CHARACTERS,
        (run) => pinyinSyllables(run, 'normal').join(''),
      )
    : null;
  if (organization !== null) return organization;
  const syllables = pinyinSyllables(token, 'surname');
  if (!hanOnly || syllables.length !== characters.length) return syllables.join(' ');
  // A longer name was read as an organization's above; one character is a surname alone.
  if (characters.length < 2) return syllables.join(' ');
  const surnameLength =
    COMPOUND_SURNAMES.has(characters.slice(0, 2).join('')) && characters.length > 2 ? 2 : 1;
  return [syllables.slice(0, surnameLength).join(''), syllables.slice(surnameLength).join('')].join(' ');
}

/**
 * Wade-Giles initials (apostrophe lost) and the pinyin initials they stand for. CH and the
 * aspirates are ambiguous without the apostrophe; CH before I or Ü is J/Q, otherwise ZH/CH.
 */
const WG_INITIALS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['HS', ['X']],
  ['CH', ['ZH', 'CH', 'J', 'Q']],
  ['TS', ['Z', 'C']],
  ['TZ', ['Z', 'C']],
  ['SS', ['S']],
  ['SZ', ['S']],
  ['SH', ['SH']],
  ['K', ['G', 'K']],
  ['P', ['B', 'P']],
  ['T', ['D', 'T']],
  ['J', ['R']],
  ['', ['']],
];
const WG_OTHER_INITIALS = new Set(['M', 'F', 'N', 'L', 'H', 'S', 'W', 'Y']);

/** Wade-Giles finals that pinyin writes otherwise, longest first. */
const WG_FINALS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^IH$/, 'I'],
  [/IUNG$/, 'IONG'],
  [/UNG$/, 'ONG'],
  [/IEN$/, 'IAN'],
  [/EH$/, 'E'],
  [/UEI$/, 'UI'],
  [/^ERH$/, 'ER'],
];

/** The pinyin syllables one Wade-Giles syllable may stand for (empty when it is not Wade-Giles). */
function wadeGilesSyllable(syllable: string): string[] {
  const results = new Set<string>();
  for (const [wg, targets] of WG_INITIALS) {
    let initial = wg;
    if (wg === '' && WG_OTHER_INITIALS.has(syllable[0]) && !syllable.startsWith('SH'))
      initial = syllable.startsWith('SS') || syllable.startsWith('SZ') ? '' : syllable[0];
    if (!syllable.startsWith(initial)) continue;
    let final = syllable.slice(initial.length);
    if (final === '' && initial !== 'M' && initial !== 'N') continue;
    for (const [pattern, replacement] of WG_FINALS) final = final.replace(pattern, replacement);
    for (const target of wg === '' ? [initial] : targets) {
      let finalFor = final;
      // TZU, TS'U, SSU: the apical vowel Ŭ is pinyin I.
      if ((wg === 'TS' || wg === 'TZ' || wg === 'SS' || wg === 'SZ') && final === 'U') finalFor = 'I';
      // KO, K'O, HO: Wade-Giles O after a velar is pinyin E.
      if ((wg === 'K' || initial === 'H') && final === 'O') finalFor = 'E';
      // YEN is YAN.
      if (initial === 'Y' && final === 'EN') finalFor = 'AN';
      // CH before I or Ü is J/Q, otherwise ZH/CH; IH only follows the retroflexes.
      const palatal = finalFor.startsWith('I') || finalFor.startsWith('U');
      if (wg === 'CH' && (target === 'J' || target === 'Q') && !palatal) continue;
      if (wg === 'CH' && (target === 'ZH' || target === 'CH') && syllable.slice(2).startsWith('I')) {
        if (syllable.slice(2) !== 'IH') continue;
      }
      for (const pinyinFinal of alsoWritten(initial, wg, final, finalFor)) {
        const candidate = target + pinyinFinal;
        if (PINYIN.has(candidate)) results.add(candidate);
      }
    }
    if (wg !== '') break;
  }
  if (syllable === 'I') results.add('YI');
  return [...results];
}

/**
 * The pinyin finals a Wade-Giles final may stand for: itself (after the rules above), and where
 * Wade-Giles writes two pinyin finals alike, the other: O after a consonant other than K or H is
 * also UO (LO LUO, TO DUO, TSO ZUO, CHO ZHUO, JO RUO), YU is also YOU.
 */
function alsoWritten(initial: string, wg: string, final: string, finalFor: string): readonly string[] {
  if (final === 'O' && wg !== 'K' && initial !== 'H' && initial !== '') return [finalFor, 'UO'];
  if (initial === 'Y' && final === 'U') return [finalFor, 'OU'];
  return [finalFor];
}

/** Ways to read a token as syllables of one system, each as the pinyin syllables it stands for. */
function segmentations(token: string, readSyllable: (s: string) => string[]): string[][] {
  const out: string[][] = [];
  const walk = (start: number, sofar: string[]) => {
    if (out.length >= MAX_READINGS) return;
    if (start === token.length) {
      if (sofar.length > 0) out.push(sofar);
      return;
    }
    if (sofar.length >= MAX_SYLLABLES) return;
    for (let end = Math.min(token.length, start + LONGEST_SYLLABLE); end > start; end--) {
      // A one-letter syllable (A, E, O) inside a longer word would read almost anything.
      if (end - start === 1 && token.length > 1) continue;
      for (const reading of readSyllable(token.slice(start, end))) walk(end, [...sofar, reading]);
    }
  };
  walk(0, []);
  return out;
}

const pinyinSyllable = (s: string): string[] => (PINYIN.has(s) ? [s] : []);

const readingsMemo = boundedMemo(WORD_MEMO_CAPACITY, readingsOf);

/**
 * The pinyin readings of a Latin token (syllables joined by '-'), as pinyin and as Wade-Giles;
 * empty when it is neither. Memoized.
 */
export function chineseReadings(token: string): readonly string[] {
  return readingsMemo(token);
}

function readingsOf(token: string): readonly string[] {
  // A one-letter token is an initial, except the Wade-Giles syllable I (pinyin YI: I-SHAN, YISHAN).
  return (token.length < 2 && token !== 'I') ||
    token.length > MAX_SYLLABLES * LONGEST_SYLLABLE ||
    !/^[A-Z]+$/.test(token)
    ? []
    : [
        ...new Set(
          [...segmentations(token, pinyinSyllable), ...segmentations(token, wadeGilesSyllable)].map((s) =>
            s.join('-'),
          ),
        ),
      ].slice(0, MAX_READINGS);
}
