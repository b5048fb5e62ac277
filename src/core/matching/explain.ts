import { differentCountries } from '../names/country-words';
import { INITIAL_WEIGHT } from '../names/token-weights';
import { alignment, comparedAsInitial } from './alignment';
import {
  matchIdentifiers,
  type IdentifierMatch,
  type ListedIdentifier,
  type QueryIdentifiers,
} from './identifiers';
import {
  applyEvidence,
  EVIDENCE_FLOOR,
  evidenceFactors,
  weighEvidence,
  type EvidenceFinding,
} from './evidence';
import { jaroWinklerSymbols, lastJaroWinkler, type JaroWinklerDetails } from './jaro-winkler';
import {
  compactWords,
  LONG_WORD_LETTERS,
  metaphoneCredited,
  PHONETIC_NEAR_CODES,
  PHONETIC_NEAR_CODES_LONG,
  SHORT_CODE_LETTERS,
  SHORT_CODE_MIN_WORD_LETTERS,
  soundexAgrees,
} from './phonetic';
import type { PreparedName, PreparedWord } from './prepare';
import { round4 } from './rounding';
import {
  classify,
  CLASSIFICATION_FLOORS,
  contribution,
  ENTITY_TYPE_BONUS,
  matchNames,
  MAX_SCORE,
  NON_IDENTICAL_CAP,
  UNMATCHED_QUERY_RATE,
  WEAK_EVIDENCE_LISTED_SHARE,
  WEAK_EVIDENCE_MINIMUM,
  WEAK_EVIDENCE_RATE,
  alignedWeakEvidenceRequired,
  GENDERED_SURNAME_CONFLICT,
  genderedSurnamePairs,
  onlyCountriesLeftOut,
  scorePair,
  WEIGHTS,
  type MatchClassification,
  type PairScore,
} from './score';
import { lastMatchingBlocks, matchingCharacters, type MatchingBlock } from './sequence-matcher';

/** The explanation of spec 2.6 (the controller adds `timestamp`). */
export interface NameView {
  original: string;
  normalized: string;
  tokens: string[];
}

export interface ComparedStrings {
  query: string;
  matched: string;
}

export interface Explanation {
  query: NameView;
  matched: NameView;
  scoring_breakdown: { jaro_winkler: number; sequence_matcher: number; phonetic: number; total: number };
  algorithm_details: {
    exact_match: { matched: boolean; score: number; description: string };
    jaro_winkler: {
      score: number;
      weight: number;
      weighted_contribution: number;
      compared: ComparedStrings;
      details: Omit<JaroWinklerDetails, 'score'>;
      description: string;
    };
    sequence_matcher: {
      score: number;
      weight: number;
      weighted_contribution: number;
      compared: ComparedStrings;
      matching_blocks: MatchingBlock[];
      longest_match_length: number;
      description: string;
    };
    phonetic: {
      score: number;
      weight: number;
      weighted_contribution: number;
      details: {
        query_soundex_codes: { word: string; code: string }[];
        matched_soundex_codes: { word: string; code: string }[];
        soundex_matches: string[];
        query_metaphone_codes: { word: string; primary: string; alternate: string }[];
        matched_metaphone_codes: { word: string; primary: string; alternate: string }[];
        metaphone_matches: string[];
      };
      description: string;
    };
    /** What the three algorithms do not see (docs/matching.md, "Adjustments"); each amount is subtracted. */
    adjustments: Adjustments;
    /** Date of birth and countries against the listed ones (evidence.ts); absent when none was compared. */
    secondary_evidence?: {
      name_score: number;
      adjustment: number;
      final_score: number;
      findings: EvidenceFinding[];
      description: string;
    };
  };
  final_score: number;
  match_classification: MatchClassification;
  confidence_factors: string[];
  /** Explain's listed identifiers are bare numbers: no issuing country to report. */
  identifier_matches: Omit<IdentifierMatch, 'matched_country'>[];
}

export interface WordWeight {
  word: string;
  weight: number;
}

export interface Adjustments {
  token_weights: { query: WordWeight[]; matched: WordWeight[] };
  legal_forms: { query: string[]; matched: string[]; amount: number };
  unmatched_query_words: { words: string[]; amount: number };
  /** Query and listed words that name different countries, which never pair (names/country-words.ts). */
  different_countries: { query: string; matched: string }[];
  /**
   * listed_places_unpaired: the listed words left without a partner when they all name a country
   * (score.ts onlyCountriesLeftOut), which demand no evidence; empty otherwise.
   */
  weak_evidence: {
    matched_information: number;
    required: number;
    amount: number;
    listed_places_unpaired: string[];
  };
  /** A surname's masculine and feminine forms paired beside given names of either sex (score.ts genderedSurnamePairs). */
  gendered_surnames: { pairs: { query: string; matched: string }[]; amount: number };
  identical: boolean;
  cap: number;
  description: string;
}

export interface ExplainOptions {
  typeBonus: boolean;
  /** For the wording of the bonus factor only. */
  entityType?: string;
  queryIdentifiers?: QueryIdentifiers;
  matchedIdentifiers?: readonly ListedIdentifier[];
  /** Secondary evidence: the query's countries and the listed record's (dates of birth come from the identifiers). */
  queryCountries?: readonly string[];
  matchedCountries?: readonly string[];
}

const DESCRIPTIONS = {
  exact_match: 'The normalized names are identical.',
  jaro_winkler:
    'Jaro-Winkler similarity of the two compared strings (as Python jellyfish.jaro_winkler_similarity): ' +
    'matching characters within the match window and transpositions give the Jaro similarity; ' +
    'a common prefix of up to 4 characters adds prefix × 0.1 × (1 − Jaro) when Jaro is above 0.7.',
  sequence_matcher:
    'Python difflib.SequenceMatcher(None, query, matched).ratio() on the two compared strings: ' +
    '2 × matching characters / total length, matching blocks as get_matching_blocks() returns them ' +
    '(zero-length sentinel last; autojunk applies from 200 characters).',
  secondary_evidence:
    'The name score moved by secondary evidence: date of birth agrees +0.02, contradicts −0.06; a query country ' +
    `among the listed countries +0.01, none of them −0.02. Never below ${EVIDENCE_FLOOR} or the name score, never 1.0 ` +
    'for names that differ; screening reports a hit when the name score alone passes the threshold.',
  phonetic:
    'Per aligned token pair: identical 1.0; Soundex and Double Metaphone agree 1.0; Metaphone only 0.9 ' +
    `(not counted between two common names of ${SHORT_CODE_MIN_WORD_LETTERS}+ letters, more than one edit apart, with codes of ${SHORT_CODE_LETTERS} letters or fewer); ` +
    'Soundex only 0.6; near codes (words of 5+ letters one edit apart, or Metaphone codes one edit apart ' +
    'unless both words are common names) ' +
    `${PHONETIC_NEAR_CODES}, ${PHONETIC_NEAR_CODES_LONG} when both words have ${LONG_WORD_LETTERS}+ letters; ` +
    `an initial and the word it stands for earn ${INITIAL_WEIGHT} in all; ` +
    "otherwise 0. Each pair weighs its query word's informativeness w; the sum is divided by " +
    "W_query + 0.5 × min(max(0, W_listed − W_query), W_query), W being the sum of a name's word weights. " +
    'Legal forms are left out.',
  adjustments:
    'Subtracted after the entity-type bonus: legal forms compared as a class (one side only 0.01, a conflict 0.03, ' +
    `agreement 0); query words without a partner ${UNMATCHED_QUERY_RATE} × their weight; weak evidence ` +
    `${WEAK_EVIDENCE_RATE} × (required − matched information) when listed words are missing (required = ` +
    `min(${WEAK_EVIDENCE_MINIMUM}, ${WEAK_EVIDENCE_LISTED_SHARE} × W_listed)) or the query adds middle names ` +
    `(the same with W_query; the larger applies); required = ${WEAK_EVIDENCE_MINIMUM} when an initial stands for a word; ` +
    `none when the listed words without a partner all name a country and the listed name is not a person's; ` +
    `${GENDERED_SURNAME_CONFLICT} when a surname's masculine and feminine forms pair (POPOV / POPOVA), each beside ` +
    `a given name of the same sex (a man and a woman). Names that are not the same tokens are capped at ${NON_IDENTICAL_CAP}.`,
} as const;

function view(name: PreparedName): NameView {
  return { original: name.original, normalized: name.normalized, tokens: name.tokens };
}

function spelled(ofQuery: boolean, query: PreparedName, listed: PreparedName): string {
  const [name, order, count] = ofQuery
    ? [query, alignment.queryOrder, alignment.queryOrderLength]
    : [listed, alignment.listedOrder, alignment.listedOrderLength];
  const words: string[] = [];
  for (let n = 0; n < count; n++) {
    const text = name.words[order[n]].text;
    words.push(comparedAsInitial(ofQuery, order[n], query, listed) ? text[0] : text);
  }
  return words.join(' ');
}

function comparedStrings(query: PreparedName, listed: PreparedName): ComparedStrings {
  if (alignment.rule === 'spacing') return { query: query.compact, matched: listed.compact };
  return { query: spelled(true, query, listed), matched: spelled(false, query, listed) };
}

interface WordPair {
  query: PreparedWord;
  listed: PreparedWord;
  similarity: number;
  /** An initial and the word it stands for (alignment.ts standsFor). */
  initial: boolean;
}

function alignedPairs(query: PreparedName, listed: PreparedName): WordPair[] {
  if (alignment.rule === 'spacing') {
    const [queryWord, listedWord] = compactWords(query, listed);
    return [{ query: queryWord, listed: listedWord, similarity: 1, initial: false }];
  }
  const pairs: WordPair[] = [];
  for (let i = 0; i < query.words.length; i++) {
    const partner = alignment.partnerOfQuery[i];
    if (partner >= 0) {
      pairs.push({
        query: query.words[i],
        listed: listed.words[partner],
        similarity: alignment.similarityOfQuery[i],
        initial: alignment.initialOfQuery[i] === 1,
      });
    }
  }
  return pairs;
}

function phoneticDetails(query: PreparedName, listed: PreparedName, pairs: WordPair[]) {
  const words = (name: PreparedName): PreparedWord[] =>
    alignment.rule === 'spacing' ? [pairs[0][name === query ? 'query' : 'listed']] : name.words;
  const soundexCodes = (name: PreparedName) => words(name).map((w) => ({ word: w.text, code: w.soundex }));
  const metaphoneCodes = (name: PreparedName) =>
    words(name).map((w) => ({ word: w.text, primary: w.metaphone[0], alternate: w.metaphone[1] }));
  const sharedMetaphone = (a: PreparedWord, b: PreparedWord): string =>
    a.metaphone.find((code) => code !== '' && b.metaphone.includes(code)) ?? '';
  return {
    query_soundex_codes: soundexCodes(query),
    matched_soundex_codes: soundexCodes(listed),
    soundex_matches: pairs
      .filter((p) => soundexAgrees(p.query, p.listed))
      .map((p) => `${p.query.text} = ${p.listed.text} (${p.query.soundex})`),
    query_metaphone_codes: metaphoneCodes(query),
    matched_metaphone_codes: metaphoneCodes(listed),
    metaphone_matches: pairs
      .filter((p) => metaphoneCredited(p.query, p.listed))
      .map((p) => `${p.query.text} = ${p.listed.text} (${sharedMetaphone(p.query, p.listed)})`),
  };
}

function unpairedWords(name: PreparedName, partners: Int32Array): string[] {
  return name.words.filter((_, index) => partners[index] < 0).map((w) => w.text);
}

function alignmentFactors(query: PreparedName, listed: PreparedName, pairs: WordPair[]): string[] {
  const factors: string[] = [];
  if (alignment.rule === 'spacing') {
    factors.push(
      `The names are identical once spaces are removed (${query.compact}): the space-free forms are compared`,
    );
    return factors;
  }
  if (alignment.reordered) {
    const compared = comparedStrings(query, listed);
    factors.push(
      'Same tokens in a different order: the tokens were aligned before scoring, so the order costs nothing ' +
        `(compared "${compared.query}" with "${compared.matched}")`,
    );
  }
  for (const pair of pairs) {
    if (pair.initial) {
      factors.push(
        `Initial paired: ${pair.query.text} = ${pair.listed.text}; compared as the initial ` +
          `${pair.query.text[0]}, evidence of one letter only (weighs ${INITIAL_WEIGHT}; the other words must carry ` +
          `${WEAK_EVIDENCE_MINIMUM} of information)`,
      );
    } else if (pair.query.text !== pair.listed.text) {
      factors.push(
        `Similar tokens paired: ${pair.query.text} ≈ ${pair.listed.text} (token similarity ${round4(pair.similarity)})`,
      );
    }
  }
  const extraQuery = unpairedWords(query, alignment.partnerOfQuery);
  const extraListed = unpairedWords(listed, alignment.partnerOfListed);
  const cost =
    alignment.rule === 'subset'
      ? 'left out of the compared strings (words a name is often written without: middle names, patronymics, a ' +
        "second surname, an organization's generic words): they lower only the phonetic score"
      : 'kept at the end of the compared strings and counted in the phonetic score';
  if (extraQuery.length > 0)
    factors.push(`Query tokens without a counterpart: ${extraQuery.join(', ')}; ${cost}`);
  if (extraListed.length > 0)
    factors.push(`Listed tokens without a counterpart: ${extraListed.join(', ')}; ${cost}`);
  return factors;
}

function phoneticFactors(details: ReturnType<typeof phoneticDetails>): string[] {
  const factors: string[] = [];
  if (details.soundex_matches.length > 0)
    factors.push(`Matching Soundex codes: ${details.soundex_matches.join('; ')}`);
  if (details.metaphone_matches.length > 0)
    factors.push(`Matching Metaphone codes: ${details.metaphone_matches.join('; ')}`);
  return factors;
}

function bonusFactors(score: PairScore, options: ExplainOptions): string[] {
  if (score.exact) return ['Normalized names are identical: exact match, final score 1.0'];
  const factors: string[] = [];
  if (options.typeBonus) {
    factors.push(
      `Entity-type bonus applied (${options.entityType ?? 'same type'}): total ${score.total} × ${ENTITY_TYPE_BONUS} = ` +
        `${round4(score.total * ENTITY_TYPE_BONUS)}`,
    );
  } else {
    factors.push(
      options.entityType === undefined
        ? 'No entity-type bonus: no entity_type given'
        : `No entity-type bonus: entity_type ${options.entityType}`,
    );
  }
  if (score.capped && score.identical) factors.push('Final score capped at 1.0');
  return factors;
}

/** Word pairs of the two names that name different countries (each left unpaired by the alignment). */
function countryConflicts(query: PreparedName, listed: PreparedName): { query: string; matched: string }[] {
  return query.words.flatMap((q) =>
    listed.words
      .filter((l) => differentCountries(q.countries, l.countries))
      .map((l) => ({ query: q.text, matched: l.text })),
  );
}

function weights(name: PreparedName): WordWeight[] {
  return name.words.map((word) => ({ word: word.text, weight: round4(word.weight) }));
}

function adjustments(query: PreparedName, listed: PreparedName, score: PairScore): Adjustments {
  return {
    token_weights: { query: weights(query), matched: weights(listed) },
    legal_forms: {
      query: [...query.legalForms],
      matched: [...listed.legalForms],
      amount: score.legal_form_adjustment,
    },
    unmatched_query_words: {
      words: alignment.rule === 'aligned' ? unpairedWords(query, alignment.partnerOfQuery) : [],
      amount: score.unmatched_query_adjustment,
    },
    different_countries: countryConflicts(query, listed),
    weak_evidence: {
      matched_information: score.matched_information,
      required: alignedWeakEvidenceRequired(query, listed),
      amount: score.weak_evidence_adjustment,
      listed_places_unpaired: onlyCountriesLeftOut(query, listed)
        ? unpairedWords(listed, alignment.partnerOfListed)
        : [],
    },
    gendered_surnames: {
      pairs: genderedSurnamePairs(query, listed),
      amount: score.gendered_surname_adjustment,
    },
    identical: score.identical,
    cap: score.identical ? MAX_SCORE : NON_IDENTICAL_CAP,
    description: DESCRIPTIONS.adjustments,
  };
}

function adjustmentFactors(details: Adjustments, score: PairScore): string[] {
  if (score.exact) return [];
  const factors: string[] = [];
  const listWeights = (list: WordWeight[]) => list.map((w) => `${w.word} ${w.weight}`).join(', ');
  factors.push(
    `Token informativeness (1 = rare, low = common or generic): query ${listWeights(details.token_weights.query)}; ` +
      `listed ${listWeights(details.token_weights.matched)}`,
  );
  const { query, matched, amount } = details.legal_forms;
  if (query.length > 0 || matched.length > 0) {
    const forms = `query ${query.join(' ') || 'none'}, listed ${matched.join(' ') || 'none'}`;
    factors.push(
      amount === 0
        ? `Legal forms compared as a class and agree (${forms}): no cost`
        : `Legal forms compared as a class (${forms}): ${query.length === 0 || matched.length === 0 ? 'on one side only' : 'they differ'}, −${amount}`,
    );
  }
  if (details.different_countries.length > 0)
    factors.push(
      `Words that name different countries never pair (${details.different_countries
        .map((c) => `${c.query} / ${c.matched}`)
        .join(', ')})`,
    );
  if (details.unmatched_query_words.amount > 0)
    factors.push(
      `Query words with no partner in the listed name (${details.unmatched_query_words.words.join(', ')}): ` +
        `−${details.unmatched_query_words.amount}`,
    );
  if (details.weak_evidence.listed_places_unpaired.length > 0)
    factors.push(
      `Listed words that name a country have no partner (${details.weak_evidence.listed_places_unpaired.join(', ')}): ` +
        `where an organization is registered, not missing evidence`,
    );
  if (details.weak_evidence.amount > 0)
    factors.push(
      `Weak evidence: one name has words the other lacks, and the matched words carry only ` +
        `${details.weak_evidence.matched_information} of information (${details.weak_evidence.required} needed): ` +
        `−${details.weak_evidence.amount}`,
    );
  if (details.gendered_surnames.amount > 0)
    factors.push(
      `A surname's masculine and feminine forms (${details.gendered_surnames.pairs
        .map((pair) => `${pair.query} / ${pair.matched}`)
        .join(', ')}), each beside a given name of the same sex: a man and a woman, ` +
        `−${details.gendered_surnames.amount}`,
    );
  if (!details.identical && score.capped)
    factors.push(`The names are not the same tokens: score capped at ${NON_IDENTICAL_CAP}`);
  return factors;
}

function classificationFactor(classification: MatchClassification, finalScore: number): string {
  switch (classification) {
    case 'exact':
      return 'Classified exact: the normalized names are identical';
    case 'high_confidence':
      return `Classified high_confidence: ${finalScore} is ${CLASSIFICATION_FLOORS.high_confidence} or above`;
    case 'confident':
      return `Classified confident: ${finalScore} is from ${CLASSIFICATION_FLOORS.confident} to below ${CLASSIFICATION_FLOORS.high_confidence}`;
    case 'potential':
      return `Classified potential (manual review recommended): ${finalScore} is from ${CLASSIFICATION_FLOORS.potential} to below ${CLASSIFICATION_FLOORS.confident}`;
    case 'weak':
      return `Classified weak: ${finalScore} is below ${CLASSIFICATION_FLOORS.potential}`;
  }
}

/** Document numbers; a date of birth is secondary evidence (evidenceFactors). */
function identifierFactors(matches: Omit<IdentifierMatch, 'matched_country'>[]): string[] {
  return matches
    .filter((match) => match.strength === 'document')
    .map(
      (match) =>
        `Identifier match: ${match.id_type} ${match.query_value} equals listed ${match.matched_value} ` +
        '(a document number; screening reports it as identifier_confirmed; the name score is unchanged)',
    );
}

/**
 * The full explanation of one pair. Its final_score is matchNames(query, listed).score (the
 * variant, as written or canonical, that scored best is the one shown), moved by the secondary
 * evidence given (evidence.ts), as screening moves it.
 */
export function explainNames(
  query: PreparedName,
  listed: PreparedName,
  options: ExplainOptions,
): Explanation {
  const match = matchNames(query, listed, { typeBonus: options.typeBonus });
  const variant = match.variant;
  const [scoredQuery, scoredListed] = variant ?? [query, listed];
  const score = scorePair(scoredQuery, scoredListed, { typeBonus: options.typeBonus }, variant === null);

  const compared = comparedStrings(scoredQuery, scoredListed);
  const { querySymbols, queryLength, listedSymbols, listedLength } = alignment;
  jaroWinklerSymbols(querySymbols, queryLength, listedSymbols, listedLength);
  const jw = { ...lastJaroWinkler };
  matchingCharacters(querySymbols, queryLength, listedSymbols, listedLength);
  const blocks = lastMatchingBlocks();
  const pairs = alignedPairs(scoredQuery, scoredListed);
  const phonetic = phoneticDetails(scoredQuery, scoredListed, pairs);

  const contributions = {
    jaro_winkler: contribution(score.jaro_winkler, WEIGHTS.jaro_winkler),
    sequence_matcher: contribution(score.sequence_matcher, WEIGHTS.sequence_matcher),
    phonetic: contribution(score.phonetic, WEIGHTS.phonetic),
  };
  const adjustmentDetails = adjustments(scoredQuery, scoredListed, score);
  const evidence = weighEvidence(
    { dateOfBirth: options.queryIdentifiers?.date_of_birth, countries: options.queryCountries },
    { identifiers: options.matchedIdentifiers ?? [], countries: options.matchedCountries ?? [] },
  );
  const finalScore = applyEvidence(score.final_score, evidence);
  const classification = classify(finalScore, score.exact);
  const identifierMatches = matchIdentifiers(
    options.queryIdentifiers ?? {},
    options.matchedIdentifiers ?? [],
  ).map(({ matched_country: _country, ...match }) => match);
  const semanticFactors = match.usedSemantic
    ? [
        ...match.applied.map((note) => `Equivalence applied: ${note}`),
        `Scored on the names after equivalences (${match.semanticScore}) rather than as written (${match.rawScore})`,
      ]
    : [];

  return {
    query: view(query),
    matched: view(listed),
    scoring_breakdown: { ...contributions, total: score.total },
    algorithm_details: {
      exact_match: {
        matched: score.exact,
        score: score.exact ? 1 : 0,
        description: DESCRIPTIONS.exact_match,
      },
      jaro_winkler: {
        score: score.jaro_winkler,
        weight: WEIGHTS.jaro_winkler,
        weighted_contribution: contributions.jaro_winkler,
        compared,
        details: {
          string1_length: jw.string1_length,
          string2_length: jw.string2_length,
          match_window: jw.match_window,
          matching_characters: jw.matching_characters,
          transpositions: jw.transpositions,
          common_prefix_length: jw.common_prefix_length,
          jaro_similarity: round4(jw.jaro_similarity),
          winkler_adjustment: round4(jw.winkler_adjustment),
        },
        description: DESCRIPTIONS.jaro_winkler,
      },
      sequence_matcher: {
        score: score.sequence_matcher,
        weight: WEIGHTS.sequence_matcher,
        weighted_contribution: contributions.sequence_matcher,
        compared,
        matching_blocks: blocks,
        longest_match_length: Math.max(0, ...blocks.map((block) => block.length)),
        description: DESCRIPTIONS.sequence_matcher,
      },
      phonetic: {
        score: score.phonetic,
        weight: WEIGHTS.phonetic,
        weighted_contribution: contributions.phonetic,
        details: phonetic,
        description: DESCRIPTIONS.phonetic,
      },
      adjustments: adjustmentDetails,
      ...(evidence.findings.length > 0
        ? {
            secondary_evidence: {
              name_score: score.final_score,
              adjustment: evidence.adjustment,
              final_score: finalScore,
              findings: evidence.findings,
              description: DESCRIPTIONS.secondary_evidence,
            },
          }
        : {}),
    },
    final_score: finalScore,
    match_classification: classification,
    confidence_factors: [
      ...semanticFactors,
      ...alignmentFactors(scoredQuery, scoredListed, pairs),
      ...phoneticFactors(phonetic),
      ...bonusFactors(score, options),
      ...adjustmentFactors(adjustmentDetails, score),
      ...identifierFactors(identifierMatches),
      ...evidenceFactors(score.final_score, evidence),
      classificationFactor(classification, finalScore),
    ],
    identifier_matches: identifierMatches,
  };
}
