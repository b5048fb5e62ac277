import {
  analyzeName,
  analyzeQueryName,
  deletionVariants,
  indexedNameKeys,
  LOW_WEIGHT,
  nameKeys,
} from '../../../src/core/names/keys';
import { tokenWeight } from '../../../src/core/names/token-weights';

describe('name keys', () => {
  it('joins the last given name and the first surname word of a "SURNAME, Given" name, as callers type it', () => {
    expect(analyzeName('STEPANOVIC, Novak').keys.joined).toEqual(['STEPANOVICNOVAK', 'NOVAKSTEPANOVIC']);
    expect(analyzeName('ORTEGA MURILLO, Jose Daniel').keys.joined).toEqual([
      'ORTEGAMURILLO',
      'MURILLOJOSE',
      'JOSEDANIEL',
      'DANIELORTEGA',
      'ORTEGAMURILLOJOSEDANIEL',
    ]);
    // Without a comma the name is already in the order it is typed: nothing to add.
    expect(analyzeName('Novak Stepanovic').keys.joined).toEqual(['NOVAKSTEPANOVIC']);
  });

  it('searches the last word of a query long enough to have been cut as the beginning of a listed word', () => {
    const cut = analyzeQueryName('JOINT STOCK COMPANY SURGUTNEFT').keys.tokens;
    expect(cut.find((t) => t.forms.includes('SURGUTNEFT'))?.prefixes).toEqual(['SURGUTNEFT']);
    expect(cut.flatMap((t) => t.prefixes)).toEqual(['SURGUTNEFT']);
    // The length is the name's as typed (30 here, 28 normalized): punctuation counts in a field.
    expect(analyzeQueryName('A.E. NUDELMAN PRECISION ENGINE').keys.tokens.flatMap((t) => t.prefixes)).toEqual(
      ['ENGINE'],
    );
    // Shorter than a field, or a last word shorter than five letters: no prefix.
    expect(analyzeQueryName('SURGUTNEFT').keys.tokens[0].prefixes).toEqual([]);
    expect(analyzeQueryName('PUBLIC JOINT STOCK COMPANY ALR').keys.tokens.flatMap((t) => t.prefixes)).toEqual(
      [],
    );
    // Listed names never carry one.
    expect(
      analyzeName('JOINT STOCK COMPANY SURGUTNEFTEGASBANK').keys.tokens.flatMap((t) => t.prefixes),
    ).toEqual([]);
  });

  it('keeps a whole-name key without particles and function words when two words or more remain', () => {
    expect(analyzeName('BANK OF TEJARAT').keys).toMatchObject({
      whole: 'BANK OF TEJARAT',
      wholeWithoutParticles: 'BANK TEJARAT',
    });
    expect(analyzeName('MUHAMMAD BIN RASHID AL MAKTOUM').keys.wholeWithoutParticles).toBe(
      'MAKTOUM MUHAMMAD RASHID',
    );
    // No particle, or one word left: none (the whole name is key enough).
    expect(analyzeName('BANK TEJARAT').keys.wholeWithoutParticles).toBe('');
    expect(analyzeName('AL QAIDA').keys.wholeWithoutParticles).toBe('');
    // Indexed beside the whole name.
    expect(indexedNameKeys([analyzeName('BANK OF TEJARAT').keys]).name_whole).toEqual([
      'BANK OF TEJARAT',
      'BANK TEJARAT',
    ]);
  });

  it('joins a name of three words or more whole, so that a name typed without spaces finds it', () => {
    expect(analyzeName('HAVIN BANK LIMITED').keys.joined).toEqual([
      'HAVINBANK',
      'BANKLIMITED',
      'BANKLTD',
      'HAVINBANKLIMITED',
      'HAVINBANKLTD',
    ]);
    // Two words together are the adjacent pair already.
    expect(analyzeName('BANK SADERAT').keys.joined).toEqual(['BANKSADERAT']);
  });

  it('joins three letters or more written apart: an acronym whose periods became spaces', () => {
    expect(analyzeQueryName('I P C INTERNATIONAL LIMITED').keys.joined).toContain('IPC');
    expect(analyzeQueryName('AL NOOR T E G TRADING').keys.joined).toContain('TEG');
    // Two letters are initials (withoutJoinedInitials).
    expect(analyzeQueryName('KADYROV R A').keys.joined).toEqual(['KADYROVR', 'KADYROVRA']);
  });

  it('gives a position written one way and read another the keys of both spellings, the same every time (memoized)', () => {
    const first = nameKeys(['MOHAMMED', 'ALI'], ['MUHAMMAD', 'ALI']).tokens[0];
    expect(first.forms).toEqual(expect.arrayContaining(['MOHAMMED', 'MUHAMMAD']));
    expect(first.deletions).toEqual(expect.arrayContaining(['MOHAMED', 'MUHAMAD']));
    // The second call is served by the memo: equal keys, and no position's keys changed by the first caller.
    expect(nameKeys(['MOHAMMED', 'ALI'], ['MUHAMMAD', 'ALI']).tokens[0]).toEqual(first);
    expect(nameKeys(['MUHAMMAD'], ['MUHAMMAD']).tokens[0].forms).toEqual(['MUHAMMAD']);
  });

  it('derives forms, Double Metaphone codes, deletion variants and joined pairs (hand-checked)', () => {
    const keys = nameKeys(['AL', 'QAIDA'], ['AL', 'QAIDA']);
    expect(keys.tokens).toEqual([
      // AL: a particle, so a quarter weight; too short for deletion variants.
      // Its one-consonant skeleton (L) and katakana key (R) are too short to be keys.
      {
        forms: ['AL'],
        phonetic: ['AL'],
        deletions: ['AL'],
        weight: LOW_WEIGHT,
        skeletons: [],
        querySkeletons: [],
        articleWordSkeletons: [],
        readings: [],
        prefixes: [],
      },
      // QAIDA: Q→K, vowels after the first letter dropped, D→T.
      {
        forms: ['QAIDA'],
        phonetic: ['KT'],
        deletions: ['QAIDA', 'AIDA', 'QIDA', 'QADA', 'QAIA', 'QAID'],
        // Its informativeness in sixteenths: a few listed names hold QAIDA.
        weight: 0.875,
        // Consonant skeleton: Q→K, vowels dropped. A Latin token never searches with it.
        skeletons: ['KD', 'JA KD'],
        querySkeletons: [],
        articleWordSkeletons: [],
        readings: [],
        prefixes: [],
      },
    ]);
    expect(keys.joined).toEqual(['ALQAIDA']);
  });

  it('lets one-edit typos share a deletion key (MARTHA / MARHTA, PUTIN / PUTTIN)', () => {
    const shared = (a: string, b: string) =>
      deletionVariants(a).filter((v) => deletionVariants(b).includes(v));
    expect(shared('MARTHA', 'MARHTA')).toEqual(['MARHA', 'MARTA']);
    expect(shared('PUTIN', 'PUTTIN')).toEqual(['PUTIN']);
    expect(shared('SMITH', 'JONES')).toEqual([]);
  });

  it('gives initials a low weight: a lone letter matches thousands of names', () => {
    const keys = nameKeys(['M', 'V', 'SARAK'], ['SARAK']);
    expect(keys.tokens.map((t) => [t.forms, t.weight])).toEqual([
      [['M'], LOW_WEIGHT],
      [['V'], LOW_WEIGHT],
      [['SARAK'], 1],
    ]);
  });

  it('gives the words of written-out legal forms and generic business words a low weight', () => {
    const keys = analyzeName('LIMITED LIABILITY COMPANY KOKSOKHIMTRANS').keys;
    expect(keys.tokens.map((t) => [t.forms, t.weight])).toEqual([
      [['LIMITED'], LOW_WEIGHT],
      [['LIABILITY'], LOW_WEIGHT],
      [['COMPANY'], LOW_WEIGHT],
      [['KOKSOKHIMTRANS'], 1],
      [['LLC'], LOW_WEIGHT],
    ]);
    const generic = analyzeName('KALA ELECTRIC HOLDING').keys;
    expect(generic.tokens.map((t) => t.weight)).toEqual([0.9375, LOW_WEIGHT, LOW_WEIGHT]);
  });

  it('weighs a name word by its informativeness, in sixteenths, and a spelling as its canonical form', () => {
    const weights = (name: string) => analyzeName(name).keys.tokens.map((t) => t.weight);
    const [surname, given, middle] = weights('KARAMI, Mohammad Hassan');
    // A rare surname weighs 1; two common given names together weigh less than it.
    expect(surname).toBe(1);
    expect(given + middle).toBeLessThan(surname);
    expect([given, middle].map((weight) => weight * 16).every(Number.isInteger)).toBe(true);
    // MOHAMMAD is read as MUHAMMAD, the more common spelling: the position weighs as that.
    expect(given).toBe(Math.round(tokenWeight('MUHAMMAD') * 16) / 16);
    expect(given).toBeLessThan(Math.round(tokenWeight('MOHAMMAD') * 16) / 16);
  });

  it('analyses a raw name: normalization, tokens and keys of both spellings', () => {
    const analysis = analyzeName('Putin, Vladimir');
    expect(analysis.normalized).toBe('PUTIN VLADIMIR');
    expect(analysis.tokens).toEqual(['PUTIN', 'VLADIMIR']);
    expect(analysis.keys.tokens.map((t) => t.forms[0])).toEqual(['PUTIN', 'VLADIMIR']);
    expect(analysis.keys.tokens[0].phonetic).toEqual(['PTN']);
  });

  it('puts differently tokenized canonical forms in positions of their own', () => {
    const keys = nameKeys(['ACME', 'LIMITED', 'LIABILITY', 'COMPANY'], ['ACME', 'LLC']);
    expect(keys.tokens.map((t) => t.forms)).toEqual([
      ['ACME'],
      ['LIMITED'],
      ['LIABILITY'],
      ['COMPANY'],
      ['LLC'],
    ]);
    expect(keys.joined).toEqual([
      'ACMELIMITED',
      'LIMITEDLIABILITY',
      'LIABILITYCOMPANY',
      'ACMELLC',
      'ACMELIMITEDLIABILITYCOMPANY',
    ]);
  });

  it('flattens the keys of several names into sorted, de-duplicated index fields', () => {
    const indexed = indexedNameKeys([nameKeys(['AB', 'CD'], ['AB', 'CD']), nameKeys(['CD'], ['CD'])]);
    expect(indexed.name_tokens).toEqual(['AB', 'CD']);
    expect(indexed.name_joined).toEqual(['ABCD']);
    expect(indexed.name_deletions).toEqual(['AB', 'CD']);
  });
});
