import { matchNames, prepareName } from '../../../src/core/matching';
import {
  phoneticPairScore,
  PHONETIC_NEAR_CODES,
  PHONETIC_NEAR_CODES_LONG,
} from '../../../src/core/matching/phonetic';
import { prepareWord } from '../../../src/core/matching/prepare';
import { canonicalizeName } from '../../../src/core/names/equivalences';
import { analyzeName, formKeys } from '../../../src/core/names/keys';
import { printKey, readLookAlikeDigits } from '../../../src/core/names/print-confusions';

const score = (query: string, listed: string) =>
  matchNames(prepareName(query), prepareName(listed), { typeBonus: false });

describe('print misreadings: digits that print like letters', () => {
  it.each([
    ['M0HAMMAD', 'MOHAMMAD'],
    ['8USHEHR', 'BUSHEHR'],
    ['BEKTA5', 'BEKTAS'],
    ['SWIT2ERLAND', 'SWITZERLAND'],
    ['LO6ISTIK', 'LOGISTIK'],
    ['KOSAR1AN', 'KOSARIAN'],
  ])('reads %s as %s', (word, letters) => {
    expect(readLookAlikeDigits(word)).toBe(letters);
  });

  it('leaves numbers, model names and words with few letters alone', () => {
    for (const word of ['MIG29', 'A320', 'F16', 'B2B', '1990', 'PUTIN', 'COVID19', 'ROUTE9'])
      expect([word, readLookAlikeDigits(word)]).toEqual([word, null]);
  });

  it('reads them in the canonical form, noted, and such a pair is never identical', () => {
    const canonical = canonicalizeName('R0SNEFT TRADING');
    expect(canonical).toEqual({
      text: 'ROSNEFT TRADING',
      applied: ['R0SNEFT → ROSNEFT (digits that print like letters)'],
      misread: true,
    });
    const match = score('R0SNEFT TRADING SA', 'ROSNEFT TRADING S.A.');
    expect(match.usedSemantic).toBe(true);
    expect(match.score).toBe(0.99);
    expect(match.applied).toContain('R0SNEFT → ROSNEFT (digits that print like letters)');
  });

  it('gives the misread word the retrieval keys of the word', () => {
    const forms = analyzeName('8USHEHR PRISON').keys.tokens[0].forms;
    expect(forms).toEqual(expect.arrayContaining(['8USHEHR', 'BUSHEHR']));
  });
});

describe('print misreadings: letter groups that print like one letter', () => {
  it('folds RN, CL and VV to the letter they look like, and nothing else', () => {
    expect(printKey('VOSTOKGAZPRORN')).toBe('VOSTOKGAZPROM');
    expect(printKey('CLAVID')).toBe('DAVID');
    expect(printKey('VVILLIAMS')).toBe('WILLIAMS');
    expect(printKey('DIVINE')).toBe('DIVINE');
    expect(printKey('PUTIN')).toBe('PUTIN');
  });

  it('gives words that print alike the near-code credit, and only them', () => {
    expect(phoneticPairScore(prepareWord('MIRIRN'), prepareWord('MIRIM'))).toBe(PHONETIC_NEAR_CODES);
    // Both words of 7 letters or more: the long-word credit.
    expect(phoneticPairScore(prepareWord('TDPRNOLDS'), prepareWord('TDPMOLDS'))).toBe(
      PHONETIC_NEAR_CODES_LONG,
    );
    // Keys shorter than four letters are not compared (ARN / AM).
    expect(phoneticPairScore(prepareWord('ARN'), prepareWord('AM'))).toBe(0);
  });

  it('finds the listed word through the folded retrieval key, which has its own codes and variants', () => {
    const [token] = analyzeName('VOSTOKGAZPRORN OAO').keys.tokens;
    expect(token.forms).toEqual(['VOSTOKGAZPRORN', 'VOSTOKGAZPROM']);
    // The embedded index derives each form's keys; the Elasticsearch document must hold the same.
    for (const form of token.forms) {
      const own = formKeys(form);
      expect(token.phonetic).toEqual(expect.arrayContaining(own.phonetic));
      expect(token.deletions).toEqual(expect.arrayContaining(own.deletions));
    }
    expect(score('Vostokgazprorn Oao', 'VOSTOKGAZPROM, OAO').score).toBeGreaterThanOrEqual(0.85);
  });
});
