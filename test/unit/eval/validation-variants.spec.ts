import { Rng } from '../../../scripts/eval/prng';
import {
  dropMiddles,
  isShortName,
  misspell,
  misspellWord,
  nativeLegalForm,
  rewriteOrder,
} from '../../../scripts/eval/validation/variants';

/** Every result over many seeds, to check a random transformation against its hand-listed outcomes. */
function outcomes(fn: (rng: Rng) => string | null, seeds = 60): Set<string | null> {
  return new Set(Array.from({ length: seeds }, (_, seed) => fn(new Rng(seed))));
}

describe('validation misspellings (one error of one family in one word)', () => {
  it('OCR: letters read for others (M ↔ RN, D → CL, I ↔ L …), first letter kept', () => {
    expect(outcomes((rng) => misspellWord('KARIM', 'ocr', rng))).toEqual(new Set(['KARIRN', 'KARLM']));
    expect(outcomes((rng) => misspellWord('HAMID', 'ocr', rng))).toEqual(
      new Set(['HARNID', 'HAMLD', 'HAMICL']),
    );
  });

  it('phonetic: same-sounding respellings, the first letter included (PH → F)', () => {
    expect(outcomes((rng) => misspellWord('PHILIP', 'phonetic', rng))).toEqual(new Set(['FILIP', 'PHYLIP']));
    expect(outcomes((rng) => misspellWord('KOZAK', 'phonetic', rng))).toEqual(new Set(['COZAK', 'KOSAK']));
  });

  it('doubling: a doubled letter written once, or a consonant written twice', () => {
    expect(outcomes((rng) => misspellWord('ASSAD', 'doubling', rng))).toEqual(new Set(['ASAD', 'ASSADD']));
  });

  it('vowel: one vowel after the first letter changed', () => {
    expect(outcomes((rng) => misspellWord('OMAR', 'vowel', rng))).toEqual(new Set(['OMER', 'OMOR']));
  });

  it('misspells a distinctive word only, in its own case; legal forms and generic words are left alone', () => {
    for (const result of outcomes((rng) => misspell('PETROSTAR TRADING LIMITED', rng))) {
      expect(result).toMatch(/^\S+ TRADING LIMITED$/);
      expect(result).not.toBe('PETROSTAR TRADING LIMITED');
    }
    for (const result of outcomes((rng) => misspell('SARWAR, Muhammad', rng)))
      expect(result).toMatch(/^(SARWAR, [A-Z][a-z]+|[A-Z]+, Muhammad)$/);
    expect(misspell('AL BANK LTD', new Rng(1))).toBeNull();
  });

  it('a short name has one or two distinctive words', () => {
    expect(isShortName('ALASER AIRLINES')).toBe(true);
    expect(isShortName('CEIEC INTERNATIONAL GROUP LIMITED')).toBe(true);
    expect(isShortName('SANABIL ASSOCIATION FOR RELIEF AND DEVELOPMENT')).toBe(false);
  });
});

describe('validation name orders and dropped middles', () => {
  it('writes "SURNAME, Given Middle" in three other ways', () => {
    const name = 'PESKOV, Dmitriy Sergeyevich';
    expect(rewriteOrder(name, new Rng(1), 'given_SURNAME')).toBe('Dmitriy Sergeyevich PESKOV');
    expect(rewriteOrder(name, new Rng(1), 'surname_given')).toBe('Peskov Dmitriy Sergeyevich');
    expect(rewriteOrder(name, new Rng(1), 'lower_case')).toBe('dmitriy sergeyevich peskov');
    expect(rewriteOrder('JORGE DORAME, JR.', new Rng(1))).toBeNull();
  });

  it('drops every middle name (at least two tokens), keeping "Given SURNAME"', () => {
    expect(dropMiddles('AL-DIN, Haroun Mansour Yaqoub Nasser', new Rng(1))).toBe('Haroun AL-DIN');
    // One middle only: the maternal surname goes too, as Hispanic callers often write it.
    expect(dropMiddles('PULIDO VARGAS, Alvaro Enrique', new Rng(1))).toBe('Alvaro PULIDO');
    expect(dropMiddles('KOZAK, Taras Romanovych', new Rng(1))).toBeNull();
    expect(dropMiddles('GHOLIZADEH, Majid', new Rng(1))).toBeNull();
  });
});

describe('legal forms written out in the company’s own language', () => {
  const russia = new Set(['Russia']);

  it('Russian: OOO / LLC → OBSHCHESTVO S OGRANICHENNOI (-OY, -OJ) OTVETSTVENNOSTYU, in front', () => {
    for (const result of outcomes((rng) => nativeLegalForm('ROMASHKA, OOO', russia, rng)))
      expect(result).toMatch(/^OBSH(CH)?ESTVO S OGRANICHENNO[IYJ] OTVETSTVENNOST(YU|JU) ROMASHKA$/);
    expect(nativeLegalForm('KALINA LIMITED LIABILITY COMPANY', russia, new Rng(1))).toMatch(
      /^OBSH.* KALINA$/,
    );
  });

  it('Russian: AO, OAO, ZAO, PAO written out; written out → abbreviated', () => {
    expect(outcomes((rng) => nativeLegalForm('AO ALMAZ', russia, rng))).toEqual(
      new Set([
        'AKTSIONERNOE OBSHCHESTVO ALMAZ',
        'AKTSIONERNOYE OBSHCHESTVO ALMAZ',
        'AKCIONERNOE OBSHHESTVO ALMAZ',
      ]),
    );
    expect(nativeLegalForm('OTKRYTOE AKTSIONERNOE OBSHCHESTVO KALINOVSKI ZAVOD', russia, new Rng(1))).toBe(
      'OAO KALINOVSKI ZAVOD',
    );
    expect(nativeLegalForm('ZAO ALMAZ', russia, new Rng(1))).toMatch(
      /^ZAKRYTO(E|YE) AKTSIONERNO(E|YE) OBSHCHESTVO ALMAZ$/,
    );
  });

  it('German, Spanish, Italian and Chinese forms, only where the abbreviation means them', () => {
    expect(nativeLegalForm('ACME GMBH', new Set(['Germany']), new Rng(1))).toMatch(
      /^ACME GESELLSCHAFT MIT BESCHRA(E)?NKTER HAFTUNG$/,
    );
    expect(nativeLegalForm('EIGHTH OCEAN GMBH & CO. KG', new Set(['Germany']), new Rng(1))).toBeNull();
    expect(nativeLegalForm('FARMACIA JARLYNE, S.A. DE C.V.', new Set(['Mexico']), new Rng(1))).toBe(
      'FARMACIA JARLYNE SOCIEDAD ANONIMA DE CAPITAL VARIABLE',
    );
    expect(nativeLegalForm('AGRO S.A.S.', new Set(['Colombia']), new Rng(1))).toBe(
      'AGRO SOCIEDAD POR ACCIONES SIMPLIFICADA',
    );
    expect(nativeLegalForm('BANCO X SOCIEDAD ANONIMA', new Set(['Panama']), new Rng(1))).toBe('BANCO X S.A.');
    expect(nativeLegalForm('ROSSI S.R.L.', new Set(['Italy']), new Rng(1))).toBe(
      'ROSSI SOCIETA A RESPONSABILITA LIMITATA',
    );
    expect(nativeLegalForm('SHENZHEN TECH CO., LTD.', new Set(['China']), new Rng(1))).toBe(
      'SHENZHEN TECH YOUXIAN GONGSI',
    );
    expect(nativeLegalForm('ACME GMBH', new Set(['Iran']), new Rng(1))).toBeNull();
  });
});
