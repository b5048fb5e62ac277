import { explainNames, matchNames, prepareName, prepareQueryName } from '../../../src/core/matching';
import { alignNames, alignment, standsFor } from '../../../src/core/matching/alignment';
import { prepareWord } from '../../../src/core/matching/prepare';
import { WEAK_EVIDENCE_MINIMUM } from '../../../src/core/matching/score';

const score = (query: string, listed: string, typeBonus = false) =>
  matchNames(prepareQueryName(query), prepareName(listed), { typeBonus }).score;

/** The initial pairs the alignment of a query and a listed name makes. */
function initialPairs(query: string, listed: string): number {
  alignNames(prepareQueryName(query), prepareName(listed));
  return alignment.initialPairCount;
}

describe('initials (alignment.ts standsFor)', () => {
  it('a one-letter word stands for a name word that begins with it, never for a particle or a generic word', () => {
    expect(standsFor(prepareWord('V'), prepareWord('VLADIMIR'))).toBe(true);
    expect(standsFor(prepareWord('VLADIMIR'), prepareWord('V'))).toBe(true);
    expect(standsFor(prepareWord('W'), prepareWord('VLADIMIR'))).toBe(false);
    expect(standsFor(prepareWord('A'), prepareWord('AL'))).toBe(false);
    expect(standsFor(prepareWord('C'), prepareWord('COMPANY'))).toBe(false);
    // The Spanish and Portuguese conjunctions are particles, not initials.
    expect(standsFor(prepareWord('Y'), prepareWord('YOUSEF'))).toBe(false);
    expect(standsFor(prepareWord('1'), prepareWord('1ST'))).toBe(false);
  });

  it.each([
    ['a middle initial', 'Vladimir V. Putin', 'PUTIN, Vladimir Vladimirovich', 0.79],
    ['every given name as its initial', 'V. V. Putin', 'PUTIN, Vladimir Vladimirovich', 0.39],
    ['the given name as its initial, rare surname', 'V. Putin', 'PUTIN, Vladimir Vladimirovich', 0.4],
    ['surname first', 'Putin V.', 'PUTIN, Vladimir Vladimirovich', 0.4],
    ['an initial on the listed side', 'John Andrew Doe', 'DOE, John A.', 0.71],
  ])('%s: "%s" reaches %s (%s before), never as identical', (_case, query, listed, before) => {
    const now = score(query, listed);
    expect(now).toBeGreaterThanOrEqual(0.85);
    expect(now).toBeGreaterThan(before);
    expect(now).toBeLessThan(1);
  });

  it('reads the conjunction letters E and Y as initials first or last in a name, and as conjunctions between two words', () => {
    // Before, E was always the Portuguese conjunction: the E. of Evren paired with nothing (0.60).
    const rare = score('E. Kayakiran', 'KAYAKIRAN, Evren');
    expect(rare).toBeGreaterThanOrEqual(0.85);
    expect(rare).toBeLessThan(1);
    expect(initialPairs('E. Kayakiran', 'KAYAKIRAN, Evren')).toBe(1);
    expect(initialPairs('Kim Y.', 'KIM, Yong Chol')).toBe(1);
    // Between two names the letter joins them: no initial, and the name as written is identical.
    expect(initialPairs('Jose Ortega y Gasset', 'ORTEGA Y GASSET, Jose')).toBe(0);
    expect(score('Jose Ortega y Gasset', 'ORTEGA Y GASSET, Jose')).toBe(1);
    expect(prepareName('SILVA E SOUZA, Maria').words[1].tokenClass).toBe('particle');
    // An initial and a common surname stay below, as for any other letter.
    expect(score('Y. Ahmed', 'AHMED, Yusuf')).toBeLessThan(0.85);
  });

  it('compares the word as its initial and pairs it after every word written out', () => {
    const query = prepareQueryName('Vladimir V. Putin');
    const listed = prepareName('PUTIN, Vladimir Vladimirovich');
    alignNames(query, listed);
    // VLADIMIR pairs with VLADIMIR, so the initial stands for the patronymic.
    expect([...alignment.partnerOfQuery.slice(0, 3)]).toEqual([1, 2, 0]);
    expect(alignment.initialPairCount).toBe(1);
    const explanation = explainNames(query, listed, { typeBonus: false });
    expect(explanation.algorithm_details.jaro_winkler.compared).toEqual({
      query: 'VLADIMIR V PUTIN',
      matched: 'VLADIMIR V PUTIN',
    });
    expect(explanation.final_score).toBe(score('Vladimir V. Putin', 'PUTIN, Vladimir Vladimirovich'));
    expect(explanation.confidence_factors.join('\n')).toContain('Initial paired: V = VLADIMIROVICH');
  });

  it('asks the other words for the full minimum of information: an initial and a common surname stay below', () => {
    const common = explainNames(prepareQueryName('A. Hassan'), prepareName('HASSAN, Ahmed'), {
      typeBonus: true,
    });
    expect(common.algorithm_details.adjustments.weak_evidence.required).toBe(WEAK_EVIDENCE_MINIMUM);
    expect(common.final_score).toBeLessThan(0.85);
    expect(score('D. Gutierrez', 'GUTIERREZ, Dolis', true)).toBeLessThan(0.85);
    // A surname abbreviated is weaker still.
    expect(score('Vladimir P.', 'PUTIN, Vladimir')).toBeLessThan(0.7);
  });

  it('a different initial is no partner', () => {
    expect(score('W. Putin', 'PUTIN, Vladimir')).toBeLessThan(score('V. Putin', 'PUTIN, Vladimir') - 0.2);
  });

  it('lets no initial of the query stand for the surname of a listed "SURNAME, Given" name', () => {
    // T would be TRUSCHALOV's and NICOLAS the given name's: the two names cross their roles.
    expect(initialPairs('T. Nicolas', 'TRUSCHALOV, Nicholas')).toBe(0);
    expect(score('T. Nicolas', 'TRUSCHALOV, Nicholas', true)).toBeLessThan(0.85);
    expect(initialPairs('N. Andreeva', 'NYAMVUMBA, Andrew')).toBe(0);
    // The given names after the comma still take initials, in either order of the query.
    expect(initialPairs('Putin V.', 'PUTIN, Vladimir Vladimirovich')).toBe(1);
    expect(initialPairs('V. V. Putin', 'PUTIN, Vladimir Vladimirovich')).toBe(2);
    // A listed name without a comma, or with nothing after it, keeps every word for initials.
    expect(initialPairs('T. Nicolas', 'TRUSCHALOV NICHOLAS')).toBe(1);
  });

  it('abbreviates no word of a name with generic words or legal forms (an organization)', () => {
    expect(initialPairs('S. Wolf', "'WOLF' HOLDING OF SECURITY STRUCTURES")).toBe(0);
    expect(score('A B C Trading LLC', 'ALPHA BETA CHARLIE TRADING LLC')).toBeLessThan(0.7);
  });

  it('keeps a one-letter word that is already alike a word as it was (the Korean surname O / OH)', () => {
    expect(initialPairs('OH Yeongho', 'O, Yong Ho')).toBe(0);
    expect(score('OH Yeongho', 'O, Yong Ho')).toBeGreaterThanOrEqual(0.85);
  });
});
