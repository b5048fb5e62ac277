import { feminineGivenName, feminineSurnameForm } from '../names/gendered-surnames';
import { alignNames, alignment, sameText } from './alignment';
import { articleSplitQuery } from './articles';
import { frenchReadQuery } from './french-romanization';
import { jaroWinklerSymbols } from './jaro-winkler';
import {
  lastMatchedInformation,
  lastMatchedInformationBound,
  phoneticScore,
  phoneticScoreBound,
} from './phonetic';
import { type PreparedName, sameTokens } from './prepare';
import { canonicalQueryFor, readingVariant } from './readings';
import { round4 } from './rounding';
import { spacedQuery } from './spacing';
import { spacingMayDiffer } from './spacing-keys';
import { truncatedListed } from './truncation';
import { AUTOJUNK_MIN_LENGTH, sequenceRatio } from './sequence-matcher';

/**
 * The one scorer (docs/matching.md, "Combining"): screening's confidence_score and explain's
 * final_score both come from scorePair. Every figure is rounded to four decimals where it is
 * produced, and later figures are computed from the rounded ones, so a reader can redo the
 * arithmetic from the numbers explain shows:
 *   score_x        = round4(algorithm x on the compared strings)
 *   contribution_x = round4(score_x × weight_x)
 *   total          = round4(sum of the three contributions)
 *   final          = 1 for an exact pair, else min(1, round4(total × 1.05)) with the
 *                    entity-type bonus, else total.
 */
export const WEIGHTS = { jaro_winkler: 0.4, sequence_matcher: 0.3, phonetic: 0.3 } as const;
export const ENTITY_TYPE_BONUS = 1.05;
export const MAX_SCORE = 1;
/**
 * Only identical names score 1.0: equal after normalization (exact), the same tokens in
 * another order, the same space-free form, or the same canonical forms. Any other pair is
 * capped here, so a one-letter difference never reads as identical; so is a query read
 * against a candidate in another romanization (readings.ts), whose tokens were rewritten.
 */
export const NON_IDENTICAL_CAP = 0.99;
/** Legal forms compared as a class (docs/matching.md, "Adjustments"): costs, never gains. */
export const LEGAL_FORM_CONFLICT = 0.03;
export const LEGAL_FORM_ONE_SIDED = 0.01;
/**
 * Weak evidence: when the listed name has words the query lacks (or the query has middle names
 * the listed name lacks), the query's matched words must carry at least WEAK_EVIDENCE_MINIMUM of information (Σ weight × phonetic pair score;
 * a rare given name and surname carry about 1.5, MUHAMMAD + UMAR about 1.0); each missing unit
 * costs WEAK_EVIDENCE_RATE.
 */
export const WEAK_EVIDENCE_MINIMUM = 1.4;
/**
 * …or this share of the listed name's own information when that is less: a listed name made of
 * generic words only (GLOBAL TRADING COMPANY) cannot demand more information than it has.
 */
export const WEAK_EVIDENCE_LISTED_SHARE = 0.8;
/** Each unit of information of query words without a partner costs this (a distinctive word costs most). */
export const UNMATCHED_QUERY_RATE = 0.1;
export const WEAK_EVIDENCE_RATE = 0.5;
/**
 * A surname in its masculine form against its feminine form (POPOV / POPOVA), beside given names
 * of either sex: a man and a woman (genderedSurnameAdjustment). Enough to take a name that agrees
 * otherwise below the default threshold, type bonus included (1.05 − 0.21 < 0.85).
 */
export const GENDERED_SURNAME_CONFLICT = 0.21;

export interface ScoreOptions {
  /** Whether the entity-type bonus applies (the entity types match). */
  typeBonus: boolean;
  /**
   * Screening only: the lowest final score the caller could still report. A pair whose score
   * provably stays below it is not scored in full (see `pruned`). Explain never sets it.
   */
  minimumScore?: number;
}

export interface PairScore {
  /** Normalized names identical. */
  exact: boolean;
  jaro_winkler: number;
  sequence_matcher: number;
  phonetic: number;
  total: number;
  /** After the entity-type bonus, the adjustments, the exact rule and the cap. */
  final_score: number;
  /** Whether the cap (1.0, or NON_IDENTICAL_CAP) cut the score. */
  capped: boolean;
  /** Same tokens (in any order), same space-free form or same legal forms: may score 1.0. */
  identical: boolean;
  /** Subtracted for the legal forms (0, LEGAL_FORM_ONE_SIDED or LEGAL_FORM_CONFLICT). */
  legal_form_adjustment: number;
  /** Information of the query words that found a partner (Σ weight × phonetic pair score). */
  matched_information: number;
  /** Subtracted for weak evidence (0 unless one name has words without a partner: alignedWeakEvidenceRequired). */
  weak_evidence_adjustment: number;
  /** Subtracted for query words without a partner: UNMATCHED_QUERY_RATE × their information. */
  unmatched_query_adjustment: number;
  /** Subtracted when a surname's masculine and feminine forms pair beside given names of either sex (GENDERED_SURNAME_CONFLICT). */
  gendered_surname_adjustment: number;
  /**
   * True when `minimumScore` was set and the phonetic score, or a bound of it computed before
   * the alignment (phonetic is then NaN too), proved the final score below it: Jaro-Winkler
   * and the sequence matcher were not run (NaN), and `final_score` is then only that upper
   * bound. Never true for a score a caller may report.
   */
  pruned: boolean;
}

/**
 * The highest final score a pair with this phonetic score can reach when at least `penalty` of
 * adjustments applies: Jaro-Winkler and the sequence matcher score 1 at most, the adjustments
 * only subtract, the cap is at most 1, and every rounding step is monotonic.
 */
export function finalScoreBound(phonetic: number, typeBonus: boolean, penalty = 0): number {
  const total = round4(
    contribution(1, WEIGHTS.jaro_winkler) +
      contribution(1, WEIGHTS.sequence_matcher) +
      contribution(phonetic, WEIGHTS.phonetic),
  );
  const raised = typeBonus ? round4(total * ENTITY_TYPE_BONUS) : total;
  return Math.min(MAX_SCORE, penalty > 0 ? round4(raised - penalty) : raised);
}

export function contribution(score: number, weight: number): number {
  return round4(score * weight);
}

/**
 * Scores two prepared names; `exactAllowed` is false for the canonical (semantic) forms, which
 * are never an exact match. The alignment is left in `alignment` for explain to read.
 */
export function scorePair(
  query: PreparedName,
  listed: PreparedName,
  options: ScoreOptions,
  exactAllowed = true,
): PairScore {
  const exact =
    exactAllowed &&
    !query.neverIdentical &&
    query.normalized === listed.normalized &&
    query.normalized !== '';
  const minimumScore = exact ? undefined : options.minimumScore;
  const legalForm = legalFormAdjustment(query, listed);
  // Most candidates are ruled out by a bound of the phonetic score that needs no alignment
  // (spacing variants excepted: their phonetic score compares the space-free forms), less the
  // adjustments that surely apply: the legal forms, and weak evidence when the listed name has
  // more words than the query (one of them is surely unpaired).
  if (minimumScore !== undefined && query.compact !== listed.compact) {
    const phoneticBound = round4(phoneticScoreBound(query, listed));
    // Unless the words left over may be only countries, which demand nothing (alignedWeakEvidenceRequired).
    const surelyUnpaired = listed.words.length > query.words.length && !listed.namesPlace;
    const weakEvidence = surelyUnpaired ? weakEvidenceFor(listed, round4(lastMatchedInformationBound())) : 0;
    const bound = finalScoreBound(phoneticBound, options.typeBonus, legalForm + weakEvidence);
    if (bound < minimumScore) return prunedScore(NaN, bound);
  }
  alignNames(query, listed);
  // The phonetic score and the adjustments need only the alignment: they can rule a pair out before the costly part.
  const phonetic = round4(phoneticScore(query, listed));
  const matchedInformation = round4(lastMatchedInformation());
  const weakEvidence = weakEvidenceAdjustment(query, listed, matchedInformation);
  const unmatchedQuery = unmatchedQueryAdjustment(query);
  const genderedSurname = genderedSurnameAdjustment(query, listed);
  const penalty = legalForm + weakEvidence + unmatchedQuery + genderedSurname;
  if (minimumScore !== undefined) {
    const bound = finalScoreBound(phonetic, options.typeBonus, penalty);
    if (bound < minimumScore) return prunedScore(phonetic, bound);
  }
  const { querySymbols, queryLength, listedSymbols, listedLength } = alignment;
  // Identical compared strings score 1.0 exactly in both algorithms (below difflib's autojunk length).
  const same = identicalBelowAutojunk(querySymbols, queryLength, listedSymbols, listedLength);
  const jaroWinkler = same
    ? 1
    : round4(jaroWinklerSymbols(querySymbols, queryLength, listedSymbols, listedLength));
  const sequenceMatcher = same
    ? 1
    : round4(sequenceRatio(querySymbols, queryLength, listedSymbols, listedLength));
  const total = round4(
    contribution(jaroWinkler, WEIGHTS.jaro_winkler) +
      contribution(sequenceMatcher, WEIGHTS.sequence_matcher) +
      contribution(phonetic, WEIGHTS.phonetic),
  );
  const raised = options.typeBonus ? round4(total * ENTITY_TYPE_BONUS) : total;
  const adjusted = Math.max(0, round4(raised - penalty));
  // A name read (against this candidate, or digits as letters) was rewritten: never identical.
  const identical =
    exact ||
    (!query.neverIdentical &&
      !listed.neverIdentical &&
      (query.compact === listed.compact || sameTokens(query, listed)));
  const cap = identical ? MAX_SCORE : NON_IDENTICAL_CAP;
  const finalScore = exact ? MAX_SCORE : Math.min(cap, adjusted);
  return {
    exact,
    jaro_winkler: jaroWinkler,
    sequence_matcher: sequenceMatcher,
    phonetic,
    total,
    final_score: finalScore,
    capped: adjusted > cap && !exact,
    identical,
    legal_form_adjustment: legalForm,
    matched_information: matchedInformation,
    weak_evidence_adjustment: weakEvidence,
    unmatched_query_adjustment: unmatchedQuery,
    gendered_surname_adjustment: genderedSurname,
    pruned: false,
  };
}

/** Legal forms as a class: none or agreeing cost nothing, one side only a little, a conflict a little more. */
export function legalFormAdjustment(query: PreparedName, listed: PreparedName): number {
  const a = query.legalForms;
  const b = listed.legalForms;
  if (a.length === 0 && b.length === 0) return 0;
  if (a.length === 0 || b.length === 0) return LEGAL_FORM_ONE_SIDED;
  return a.some((form) => b.includes(form)) ? 0 : LEGAL_FORM_CONFLICT;
}

/** Query words without a partner, weighed by their information. */
function unmatchedQueryAdjustment(query: PreparedName): number {
  // Under the subset rule the query's unpaired words are added middle names: the phonetic score weighs them.
  if (alignment.rule !== 'aligned') return 0;
  let information = 0;
  for (let i = 0; i < query.words.length; i++)
    if (alignment.partnerOfQuery[i] < 0) information += query.words[i].weight;
  return round4(UNMATCHED_QUERY_RATE * information);
}

/**
 * Two persons' names that name a man and a woman: the last alignment paired a surname's masculine
 * form with its feminine form (names/gendered-surnames.ts: POPOV / POPOVA; or a son's patronymic
 * with a daughter's, NIKOLAEVICH / NIKOLAEVNA), and a given name of
 * each side that is not written the same agrees with its own side's surname: a woman's (ending in
 * A) beside the feminine form, a man's beside the masculine (Aleksandra Popova against POPOV,
 * Aleksandr; Olga Nikolaeva against NIKOLAEV, Oleg). The lists themselves give both surname forms
 * for one woman (KALASHOVA, Marina a.k.a. KALASHOV, Marina): with the given names alike, or a
 * woman's name on both sides, nothing is subtracted.
 */
function genderedSurnameAdjustment(query: PreparedName, listed: PreparedName): number {
  return genderedSurnamePairs(query, listed).length > 0 ? GENDERED_SURNAME_CONFLICT : 0;
}

/** The surname pairs of the last alignment that name a man and a woman (genderedSurnameAdjustment); else none. */
export function genderedSurnamePairs(
  query: PreparedName,
  listed: PreparedName,
): { query: string; matched: string }[] {
  // Against a listed person the query is a person's name, however it was prepared (name-comparer.ts).
  // Most scored pairs differ in one word at most: they are answered before anything is allocated.
  if (!listed.personName || alignment.rule === 'spacing' || differingPairCount(query, listed) < 2) return [];
  // The pairs not written the same, each with the side of a surname's feminine form, if it is one.
  const pairs: { query: string; matched: string; feminine: 'first' | 'second' | null }[] = [];
  for (let i = 0; i < query.words.length; i++) {
    const partner = alignment.partnerOfQuery[i];
    if (partner < 0 || sameText(query.words[i], listed.words[partner])) continue;
    const [q, l] = [query.words[i].text, listed.words[partner].text];
    pairs.push({ query: q, matched: l, feminine: feminineSurnameForm(q, l) });
  }
  // Another pair agrees when it is the same kind of pair the same way round (VALENTINA / VALENTIN),
  // or a woman's given name beside the feminine form and a man's beside the masculine.
  const agrees = (other: (typeof pairs)[number], feminine: 'first' | 'second'): boolean => {
    if (other.feminine !== null) return other.feminine === feminine;
    const [woman, man] = feminine === 'first' ? [other.query, other.matched] : [other.matched, other.query];
    return feminineGivenName(woman) && !feminineGivenName(man);
  };
  return pairs
    .filter(
      ({ feminine }, n) => feminine !== null && pairs.some((other, m) => m !== n && agrees(other, feminine)),
    )
    .map(({ query: q, matched }) => ({ query: q, matched }));
}

/** How many pairs of the last alignment are two words not written the same. */
function differingPairCount(query: PreparedName, listed: PreparedName): number {
  let count = 0;
  for (let i = 0; i < query.words.length; i++) {
    const partner = alignment.partnerOfQuery[i];
    if (partner >= 0 && !sameText(query.words[i], listed.words[partner])) count++;
  }
  return count;
}

/** Weak evidence: words of either name left without a partner, and too little information matched. */
function weakEvidenceAdjustment(
  query: PreparedName,
  listed: PreparedName,
  matchedInformation: number,
): number {
  return weakEvidenceCost(alignedWeakEvidenceRequired(query, listed), matchedInformation);
}

function weakEvidenceFor(listed: PreparedName, matchedInformation: number): number {
  return weakEvidenceCost(weakEvidenceRequired(listed), matchedInformation);
}

function weakEvidenceCost(required: number, matchedInformation: number): number {
  return round4(WEAK_EVIDENCE_RATE * Math.max(0, required - matchedInformation));
}

/**
 * The information the last alignment's matched words must carry (0 when nothing is missing):
 * listed words without a partner demand weakEvidenceRequired(listed); query words the subset
 * rule set aside as added middle names demand weakEvidenceRequired(query), because a listed name
 * of two common words ("USMAN, Mohammed") is as weak a reason to flag "Mohammed Omar Othman" as
 * those two words are to flag "USMAN, Mohammed Omar". Under the aligned rule a query word without
 * a partner is charged by the unmatched-query adjustment instead. The larger demand applies.
 */
export function alignedWeakEvidenceRequired(query: PreparedName, listed: PreparedName): number {
  if (alignment.rule === 'spacing') return 0;
  const listedMissing =
    alignment.pairCount < listed.words.length && !onlyCountriesLeftOut(query, listed)
      ? weakEvidenceRequired(listed)
      : 0;
  const queryAdded =
    alignment.rule === 'subset' && alignment.pairCount < query.words.length ? weakEvidenceRequired(query) : 0;
  // A word known only by its initial is not evidenced: the other words must carry the full minimum,
  // however little either name holds (A. HASSAN is no reason to flag HASSAN, Ahmed).
  const initials = alignment.initialPairCount > 0 ? WEAK_EVIDENCE_MINIMUM : 0;
  return Math.max(listedMissing, queryAdded, initials);
}

/**
 * Whether the last alignment left listed words without a partner, all of them naming a country, in a listed
 * name that is not a person's, beside a distinctive word the query shares: BANK SADERAT IRAN is
 * BANK SADERAT, where it is registered said again. Not when the query names a country of its own
 * that found no partner (Central Bank of Ireland against CENTRAL BANK OF IRAN: another country,
 * not one left out), nor when only generic words, particles or initials are shared (Commercial
 * Bank against SYRIAN LEBANESE COMMERCIAL BANK: there the countries are what names the bank). The
 * country still counts in the phonetic score's denominator and in the compared strings.
 */
export function onlyCountriesLeftOut(query: PreparedName, listed: PreparedName): boolean {
  if (!listed.namesPlace || alignment.rule === 'spacing' || alignment.pairCount >= listed.words.length)
    return false;
  for (let j = 0; j < listed.words.length; j++)
    if (alignment.partnerOfListed[j] < 0 && listed.words[j].countries === null) return false;
  let distinctiveShared = false;
  for (let i = 0; i < query.words.length; i++) {
    const word = query.words[i];
    if (alignment.partnerOfQuery[i] < 0) {
      if (word.countries !== null) return false;
    } else if (word.tokenClass === 'name' && word.countries === null) distinctiveShared = true;
  }
  return distinctiveShared;
}

/** The information the matched words must carry when this name has words without a partner: WEAK_EVIDENCE_MINIMUM, or less for a name of little information. */
export function weakEvidenceRequired(name: PreparedName): number {
  return round4(Math.min(WEAK_EVIDENCE_MINIMUM, WEAK_EVIDENCE_LISTED_SHARE * name.information));
}

function prunedScore(phonetic: number, bound: number): PairScore {
  return {
    exact: false,
    jaro_winkler: NaN,
    sequence_matcher: NaN,
    phonetic,
    total: NaN,
    final_score: bound,
    capped: false,
    identical: false,
    legal_form_adjustment: NaN,
    matched_information: NaN,
    weak_evidence_adjustment: NaN,
    unmatched_query_adjustment: NaN,
    gendered_surname_adjustment: NaN,
    pruned: true,
  };
}

function identicalBelowAutojunk(a: Uint16Array, lengthA: number, b: Uint16Array, lengthB: number): boolean {
  if (lengthA !== lengthB || lengthA === 0 || lengthA >= AUTOJUNK_MIN_LENGTH) return false;
  for (let i = 0; i < lengthA; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The fast path: numbers only, no explanation objects. */
export function compareNames(query: PreparedName, listed: PreparedName, options: ScoreOptions): PairScore {
  return scorePair(query, listed, options);
}

export interface NameMatch {
  /** The best of rawScore and semanticScore: what screening reports as confidence_score. */
  score: number;
  rawScore: number;
  /** Score of the canonical forms; null when the equivalences change neither name or the pair already scores 1.0. */
  semanticScore: number | null;
  usedSemantic: boolean;
  /** Equivalences behind the semantic score when it is used; empty otherwise. */
  applied: string[];
  exact: boolean;
  /** The breakdown of the variant that gave `score`. */
  breakdown: PairScore;
  /** The pair of names that gave `score` when it is not the names as written (explain shows it), else null. */
  variant: [PreparedName, PreparedName] | null;
}

/**
 * The two names of the semantic variant, or null when the equivalences change neither: the
 * canonical forms, the query read against this candidate where another script or romanization
 * allows (readings.ts), spaced or with its article apart as the candidate writes it (spacing.ts,
 * articles.ts), or the candidate cut where a truncated query ends (truncation.ts).
 */
export function semanticVariant(
  query: PreparedName,
  listed: PreparedName,
): [PreparedName, PreparedName] | null {
  // A query of TRUNCATED_MIN_LENGTH characters or more only (truncation.ts): most return at once.
  const cut = truncatedListed(query, listed);
  if (cut !== null) return [query, cut];
  const read = readingVariant(query, listed);
  // A query read in the candidate's romanization is already spaced as the candidate (readings.ts).
  if (read === null && spacingMayDiffer(query, listed)) {
    const spaced = spacedQuery(query, listed);
    if (spaced !== null) return [spaced, listed.canonical ?? listed];
  }
  // articleSplitQuery returns at once for a query without a joined article (PreparedName.joinsArticle).
  const split = read === null ? articleSplitQuery(query, listed.canonical ?? listed) : null;
  if (split !== null) return [split, listed.canonical ?? listed];
  // frenchReadQuery returns at once for a query without a word written the French way (OU, DJ, CH).
  const french = read === null ? frenchReadQuery(query, listed) : null;
  if (french !== null) return [french, listed.canonical ?? listed];
  if (read === null && query.canonical === null && listed.canonical === null) return null;
  return read ?? [canonicalQueryFor(query, listed.canonical ?? listed), listed.canonical ?? listed];
}

/** The notes behind a semantic variant: a read query carries its own, and so does a listed name cut (truncation.ts). */
function variantNotes(
  query: PreparedName,
  listed: PreparedName,
  variant: [PreparedName, PreparedName],
): string[] {
  // A name compared as written has nothing rewritten (the truncation variant keeps the query so).
  const notesOf = (name: PreparedName, form: PreparedName) =>
    form === name ? [] : form === name.canonical ? name.applied : form.applied;
  return [...notesOf(query, variant[0]), ...notesOf(listed, variant[1])];
}

/**
 * Scores the names as written and, when equivalences rewrite either, their canonical forms; keeps
 * the best. A query with other readings (prepare.ts otherReadings: Han characters read in Korean,
 * the names around an AKA) is scored in each of them too, and the best kept.
 */
export function matchNames(query: PreparedName, listed: PreparedName, options: ScoreOptions): NameMatch {
  let best = matchWritten(query, listed, options);
  let bestReading: PreparedName | null = null;
  for (const reading of query.otherReadings) {
    if (best.score >= MAX_SCORE) break;
    const read = matchWritten(reading, listed, options);
    if (read.score <= best.score || !countsFor(reading, read, listed)) continue;
    best = read;
    bestReading = reading;
  }
  if (bestReading === null) return best;
  // The figure of the names as written, in full (it may have been only bounded, and is reported).
  const raw = scorePair(query, listed, { typeBonus: options.typeBonus });
  return {
    ...best,
    rawScore: raw.final_score,
    // The reading is a rewritten name: its figure is the semantic one (null before, shown as such).
    semanticScore: best.usedSemantic ? best.semanticScore : best.score,
    exact: false,
    usedSemantic: true,
    applied: best.usedSemantic ? best.applied : [...bestReading.applied],
    variant: best.variant ?? [bestReading, listed],
  };
}

/** Whether a reading's match counts: always, unless it counts only where it reads as the candidate's name, whole. */
function countsFor(reading: PreparedName, match: NameMatch, listed: PreparedName): boolean {
  if (!reading.romanizedOnly) return true;
  const [read, form] = match.variant ?? [reading, listed];
  return read.readAsRomanization || sameTokens(read, form);
}

function matchWritten(query: PreparedName, listed: PreparedName, options: ScoreOptions): NameMatch {
  let raw = scorePair(query, listed, options);
  // A pair already at 1.0 cannot do better on its canonical forms.
  const variant = raw.final_score >= MAX_SCORE ? null : semanticVariant(query, listed);
  if (variant === null) {
    return {
      score: raw.final_score,
      rawScore: raw.final_score,
      semanticScore: null,
      usedSemantic: false,
      applied: [],
      exact: raw.exact,
      breakdown: raw,
      variant: null,
    };
  }
  let semantic = scorePair(variant[0], variant[1], options, false);
  // A reportable pair carries both real figures (rawScore decides the match type, semanticScore
  // is reported): score in full whichever of the two was only bounded.
  const minimum = options.minimumScore ?? 0;
  const exactly = { typeBonus: options.typeBonus };
  if (semantic.pruned && raw.final_score >= minimum)
    semantic = scorePair(variant[0], variant[1], exactly, false);
  if (raw.pruned && semantic.final_score >= minimum) raw = scorePair(query, listed, exactly);
  const usedSemantic = semantic.final_score > raw.final_score;
  const best = usedSemantic ? semantic : raw;
  return {
    score: best.final_score,
    rawScore: raw.final_score,
    semanticScore: semantic.final_score,
    usedSemantic,
    applied: usedSemantic ? variantNotes(query, listed, variant) : [],
    exact: raw.exact,
    breakdown: best,
    variant: usedSemantic ? variant : null,
  };
}

export type MatchClassification = 'exact' | 'high_confidence' | 'confident' | 'potential' | 'weak';

export const CLASSIFICATION_FLOORS = { high_confidence: 0.95, confident: 0.85, potential: 0.7 } as const;

/** Spec 2.6 classification of a four-decimal final score (exact only for identical normalized names). */
export function classify(finalScore: number, exact: boolean): MatchClassification {
  if (exact) return 'exact';
  if (finalScore >= CLASSIFICATION_FLOORS.high_confidence) return 'high_confidence';
  if (finalScore >= CLASSIFICATION_FLOORS.confident) return 'confident';
  if (finalScore >= CLASSIFICATION_FLOORS.potential) return 'potential';
  return 'weak';
}
