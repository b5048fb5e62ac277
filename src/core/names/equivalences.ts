/**
 * Semantic equivalences: rewrites a normalized name into a canonical form in which names
 * that mean the same thing are spelled the same. Rules, in order (docs/semantic-equivalences.md):
 *  1. Transliteration: a token with non-Latin letters is romanized (per-script corrections in
 *     data/scripts.ts, then the `transliteration` library) and re-normalized.
 *  2. Phrase rewrites on whole-token sequences, longest match first: given-name variants
 *     (data/given-names.ts), Arabic ABD AL particles (data/particles.ts), legal forms and
 *     equivalent business words (data/legal-forms.ts).
 * Every rewrite is reported in `applied`, so explain can show what was compared.
 * All tables are compiled once at module load; a call does no I/O.
 */
import { transliterate } from 'transliteration';
import { boundedMemo } from '../bounded-memo';
import { GIVEN_NAME_VARIANTS } from './data/given-names';
import { EQUIVALENT_WORD_PHRASES, LEGAL_FORM_PHRASES, TRAILING_LEGAL_FORM_PHRASES } from './data/legal-forms';
import { HONORIFICS, NAME_TITLE_PHRASES, NAME_TITLES } from './data/titles';
import {
  ABD_AL_PHRASES,
  ABD_ALLAH_PHRASES,
  ABD_NAME_SECOND_PARTS,
  JOINED_ABD_PREFIXES,
  JOINED_NAME_PHRASES,
} from './data/particles';
import {
  ARABIC_ABD_AL,
  ARABIC_ARTICLE,
  ARABIC_GIVEN_NAMES,
  ARABIC_REWRITES,
  ARMENIAN_REWRITES,
  GEORGIAN_REWRITES,
  GREEK_REWRITES,
  HANGUL_FINALS,
  HANGUL_INITIALS,
  HANGUL_SYLLABLE_EXCEPTIONS,
  HANGUL_VOWELS,
  RUSSIAN_REWRITES,
  ScriptRewrite,
  SOUTH_SLAVIC_ONLY_LETTERS,
  SOUTH_SLAVIC_REWRITES,
  TURKIC_CYRILLIC_LETTERS,
  UKRAINIAN_ONLY_LETTERS,
  UKRAINIAN_REWRITES,
} from './data/scripts';
import { COUNTRY_NAME_PHRASES } from './country-words';
import { respellLegalForms } from './legal-form-spellings';
import { normalizeName, tokenize } from './normalize';
import { readLookAlikeDigits } from './print-confusions';
import { isArabicToken } from './scripts/arabic';
import { romanizeHan } from './scripts/chinese';
import { INDIC_RANGE, romanizeIndic } from './scripts/indic';
import { KANA, romanizeKana } from './scripts/kana';
import { organizationVocabulary, readOrganizationName } from './scripts/organization-words';
import { KOREAN_ORGANIZATION_WORDS } from './data/korean-organization-words';

/** Shared (memoized for ASCII names): never changed after it is made. */
export interface CanonicalName {
  /** The canonical normalized text (tokens joined by one space). */
  readonly text: string;
  /** Human-readable notes of what was rewritten, e.g. "MOHAMED → MUHAMMAD (given-name variant)". */
  readonly applied: readonly string[];
  /**
   * Look-alike digits were read as letters (print-confusions.ts), or a legal form was misspelled
   * (legal-form-spellings.ts: LIMTED): the form was read or corrected, not only respelled.
   */
  readonly misread?: boolean;
}

/**
 * A Latin token romanized from a script whose spelling scoring reads again against each
 * candidate (scripts/readings.ts): Arabic (the word without its article), Hangul (one
 * syllable) and kana (one word). canonicalizeName fills a map of them, keyed by the Latin token, when given one.
 */
export interface ScriptSource {
  script: 'Arabic' | 'Korean' | 'Japanese';
  /** The native-script text the Latin token was romanized from. */
  text: string;
}

type RuleKind = 'given-name variant' | 'name particle' | 'legal form' | 'equivalent word' | 'country name';

/** Rules that read words of an organization's name, never of a person's (PAO is a surname there). */
const ORGANIZATION_RULES: ReadonlySet<RuleKind> = new Set<RuleKind>(['legal form', 'country name']);

interface PhraseRule {
  readonly phrase: readonly string[];
  readonly replacement: readonly string[];
  readonly kind: RuleKind;
}

/** The canonical legal-form tokens (retrieval gives them a low weight). */
export const LEGAL_FORM_TOKENS: readonly string[] = Object.keys(LEGAL_FORM_PHRASES);
const LEGAL_FORM_TOKEN_SET: ReadonlySet<string> = new Set(LEGAL_FORM_TOKENS);

export function isLegalFormToken(token: string): boolean {
  return LEGAL_FORM_TOKEN_SET.has(token);
}

/** One-token spellings of each legal form (OOO, GMBH, LIMITED, INC …) → the form's canonical token. */
const LEGAL_FORM_OF_TOKEN: ReadonlyMap<string, string> = new Map([
  ...LEGAL_FORM_TOKENS.map((form): [string, string] => [form, form]),
  ...Object.entries(LEGAL_FORM_PHRASES).flatMap(([form, phrases]) =>
    phrases.filter((phrase) => !phrase.includes(' ')).map((phrase): [string, string] => [phrase, form]),
  ),
]);

/** Every word of a written-out legal form (LIMITED, LIABILITY, OBSHCHESTVO, GESELLSCHAFT …). */
const LEGAL_FORM_WORDS: ReadonlySet<string> = new Set(
  Object.values(LEGAL_FORM_PHRASES).flatMap((phrases) => phrases.flatMap((phrase) => phrase.split(' '))),
);

/** Whether a token is a legal form or a word of one written out (retrieval gives these a low weight). */
export function isLegalFormWord(token: string): boolean {
  return LEGAL_FORM_TOKEN_SET.has(token) || LEGAL_FORM_WORDS.has(token);
}

/**
 * The legal form a single token stands for (LLC for OOO, LTD for LIMITED, JSC for AO), or
 * null. Scoring compares these as a class (docs/matching.md, "Legal forms").
 */
export function legalFormOf(token: string): string | null {
  return LEGAL_FORM_OF_TOKEN.get(token) ?? null;
}

/** Phrase rules indexed by their first token, longest phrase first. */
const RULES_BY_FIRST_TOKEN = compilePhraseRules();

function compilePhraseRules(): Map<string, PhraseRule[]> {
  const rules: PhraseRule[] = [];
  const add = (phrase: string, replacement: string, kind: RuleKind): void => {
    rules.push({ phrase: phrase.split(' '), replacement: replacement.split(' '), kind });
  };
  const addGroups = (groups: Readonly<Record<string, readonly string[]>>, kind: RuleKind): void => {
    for (const [canonical, variants] of Object.entries(groups))
      variants.forEach((v) => add(v, canonical, kind));
  };
  addGroups(GIVEN_NAME_VARIANTS, 'given-name variant');
  addGroups(JOINED_NAME_PHRASES, 'given-name variant');
  ABD_AL_PHRASES.forEach((phrase) => add(phrase, 'ABD AL', 'name particle'));
  ABD_ALLAH_PHRASES.forEach((phrase) => add(phrase, 'ABDALLAH', 'name particle'));
  for (const secondPart of ABD_NAME_SECOND_PARTS) {
    for (const spelling of [secondPart, ...(GIVEN_NAME_VARIANTS[secondPart] ?? [])]) {
      for (const prefix of JOINED_ABD_PREFIXES)
        add(prefix + spelling, `ABD AL ${secondPart}`, 'name particle');
    }
  }
  addGroups(LEGAL_FORM_PHRASES, 'legal form');
  addGroups(EQUIVALENT_WORD_PHRASES, 'equivalent word');
  addGroups(COUNTRY_NAME_PHRASES, 'country name');

  const byFirst = new Map<string, PhraseRule[]>();
  const seen = new Map<string, string>();
  for (const rule of rules) {
    const key = rule.phrase.join(' ');
    const target = rule.replacement.join(' ');
    // A phrase with two different targets would make the result depend on table order.
    if (seen.has(key) && seen.get(key) !== target) {
      throw new Error(`Equivalence tables map "${key}" to both "${seen.get(key)}" and "${target}"`);
    }
    seen.set(key, target);
    const list = byFirst.get(rule.phrase[0]) ?? [];
    list.push(rule);
    byFirst.set(rule.phrase[0], list);
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.phrase.length - a.phrase.length);
  return byFirst;
}

const ASCII_NAME = /^[A-Z0-9 ]*$/;
const LATIN_OR_DIGIT = /^[\p{Script=Latin}\p{N}]*$/u;
const SCRIPTS: ReadonlyArray<readonly [string, RegExp]> = [
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Korean', /\p{Script=Hangul}/u],
  ['Japanese', KANA],
  ['Chinese', /\p{Script=Han}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Indic', new RegExp(`[${INDIC_RANGE}]`, 'u')],
];
/** Georgian capitals (Mtavruli, which upper-casing makes of Mkhedruli) to the Mkhedruli letters the library reads. */
const MTAVRULI = /[\u1c90-\u1cbf]/g;
const MTAVRULI_TO_MKHEDRULI = 0x1c90 - 0x10d0;

/** Phrase passes until nothing changes (the shipped tables reach a fixed point after one; tested). */
const MAX_PHRASE_PASSES = 3;

/**
 * A name's ASCII form never fills `sources` (only other scripts are transliterated), so its
 * canonical form is memoized: a query is canonicalized for its retrieval keys, then again for
 * scoring, and the legal-form and phrase rules are the costly part of preparing it.
 */
const asciiCanonical = boundedMemo(4096, (normalized: string) => canonicalize(normalized, false));
const asciiPersonCanonical = boundedMemo(4096, (normalized: string) => canonicalize(normalized, true));

/**
 * The name after the equivalences. `personName`: an individual's name, where no legal-form rule
 * applies (PAO is a surname there, not ПАО: docs/matching.md, "Legal forms in persons' names").
 */
export function canonicalizeName(
  normalized: string,
  sources?: Map<string, ScriptSource>,
  personName = false,
): CanonicalName {
  if (ASCII_NAME.test(normalized))
    return personName ? asciiPersonCanonical(normalized) : asciiCanonical(normalized);
  return canonicalize(normalized, personName, sources);
}

function canonicalize(
  normalized: string,
  personName: boolean,
  sources?: Map<string, ScriptSource>,
): CanonicalName {
  const applied: string[] = [];
  let tokens = tokenize(normalized);
  if (!ASCII_NAME.test(normalized)) {
    const cyrillic = cyrillicRewritesFor(normalized);
    tokens = tokens.flatMap((token) => transliterateToken(token, cyrillic, applied, sources));
  }
  const beforeDigits = tokens;
  tokens = withLettersForDigits(tokens, applied);
  const digitsRead = tokens !== beforeDigits;
  tokens = withoutLeadingPrefix(tokens, applied);
  tokens = withDigitsForRomanNumerals(tokens, applied);
  tokens = withoutOrdinalSuffixes(tokens, applied);
  const respelled = personName ? null : respellLegalForms(tokens, applied);
  if (respelled !== null) tokens = respelled.tokens;
  const misread = digitsRead || respelled?.misspelled === true;
  if (!personName) tokens = withTrailingLegalForm(tokens, applied);
  tokens = withArticleUnassimilated(tokens, applied);
  for (let pass = 0; pass < MAX_PHRASE_PASSES; pass++) {
    const rewritten = rewritePhrases(tokens, applied, personName);
    if (rewritten === tokens) break;
    tokens = rewritten;
  }
  if (!personName) tokens = withoutPrefixAfterLeadingLegalForm(tokens, applied);
  const text = tokens.join(' ');
  // Never let the rules erase a name: an empty canonical form would match nothing.
  return text.length === 0 && normalized.length > 0
    ? { text: normalized, applied: [] }
    : misread
      ? { text, applied, misread }
      : { text, applied };
}

/**
 * Roman numerals after the first word, written as digits: ships, funds and companies are numbered
 * either way (the lists write HERO II and HWANG GUM SAN 2; "HERO 2" scored 0.56 against HERO II and
 * came back `clear`). Only numerals of two letters or more that are no syllable of a name: I, V and
 * X are initials, XI is a Chinese surname (JINPING XI), so they stay as written.
 */
const ROMAN_NUMERALS: Readonly<Record<string, string>> = {
  II: '2',
  III: '3',
  IV: '4',
  VI: '6',
  VII: '7',
  VIII: '8',
  IX: '9',
  XII: '12',
  XIII: '13',
  XIV: '14',
  XV: '15',
  XVI: '16',
};

/**
 * Each token `respell` gives another form for, replaced and noted in `applied` with `reason`; the
 * same array when there is none (most names).
 */
function respellEachToken(
  tokens: string[],
  applied: string[],
  reason: string,
  respell: (token: string, index: number) => string | undefined,
): string[] {
  let out: string[] | null = null;
  for (const [i, token] of tokens.entries()) {
    const respelled = respell(token, i);
    if (respelled === undefined) continue;
    out ??= [...tokens];
    out[i] = respelled;
    applied.push(`${token} → ${respelled} (${reason})`);
  }
  return out ?? tokens;
}

function withDigitsForRomanNumerals(tokens: string[], applied: string[]): string[] {
  return respellEachToken(tokens, applied, 'Roman numeral', (token, i) =>
    i === 0 ? undefined : ROMAN_NUMERALS[token],
  );
}

/**
 * A number written as an English ordinal is the number: plants, units and institutes are numbered
 * either way (the lists write 140TH REPAIR PLANT JSC and JSC 140 REPAIR PLANT, 558TH and 558 for one
 * plant; 33RD LIGHT INFANTRY DIVISION, 7TH OF TIR).
 */
const ORDINAL = /^(\d+)(ST|ND|RD|TH)$/;

function withoutOrdinalSuffixes(tokens: string[], applied: string[]): string[] {
  return respellEachToken(tokens, applied, 'ordinal number', (token) => ORDINAL.exec(token)?.[1]);
}

/**
 * Prefixes that say what a name is, not who: vessel-type prefixes (M/V, MV, M.V., M/T, MT,
 * M/Y, SS, F/V, and M/S, T/S, R/V: motor ship, training ship, research vessel) and personal honorifics (MR, MRS, MS, DR). Lists write vessels and people
 * without them ("ARTENOS", not "M/T ARTENOS"). Removed only at the start of a name, and only
 * when a name remains. Also the English article THE, which callers and lists add or leave out
 * at will ("THE CIMEX" scored 0.80 against CIMEX, "THE JUDEAN VOICE" is listed with it).
 */
const LEADING_PREFIXES: readonly (readonly string[])[] = [
  ['M', 'V'],
  ['M', 'T'],
  ['M', 'Y'],
  ['S', 'S'],
  ['F', 'V'],
  ['M', 'S'],
  ['T', 'S'],
  ['R', 'V'],
  ['MV'],
  ['MT'],
  ['MY'],
  ['SS'],
  ['FV'],
  ...[...HONORIFICS].map((honorific) => [honorific]),
  ['THE'],
];

/** Digits that print like letters inside a word of letters, read as the letters (M0HAMMAD → MOHAMMAD). */
function withLettersForDigits(tokens: string[], applied: string[]): string[] {
  return respellEachToken(
    tokens,
    applied,
    'digits that print like letters',
    (token) => readLookAlikeDigits(token) ?? undefined,
  );
}

function withoutLeadingPrefix(tokens: string[], applied: string[]): string[] {
  const prefix = LEADING_PREFIXES.find((p) => p.length < tokens.length && phraseMatchesAt(p, tokens, 0));
  if (!prefix) return tokens;
  applied.push(
    `${prefix.join(' ')} → removed (${prefix[0] === 'THE' ? 'article' : 'vessel prefix or honorific'})`,
  );
  return tokens.slice(prefix.length);
}

/**
 * A legal form written first (OOO ROMASHKA, LIMITED LIABILITY COMPANY DR PHARMA) comes before the
 * name proper, so a prefix at the start of the name proper is removed as at the start of a name
 * (withoutLeadingPrefix): `LIMITED LIABILITY COMPANY DR PHARMA` and `DR PHARMA LLC` are one name,
 * as are `JSC THE FAR EASTERN …` and `FAR EASTERN … JSC`. Runs on the canonical tokens, where the
 * form is already its class token.
 */
function withoutPrefixAfterLeadingLegalForm(tokens: string[], applied: string[]): string[] {
  if (tokens.length < 3 || legalFormOf(tokens[0]) === null) return tokens;
  const rest = withoutLeadingPrefix(tokens.slice(1), applied);
  return rest.length === tokens.length - 1 ? tokens : [tokens[0], ...rest];
}

/** The trailing-only legal forms, longest phrase first. */
const TRAILING_LEGAL_FORMS = Object.entries(TRAILING_LEGAL_FORM_PHRASES)
  .flatMap(([form, phrases]) => phrases.map((phrase) => ({ phrase: phrase.split(' '), form })))
  .sort((a, b) => b.phrase.length - a.phrase.length);

/** A legal form that is one only at the end of a name (A.S., C.A.), rewritten to its class. */
function withTrailingLegalForm(tokens: string[], applied: string[]): string[] {
  const trailing = TRAILING_LEGAL_FORMS.find(
    ({ phrase }) =>
      phrase.length < tokens.length && phraseMatchesAt(phrase, tokens, tokens.length - phrase.length),
  );
  if (!trailing) return tokens;
  applied.push(`${trailing.phrase.join(' ')} → ${trailing.form} (legal form)`);
  return [...tokens.slice(0, tokens.length - trailing.phrase.length), trailing.form];
}

const NAME_TITLE_SET: ReadonlySet<string> = new Set(NAME_TITLES);
/** Words that must follow a title for it to be left out: a title and one word may be a listed name's given name and surname. */
const WORDS_AFTER_TITLE = 2;

/**
 * The number of words of the title at `index` (data/titles.ts: a phrase, else one word), or 0.
 * Phrases first: LIEUTENANT GENERAL is one title, not LIEUTENANT before a word GENERAL.
 */
function titleLengthAt(tokens: readonly string[], index: number): number {
  const phrase = NAME_TITLE_PHRASES.find((words) => phraseMatchesAt(words, tokens, index));
  if (phrase !== undefined) return phrase.length;
  return NAME_TITLE_SET.has(tokens[index]) ? 1 : 0;
}

/**
 * The titles typed before a name (data/titles.ts), left out of the canonical tokens: a run of them
 * first in the name's natural order (after the `surnameTokens` written before a comma: "Prof. Dr.
 * Vladimir Putin", "His Excellency Vladimir Putin"), as long as two words or more follow. An
 * honorific (MR, DR …) counts in the run after a title. Returns the tokens unchanged otherwise.
 */
export function withoutLeadingTitle(
  tokens: readonly string[],
  surnameTokens: number,
  applied: string[],
): readonly string[] {
  const first = surnameTokens < tokens.length ? surnameTokens : 0;
  let end = first;
  for (;;) {
    const title = titleLengthAt(tokens, end) || (end > first && HONORIFICS.has(tokens[end]) ? 1 : 0);
    if (title === 0 || tokens.length - (end - first) - title < WORDS_AFTER_TITLE) break;
    end += title;
  }
  if (end === first) return tokens;
  applied.push(`${tokens.slice(first, end).join(' ')} → removed (title before the name)`);
  return [...tokens.slice(0, first), ...tokens.slice(end)];
}

/**
 * MD typed first, before two words or more: the South Asian abbreviation of MUHAMMAD ("Md. Yunus
 * Khan" scored 0.70 against KHAN, Muhammad Yunus and came back `clear`). Only there, and only in a
 * query, like the titles: after a name MD is a degree, and a name of two words (MD KHAN) may be
 * written with initials, so given-names.ts leaves MD out of the variants of MUHAMMAD.
 */
export function withMuhammadForLeadingMd(
  tokens: readonly string[],
  surnameTokens: number,
  applied: string[],
): readonly string[] {
  const first = surnameTokens < tokens.length ? surnameTokens : 0;
  if (tokens[first] !== 'MD' || tokens.length - 1 < WORDS_AFTER_TITLE) return tokens;
  applied.push('MD → MUHAMMAD (its abbreviation, before a name)');
  return tokens.map((token, i) => (i === first ? 'MUHAMMAD' : token));
}

/**
 * Generational suffixes (JR, SR, JUNIOR …), typed after a name by callers from customer files: "John
 * Smith Jr." for a listed SMITH, John scored 0.78 and came back `clear`. A closed class, not
 * names. The suffix says another person of the same name as often as the same one, so the caller
 * prepares the form without it as a variant that never scores 1.0 (prepare.ts). Left in: Roman
 * numerals (II, III, IV also tell ships and funds apart: HERO II is not HERO), and Portuguese FILHO
 * and NETO, which the lists write as part of the surname (DA SILVA FILHO).
 */
const GENERATIONAL_SUFFIXES: ReadonlySet<string> = new Set(['JR', 'JNR', 'JUNIOR', 'SR', 'SNR', 'SENIOR']);

/**
 * Where a query's generational suffix is: the last word of the name, or of its surname written
 * before a comma (`surnameTokens` words), when two words or more remain without it; -1 otherwise.
 */
export function generationalSuffixAt(tokens: readonly string[], surnameTokens: number): number {
  if (tokens.length - 1 < WORDS_AFTER_TITLE) return -1;
  if (GENERATIONAL_SUFFIXES.has(tokens[tokens.length - 1])) return tokens.length - 1;
  return surnameTokens > 1 && GENERATIONAL_SUFFIXES.has(tokens[surnameTokens - 1]) ? surnameTokens - 1 : -1;
}

/**
 * The Arabic article assimilated to the sun letter after it, as many romanizations write it
 * (AZ-ZAWAHIRI, AR-RAHMAN, ASH-SHABAAB, AD-DIN, AN-NAHYAN, ES-SAYED) and the lists mostly do not
 * (AL-ZAWAHIRI): the article and the sun letter it became, written apart before a word that begins
 * with that letter. Written AL (or EL) again: "Ayman az-Zawahiri" scored 0.77 against AL-ZAWAHIRI,
 * Ayman and came back `clear`. A rule of the script (the sun letters T, TH, D, DH, R, Z, S, SH, N),
 * not a table of names.
 */
const ASSIMILATED_ARTICLE = /^([AE])(TH|DH|SH|T|D|R|Z|S|N)$/;

function withArticleUnassimilated(tokens: string[], applied: string[]): string[] {
  let out: string[] | null = null;
  for (let i = 0; i + 1 < tokens.length; i++) {
    const assimilated = ASSIMILATED_ARTICLE.exec(tokens[i]);
    const next = tokens[i + 1];
    if (assimilated === null || !next.startsWith(assimilated[2]) || next.length <= assimilated[2].length)
      continue;
    out ??= [...tokens];
    out[i] = `${assimilated[1]}L`;
    applied.push(`${tokens[i]} ${next} → ${out[i]} ${next} (the Arabic article, written as it sounds)`);
  }
  return out ?? tokens;
}

/** One left-to-right pass, longest phrase first; returns the same array if nothing matched. */
function rewritePhrases(tokens: string[], applied: string[], personName: boolean): string[] {
  let out: string[] | undefined;
  let i = 0;
  while (i < tokens.length) {
    const rule = RULES_BY_FIRST_TOKEN.get(tokens[i])?.find(
      (r) => !(personName && ORGANIZATION_RULES.has(r.kind)) && phraseMatchesAt(r.phrase, tokens, i),
    );
    if (rule === undefined) {
      out?.push(tokens[i]);
      i++;
      continue;
    }
    out ??= tokens.slice(0, i);
    out.push(...rule.replacement);
    applied.push(`${rule.phrase.join(' ')} → ${rule.replacement.join(' ')} (${rule.kind})`);
    i += rule.phrase.length;
  }
  return out ?? tokens;
}

/** Whether the tokens from `start` on begin with the words of `phrase`. */
export function phraseMatchesAt(
  phrase: readonly string[],
  tokens: readonly string[],
  start: number,
): boolean {
  if (start + phrase.length > tokens.length) return false;
  return phrase.every((word, k) => tokens[start + k] === word);
}

/** The Cyrillic rules a name's letters select: South Slavic, Ukrainian, or Russian (BGN/PCGN; also Turkic and Tajik names). */
function cyrillicRewritesFor(normalized: string): readonly ScriptRewrite[] {
  if (SOUTH_SLAVIC_ONLY_LETTERS.test(normalized)) return SOUTH_SLAVIC_REWRITES;
  if (TURKIC_CYRILLIC_LETTERS.test(normalized)) return RUSSIAN_REWRITES;
  return UKRAINIAN_ONLY_LETTERS.test(normalized) ? UKRAINIAN_REWRITES : RUSSIAN_REWRITES;
}

function transliterateToken(
  token: string,
  cyrillic: readonly ScriptRewrite[],
  applied: string[],
  sources: Map<string, ScriptSource> | undefined,
): string[] {
  if (LATIN_OR_DIGIT.test(token)) return [token];
  const script = SCRIPTS.find(([, pattern]) => pattern.test(token))?.[0] ?? 'non-Latin script';
  const latin = romanize(token, script, cyrillic);
  const result = tokenize(normalizeName(latin));
  applied.push(`${token} → ${result.join(' ')} (${script} transliterated)`);
  if (sources && script === 'Arabic') recordArabicSources(token, result, sources);
  if (sources && script === 'Korean') recordHangulSources(token, result, sources);
  if (sources && script === 'Japanese' && result.length === 1)
    sources.set(result[0], { script: 'Japanese', text: token });
  return result;
}

/** The Latin token of an Arabic word (after its article), read again against each candidate. */
function recordArabicSources(token: string, latin: string[], sources: Map<string, ScriptSource>): void {
  // The joined prefixes romanizeArabic split off (the article, and ABD AL: عبدالملك is ABD AL MLK), then
  // the word after them, read again against each candidate (MLK as MALIK).
  let rest = token.replace(/ک/g, 'ك').replace(/ی/g, 'ي');
  let restLatin = latin;
  for (;;) {
    const prefix = ARABIC_JOINED_PREFIXES.find(
      ([arabic, words]) =>
        rest.startsWith(arabic) &&
        rest.length > arabic.length + 1 &&
        restLatin.slice(0, words.length).join(' ') === words.join(' '),
    );
    if (prefix === undefined) break;
    rest = rest.slice(prefix[0].length);
    restLatin = restLatin.slice(prefix[1].length);
  }
  if (restLatin.length === 1 && isArabicToken(rest))
    sources.set(restLatin[0], { script: 'Arabic', text: rest });
}

/** One Latin token per Hangul syllable (romanizeHangul): each is read again in both romanizations. */
function recordHangulSources(token: string, latin: string[], sources: Map<string, ScriptSource>): void {
  const syllables = [...token.normalize('NFC')];
  if (syllables.length !== latin.length) return;
  latin.forEach((word, i) => sources.set(word, { script: 'Korean', text: syllables[i] }));
}

function romanize(token: string, script: string, cyrillic: readonly ScriptRewrite[]): string {
  switch (script) {
    case 'Cyrillic':
      return transliterate(applyRewrites(token, cyrillic));
    case 'Greek':
      return transliterate(applyRewrites(token, GREEK_REWRITES));
    case 'Arabic':
      return romanizeArabic(token);
    case 'Korean':
      return romanizeHangul(token);
    case 'Japanese':
      return romanizeKana(token);
    case 'Chinese':
      return romanizeHan(token);
    case 'Indic':
      return romanizeIndic(token);
    case 'Georgian': {
      const mkhedruli = token.replace(MTAVRULI, (letter) =>
        String.fromCharCode(letter.charCodeAt(0) - MTAVRULI_TO_MKHEDRULI),
      );
      return transliterate(applyRewrites(mkhedruli, GEORGIAN_REWRITES));
    }
    case 'Armenian':
      return transliterate(applyRewrites(token, ARMENIAN_REWRITES));
    default:
      return transliterate(token);
  }
}

function applyRewrites(token: string, rewrites: readonly ScriptRewrite[]): string {
  return rewrites.reduce((text, { pattern, replacement }) => text.replace(pattern, replacement), token);
}

function romanizeArabic(token: string): string {
  const folded = token.replace(/ک/g, 'ك').replace(/ی/g, 'ي');
  const known = ARABIC_GIVEN_NAMES[folded];
  if (known !== undefined) return known;
  for (const [prefix, words] of ARABIC_JOINED_PREFIXES) {
    if (folded.startsWith(prefix) && folded.length > prefix.length + 1) {
      return `${words.join(' ')} ${romanizeArabic(folded.slice(prefix.length))}`;
    }
  }
  return transliterate(applyRewrites(folded, ARABIC_REWRITES));
}

/** Joined prefixes split off before lookup, longest first, and the Latin words they are written as. */
const ARABIC_JOINED_PREFIXES: ReadonlyArray<readonly [string, readonly string[]]> = [
  [ARABIC_ABD_AL, ['ABD', 'AL']],
  [ARABIC_ARTICLE, ['AL']],
];

const HANGUL_BASE = 0xac00;
const HANGUL_LAST = 0xd7a3;
const HANGUL_SYLLABLES_ONLY = /^[\uac00-\ud7a3]+$/;

const KOREAN_ORGANIZATION_VOCABULARY = organizationVocabulary(KOREAN_ORGANIZATION_WORDS);

/**
 * One Latin token per Hangul syllable (the way OFAC hyphenates Korean given names); an
 * organization's name (ending in a legal form or kind of body) word by word, its legal form and
 * business words in English and each other run of syllables as one word (organization-words.ts).
 * Only a name with an ending is an organization's: a long Hangul token may be a foreign person
 * written in Hangul (블라디미르).
 */
function romanizeHangul(token: string): string {
  const composed = token.normalize('NFC');
  const organization = HANGUL_SYLLABLES_ONLY.test(composed)
    ? readOrganizationName([...composed], KOREAN_ORGANIZATION_VOCABULARY, false, (run) =>
        romanizeHangulSyllables(run).replace(/ /g, ''),
      )
    : null;
  return organization ?? romanizeHangulSyllables(composed);
}

/** `composed`: NFC text (romanizeHangul composes the token once). */
function romanizeHangulSyllables(composed: string): string {
  const syllables: string[] = [];
  let other = '';
  for (const ch of composed) {
    const code = ch.codePointAt(0) ?? 0;
    if (code < HANGUL_BASE || code > HANGUL_LAST) {
      other += ch;
      continue;
    }
    if (other) syllables.push(transliterate(other));
    other = '';
    const index = code - HANGUL_BASE;
    syllables.push(
      HANGUL_SYLLABLE_EXCEPTIONS[ch] ??
        HANGUL_INITIALS[Math.floor(index / 588)] +
          HANGUL_VOWELS[Math.floor((index % 588) / 28)] +
          HANGUL_FINALS[index % 28],
    );
  }
  if (other) syllables.push(transliterate(other));
  return syllables.join(' ');
}
