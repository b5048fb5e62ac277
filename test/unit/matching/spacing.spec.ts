import fc from 'fast-check';
import { explainNames, matchNames, prepareName, prepareQueryName } from '../../../src/core/matching';
import { spacedQuery } from '../../../src/core/matching/spacing';
import { crossingRuns, spacingMayDiffer } from '../../../src/core/matching/spacing-keys';
import { isLegalFormWord } from '../../../src/core/names/equivalences';

const score = (query: string, listed: string) =>
  matchNames(prepareQueryName(query), prepareName(listed), { typeBonus: false });

describe('words written together in one name and apart in the other (spacing.ts)', () => {
  it.each([
    ['a listed word written apart, given name first', 'Hasan Nasr Allah', 'NASRALLAH, Hasan'],
    ['a word written together that the list writes apart', 'Hasan Nasrallah', 'NASR ALLAH, Hassan'],
    ['the article joined to the surname', 'Abu Bakr Albaghdadi', 'AL-BAGHDADI, Abu Bakr'],
    ['three listed words written as one', 'Zakiurrehman Lakhvi', 'LAKHVI, Zaki-ur-Rehman'],
    ['one listed word written as three', 'Zaki ur Rehman Lakhvi', 'LAKHVI, Zakiurrehman'],
    ['given name and surname written as one word', 'NovakStepanovic', 'STEPANOVIC, Novak'],
    ['a middle name joined to the surname', 'mohammed saeedajily', 'AJILY, Mohammed Saeed'],
  ])('%s: "%s" reaches %s, never as identical', (_case, query, listed) => {
    const match = score(query, listed);
    expect(match.score).toBeGreaterThanOrEqual(0.95);
    expect(match.score).toBeLessThan(1);
    expect(match.exact).toBe(false);
    expect(match.applied.join(' ')).toContain('(spaced as the listed name)');
  });

  it('scored 0 to 0.68 before: the halves of the split word had no partner', () => {
    // The names as written, without the spacing variant: what the pair scored before.
    expect(score('Hasan Nasr Allah', 'NASRALLAH, Hasan').rawScore).toBeLessThan(0.7);
    expect(score('NovakStepanovic', 'STEPANOVIC, Novak').rawScore).toBeLessThan(0.1);
  });

  it('keeps everything else as it was: other words still have to match', () => {
    expect(score('Hasan Nasr Allah', 'NASRALLAH, Jawad').score).toBeLessThan(0.85);
    expect(score('Abu Bakr Albaghdadi', 'AL-BAGHDADI, Hassan').score).toBeLessThan(0.85);
    expect(score('John Smith', 'SMITH, John').applied).toEqual([]);
  });

  it('joins no initial: single letters are initials, not halves of a word', () => {
    expect(spacedQuery(prepareQueryName('J R Smith'), prepareName('JR SMITH'))).toBeNull();
    expect(spacedQuery(prepareQueryName('A Lqaida'), prepareName('ALQAIDA'))).toBeNull();
  });

  it('prepares a spacing once per query, however many candidates space the words alike', () => {
    const query = prepareQueryName('ALAQSA TV');
    const first = spacedQuery(query, prepareName('AL-AQSA FOUNDATION'));
    const second = spacedQuery(query, prepareName('AL-AQSA ISLAMIC BANK'));
    expect(first?.tokens).toEqual(['AL', 'AQSA', 'TV']);
    expect(second).toBe(first);
  });

  it('explain shows the spaced pair and the same score as screening', () => {
    const explanation = explainNames(prepareQueryName('Hasan Nasr Allah'), prepareName('NASRALLAH, Hasan'), {
      typeBonus: false,
    });
    expect(explanation.final_score).toBe(score('Hasan Nasr Allah', 'NASRALLAH, Hasan').score);
    expect(JSON.stringify(explanation)).toContain('spaced as the listed name');
  });

  it('lists the runs a "SURNAME, Given" name has only in the order callers type it', () => {
    // STEPANOVIC, Novak: words 0 (surname) and 1 (given); NOVAK STEPANOVIC is the run [1, 0].
    expect(crossingRuns(2, 1)).toEqual([[1, 0]]);
    // ORTEGA MURILLO, Jose Daniel: DANIEL ORTEGA, JOSE DANIEL ORTEGA, DANIEL ORTEGA MURILLO.
    expect(crossingRuns(4, 2)).toEqual([
      [3, 0],
      [2, 3, 0],
      [3, 0, 1],
    ]);
    expect(crossingRuns(3, 0)).toEqual([]);
  });

  it('never rules out a pair whose words it would respace (property: the hash check has no false negatives)', () => {
    // Words, not legal forms: the check reads the listed name's words, and legal forms are compared as a class.
    const word = fc.stringMatching(/^[A-Z]{2,6}$/).filter((w) => !isLegalFormWord(w));
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 2, maxLength: 5 }),
        fc.nat(3),
        fc.nat(3),
        fc.boolean(),
        (words, at, span, comma) => {
          // The listed name with `span + 2` words from `at` written together, the query as the words.
          const start = Math.min(at, words.length - 2);
          const count = Math.min(2 + (span % 2), words.length - start);
          const joinedWords = [
            ...words.slice(0, start),
            words.slice(start, start + count).join(''),
            ...words.slice(start + count),
          ];
          const listed = prepareName(
            comma ? `${joinedWords[0]}, ${joinedWords.slice(1).join(' ')}` : joinedWords.join(' '),
          );
          const query = prepareQueryName(words.join(' '));
          if (spacedQuery(query, listed) !== null) expect(spacingMayDiffer(query, listed)).toBe(true);
          if (spacedQuery(prepareQueryName(joinedWords.join(' ')), prepareName(words.join(' '))) !== null)
            expect(
              spacingMayDiffer(prepareQueryName(joinedWords.join(' ')), prepareName(words.join(' '))),
            ).toBe(true);
        },
      ),
      { seed: 12, numRuns: 300 },
    );
  });

  it('never rules out a "SURNAME, Given" name typed with the last given name and the surname together (property)', () => {
    const word = fc.stringMatching(/^[A-Z]{2,6}$/).filter((w) => !isLegalFormWord(w));
    fc.assert(
      fc.property(fc.array(word, { minLength: 2, maxLength: 5 }), fc.nat(3), (words, cut) => {
        const surnameWords = 1 + (cut % (words.length - 1));
        const surname = words.slice(0, surnameWords);
        const given = words.slice(surnameWords);
        const listed = prepareName(`${surname.join(' ')}, ${given.join(' ')}`);
        // Typed order: the given names, then the surname; the last given name and the first surname word as one.
        const typed = [...given.slice(0, -1), given[given.length - 1] + surname[0], ...surname.slice(1)];
        const query = prepareQueryName(typed.join(' '));
        if (spacedQuery(query, listed) !== null) expect(spacingMayDiffer(query, listed)).toBe(true);
      }),
      { seed: 13, numRuns: 300 },
    );
  });
});
