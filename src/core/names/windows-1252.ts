/**
 * Windows-1252 as the WHATWG Encoding Standard defines it (index-windows-1252): Latin-1, except
 * bytes 0x80–0x9F, which are the characters of CP1252_HIGH (the five bytes Windows leaves
 * undefined stay C1 controls). Written out here because Node's TextDecoder('windows-1252')
 * decodes as Latin-1 since v20.18.3 (nodejs/node#60888): € ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – —
 * ˜ ™ š › œ ž Ÿ would come out as invisible controls, and a name such as ŠKODA would lose a letter.
 */
const CP1252_HIGH = [
  0x20ac, 0x0081, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152,
  0x008d, 0x017d, 0x008f, 0x0090, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122,
  0x0161, 0x203a, 0x0153, 0x009d, 0x017e, 0x0178,
];
const HIGH_TEXT = CP1252_HIGH.map((codePoint) => String.fromCodePoint(codePoint));

/** Decodes Windows-1252 bytes (every byte is a character: nothing is ever replaced). */
export function decodeWindows1252(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .replace(/[\u0080-\u009f]/g, (c) => HIGH_TEXT[c.charCodeAt(0) - 0x80]);
}

/** The Windows-1252 byte of each character the encoding adds to Latin-1 (€ → 0x80, Š → 0x8A …). */
export const WINDOWS_1252_EXTRAS: ReadonlyMap<number, number> = new Map(
  CP1252_HIGH.flatMap((codePoint, offset) => (codePoint > 0xff ? [[codePoint, 0x80 + offset] as const] : [])),
);
