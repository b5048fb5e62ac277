import { prepareName, sameTokens } from '../../../src/core/matching/prepare';

/** The test behind "only names that are the same tokens may score 1.0" (docs/matching.md). */
describe('sameTokens', () => {
  const same = (a: string, b: string) => sameTokens(prepareName(a), prepareName(b));

  it('holds for the same words in any order, and the same legal form written another way', () => {
    expect(same('Vladimir Putin', 'PUTIN, Vladimir')).toBe(true);
    expect(same('Kala Electric Company Limited', 'KALA ELECTRIC COMPANY LTD')).toBe(true);
  });

  it('counts each word as often as it occurs', () => {
    expect(same('Ali Ali Hassan', 'Ali Hassan Hassan')).toBe(false);
    expect(same('Ali Ali Hassan', 'Hassan Ali Ali')).toBe(true);
  });

  it('fails on one different letter, word or legal form', () => {
    expect(same('Vladimir Putin', 'Vladimir Puttin')).toBe(false);
    expect(same('Vladimir Putin', 'Vladimir Putin Jr')).toBe(false);
    expect(same('Kala Electric LLC', 'Kala Electric LTD')).toBe(false);
  });
});
