import { hasUnreadableCharacters, looksDoubleEncoded } from '../../../src/core/names/damaged-text';
import { decodeWindows1252 } from '../../../src/core/names/windows-1252';

const viaLatin1 = (text: string) =>
  Buffer.from(Buffer.from(text, 'utf8').toString('latin1'), 'utf8').toString('utf8');
const viaWindows1252 = (text: string) => decodeWindows1252(Buffer.from(text, 'utf8'));

describe('looksDoubleEncoded', () => {
  it.each([
    'Nicolás Maduro Moros',
    'KÒZÁK, Dmítrý',
    'JOÃO CONCEIÇÃO',
    'Zar\u200bqawi',
    'ＭＡＤＵＲＯ',
    'Müller\u00a0Straße',
    // UTF-8 bytes 0x80–0x9F, which Windows-1252 reads as € ‚ … Š ’ and the like (not as controls):
    'Dąbrowski', // ą = C4 85 → Ä…
    'O’Brien', // ’ = E2 80 99 → â€™
    'Šećerović', // Š = C5 A0, ć = C4 87 → Ä‡
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

describe('decodeWindows1252', () => {
  it('reads bytes 0x80–0x9F as the WHATWG table says (Node 20.18.3+ reads them as Latin-1)', () => {
    expect(decodeWindows1252(Uint8Array.of(0x80, 0x8a, 0x8e, 0x92, 0x9f))).toBe('€ŠŽ’Ÿ');
    expect(decodeWindows1252(Uint8Array.of(0x81, 0x8d, 0x8f, 0x90, 0x9d))).toBe(
      '\u0081\u008d\u008f\u0090\u009d',
    );
    expect(decodeWindows1252(Buffer.from('Müller', 'latin1'))).toBe('Müller');
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
