import { explainNames, matchNames, prepareName, prepareQueryName } from '../../../src/core/matching';

const score = (query: string, listed: string) =>
  matchNames(prepareQueryName(query), prepareName(listed), { typeBonus: false });

describe('titles typed before a name (data/titles.ts)', () => {
  it.each([
    ['Sheikh Ayman Al Zawahiri', 'AL-ZAWAHIRI, Ayman'],
    ['Colonel Muammar Qadhafi', 'AL-QADHAFI, Muammar'],
    ['ZAWAHIRI, Sheikh Ayman', 'AL ZAWAHIRI, Ayman'],
    ['Mullah Mohammad Omar', 'OMAR, Mohammed'],
  ])('leaves the title of "%s" out of the query canonical form: as "%s"', (query, listed) => {
    expect(score(query, listed).score).toBeGreaterThanOrEqual(0.95);
    // Without the rule, as the names are written, the title is a query word with no partner.
    expect(matchNames(prepareName(query), prepareName(listed), { typeBonus: false }).score).toBeLessThan(
      0.95,
    );
  });

  it('keeps a title followed by one word (it may be the given name), and every title of a listed name', () => {
    expect(prepareQueryName('Sheikh Mohammed').canonical?.tokens ?? []).toContain('SHAYKH');
    // The lists write HAJI and SHAIKH as given names: "Haji Barakzai" still meets HAJI there.
    expect(prepareName('KHAN, Haji Mohammad').canonical?.tokens).toContain('HAJJI');
    expect(score('Haji Barakzai', 'BARAKZAI, Haji Abdul Sattar').score).toBeGreaterThanOrEqual(0.85);
  });

  it('names the rule in explain', () => {
    const explained = explainNames(
      prepareQueryName('Colonel Muammar Qadhafi'),
      prepareName('AL-QADHAFI, Muammar'),
      {
        typeBonus: false,
      },
    );
    expect(explained.confidence_factors.join(' ')).toContain('COLONEL → removed (title before the name)');
  });
});
