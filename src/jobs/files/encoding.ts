import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { decodeWindows1252 } from '../../core/names/windows-1252';

/**
 * Text encodings of customer files. UTF-8 is checked strictly over the whole file first; a
 * file that is not valid UTF-8 is decoded as Windows-1252 (the superset of Latin-1 that
 * spreadsheet programs write), explicitly, so bytes are never replaced with U+FFFD.
 */
export type TextEncoding = 'utf-8' | 'windows-1252';

export class UnreadableFileError extends Error {}

/** Detects the encoding of a text file: UTF-8 when every byte sequence is valid UTF-8, else Windows-1252. */
export async function detectEncoding(path: string): Promise<TextEncoding> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await handle.read(head, 0, 4, 0);
    const bom = head.subarray(0, bytesRead);
    if ((bom[0] === 0xff && bom[1] === 0xfe) || (bom[0] === 0xfe && bom[1] === 0xff))
      throw new UnreadableFileError('the file is UTF-16; save it as UTF-8 (or CSV UTF-8 in Excel)');
  } finally {
    await handle.close();
  }
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(path)) decoder.decode(chunk as Buffer, { stream: true });
    decoder.decode();
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * The file's text in chunks, decoded with `encoding`. A UTF-8 byte order mark is dropped, also
 * before Windows-1252 text (spreadsheet exports write one in front of whatever follows).
 */
export async function* decodedText(path: string, encoding: TextEncoding): AsyncGenerator<string> {
  // fatal: a file that changed since detection fails instead of decoding with replacement characters.
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  // Windows-1252 has one byte per character: chunks decode on their own (windows-1252.ts says why not TextDecoder).
  const decode = (chunk: Buffer) =>
    encoding === 'utf-8' ? utf8.decode(chunk, { stream: true }) : decodeWindows1252(chunk);
  let first = true;
  for await (const read of createReadStream(path, { highWaterMark: 256 * 1024 })) {
    let chunk = read as Buffer;
    if (first && encoding === 'windows-1252' && chunk.subarray(0, 3).equals(UTF8_BOM))
      chunk = chunk.subarray(3);
    first = false;
    const text = decode(chunk);
    if (text.length > 0) yield text;
  }
  const rest = encoding === 'utf-8' ? utf8.decode() : '';
  if (rest.length > 0) yield rest;
}
