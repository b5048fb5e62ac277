import { matchNames, prepareName, prepareQueryName } from '../../../src/core/matching';
import { articleSplitQuery } from '../../../src/core/matching/articles';
import { analyzeQueryName } from '../../../src/core/names/keys';
import { joinedArticleOf } from '../../../src/core/names/joined-articles';

const score = (query: string, listed: string) =>
  matchNames(prepareQueryName(query), prepareName(listed), { typeBonus: false });

describe('the Arabic article written joined and the word after it spelled otherwise (articles.ts)', () => {
  it.each([
    ['Ayman Alzawahry', 'AL-ZAWAHIRI, Ayman', 0.39],
    ['Hassan Albaghdady', 'AL-BAGHDADI, Hassan', 0.26],
    ['Abu Bakr Albagdadi', 'AL-BAGHDADI, Abu Bakr al-Husayni', 0.43],
  ])('"%s" reaches %s (%s before), never as identical', (query, listed, before) => {
    const match = score(query, listed);
    expect(match.score).toBeGreaterThanOrEqual(0.85);
    expect(match.score).toBeGreaterThan(before);
    expect(match.score).toBeLessThan(1);
    expect(match.applied.join(' ')).toContain('(the article written apart, as the listed name writes it)');
  });

  it('splits only AL and EL, before five letters or more', () => {
    expect(joinedArticleOf('ALZAWAHRY')).toBe('AL');
    expect(joinedArticleOf('ELBAGHDADI')).toBe('EL');
    expect(joinedArticleOf('ALIYAF')).toBeNull();
    expect(joinedArticleOf('ALLEN')).toBeNull();
    expect(joinedArticleOf('ABUBAKR')).toBeNull();
  });

  it('splits only against a listed name that writes the article apart before a word of the same first letter', () => {
    const query = prepareQueryName('Albertino Rossi');
    expect(articleSplitQuery(query, prepareName('AL-SAYED, Albertino'))).toBeNull();
    expect(articleSplitQuery(query, prepareName('ROSSI, Albertino'))).toBeNull();
    expect(articleSplitQuery(query, prepareName('AL BERTONI, Rossi'))?.tokens).toEqual([
      'AL',
      'BERTINO',
      'ROSSI',
    ]);
  });

  it('keeps other names apart: the word after the article must still match', () => {
    expect(score('Ayman Alzawahry', 'AL-ZAWRAA TV').score).toBeLessThan(0.7);
    expect(score('Hassan Albaghdady', 'AL-BAGHDADI, Abu Bakr').score).toBeLessThan(0.85);
  });

  it('retrieval searches with the word after the article as another form of the same position', () => {
    const [position] = analyzeQueryName('Alzawahry Ayman').keys.tokens;
    expect(position.forms).toEqual(expect.arrayContaining(['ALZAWAHRY', 'ZAWAHRY']));
    expect(analyzeQueryName('Alzawahry Ayman').keys.tokens).toHaveLength(2);
  });
});
