import { withinOneEdit } from '../names/legal-form-spellings';
import { INITIAL_WEIGHT } from '../names/token-weights';
import {
  alignment,
  metaphoneAgrees,
  metaphoneMayAgree,
  printAlike,
  sameChineseSyllable,
  sameText,
} from './alignment';
import { prepareWord, type PreparedName, type PreparedWord } from './prepare';

/**
 * Phonetic score (docs/matching.md, "Phonetic score"): over the two names' words, with the
 * token alignment's pairs. Per pair: identical words 1.0; otherwise, for words of the letters
 * A–Z, 1.0 when Soundex and Double Metaphone agree, 0.9 when only Metaphone agrees (its agreement
 * is not counted between two common names that share only a short code: metaphoneCredited); else the
 * better of 0.6 when Soundex agrees and 0.7 for near codes (words of 5 letters or more whose
 * Metaphone codes are one edit apart, unless both are common names, or which are themselves one edit
 * apart: one typo); else 0. Words with digits or other
 * scripts have no sound and earn nothing unless identical. An initial paired with the word it
 * stands for (alignment.ts standsFor) is evidence of one letter: the pair earns INITIAL_WEIGHT,
 * the initial's own weight, whichever name holds the initial.
 *
 * The pairs are weighed by the query word's informativeness w (names/token-weights.ts):
 *   phonetic = Σ over paired query words (w × pair score) / D
 *   D        = W_query + LISTED_EXTRA_SHARE × min(max(0, W_listed − W_query), W_query)
 * with W the sum of a name's word weights. A query word without a partner costs its whole
 * weight (a distinctive word the listed name lacks is strong evidence of another name); extra
 * listed information costs half as much (lists add middle names, patronymics and aliases), and
 * at most as much as the query's own information counts: a list that gives four middle names or
 * a chain of fathers' names (an Arabic nasab) is no more evidence of another person than one that
 * gives two. Uncapped, "Muhammad Shammout" against MUHAMMAD ISAM MUHAMMAD ANWAR NUR SHAMMOUT
 * scored 0.83; whether the kept words are informative enough is the weak-evidence rule's to say.
 * Spacing variants (AL QAIDA, ALQAIDA) compare their space-free forms as one word each.
 */
export const PHONETIC_BOTH = 1;
export const PHONETIC_METAPHONE_ONLY = 0.9;
export const PHONETIC_NEAR_CODES = 0.7;
/**
 * Near codes between two words of LONG_WORD_LETTERS letters or more: one edit in a long word
 * leaves most of it standing, and two different names of that length are one edit apart far
 * more rarely than two short ones (FARAH / FARAG, SAMER / SAMIR).
 */
export const PHONETIC_NEAR_CODES_LONG = 0.8;
export const LONG_WORD_LETTERS = 7;
/** Below both near-code credits (phoneticPairBound relies on it). */
export const PHONETIC_SOUNDEX_ONLY = 0.6;
export const LISTED_EXTRA_SHARE = 0.5;

/** The near-code credit of two words: more when both are long. */
export function nearCodesCredit(a: PreparedWord, b: PreparedWord): number {
  return a.letters >= LONG_WORD_LETTERS && b.letters >= LONG_WORD_LETTERS
    ? PHONETIC_NEAR_CODES_LONG
    : PHONETIC_NEAR_CODES;
}

export function soundexAgrees(a: PreparedWord, b: PreparedWord): boolean {
  return a.sounds && b.sounds && a.soundex === b.soundex;
}

/**
 * Near codes, for words of NEAR_CODES_MIN_LENGTH letters or more: a Metaphone code of one word
 * is one edit from a code of the other, or the words themselves are one edit apart; and words of
 * any length whose print keys agree (printAlike: one print or scan misreading). Two names many
 * people bear (PreparedWord.commonName: SANDRA / ANDRE, HENDERSON / ANDERSON) are near only when
 * spelled one edit apart or printed alike, not by their codes: a misspelling seldom lands on another
 * common name, so codes one edit apart say there that these are two names, not one misspelt.
 */
export function metaphoneNear(a: PreparedWord, b: PreparedWord): boolean {
  // Words that print alike (RN / M, CL / D …) are two edits apart but one misreading: near too.
  if (printAlike(a, b)) return true;
  if (!longEnoughForNearCodes(a, b)) return droppedLetter(a, b);
  // Numbers (hashes, masks) before strings, here and below: they rule out about nine pairs in
  // ten without reading the strings, which are elsewhere in memory.
  // One typo can change two code letters (ANDRES ANTRS, ANXRES ANKSRS): words one edit apart count as near.
  if (mayBeOneEditApart(a.characterMask, b.characterMask) && withinOneEdit(a.text, b.text)) return true;
  if (a.commonName && b.commonName) return false;
  return (
    (codesMayBeNear(a.primaryHash, a.primaryMask, b.primaryHash, b.primaryMask) &&
      withinOneEdit(a.metaphone[0], b.metaphone[0])) ||
    (codesMayBeNear(a.primaryHash, a.primaryMask, b.alternateHash, b.alternateMask) &&
      withinOneEdit(a.metaphone[0], b.metaphone[1])) ||
    (codesMayBeNear(a.alternateHash, a.alternateMask, b.primaryHash, b.primaryMask) &&
      withinOneEdit(a.metaphone[1], b.metaphone[0])) ||
    (codesMayBeNear(a.alternateHash, a.alternateMask, b.alternateHash, b.alternateMask) &&
      withinOneEdit(a.metaphone[1], b.metaphone[1]))
  );
}

/** Two codes may be one edit apart: both non-empty (a hash is 0 only for the empty code) and their masks allow it. */
function codesMayBeNear(hashA: number, maskA: number, hashB: number, maskB: number): boolean {
  return hashA !== 0 && hashB !== 0 && mayBeOneEditApart(maskA, maskB);
}

/**
 * Necessary for two strings one edit apart, from their character masks: each has at most one
 * kind of character the other lacks (a substitution changes one each way, an insertion one).
 */
function mayBeOneEditApart(maskA: number, maskB: number): boolean {
  const onlyA = maskA & ~maskB;
  const onlyB = maskB & ~maskA;
  return (onlyA & (onlyA - 1)) === 0 && (onlyB & (onlyB - 1)) === 0;
}

export function phoneticPairScore(a: PreparedWord, b: PreparedWord): number {
  if (sameText(a, b)) return PHONETIC_BOTH;
  if (knownDifferentNames(a, b)) return 0;
  const metaphone = metaphoneCredited(a, b);
  const sound = soundScore(a, b, metaphone, a.soundex === b.soundex, !metaphone && metaphoneNear(a, b));
  // One Chinese syllable in two romanizations (CHOU / ZHOU: Metaphone X and J) sounds alike.
  return sound < PHONETIC_METAPHONE_ONLY && sameChineseSyllable(a, b) ? PHONETIC_METAPHONE_ONLY : sound;
}

/**
 * Metaphone codes of this many letters or fewer are shared by many names (LS: LUCIA, LUIS, LEWIS;
 * MR: MARIA, MAYRA, MARY): between two common names their agreement is not counted.
 */
export const SHORT_CODE_LETTERS = 2;
/**
 * …when both words have at least this many letters. Shorter words are mostly one syllable romanized
 * in two ways (LEE / LI, WOO / WU, KOO / KU: one name), and their code is nearly all they have.
 */
export const SHORT_CODE_MIN_WORD_LETTERS = 4;

/**
 * Whether Metaphone agreement earns its credit: the codes agree, unless the two words are common
 * names (PreparedWord.commonName) of SHORT_CODE_MIN_WORD_LETTERS letters or more, more than one
 * edit apart, whose codes are short (SHORT_CODE_LETTERS). Such a pair says "two names" (LUCIA /
 * LUIS, MARIA / MAYRA), as for near codes (metaphoneNear); Soundex still counts.
 */
export function metaphoneCredited(a: PreparedWord, b: PreparedWord): boolean {
  if (!metaphoneAgrees(a, b)) return false;
  if (!a.commonName || !b.commonName) return true;
  if (a.letters < SHORT_CODE_MIN_WORD_LETTERS || b.letters < SHORT_CODE_MIN_WORD_LETTERS) return true;
  if (a.metaphone[0].length > SHORT_CODE_LETTERS || b.metaphone[0].length > SHORT_CODE_LETTERS) return true;
  return withinOneEdit(a.text, b.text) || sameChineseSyllable(a, b);
}

/**
 * Two given names the equivalence table keeps apart (MUHAMMAD / MAHMUD, SALIM / SALEM): however
 * alike their codes (Metaphone and Soundex drop the vowels that tell them apart), they sound like
 * two names, and earn no phonetic credit.
 */
export function knownDifferentNames(a: PreparedWord, b: PreparedWord): boolean {
  return a.nameGroup !== 0 && b.nameGroup !== 0 && a.nameGroup !== b.nameGroup;
}

/**
 * At least phoneticPairScore(a, b), from hashes only: equal hashes are necessary for equal
 * words and codes, so this never undercounts.
 */
function phoneticPairBound(a: PreparedWord, b: PreparedWord): number {
  if (a.textHash === b.textHash) return PHONETIC_BOTH;
  if (!a.sounds || !b.sounds) return 0;
  if (metaphoneMayAgree(a, b))
    return a.soundexHash === b.soundexHash ? PHONETIC_BOTH : PHONETIC_METAPHONE_ONLY;
  if (sameChineseSyllable(a, b)) return PHONETIC_METAPHONE_ONLY;
  const soundex = a.soundexHash === b.soundexHash ? PHONETIC_SOUNDEX_ONLY : 0;
  // Near codes are compared exactly (cheap masks first); their credit is above Soundex's.
  return metaphoneNear(a, b) ? nearCodesCredit(a, b) : soundex;
}

function longEnoughForNearCodes(a: PreparedWord, b: PreparedWord): boolean {
  return a.nearEligible && b.nearEligible;
}

/**
 * One letter dropped from a word of NEAR_CODES_MIN_LENGTH letters or more (SENAT / SENA, CANKO /
 * CANO): the one typo that leaves a word too short for near codes still earns their credit.
 */
function droppedLetter(a: PreparedWord, b: PreparedWord): boolean {
  const difference = a.letters - b.letters;
  if (difference !== 1 && difference !== -1) return false;
  const longer = difference === 1 ? a : b;
  const shorter = difference === 1 ? b : a;
  return (
    longer.nearEligible &&
    shorter.sounds &&
    mayBeOneEditApart(longer.characterMask, shorter.characterMask) &&
    withinOneEdit(shorter.text, longer.text)
  );
}

/** The score of two different words from whether their Metaphone and Soundex codes agree or are near. */
function soundScore(
  a: PreparedWord,
  b: PreparedWord,
  metaphone: boolean,
  soundex: boolean,
  nearCodes: boolean,
): number {
  if (!a.sounds || !b.sounds) return 0;
  if (metaphone) return soundex ? PHONETIC_BOTH : PHONETIC_METAPHONE_ONLY;
  return Math.max(soundex ? PHONETIC_SOUNDEX_ONLY : 0, nearCodes ? nearCodesCredit(a, b) : 0);
}

/** The phonetic score's denominator D: depends on the two names only, not on the alignment. */
export function phoneticDenominator(query: PreparedName, listed: PreparedName): number {
  const extra = Math.max(0, listed.information - query.information);
  return query.information + LISTED_EXTRA_SHARE * Math.min(extra, query.information);
}

/**
 * An upper bound of phoneticScore that needs no alignment: each query word counted with its
 * best-sounding listed word, as if the alignment paired every word with it. Summed in query
 * order like phoneticScore, so floating-point rounding cannot put it below the real score.
 * Not valid for spacing variants (equal compact forms), which phoneticScore scores as one word.
 */
export function phoneticScoreBound(query: PreparedName, listed: PreparedName): number {
  matchedInformationBound = 0;
  const denominator = phoneticDenominator(query, listed);
  if (denominator === 0) return 0;
  let sum = 0;
  const listedInitial = listed.hasOneLetterWord;
  for (const queryWord of query.words) {
    // An initial may stand for a listed word: full credit, at its own weight (per query word, not per pair: cheap).
    let best = queryWord.letters === 1 ? PHONETIC_BOTH : 0;
    for (const listedWord of listed.words) {
      if (best === PHONETIC_BOTH) break;
      best = Math.max(best, phoneticPairBound(queryWord, listedWord));
    }
    const credit = queryWord.weight * best;
    // A listed initial may stand for this word: the pair then earns INITIAL_WEIGHT.
    sum += listedInitial && credit < INITIAL_WEIGHT ? INITIAL_WEIGHT : credit;
  }
  matchedInformationBound = sum;
  return sum / denominator;
}

let matchedInformationBound = 0;

/** The last phoneticScoreBound's Σ weight × best pair score: at least the matched information of any alignment. */
export function lastMatchedInformationBound(): number {
  return matchedInformationBound;
}

/** The space-free forms as words, for explaining the spacing rule. */
export function compactWords(query: PreparedName, listed: PreparedName): [PreparedWord, PreparedWord] {
  return [prepareWord(query.compact), prepareWord(listed.compact)];
}

let matchedInformation = 0;

/** Σ weight × pair score over the paired query words of the last phoneticScore call. */
export function lastMatchedInformation(): number {
  return matchedInformation;
}

/** Phonetic score of the last alignment (alignNames must have run on the same two names). */
export function phoneticScore(query: PreparedName, listed: PreparedName): number {
  // Spacing variants are scored as one word each, and their space-free forms are the same word.
  matchedInformation = query.information;
  if (alignment.rule === 'spacing') return PHONETIC_BOTH;
  matchedInformation = 0;
  const denominator = phoneticDenominator(query, listed);
  if (denominator === 0) return 0;
  let sum = 0;
  const initials = alignment.initialPairCount > 0;
  for (let i = 0; i < query.words.length; i++) {
    const partner = alignment.partnerOfQuery[i];
    const word = query.words[i];
    if (partner < 0) continue;
    sum +=
      initials && alignment.initialOfQuery[i] === 1
        ? INITIAL_WEIGHT
        : word.weight * phoneticPairScore(word, listed.words[partner]);
  }
  matchedInformation = sum;
  return sum / denominator;
}
