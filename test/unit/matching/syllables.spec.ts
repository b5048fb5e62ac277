import { explainNames, matchNames, prepareName, prepareQueryName } from '../../../src/core/matching';
import { differentSyllables } from '../../../src/core/names/scripts/readings';

const THRESHOLD = 0.85;

function score(query: string, listed: string, typeBonus = true): number {
  return matchNames(prepareQueryName(query), prepareName(listed), { typeBonus }).score;
}

describe('two words compared as syllables', () => {
  it('tells different syllables of one system apart, however alike their letters', () => {
    expect(differentSyllables('ZHENG', 'ZHANG', true, false)).toBe(true);
    expect(differentSyllables('JU', 'JUNG', false, true)).toBe(true);
    expect(differentSyllables('SU', 'SUK', false, true)).toBe(true);
  });

  it('keeps two romanizations of one syllable together', () => {
    // Wade-Giles and pinyin; McCune-Reischauer, Revised Romanization and the usual spellings of 정.
    expect(differentSyllables('HSI', 'XI', true, false)).toBe(false);
    expect(differentSyllables('JONG', 'JUNG', false, true)).toBe(false);
    expect(differentSyllables('JONG', 'JEONG', false, true)).toBe(false);
  });

  it('decides nothing for a word that is not one syllable, or in a system the names do not read in', () => {
    expect(differentSyllables('JOHN', 'JOHAN', true, true)).toBe(false);
    expect(differentSyllables('JIANHUA', 'JIAN', true, false)).toBe(false);
    expect(differentSyllables('ZHENG', 'ZHANG', false, false)).toBe(false);
  });
});

describe('different syllables in Chinese and Korean names', () => {
  it('earn no phonetic credit: ZHENG and ZHANG share every code (郑建华 / ZHANG, Jian scored 0.94)', () => {
    const explained = explainNames(prepareQueryName('郑建华'), prepareName('ZHANG, Jian'), {
      typeBonus: true,
    });
    expect(explained.algorithm_details.adjustments.different_syllables.pairs).toEqual(['ZHENG ≠ ZHANG']);
    expect(explained.final_score).toBeLessThan(THRESHOLD);
    expect(explained.final_score).toBe(score('郑建华', 'ZHANG, Jian'));
  });

  it('charge the query syllable like a word without a partner (이주원 / RI, Jung Won scored 0.89)', () => {
    const explained = explainNames(prepareQueryName('이주원'), prepareName('RI, Jung Won'), {
      typeBonus: true,
    });
    const { different_syllables } = explained.algorithm_details.adjustments;
    expect(different_syllables).toEqual({ pairs: ['JU ≠ JUNG'], amount: 0.06 });
    expect(explained.confidence_factors).toContain(
      'Different syllables of a Chinese or Korean name (JU ≠ JUNG): no phonetic credit, and charged as words ' +
        'without a partner: −0.06',
    );
    expect(explained.final_score).toBeLessThan(THRESHOLD);
    expect(score('김영숙', 'KIM, Yong Su')).toBeLessThan(THRESHOLD);
  });

  it('still find one typo of a word of five letters or more (issue 12: PYONG typed YONG)', () => {
    const explained = explainNames(prepareQueryName('Yong Chan Kim'), prepareName('KIM, Pyong Chan'), {
      typeBonus: true,
    });
    expect(explained.algorithm_details.adjustments.different_syllables).toEqual({
      pairs: ['YONG ≠ PYONG'],
      amount: 0,
    });
    expect(explained.final_score).toBeGreaterThanOrEqual(THRESHOLD);
  });

  it('leave romanizations of the same name alone', () => {
    expect(score('Hsi Chin-ping', 'XI, Jinping')).toBeGreaterThanOrEqual(0.99);
    expect(score('Kim Jung Un', 'KIM, Jong Un')).toBeGreaterThanOrEqual(0.99);
    expect(score('김정은', 'KIM, Jong Un')).toBe(1);
  });

  it('apply only when both names read as Chinese or Korean: LONG and LANG in an English name are letters', () => {
    const explained = explainNames(prepareQueryName('Johnathan Long'), prepareName('LANG, Johnathan'), {
      typeBonus: true,
    });
    expect(explained.algorithm_details.adjustments.different_syllables).toEqual({ pairs: [], amount: 0 });
  });
});
