import { explainNames, matchNames, prepareName, prepareQueryName } from '../../../src/core/matching';
import { TRUNCATED_MIN_LENGTH } from '../../../src/core/names/cut-words';

const score = (query: string, listed: string) =>
  matchNames(prepareQueryName(query), prepareName(listed), { typeBonus: false }).score;

describe('names cut by a field length (truncation.ts)', () => {
  it.each([
    [
      'the legal form cut',
      'CHONGCHONGANG SHIPPING COMPANY LIMI',
      'CHONGCHONGANG SHIPPING COMPANY LIMITED',
      0.73,
    ],
    [
      'a word cut, more words after it',
      'NATIONAL COMMITTEE FOR THE LIBERATI',
      'NATIONAL COMMITTEE FOR THE LIBERATION AND PROTECTION OF ALBANIAN LANDS',
      0.71,
    ],
    [
      'only the distinctive word is kept, cut',
      'LIMITED LIABILITY COMPANY ZHEMCHUZH',
      'LIMITED LIABILITY COMPANY ZHEMCHUZHINA ARKTIKI',
      0.78,
    ],
    [
      'punctuation the normalization drops',
      'NAFTIRAN INTERTRADE CO. (NICO) LIMI',
      'NAFTIRAN INTERTRADE CO. (NICO) LIMITED',
      0.78,
    ],
    // The field counts what was typed: 30 characters as sent, 29 once the period is dropped.
    [
      '30 characters as typed, fewer normalized',
      'PAMCHEL TRADING BEIJING CO. LT',
      'PAMCHEL TRADING BEIJING CO. LTD.',
      0.78,
    ],
    [
      'a person, cut in a middle name',
      'BERMUDEZ VALDERREY, Alberto Mi',
      'BERMUDEZ VALDERREY, Alberto Mirtiliano',
      0.82,
    ],
  ])('%s: "%s" scores 0.99 against %s (about %s before)', (_case, query, listed, before) => {
    expect(query.length).toBeGreaterThanOrEqual(TRUNCATED_MIN_LENGTH);
    const now = score(query, listed);
    expect(now).toBeGreaterThan(before);
    expect(now).toBe(0.99);
  });

  it.each([
    // Shorter than a field: an ordinary prefix, scored as before.
    ['shorter than any field', 'CHONGCHONGANG SHIPPI', 'CHONGCHONGANG SHIPPING COMPANY LIMITED'],
    // 29 characters as typed: no field of 30 cut it, whatever normalization drops.
    ['29 characters as typed', 'PAMCHEL TRADING BEIJING CO. L', 'PAMCHEL TRADING BEIJING CO. LTD.'],
    // Cut between two words: another name may simply be shorter (IRGC is listed itself).
    [
      'cut between two words',
      'ISLAMIC REVOLUTIONARY GUARD CORPS',
      'ISLAMIC REVOLUTIONARY GUARD CORPS AIR FORCE',
    ],
    // Only generic words and the words of a legal form kept: they begin many listed names.
    [
      'only a legal form and generic words kept',
      'JOINT STOCK COMPANY PRODUCTION ASSO',
      'JOINT STOCK COMPANY PRODUCTION ASSOCIATION STRELA',
    ],
    [
      'only a written-out legal form kept, the cut inside it',
      'OBSHCHESTVO S OGRANICHENNOI OTVETST',
      'OBSHCHESTVO S OGRANICHENNOI OTVETSTVENNOSTYU VTB FOREKS',
    ],
    // A cut is mechanical: the letters before it are the listed ones exactly.
    ['a typo before the cut', 'CHONGCHONGANG SHIPING COMPANY LIMI', 'CHONGCHONGANG SHIPPING COMPANY LIMITED'],
  ])('%s: "%s" is not read as cut from %s', (_case, query, listed) => {
    expect(score(query, listed)).toBeLessThan(0.95);
  });

  it('leaves a name equal in its canonical forms to score as identical (ABDALLA / ABDALLAH)', () => {
    const query = 'BAKR, Osama Abdelmongy Abdalla';
    expect(query.length).toBeGreaterThanOrEqual(TRUNCATED_MIN_LENGTH);
    expect(score(query, 'BAKR, Osama Abdelmongy Abdallah')).toBe(1);
  });

  it('explains the cut, and screening reports the same score', () => {
    const query = prepareQueryName('CHONGCHONGANG SHIPPING COMPANY LIMI');
    const listed = prepareName('CHONGCHONGANG SHIPPING COMPANY LIMITED');
    const explanation = explainNames(query, listed, { typeBonus: false });
    expect(explanation.final_score).toBe(matchNames(query, listed, { typeBonus: false }).score);
    expect(explanation.confidence_factors.join(' ')).toContain('cut after 35 characters');
  });
});
