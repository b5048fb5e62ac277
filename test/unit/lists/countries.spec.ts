import { countryCode } from '../../../src/core/lists/countries';

describe('countryCode (ISO 3166-1 alpha-2)', () => {
  it.each([
    ['IR', 'IR'],
    ['ir', 'IR'],
    ['IRN', 'IR'],
    ['364', 'IR'],
    ['Iran', 'IR'],
    ['Islamic Republic of Iran', 'IR'],
    ['RUSSIA', 'RU'],
    ['Côte d’Ivoire', 'CI'],
    ['Cote d Ivoire', 'CI'],
    ['United States', 'US'],
    ['USA', 'US'],
    ['UK', 'GB'],
  ])('%s → %s', (value, code) => {
    expect(countryCode(value)).toBe(code);
  });

  it.each([
    ['Korea, North', 'KP'],
    ['Korea, South', 'KR'],
    ['Congo, Democratic Republic of the', 'CD'],
    ['Man, Isle of', 'IM'],
    ['Syria', 'SY'],
    ['Burma', 'MM'],
    ['Crimea', 'UA'],
    ['West Bank', 'PS'],
  ])('reads the lists own country text: %s → %s', (value, code) => {
    expect(countryCode(value)).toBe(code);
  });

  it.each(['Narnia', 'XX', 'ZZZ', '999', '', 'Ivanov'])('%j names no country', (value) => {
    expect(countryCode(value)).toBeNull();
  });
});
