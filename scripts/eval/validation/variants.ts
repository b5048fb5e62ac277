import type { Rng } from '../prng';

/**
 * The validation part's name variants (docs/evaluation.md, "Validation part"). Every model here is
 * a different family from the tuning part's (scripts/eval/transforms.ts): other typing errors,
 * other name orders, more tokens dropped, legal forms written out in the company's own language.
 * Each function is pure given the Rng and returns null when it does not apply to the name.
 */

const LETTERS = /^[A-Z]+$/;

/** Upper-case tokens of a name with punctuation other than hyphens and apostrophes removed. */
export function words(name: string): string[] {
  return name
    .toUpperCase()
    .replace(/[^\p{L}\p{N}'\- ]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/** Words that never make a name distinctive: legal forms, sector and generic business words, particles. */
export const GENERIC_WORDS = new Set(
  (
    'LLC LTD LIMITED CO COMPANY CORP CORPORATION INC INCORPORATED JSC OJSC CJSC PJSC OAO ZAO PAO AO OOO SA ' +
    'S.A. SRL SAS GMBH AG PLC BV NV FZE FZCO FZC LLP LP SARL SPA BHD SDN PTE PVT TRADING TRADE GROUP HOLDING ' +
    'HOLDINGS INTERNATIONAL INDUSTRIES INDUSTRIAL INDUSTRY ENERGY FINANCIAL FINANCE BANK ELECTRONICS ' +
    'TECHNOLOGIES TECHNOLOGY TELECOM COMMUNICATIONS RESOURCES SHIPPING SERVICES SERVICE ENTERPRISE ' +
    'ENTERPRISES GENERAL NATIONAL GLOBAL OF THE AND FOR DE DEL LA EL AL BIN IBN ABU ABD COMMERCIAL ' +
    'DEVELOPMENT INVESTMENT INVESTMENTS MANAGEMENT CONSTRUCTION ENGINEERING MARINE PETROLEUM OIL GAS'
  ).split(' '),
);

// ---------------------------------------------------------------- misspelling
export type Misspelling = 'ocr' | 'phonetic' | 'doubling' | 'vowel';

/** OCR confusions of printed or scanned letters (pairs read one for the other). */
const OCR: readonly [string, string][] = [
  ['M', 'RN'],
  ['RN', 'M'],
  ['D', 'CL'],
  ['W', 'VV'],
  ['I', 'L'],
  ['L', 'I'],
  ['E', 'F'],
  ['H', 'N'],
  ['U', 'LI'],
  ['O', 'Q'],
  ['C', 'G'],
];
/** Respellings that sound the same. */
const PHONETIC: readonly [RegExp, string][] = [
  [/PH/, 'F'],
  [/F/, 'PH'],
  [/CK/, 'K'],
  [/C(?=[AOU])/, 'K'],
  [/K(?=[AOU])/, 'C'],
  [/Z/, 'S'],
  [/S(?=[AEIOU])/, 'Z'],
  [/(?<=[A-Z])Y(?=[A-Z])/, 'I'],
  [/(?<=[A-Z])I(?=[A-Z])/, 'Y'],
  [/TH/, 'T'],
  [/GH/, 'G'],
  [/W/, 'V'],
  [/V/, 'W'],
  [/X/, 'KS'],
  [/QU/, 'KW'],
  [/EI/, 'EY'],
  [/OU/, 'U'],
];
const VOWEL_SWAPS: Record<string, string[]> = {
  A: ['E', 'O'],
  E: ['A', 'I'],
  I: ['E', 'Y'],
  O: ['U', 'A'],
  U: ['O', 'OU'],
};

/** Positions in `word` where `needle` occurs (from `from` on). */
function positions(word: string, needle: string, from: number): number[] {
  const out: number[] = [];
  for (let i = word.indexOf(needle, from); i >= 0; i = word.indexOf(needle, i + 1)) out.push(i);
  return out;
}

/** One error of the given family in one word; the first letter is kept except by phonetic respellings. */
export function misspellWord(word: string, model: Misspelling, rng: Rng): string | null {
  const options: string[] = [];
  if (model === 'ocr') {
    for (const [from, to] of OCR)
      for (const i of positions(word, from, 1))
        options.push(word.slice(0, i) + to + word.slice(i + from.length));
  } else if (model === 'phonetic') {
    for (const [re, to] of PHONETIC) {
      const m = re.exec(word);
      if (m) options.push(word.slice(0, m.index) + to + word.slice(m.index + m[0].length));
    }
  } else if (model === 'doubling') {
    for (let i = 1; i < word.length; i++) {
      if (word[i] === word[i - 1]) options.push(word.slice(0, i) + word.slice(i + 1));
      else if (!'AEIOUY'.includes(word[i]) && word[i] !== word[i + 1])
        options.push(word.slice(0, i) + word[i] + word.slice(i));
    }
  } else {
    for (let i = 1; i < word.length; i++)
      for (const to of VOWEL_SWAPS[word[i]] ?? []) options.push(word.slice(0, i) + to + word.slice(i + 1));
  }
  const distinct = [...new Set(options)].filter((o) => o !== word);
  return distinct.length ? rng.pick(distinct) : null;
}

/** Distinctive words of 5+ letters: the ones a misspelling targets. */
export function distinctiveWords(name: string): string[] {
  return words(name).filter((w) => w.length >= 5 && LETTERS.test(w) && !GENERIC_WORDS.has(w));
}

/** `replacement` in the case pattern of `original`: UPPER, lower or Title. */
export function matchCase(replacement: string, original: string): string {
  if (original === original.toUpperCase()) return replacement.toUpperCase();
  if (original === original.toLowerCase()) return replacement.toLowerCase();
  return replacement[0].toUpperCase() + replacement.slice(1).toLowerCase();
}

/** Replaces the first whole-word occurrence of `word` in `name` (case-insensitive), in that occurrence's case. */
export function replaceWord(name: string, word: string, replacement: string): string {
  const re = new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, 'iu');
  return name.replace(re, (found) => matchCase(replacement, found));
}

/** One misspelling (OCR, phonetic, doubled/dropped letter or vowel change) in one distinctive word. */
export function misspell(name: string, rng: Rng, model?: Misspelling): string | null {
  const targets = distinctiveWords(name);
  if (targets.length === 0) return null;
  const order = model ? [model] : rng.shuffle<Misspelling>(['ocr', 'phonetic', 'doubling', 'vowel']);
  const word = rng.pick(targets);
  for (const m of order) {
    const changed = misspellWord(word, m, rng);
    if (changed) return replaceWord(name, word, changed);
  }
  return null;
}

/** A short name: at most two distinctive words (legal forms and generic words not counted). */
export function isShortName(name: string): boolean {
  const distinctive = words(name).filter((w) => !GENERIC_WORDS.has(w) && w.length > 1);
  return distinctive.length >= 1 && distinctive.length <= 2;
}

// ---------------------------------------------------------------- name order and dropped middles
const SUFFIX = /^(JR|SR|II|III|IV)\.?$/i;
export const title = (w: string) =>
  w
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase());

/** "SURNAME, Given Middle" split in its parts, or null when the name has no such comma. */
export function splitListedPerson(name: string): { surname: string[]; given: string[] } | null {
  const comma = name.indexOf(',');
  if (comma <= 0) return null;
  const surname = name.slice(0, comma).trim().split(/\s+/);
  const given = name
    .slice(comma + 1)
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (given.length === 0 || given.some((g) => SUFFIX.test(g))) return null;
  return { surname, given };
}

export type NameOrder = 'given_SURNAME' | 'surname_given' | 'lower_case';

/** Another written order of a "SURNAME, Given Middle" name, with other capitalization than the list's. */
export function rewriteOrder(name: string, rng: Rng, order?: NameOrder): string | null {
  const parts = splitListedPerson(name);
  if (!parts) return null;
  const chosen = order ?? rng.pick<NameOrder>(['given_SURNAME', 'surname_given', 'lower_case']);
  const given = parts.given.join(' ');
  const surname = parts.surname.join(' ');
  if (chosen === 'given_SURNAME') return `${title(given)} ${surname.toUpperCase()}`;
  if (chosen === 'surname_given') return `${title(surname)} ${title(given)}`;
  return `${given} ${surname}`.toLowerCase();
}

/**
 * "SURNAME, Given Middle Middle" → "Given SURNAME": every middle name or patronymic dropped, and for
 * a two-word surname (Hispanic paternal + maternal) sometimes the second one too. At least two
 * tokens are dropped; names with fewer droppable tokens do not apply.
 */
export function dropMiddles(name: string, rng: Rng): string | null {
  const parts = splitListedPerson(name);
  if (!parts) return null;
  const middles = parts.given.length - 1;
  const dropSecondSurname = parts.surname.length === 2 && (middles < 2 || rng.chance(0.5));
  const dropped = middles + (dropSecondSurname ? 1 : 0);
  if (dropped < 2) return null;
  const surname = dropSecondSurname ? parts.surname[0] : parts.surname.join(' ');
  return `${title(parts.given[0])} ${surname.toUpperCase()}`;
}

// ---------------------------------------------------------------- legal forms in the company's own language
/**
 * Legal forms written out as a company of that country writes them, with the countries where the
 * abbreviation means that form. `abbrev` matches the form as lists write it (English or local),
 * `native` are full local spellings (several romanizations where they vary).
 */
interface NativeForm {
  countries: readonly string[];
  /** How a caller abbreviates the form when the list writes it out. */
  short: string;
  abbrev: RegExp;
  native: readonly string[];
  /** Where the written-out form goes: Russian-style forms come first ("OOO ROMASHKA"). */
  position: 'front' | 'end';
}

export const RUSSIAN_SPEAKING = ['Russia', 'Belarus', 'Kazakhstan', 'Kyrgyzstan'];
const SPANISH_SPEAKING = [
  'Mexico',
  'Colombia',
  'Venezuela',
  'Panama',
  'Ecuador',
  'Peru',
  'Chile',
  'Argentina',
  'Bolivia',
  'Paraguay',
  'Uruguay',
  'Guatemala',
  'Honduras',
  'El Salvador',
  'Nicaragua',
  'Costa Rica',
  'Dominican Republic',
  'Spain',
  'Cuba',
];
const FRENCH_SPEAKING = [
  'France',
  'Lebanon',
  'Belgium',
  'Switzerland',
  'Tunisia',
  'Morocco',
  'Algeria',
  'Senegal',
  'Luxembourg',
];

/** [countries, short, abbrev, native, position] of each form; see NativeForm. */
const NATIVE_FORM_TABLE: readonly [
  readonly string[],
  string,
  RegExp,
  readonly string[],
  NativeForm['position'],
][] = [
  [
    RUSSIAN_SPEAKING,
    'OOO',
    /\b(OOO|LLC|L\.L\.C\.|LIMITED LIABILITY COMPANY)\b/,
    [
      'OBSHCHESTVO S OGRANICHENNOI OTVETSTVENNOSTYU',
      'OBSHCHESTVO S OGRANICHENNOY OTVETSTVENNOSTYU',
      'OBSHESTVO S OGRANICHENNOJ OTVETSTVENNOSTJU',
    ],
    'front',
  ],
  [
    RUSSIAN_SPEAKING,
    'PAO',
    /\b(PAO|PJSC|PUBLIC JOINT STOCK COMPANY)\b/,
    ['PUBLICHNOE AKTSIONERNOE OBSHCHESTVO', 'PUBLICHNOYE AKTSIONERNOYE OBSHCHESTVO'],
    'front',
  ],
  [
    RUSSIAN_SPEAKING,
    'OAO',
    /\b(OAO|OJSC|OPEN JOINT STOCK COMPANY)\b/,
    ['OTKRYTOE AKTSIONERNOE OBSHCHESTVO', 'OTKRYTOYE AKTSIONERNOYE OBSHCHESTVO'],
    'front',
  ],
  [
    RUSSIAN_SPEAKING,
    'ZAO',
    /\b(ZAO|CJSC|CLOSED JOINT STOCK COMPANY)\b/,
    ['ZAKRYTOE AKTSIONERNOE OBSHCHESTVO', 'ZAKRYTOYE AKTSIONERNOYE OBSHCHESTVO'],
    'front',
  ],
  [
    RUSSIAN_SPEAKING,
    'AO',
    /\b(AO|JSC|JOINT STOCK COMPANY|JOINT-STOCK COMPANY)\b/,
    ['AKTSIONERNOE OBSHCHESTVO', 'AKTSIONERNOYE OBSHCHESTVO', 'AKCIONERNOE OBSHHESTVO'],
    'front',
  ],
  [
    ['Ukraine'],
    'TOV',
    /\b(TOV|LLC|LIMITED LIABILITY COMPANY)\b/,
    ['TOVARYSTVO Z OBMEZHENOIU VIDPOVIDALNISTIU', 'TOVARYSTVO Z OBMEZHENOYU VIDPOVIDALNISTYU'],
    'front',
  ],
  // "GMBH & CO. KG" is a limited partnership, not a GmbH: left alone.
  [
    ['Germany', 'Austria', 'Switzerland', 'Liechtenstein'],
    'GMBH',
    /\b(GMBH|G\.M\.B\.H\.)(?=\s|$)(?!\s*&)/,
    ['GESELLSCHAFT MIT BESCHRANKTER HAFTUNG', 'GESELLSCHAFT MIT BESCHRAENKTER HAFTUNG'],
    'end',
  ],
  [
    ['Germany', 'Austria', 'Switzerland', 'Liechtenstein'],
    'AG',
    /\bAG(?=\s|$)/,
    ['AKTIENGESELLSCHAFT'],
    'end',
  ],
  [
    SPANISH_SPEAKING,
    'S.A. DE C.V.',
    /\bS\.?\s?A\.? DE C\.?\s?V\.?(?=\s|$)/,
    ['SOCIEDAD ANONIMA DE CAPITAL VARIABLE'],
    'end',
  ],
  [
    SPANISH_SPEAKING,
    'S. DE R.L.',
    /\bS\.? DE R\.?\s?L\.?( DE C\.?\s?V\.?)?(?=\s|$)/,
    ['SOCIEDAD DE RESPONSABILIDAD LIMITADA'],
    'end',
  ],
  [SPANISH_SPEAKING, 'S.R.L.', /\bS\.?R\.?L\.?(?=\s|$)/, ['SOCIEDAD DE RESPONSABILIDAD LIMITADA'], 'end'],
  [SPANISH_SPEAKING, 'S.A.S.', /\bS\.?A\.?S\.?(?=\s|$)/, ['SOCIEDAD POR ACCIONES SIMPLIFICADA'], 'end'],
  [SPANISH_SPEAKING, 'S.A.', /\bS\.?A\.?(?=\s|$)/, ['SOCIEDAD ANONIMA'], 'end'],
  [SPANISH_SPEAKING, 'C.A.', /\bC\.?A\.?(?=\s|$)/, ['COMPANIA ANONIMA'], 'end'],
  [[...SPANISH_SPEAKING, 'Brazil'], 'LTDA', /\bLTDA\.?(?=\s|$)/, ['LIMITADA'], 'end'],
  [FRENCH_SPEAKING, 'S.A.R.L.', /\bS\.?A\.?R\.?L\.?(?=\s|$)/, ['SOCIETE A RESPONSABILITE LIMITEE'], 'end'],
  [['Lebanon'], 'S.A.L.', /\bS\.?A\.?L\.?(?=\s|$)/, ['SOCIETE ANONYME LIBANAISE'], 'end'],
  [FRENCH_SPEAKING, 'S.A.', /\bS\.?A\.?(?=\s|$)/, ['SOCIETE ANONYME'], 'end'],
  [['Italy'], 'S.R.L.', /\bS\.?R\.?L\.?(?=\s|$)/, ['SOCIETA A RESPONSABILITA LIMITATA'], 'end'],
  [['Italy'], 'S.P.A.', /\bS\.?P\.?A\.?(?=\s|$)/, ['SOCIETA PER AZIONI'], 'end'],
  [['Turkey'], 'A.S.', /\b(A\.S\.|AS|ANONIM SIRKETI)(?=\s|$)/, ['ANONIM SIRKETI'], 'end'],
  [['Turkey'], 'LTD. STI.', /\bLTD\.? STI\.?(?=\s|$)/, ['LIMITED SIRKETI'], 'end'],
  [['Malaysia'], 'SDN. BHD.', /\bSDN\.? BHD\.?(?=\s|$)/, ['SENDIRIAN BERHAD'], 'end'],
  [['Netherlands'], 'B.V.', /\bB\.?V\.?(?=\s|$)/, ['BESLOTEN VENNOOTSCHAP'], 'end'],
  [['China', 'Hong Kong'], 'CO., LTD.', /\bCO\.?,? LTD\.?(?=\s|$)/, ['YOUXIAN GONGSI'], 'end'],
  [
    ['Poland'],
    'SP. Z O.O.',
    /\bSP\.? Z O\.?O\.?(?=\s|$)/,
    ['SPOLKA Z OGRANICZONA ODPOWIEDZIALNOSCIA'],
    'end',
  ],
];

export const NATIVE_FORMS: readonly NativeForm[] = NATIVE_FORM_TABLE.map(
  ([countries, short, abbrev, native, position]) => ({ countries, short, abbrev, native, position }),
);

/**
 * The company's legal form written out in its own language (OOO → OBSHCHESTVO S OGRANICHENNOI
 * OTVETSTVENNOSTYU, GMBH → GESELLSCHAFT MIT BESCHRANKTER HAFTUNG, S.A. → SOCIEDAD ANONIMA …), or the
 * other way round when the list writes it out. `countries` are the entity's; a form only applies in
 * the countries where the abbreviation means it.
 */
export function nativeLegalForm(name: string, countries: ReadonlySet<string>, rng: Rng): string | null {
  const upper = name.toUpperCase().replace(/\s+/g, ' ').trim();
  const forms = NATIVE_FORMS.filter((f) => f.countries.some((c) => countries.has(c)));
  for (const form of forms) {
    const written = form.native.find((n) => upper.includes(n));
    if (written) {
      // Listed written out: the caller abbreviates.
      return upper.replace(written, form.short).replace(/\s+/g, ' ').trim();
    }
    const m = form.abbrev.exec(upper);
    if (!m) continue;
    const full = rng.pick(form.native);
    const rest = (upper.slice(0, m.index) + upper.slice(m.index + m[0].length))
      .replace(/\s*,\s*$/, '')
      .replace(/^\s*,\s*/, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (!rest) return null;
    return form.position === 'front' ? `${full} ${rest}` : `${rest} ${full}`;
  }
  return null;
}
