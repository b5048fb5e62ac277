import { explainNames, matchNames, prepareName, round4, type Explanation } from '../../../src/core/matching';
import { tokenWeight } from '../../../src/core/names/token-weights';

// The names as written: the equivalence tables (tested in semantic.spec.ts) are left out here.
jest.mock('../../../src/core/names/equivalences', () => ({
  legalFormOf: () => null,
  canonicalizeName: (text: string) => ({ text, applied: [] }),
}));

/**
 * Every field of the explanation for hand-checked pairs. The figures were worked out by hand
 * from the published definitions (docs/matching.md) and cross-checked with Python's
 * jellyfish and difflib; the Double Metaphone codes are those of the double-metaphone library.
 */
function explain(query: string, listed: string, typeBonus = false, entityType?: string): Explanation {
  return explainNames(prepareName(query), prepareName(listed), { typeBonus, entityType });
}

describe('explainNames: MARTHA and MARHTA (the textbook Jaro-Winkler pair)', () => {
  const result = explain('Martha', 'MARHTA');

  it('shows both names normalized and tokenized', () => {
    expect(result.query).toEqual({ original: 'Martha', normalized: 'MARTHA', tokens: ['MARTHA'] });
    expect(result.matched).toEqual({ original: 'MARHTA', normalized: 'MARHTA', tokens: ['MARHTA'] });
  });

  it('reports the Jaro-Winkler details: window 2, 6 matches, 1 transposition, prefix 3', () => {
    // jaro = (6/6 + 6/6 + (6-1)/6) / 3 = 0.94444; boost = 3 × 0.1 × (1 - 0.94444) = 0.01667
    expect(result.algorithm_details.jaro_winkler).toEqual({
      score: 0.9611,
      weight: 0.4,
      weighted_contribution: 0.3844,
      compared: { query: 'MARTHA', matched: 'MARHTA' },
      details: {
        string1_length: 6,
        string2_length: 6,
        match_window: 2,
        matching_characters: 6,
        transpositions: 1,
        common_prefix_length: 3,
        jaro_similarity: 0.9444,
        winkler_adjustment: 0.0167,
      },
      description: expect.stringContaining('Jaro-Winkler'),
    });
  });

  it('reports difflib matching blocks MAR, T, A and the sentinel: ratio 10/12', () => {
    expect(result.algorithm_details.sequence_matcher).toEqual({
      score: 0.8333,
      weight: 0.3,
      weighted_contribution: 0.25,
      compared: { query: 'MARTHA', matched: 'MARHTA' },
      matching_blocks: [
        { query_start: 0, match_start: 0, length: 3 },
        { query_start: 3, match_start: 4, length: 1 },
        { query_start: 5, match_start: 5, length: 1 },
        { query_start: 6, match_start: 6, length: 0 },
      ],
      longest_match_length: 3,
      description: expect.stringContaining('difflib'),
    });
  });

  // MARTHA is a common given name (population share 0.13%: weight 0.7278), the typo MARHTA is
  // rare (1): the pair scores 1.0, weighed by the query word, over W_query + 0.5 × (W_listed − W_query).
  it('reports Soundex M630 for both and a shared Metaphone MRT: phonetic 0.7278 / (0.7278 + 0.5 × 0.2722) = 0.8424', () => {
    expect(result.algorithm_details.phonetic).toEqual({
      score: 0.8424,
      weight: 0.3,
      weighted_contribution: 0.2527,
      details: {
        query_soundex_codes: [{ word: 'MARTHA', code: 'M630' }],
        matched_soundex_codes: [{ word: 'MARHTA', code: 'M630' }],
        soundex_matches: ['MARTHA = MARHTA (M630)'],
        query_metaphone_codes: [{ word: 'MARTHA', primary: 'MR0', alternate: 'MRT' }],
        matched_metaphone_codes: [{ word: 'MARHTA', primary: 'MRT', alternate: 'MRT' }],
        metaphone_matches: ['MARTHA = MARHTA (MRT)'],
      },
      description: expect.any(String),
    });
  });

  it('sums the rounded contributions: 0.3844 + 0.25 + 0.2527 = 0.8871, confident, no bonus', () => {
    expect(result.scoring_breakdown).toEqual({
      jaro_winkler: 0.3844,
      sequence_matcher: 0.25,
      phonetic: 0.2527,
      total: 0.8871,
    });
    expect(result.final_score).toBe(0.8871);
    expect(result.match_classification).toBe('confident');
    expect(result.algorithm_details.exact_match).toEqual({
      matched: false,
      score: 0,
      description: expect.any(String),
    });
    expect(result.confidence_factors).toEqual([
      'Similar tokens paired: MARTHA ≈ MARHTA (token similarity 0.9611)',
      'Matching Soundex codes: MARTHA = MARHTA (M630)',
      'Matching Metaphone codes: MARTHA = MARHTA (MRT)',
      'No entity-type bonus: no entity_type given',
      'Token informativeness (1 = rare, low = common or generic): query MARTHA 0.7278; listed MARHTA 1',
      'Classified confident: 0.8871 is from 0.85 to below 0.95',
    ]);
    expect(result.identifier_matches).toEqual([]);
  });

  it('with the entity-type bonus: 0.8871 × 1.05 = 0.931455 → 0.9315, confident', () => {
    const bonus = explain('Martha', 'MARHTA', true, 'individual');
    expect(bonus.scoring_breakdown.total).toBe(0.8871);
    expect(bonus.final_score).toBe(0.9315);
    expect(bonus.match_classification).toBe('confident');
    expect(bonus.confidence_factors).toContain(
      'Entity-type bonus applied (individual): total 0.8871 × 1.05 = 0.9315',
    );
  });
});

describe('explainNames: "Vladimir Putin" and "PUTIN, Vladimir Vladimirovich"', () => {
  const result = explain('Vladimir Putin', 'PUTIN, Vladimir Vladimirovich', true, 'individual');

  it('compares the shorter name in its order with its partners (subset rule): identical strings', () => {
    const compared = { query: 'VLADIMIR PUTIN', matched: 'VLADIMIR PUTIN' };
    expect(result.matched).toEqual({
      original: 'PUTIN, Vladimir Vladimirovich',
      normalized: 'PUTIN VLADIMIR VLADIMIROVICH',
      tokens: ['PUTIN', 'VLADIMIR', 'VLADIMIROVICH'],
    });
    // 14 characters each: window 14/2 - 1 = 6, all 14 match in order, prefix capped at 4, no boost at jaro 1.
    expect(result.algorithm_details.jaro_winkler).toMatchObject({
      score: 1,
      weighted_contribution: 0.4,
      compared,
      details: {
        string1_length: 14,
        string2_length: 14,
        match_window: 6,
        matching_characters: 14,
        transpositions: 0,
        common_prefix_length: 4,
        jaro_similarity: 1,
        winkler_adjustment: 0,
      },
    });
    expect(result.algorithm_details.sequence_matcher).toMatchObject({
      score: 1,
      weighted_contribution: 0.3,
      compared,
      matching_blocks: [
        { query_start: 0, match_start: 0, length: 14 },
        { query_start: 14, match_start: 14, length: 0 },
      ],
      longest_match_length: 14,
    });
  });

  it('charges the missing patronymic to the phonetic score, by information: W_q / (W_q + 0.5 × w(VLADIMIROVICH))', () => {
    const [vladimir, putin, patronymic] = ['VLADIMIR', 'PUTIN', 'VLADIMIROVICH'].map(tokenWeight);
    const queryInformation = vladimir + putin;
    expect(result.algorithm_details.phonetic).toMatchObject({
      score: round4(queryInformation / (queryInformation + 0.5 * patronymic)),
      weighted_contribution: 0.255,
      details: {
        query_soundex_codes: [
          { word: 'VLADIMIR', code: 'V435' },
          { word: 'PUTIN', code: 'P350' },
        ],
        matched_soundex_codes: [
          { word: 'PUTIN', code: 'P350' },
          { word: 'VLADIMIR', code: 'V435' },
          { word: 'VLADIMIROVICH', code: 'V435' },
        ],
        soundex_matches: ['VLADIMIR = VLADIMIR (V435)', 'PUTIN = PUTIN (P350)'],
        metaphone_matches: ['VLADIMIR = VLADIMIR (FLTMR)', 'PUTIN = PUTIN (PTN)'],
      },
    });
  });

  it('totals 0.4 + 0.3 + 0.255 = 0.955; with the individual bonus 1.0028, capped at 0.99 (not the same tokens)', () => {
    expect(result.scoring_breakdown).toEqual({
      jaro_winkler: 0.4,
      sequence_matcher: 0.3,
      phonetic: 0.255,
      total: 0.955,
    });
    expect(result.final_score).toBe(0.99);
    expect(result.match_classification).toBe('high_confidence');
    expect(result.algorithm_details.adjustments).toMatchObject({
      legal_forms: { query: [], matched: [], amount: 0 },
      unmatched_query_words: { words: [], amount: 0 },
      different_countries: [],
      weak_evidence: { required: 1.4, amount: 0 },
      identical: false,
      cap: 0.99,
    });
    const weights = (words: string[]) => words.map((w) => `${w} ${round4(tokenWeight(w))}`).join(', ');
    expect(result.confidence_factors).toEqual([
      'Same tokens in a different order: the tokens were aligned before scoring, so the order costs nothing ' +
        '(compared "VLADIMIR PUTIN" with "VLADIMIR PUTIN")',
      'Listed tokens without a counterpart: VLADIMIROVICH; left out of the compared strings ' +
        '(words a name is often written without: middle names, patronymics, a second surname, ' +
        "an organization's generic words): they lower only the phonetic score",
      'Matching Soundex codes: VLADIMIR = VLADIMIR (V435); PUTIN = PUTIN (P350)',
      'Matching Metaphone codes: VLADIMIR = VLADIMIR (FLTMR); PUTIN = PUTIN (PTN)',
      'Entity-type bonus applied (individual): total 0.955 × 1.05 = 1.0028',
      `Token informativeness (1 = rare, low = common or generic): query ${weights(['VLADIMIR', 'PUTIN'])}; ` +
        `listed ${weights(['PUTIN', 'VLADIMIR', 'VLADIMIROVICH'])}`,
      'The names are not the same tokens: score capped at 0.99',
      'Classified high_confidence: 0.99 is 0.95 or above',
    ]);
  });

  it('equals the score screening computes for the same pair (matchNames)', () => {
    const match = matchNames(prepareName('Vladimir Putin'), prepareName('PUTIN, Vladimir Vladimirovich'), {
      typeBonus: true,
    });
    expect(match.score).toBe(result.final_score);
  });
});

describe('explainNames: exact, spacing and phonetic pairs', () => {
  it('an exact pair: identical normalized names, final 1.0, classification exact', () => {
    const result = explain('Banco Nacional de Cuba', 'BANCO NACIONAL DE CUBA');
    expect(result.algorithm_details.exact_match).toEqual({
      matched: true,
      score: 1,
      description: expect.any(String),
    });
    expect(result.scoring_breakdown).toEqual({
      jaro_winkler: 0.4,
      sequence_matcher: 0.3,
      phonetic: 0.3,
      total: 1,
    });
    expect(result.final_score).toBe(1);
    expect(result.match_classification).toBe('exact');
    expect(result.confidence_factors).toContain(
      'Normalized names are identical: exact match, final score 1.0',
    );
  });

  it('a spacing variant compares the space-free forms; the bonus is capped at 1.0 and it is not "exact"', () => {
    const result = explain('al-Qaida', 'ALQAIDA', true, 'organization');
    expect(result.algorithm_details.jaro_winkler.compared).toEqual({ query: 'ALQAIDA', matched: 'ALQAIDA' });
    expect(result.scoring_breakdown.total).toBe(1);
    expect(result.final_score).toBe(1);
    expect(result.match_classification).toBe('high_confidence');
    expect(result.confidence_factors).toContain('Final score capped at 1.0');
  });

  it('same tokens in another order cost nothing: "John Smith" and "SMITH, John"', () => {
    const result = explain('John Smith', 'SMITH, John');
    expect(result.algorithm_details.sequence_matcher.compared).toEqual({
      query: 'JOHN SMITH',
      matched: 'JOHN SMITH',
    });
    expect(result.scoring_breakdown.total).toBe(1);
    expect(result.match_classification).toBe('high_confidence');
  });

  it('sound-alike spellings: MOHAMMED and MUHAMMAD agree on Soundex M530 and Metaphone (pair score 1.0)', () => {
    const result = explain('Mohammed Ali', 'MUHAMMAD ALI');
    expect(result.algorithm_details.phonetic.score).toBe(1);
    expect(result.algorithm_details.phonetic.details.soundex_matches).toContain('MOHAMMED = MUHAMMAD (M530)');
  });

  it('GADDAFI and QADHAFI: Soundex differs (G310, Q310) but Metaphone agrees, so the pair earns 0.9', () => {
    const result = explain('Muammar Gaddafi', 'QADHAFI, Muammar');
    const details = result.algorithm_details.phonetic.details;
    expect(details.query_soundex_codes).toContainEqual({ word: 'GADDAFI', code: 'G310' });
    expect(details.matched_soundex_codes).toContainEqual({ word: 'QADHAFI', code: 'Q310' });
    // (w(MUAMMAR) × 1.0 + w(GADDAFI) × 0.9) / (W_query + 0.5 × max(0, W_listed − W_query))
    const [muammar, gaddafi, qadhafi] = ['MUAMMAR', 'GADDAFI', 'QADHAFI'].map(tokenWeight);
    const queryInformation = muammar + gaddafi;
    const denominator = queryInformation + 0.5 * Math.max(0, muammar + qadhafi - queryInformation);
    expect(result.algorithm_details.phonetic.score).toBe(round4((muammar + 0.9 * gaddafi) / denominator));
    expect(result.final_score).toBeGreaterThanOrEqual(0.85);
  });

  it('charges extra listed information at most the query’s own: four dropped middle names cost no more than W_query', () => {
    const result = explain('Muhammad Shammout', 'MUHAMMAD ISAM MUHAMMAD ANWAR NUR SHAMMOUT');
    const [muhammad, shammout, isam, anwar, nur] = ['MUHAMMAD', 'SHAMMOUT', 'ISAM', 'ANWAR', 'NUR'].map(
      tokenWeight,
    );
    const queryInformation = muhammad + shammout;
    const extra = muhammad + isam + anwar + nur;
    // Uncapped, D would be W_q + 0.5 × extra (phonetic 0.48): the more middle names a list gives, the lower.
    expect(extra).toBeGreaterThan(queryInformation);
    expect(result.algorithm_details.phonetic.score).toBe(round4(queryInformation / (queryInformation * 1.5)));
    expect(result.scoring_breakdown.total).toBe(0.9);
  });

  it('unrelated names stay weak', () => {
    const result = explain('Maria Gonzalez', 'ROSNEFT OIL COMPANY');
    expect(result.match_classification).toBe('weak');
  });
});
