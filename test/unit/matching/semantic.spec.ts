import { explainNames, matchNames, prepareName } from '../../../src/core/matching';

// A fixed, tiny equivalence table, so these tests do not depend on the real tables' contents.
jest.mock('../../../src/core/names/equivalences', () => ({
  legalFormOf: () => null,
  canonicalizeName: (text: string) => {
    const applied: string[] = [];
    const tokens = text.split(' ').map((token) => {
      if (token !== 'MOHAMED') return token;
      applied.push('MOHAMED → MUHAMMAD (given-name variant)');
      return 'MUHAMMAD';
    });
    return { text: tokens.join(' '), applied };
  },
}));

describe('matchNames and explain with equivalences', () => {
  it('keeps the better of the names as written and their canonical forms', () => {
    const query = prepareName('Mohamed Salah');
    const listed = prepareName('SALAH, Muhammad');
    const match = matchNames(query, listed, { typeBonus: false });
    expect(match.semanticScore).toBe(1);
    expect(match.rawScore).toBeLessThan(1);
    expect(match).toMatchObject({ score: 1, usedSemantic: true, exact: false });
    expect(match.applied).toEqual(['MOHAMED → MUHAMMAD (given-name variant)']);
  });

  it('reports no semantic score when the equivalences change neither name', () => {
    const match = matchNames(prepareName('John Smith'), prepareName('SMITH, John'), { typeBonus: false });
    expect(match).toMatchObject({ semanticScore: null, usedSemantic: false, applied: [] });
  });

  it('does not use the canonical forms when they score no better', () => {
    const match = matchNames(prepareName('Mohamed Salah'), prepareName('MOHAMED SALAH'), {
      typeBonus: false,
    });
    expect(match).toMatchObject({ score: 1, exact: true, usedSemantic: false, applied: [] });
  });

  it('explain shows the compared strings after the equivalences and lists them; its score is matchNames', () => {
    const query = prepareName('Mohamed Salah');
    const listed = prepareName('SALAH, Muhammad');
    const explanation = explainNames(query, listed, { typeBonus: true, entityType: 'individual' });
    expect(explanation.query.normalized).toBe('MOHAMED SALAH');
    expect(explanation.algorithm_details.jaro_winkler.compared).toEqual({
      query: 'MUHAMMAD SALAH',
      matched: 'MUHAMMAD SALAH',
    });
    expect(explanation.confidence_factors).toContain(
      'Equivalence applied: MOHAMED → MUHAMMAD (given-name variant)',
    );
    expect(explanation.final_score).toBe(matchNames(query, listed, { typeBonus: true }).score);
    expect(explanation.match_classification).toBe('high_confidence');
  });
});
