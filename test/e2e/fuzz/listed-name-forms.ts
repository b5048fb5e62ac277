import fc from 'fast-check';
import { Rng } from '../../../scripts/eval/prng';

/**
 * The same name written, escaped and encoded the ways a client can send it. Each form either
 * keeps the name (the service must still find it) or damages it (the service must refuse it):
 * the fuzz suite asserts that no form comes back `clear`.
 */

/** Accented Latin-1 letters that fold to the plain letter (É → E): every one is in Latin-1 and Windows-1252. */
const ACCENTED: Readonly<Record<string, string>> = {
  A: 'ÁÀÂÄÃÅ',
  C: 'Ç',
  E: 'ÉÈÊË',
  I: 'ÍÌÎÏ',
  N: 'Ñ',
  O: 'ÓÒÔÖÕ',
  U: 'ÚÙÛÜ',
  Y: 'Ý',
};

/** Spaces and line breaks a copy-paste or a form field can bring. */
const WHITESPACE = [
  ' ',
  '  ',
  '\t',
  '\n',
  '\r\n',
  '\u00a0',
  '\u2002',
  '\u2003',
  '\u2009',
  '\u202f',
  '\u3000',
];

/**
 * Characters that render as nothing: zero-width space, joiners, word joiner, BOM, soft hyphen,
 * bidi marks and isolates, the combining grapheme joiner, variation selectors, Hangul fillers,
 * invisible operators and tag characters (Unicode's Default_Ignorable_Code_Point).
 */
export const INVISIBLE = [
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u00ad',
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202e',
  '\u2066',
  '\u2069',
  '\u034f',
  '\u061c',
  '\u180e',
  '\ufe0f',
  '\u2061',
  '\u2064',
  '\u115f',
  '\u1160',
  '\u3164',
  '\uffa0',
  '\u{e0001}',
  '\u{e0041}',
];

/** String-level forms: each keeps the name a reader sees. */
export const NAME_FORMS = {
  asListed: (name: string) => name,
  accented: (name: string, rng: Rng) =>
    [...name]
      .map((ch) => {
        const options = ACCENTED[ch.toUpperCase()];
        if (!options || !rng.chance(0.6)) return ch;
        const accented = rng.pick([...options]);
        return ch === ch.toUpperCase() ? accented : accented.toLowerCase();
      })
      .join(''),
  nfd: (name: string) => name.normalize('NFD'),
  nfc: (name: string) => name.normalize('NFC'),
  fullWidth: (name: string) =>
    [...name]
      .map((ch) => {
        const code = ch.codePointAt(0)!;
        if (ch === ' ') return '\u3000';
        return code > 0x20 && code < 0x7f ? String.fromCodePoint(code + 0xfee0) : ch;
      })
      .join(''),
  mixedCase: (name: string, rng: Rng) =>
    [...name].map((ch) => (rng.chance(0.5) ? ch.toLowerCase() : ch.toUpperCase())).join(''),
  lowerCase: (name: string) => name.toLowerCase(),
  extraWhitespace: (name: string, rng: Rng) => {
    const run = () => Array.from({ length: 1 + rng.int(3) }, () => rng.pick(WHITESPACE)).join('');
    return `${name
      .split(' ')
      .map((word) => run() + word)
      .join('')}${run()}`;
  },
  invisibleCharacters: (name: string, rng: Rng) =>
    [...name].map((ch) => (rng.chance(0.3) ? ch + rng.pick(INVISIBLE) : ch)).join(''),
  /** Damaged on the way: a letter a decoder could not read, or half of a UTF-16 pair. */
  replacementCharacter: (name: string, rng: Rng) => replaceOneLetter(name, rng, '\ufffd'),
  unpairedSurrogate: (name: string, rng: Rng) => replaceOneLetter(name, rng, rng.pick(['\ud800', '\udfff'])),
} as const;
export type NameForm = keyof typeof NAME_FORMS;

function replaceOneLetter(name: string, rng: Rng, replacement: string): string {
  const at = rng.int(name.length);
  return name.slice(0, at) + replacement + name.slice(at + 1);
}

/** How the JSON text writes the name's characters. */
export const ESCAPES = {
  /** JSON.stringify: only quotes, backslashes and control characters escaped. */
  none: (json: string) => json,
  /** Every non-ASCII character as \uXXXX (what many JSON libraries emit by default). */
  nonAscii: (json: string) => json.replace(/[\u007f-\uffff]/g, (ch) => unicodeEscape(ch)),
};
export type Escape = keyof typeof ESCAPES;

function unicodeEscape(ch: string): string {
  return `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/** A JSON string literal with every UTF-16 unit, ASCII letters included, as \\uXXXX. */
export function fullyEscapedLiteral(text: string): string {
  let literal = '"';
  for (let i = 0; i < text.length; i++) literal += unicodeEscape(text[i]);
  return `${literal}"`;
}

const WINDOWS_1252_DECODER = new TextDecoder('windows-1252');
/** Windows-1252 byte of each character it can encode. */
const WINDOWS_1252_BYTES = new Map<string, number>(
  Array.from({ length: 256 }, (_, byte) => [WINDOWS_1252_DECODER.decode(Uint8Array.of(byte)), byte]),
);

function utf16be(text: string): Buffer {
  return Buffer.from(text, 'utf16le').swap16();
}

/**
 * Byte encodings of the whole JSON text. A single-byte encoding that cannot represent the text
 * returns null (a client could only send it with `?` in place of letters: another name).
 */
export const ENCODINGS: Record<string, (text: string) => Buffer | null> = {
  'utf-8': (text) => Buffer.from(text, 'utf8'),
  'utf-8 with BOM': (text) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]),
  'latin-1': (text) =>
    [...text].every((ch) => ch.charCodeAt(0) <= 0xff) ? Buffer.from(text, 'latin1') : null,
  'windows-1252': (text) => {
    const bytes = [...text].map((ch) => WINDOWS_1252_BYTES.get(ch) ?? -1);
    return bytes.includes(-1) ? null : Buffer.from(bytes);
  },
  'utf-16le': (text) => Buffer.from(text, 'utf16le'),
  'utf-16le with BOM': (text) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]),
  'utf-16be': utf16be,
  'utf-16be with BOM': (text) => Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(text)]),
  /** UTF-8 bytes read as Latin-1 and encoded as UTF-8 again: "Ã¡" for "á". */
  'double utf-8 (via latin-1)': (text) => Buffer.from(Buffer.from(text, 'utf8').toString('latin1'), 'utf8'),
  /** The same through Windows-1252, the usual mojibake: "Ã©" for "é", "â€™" for "’". */
  'double utf-8 (via windows-1252)': (text) =>
    Buffer.from(WINDOWS_1252_DECODER.decode(Buffer.from(text, 'utf8')), 'utf8'),
};

/** Content-Type headers, from correct to wrong; `null` sends none. */
export const CONTENT_TYPES: readonly (string | null)[] = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json;charset=UTF-8',
  'Application/JSON',
  'application/json; charset="utf-8"',
  'application/json ; charset = utf-8',
  'application/json; charset=utf8',
  'application/json; charset=iso-8859-1',
  'application/json; charset=latin1',
  'application/json; charset=windows-1252',
  'application/json; charset=utf-16',
  'application/json; charset=utf-16le',
  'application/json; charset=utf-16be',
  'application/json; charset=ascii',
  'application/json; charset=',
  'application/json; boundary=x',
  'application/vnd.api+json',
  'application/problem+json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'text/plain',
  'text/json',
  'text/plain; charset=utf-8',
  '*/*',
  'application/*',
  'json',
  '',
  null,
];

/** A listed name as one client sends it: which forms, which escapes, which bytes, which header. */
export interface NameVariant {
  forms: NameForm[];
  escape: Escape | 'all';
  encoding: string;
  contentType: string | null;
  seed: number;
}

export const nameVariant: fc.Arbitrary<NameVariant> = fc.record({
  forms: fc.array(fc.constantFrom(...(Object.keys(NAME_FORMS) as NameForm[])), { maxLength: 3 }),
  escape: fc.constantFrom<Escape | 'all'>('none', 'nonAscii', 'all'),
  // UTF-8 half the time, so that the forms are screened and not only refused.
  encoding: fc.oneof(fc.constant('utf-8'), fc.constantFrom(...Object.keys(ENCODINGS))),
  contentType: fc.oneof(
    { weight: 2, arbitrary: fc.constant('application/json') },
    { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
  ),
  seed: fc.integer(),
});

/** The name after the variant's string-level forms. */
export function applyForms(name: string, variant: NameVariant): string {
  const rng = new Rng(variant.seed);
  return variant.forms.reduce((current, form) => NAME_FORMS[form](current, rng), name);
}

/** A JSON string literal for `text` as the variant escapes it. */
export function stringLiteral(text: string, variant: NameVariant): string {
  return variant.escape === 'all' ? fullyEscapedLiteral(text) : ESCAPES[variant.escape](JSON.stringify(text));
}

/** The body's bytes, and the encoding actually used (UTF-8 when the chosen one cannot encode the text). */
export function encodeBody(json: string, variant: NameVariant): { bytes: Buffer; encoding: string } {
  const bytes = ENCODINGS[variant.encoding](json);
  return bytes
    ? { bytes, encoding: variant.encoding }
    : { bytes: ENCODINGS['utf-8'](json)!, encoding: 'utf-8' };
}
