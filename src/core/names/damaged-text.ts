import { WINDOWS_1252_EXTRAS } from './windows-1252';

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

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });
/**
 * A UTF-8 lead byte (read as its single-byte character) followed by a continuation byte
 * (0x80–0xBF, read as Latin-1 or as a Windows-1252 extra): a multi-byte sequence starts so.
 * Most accented names ("José": é is a lead byte followed by nothing) fail this test, and are
 * settled without the decoder's exception.
 */
const LEAD_THEN_CONTINUATION = new RegExp(
  `[\u00c2-\u00f4][\u0080-\u00bf${[...WINDOWS_1252_EXTRAS]
    .filter(([, byte]) => byte <= 0xbf)
    .map(([codePoint]) => `\\u${codePoint.toString(16).padStart(4, '0')}`)
    .join('')}]`,
);

/**
 * True when the text, written back as the single-byte text it was mistaken for, is UTF-8 with
 * at least one multi-byte character: every non-ASCII character of the text is then part of a
 * UTF-8 sequence, which real names practically never are ("José" is not: é alone is no UTF-8).
 */
export function looksDoubleEncoded(text: string): boolean {
  if (!LEAD_THEN_CONTINUATION.test(text)) return false; // no UTF-8 sequence to begin with
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
