/**
 * Text damaged before it reached the service, which must be refused, never screened: a name
 * that lost letters screens as another name and can come back `clear`.
 *
 * U+FFFD is what a decoder writes for bytes it could not read ("Nicol\ufffds" for a Latin-1
 * "Nicolás"), and a UTF-16 surrogate without its pair (JSON's "\ud800") is no character at all.
 */
const UNREADABLE = /\ufffd|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasUnreadableCharacters(text: string): boolean {
  return UNREADABLE.test(text);
}

/**
 * Double-encoded UTF-8 ("mojibake"): UTF-8 bytes read as Latin-1 or Windows-1252 and encoded
 * as UTF-8 again, so "é" arrives as "Ã©" and a zero-width space as "â€‹". Such a name is
 * valid UTF-8 and is not the name the caller meant: "NICOLÃ¡S" scores far below the listed
 * "NICOLAS" and could come back `clear`. It is refused, never repaired by guessing.
 */

const WINDOWS_1252 = new TextDecoder('windows-1252');
/** The byte of each character Windows-1252 adds to Latin-1 (€ ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ˜ ™ š › œ ž Ÿ). */
const WINDOWS_1252_EXTRAS = new Map<number, number>(
  Array.from({ length: 32 }, (_, offset) => 0x80 + offset)
    .map((byte) => [WINDOWS_1252.decode(Uint8Array.of(byte)).codePointAt(0)!, byte] as const)
    .filter(([codePoint]) => codePoint > 0xff),
);
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * True when the text, written back as the single-byte text it was mistaken for, is UTF-8 with
 * at least one multi-byte character: every non-ASCII character of the text is then part of a
 * UTF-8 sequence, which real names practically never are ("José" is not: é alone is no UTF-8).
 */
export function looksDoubleEncoded(text: string): boolean {
  if (!/[\u00c2-\u00f4]/.test(text)) return false; // no UTF-8 lead byte to begin with
  const bytes: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    const byte = code <= 0xff ? code : WINDOWS_1252_EXTRAS.get(code);
    if (byte === undefined) return false; // a character no single-byte reading produces
    bytes.push(byte);
  }
  try {
    STRICT_UTF8.decode(Uint8Array.from(bytes));
    return true;
  } catch {
    return false;
  }
}
