import fc from 'fast-check';
import {
  abbreviates,
  isLooseLegalFormWord,
  looseKey,
  respellLegalForms,
  withinOneEdit,
} from '../../../src/core/names/legal-form-spellings';

describe('legal forms in other romanizations', () => {
  it('folds romanization variants to one key (hand-checked)', () => {
    expect(looseKey('OGRANICHENNOI')).toBe(looseKey('OGRANICHENNOY'));
    expect(looseKey('OTVETSTVENNOSTIU')).toBe(looseKey('OTVETSTVENNOSTJU'));
    expect(looseKey('OBSCHESTVO')).toBe(looseKey('OBSHCHESTVO'));
    expect(looseKey('BESCHRAENKTER')).toBe(looseKey('BESCHRANKTER'));
    expect(looseKey('AKCIONERNOE')).toBe('AKCIONERNO');
  });

  it('withinOneEdit: insertion, deletion, substitution, adjacent transposition, nothing more', () => {
    expect(withinOneEdit('AKCIONERNO', 'AKCIONERNOIE')).toBe(false);
    expect(withinOneEdit('AKCIONERNO', 'AKCIONERNOI')).toBe(true);
    expect(withinOneEdit('MARTHA', 'MARHTA')).toBe(true);
    expect(withinOneEdit('SAMER', 'SAMDR')).toBe(true);
    expect(withinOneEdit('ANDRES', 'ANXRES')).toBe(true);
    expect(withinOneEdit('ABCDE', 'ABXYE')).toBe(false);
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), (a, b) => {
        expect(withinOneEdit(a, b)).toBe(withinOneEdit(b, a));
        if (a === b) expect(withinOneEdit(a, b)).toBe(true);
      }),
    );
  });

  it('respells whole phrases only, and notes each respelling', () => {
    const applied: string[] = [];
    expect(respellLegalForms(['AKCIONERNOE', 'OBSCHESTVO', 'ALFA'], applied)).toEqual({
      tokens: ['AKTSIONERNOE', 'OBSHCHESTVO', 'ALFA'],
      misspelled: false,
    });
    expect(applied).toEqual(['AKCIONERNOE OBSCHESTVO → AKTSIONERNOE OBSHCHESTVO (legal-form spelling)']);
    const unchanged = ['OBSCHESTVO', 'ALFA'];
    expect(respellLegalForms(unchanged, []).tokens).toBe(unchanged);
  });

  it.each([
    ['HAVIN BANK LIMTIED', 'HAVIN BANK LIMITED'],
    ['HAVIN BANK LIMTED', 'HAVIN BANK LIMITED'],
    ['ACME LIMITD', 'ACME LIMITED'],
    ['AKTSIONERNOE OBSHCHESTVA ALFA', 'AKTSIONERNOE OBSHCHESTVO ALFA'],
    // One edit as written, two on the loose key (the doubled I folds: LITED).
    ['LIITED LIABILITY COMPANY NEW MEDIA', 'LIMITED LIABILITY COMPANY NEW MEDIA'],
  ])('%s: a legal form one edit away is respelled and marked misspelled (%s)', (written, spelled) => {
    const applied: string[] = [];
    const respelled = respellLegalForms(written.split(' '), applied);
    expect(respelled.tokens.join(' ')).toBe(spelled);
    expect(respelled.misspelled).toBe(true);
    expect(applied[0]).toContain('misspelled: 0.99 at most');
  });

  it('never bends a word of fewer than 7 letters into a lone legal form (BEHRAD is a name, BERHAD a form)', () => {
    expect(respellLegalForms(['BEHRAD', 'TRADING'], [])).toEqual({
      tokens: ['BEHRAD', 'TRADING'],
      misspelled: false,
    });
    expect(respellLegalForms(['LIMITES'], []).tokens).toEqual(['LIMITED']);
    expect(respellLegalForms(['LIMITS'], []).tokens).toEqual(['LIMITS']);
  });
});

describe('legal-form words in other romanizations weigh little in retrieval', () => {
  it.each(['OBSCHESTVO', 'OGRANITCHENNOI', 'OTVETSTVENNOSTIOU', 'AKTSIONERNOYE'])(
    '%s is a legal-form word',
    (word) => expect(isLooseLegalFormWord(word)).toBe(true),
  );
  it.each(['NOVGORODNEFTEPRODUCT', 'KOMPONENTA', 'ROSNEFT'])('%s is not', (word) =>
    expect(isLooseLegalFormWord(word)).toBe(false),
  );
});

describe('a written-out legal form missing one short inner word', () => {
  it.each([
    ['SOCIEDAD ACCIONES SIMPLIFICADA', 'SOCIEDAD POR ACCIONES SIMPLIFICADA'],
    ['OBSHCHESTVO OGRANICHENNOY OTVETSTVENNOSTYU', 'OBSHCHESTVO S OGRANICHENNOY OTVETSTVENNOSTYU'],
  ])('%s is respelled %s', (written, spelled) => {
    const applied: string[] = [];
    expect(respellLegalForms(written.split(' '), applied).tokens.join(' ')).toBe(spelled);
    expect(applied).toHaveLength(1);
  });

  it('never drops a first or last word, nor a long one', () => {
    expect(respellLegalForms(['SOCIEDAD', 'POR', 'ACCIONES'], []).tokens).toEqual([
      'SOCIEDAD',
      'POR',
      'ACCIONES',
    ]);
    expect(respellLegalForms(['OBSHCHESTVO', 'S', 'OTVETSTVENNOSTYU'], []).tokens).toEqual([
      'OBSHCHESTVO',
      'S',
      'OTVETSTVENNOSTYU',
    ]);
  });
});

describe('legal-form words abbreviated inside a written-out form', () => {
  it.each([
    ['CO', 'COMPANY'],
    ['CORP', 'CORPORATION'],
    ['LTD', 'LIMITED'],
    ['LTDA', 'LIMITADA'],
    ['SOC', 'SOCIEDAD'],
    ['LIAB', 'LIABILITY'],
    ['PTE', 'PRIVATE'],
  ])('%s abbreviates %s', (token, word) => expect(abbreviates(token, word)).toBe(true));

  it.each([
    ['C', 'COMPANY', 'one letter'],
    ['PRIVE', 'PRIVATE', 'more than four letters: a word of its own'],
    ['STK', 'STOCK', 'more than half the word'],
    ['OC', 'COMPANY', 'not the first letter first'],
    ['LDT', 'LIMITED', 'letters out of order'],
    ['LT', 'LIMITED', 'a cut word: neither its beginning nor a contraction'],
    ['COMP', 'COMPANY', 'more than half the word'],
  ])('%s does not abbreviate %s (%s)', (token, word) => expect(abbreviates(token, word)).toBe(false));

  it.each([
    ['PUBLIC LIMITED CO', 'PUBLIC LIMITED COMPANY'],
    ['PUBLIC LTD CO', 'PUBLIC LIMITED COMPANY'],
    ['SOCIEDAD DE RESPONSABILIDAD LTDA', 'SOCIEDAD DE RESPONSABILIDAD LIMITADA'],
  ])('%s is respelled %s, and is no misspelling', (written, spelled) => {
    const applied: string[] = [];
    const respelled = respellLegalForms(written.split(' '), applied);
    expect(respelled).toEqual({ tokens: spelled.split(' '), misspelled: false });
    expect(applied).toEqual([`${written} → ${spelled} (legal-form spelling)`]);
  });

  it('reads no abbreviation as the first word of a form, nor a lone word: INTRUST PLC EAD keeps its PLC', () => {
    expect(respellLegalForms(['INTRUST', 'PLC', 'EAD'], []).tokens).toEqual(['INTRUST', 'PLC', 'EAD']);
    expect(respellLegalForms(['ACME', 'SOC', 'ANONIMA'], []).tokens).toEqual(['ACME', 'SOC', 'ANONIMA']);
    expect(respellLegalForms(['ACME', 'CORP'], []).tokens).toEqual(['ACME', 'CORP']);
  });
});
