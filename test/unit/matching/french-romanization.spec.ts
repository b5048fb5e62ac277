import { explainNames, matchNames, prepareName, prepareQueryName } from '../../../src/core/matching';
import { frenchKey } from '../../../src/core/names/french-keys';

const score = (query: string, listed: string) =>
  matchNames(prepareQueryName(query), prepareName(listed), { typeBonus: false }).score;

describe('Arabic names in French romanization (french-romanization.ts)', () => {
  it('spells both conventions alike: DJ and J, OU and W, CH and SH, doubled letters once', () => {
    expect(frenchKey('DJAOUHAR')).toBe(frenchKey('JAWHAR'));
    expect(frenchKey('OUAEL')).toBe(frenchKey('WAEL'));
    expect(frenchKey('NACHOUAN')).toBe(frenchKey('NASHWAN'));
    expect(frenchKey('HADJDJI')).toBe(frenchKey('HAJJI'));
  });

  it.each([
    ['AL-OUADI, Anas', 'AL-WADI, Anas', 0.56],
    ['Djaouhar Al-Douri', 'AL-DURI, Jawhar Majid', 0.61],
    ['ABDOULKARIM, Ouael', 'ABDULKARIM, Wael', 0.49],
    ['Nachouan al-Yafii', "AL-YAFI'I, Nashwan", 0.88],
  ])('reads "%s" as %s (%s before), never as identical', (query, listed, before) => {
    const now = score(query, listed);
    expect(now).toBeGreaterThan(before);
    expect(now).toBeGreaterThanOrEqual(0.85);
    expect(now).toBeLessThan(1);
  });

  it('reads no name without OU or DJ, no OU for U alone, and no Chinese name', () => {
    // CH alone is English, German or Chinese: CHEN is not SHEN.
    expect(score('Chen Wei', 'SHEN, Wei')).toBeLessThan(0.95);
    // LOUIS and LUIS are cognates, kept apart.
    expect(
      matchNames(prepareQueryName('Louis Garcia'), prepareName('GARCIA, Luis'), { typeBonus: false }).applied,
    ).toEqual([]);
    // Wade-Giles CHOU is ZHOU.
    expect(score('CHOU Wen', 'SHU, Wen')).toBeLessThan(0.85);
    expect(prepareQueryName('CHOU Wen').frenchKeys).toBeNull();
    // Generic words (GROUP) are no Arabic names: a name with only those is not read at all.
    expect(prepareQueryName('ACME GROUP').frenchKeys).toBeNull();
    expect(prepareQueryName('Djamal Bouras').frenchKeys).toEqual(['JAMAL', 'BURAS']);
  });

  it('names the reading in explain', () => {
    const explained = explainNames(prepareQueryName('AL-OUADI, Anas'), prepareName('AL-WADI, Anas'), {
      typeBonus: false,
    });
    expect(explained.confidence_factors.join(' ')).toContain(
      'OUADI → WADI (read as the same Arabic name in French romanization)',
    );
  });
});
