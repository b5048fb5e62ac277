import { hasUnreadableCharacters, looksDoubleEncoded } from '../../../src/core/names/damaged-text';

const viaLatin1 = (text: string) =>
  Buffer.from(Buffer.from(text, 'utf8').toString('latin1'), 'utf8').toString('utf8');
const viaWindows1252 = (text: string) => new TextDecoder('windows-1252').decode(Buffer.from(text, 'utf8'));

describe('looksDoubleEncoded', () => {
  it.each([
    'Nicolás Maduro Moros',
    'KÒZÁK, Dmítrý',
    'JOÃO CONCEIÇÃO',
    'Zar\u200bqawi',
    'ＭＡＤＵＲＯ',
    'Müller\u00a0Straße',
  ])('is true for %s sent through Latin-1 or Windows-1252 and encoded again', (name) => {
    expect(looksDoubleEncoded(viaLatin1(name))).toBe(true);
    expect(looksDoubleEncoded(viaWindows1252(name))).toBe(true);
  });

  it.each([
    'Nicolás Maduro Moros',
    'JOÃO CONCEIÇÃO',
    'José Müller Çelik Ñúñez',
    'SÃO PAULO',
    'Ã',
    'Владимир Путин',
    'محمد علي',
    '李明',
    'MADURO MOROS, Nicolas',
    'Ã© with Путин',
  ])('is false for real names and other scripts: %s', (name) => {
    expect(looksDoubleEncoded(name)).toBe(false);
  });
});

describe('hasUnreadableCharacters', () => {
  it.each(['Nicol\ufffds Maduro', 'Nicol\ud800s', 'A\udc00B', 'AB\ud83d'])('is true for %j', (text) => {
    expect(hasUnreadableCharacters(text)).toBe(true);
  });

  it.each(['Nicolás Maduro', 'Emoji \ud83d\ude00 pair', '李明'])('is false for %j', (text) => {
    expect(hasUnreadableCharacters(text)).toBe(false);
  });
});
