import { StringDecoder } from 'node:string_decoder';

/** Bytes of one source file, in chunks; the caller decides where they come from (file, gunzip, HTTP). */
export type ByteSource = AsyncIterable<Buffer | string>;

/**
 * Streams the records of a delimited file (RFC 4180 quoting: a quoted field may hold the
 * delimiter, line breaks and doubled quotes). Hand-written because it is several times faster
 * than a general CSV library, which the embedded engine's start-up time needs; it is checked
 * against csv-parse on every real file in test/unit/lists/csv-rows.spec.ts. Lenient like
 * csv-parse's relax_quotes: text after a closing quote is kept, a quote inside an unquoted
 * field is literal. CR LF and LF both end a record; empty lines are skipped.
 */
export async function* csvRows(source: ByteSource, delimiter = ','): AsyncGenerator<string[]> {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  for await (const chunk of source) {
    pending += typeof chunk === 'string' ? chunk : decoder.write(chunk);
    const { rows, rest } = completeRecords(pending, delimiter, false);
    pending = rest;
    yield* rows;
  }
  pending += decoder.end();
  yield* completeRecords(pending, delimiter, true).rows;
}

const QUOTE = 34;
const CR = 13;
const LF = 10;

/** Parses the complete records of `text`; the unfinished tail is returned as `rest` unless `final`. */
export function completeRecords(
  text: string,
  delimiter: string,
  final: boolean,
): { rows: string[][]; rest: string } {
  const rows: string[][] = [];
  const delimiterCode = delimiter.charCodeAt(0);
  const length = text.length;
  let recordStart = 0;
  let i = 0;
  let row: string[] = [];
  while (i < length) {
    let value = '';
    if (text.charCodeAt(i) === QUOTE) {
      let from = i + 1;
      let closed = false;
      for (;;) {
        const close = text.indexOf('"', from);
        if (close < 0) break;
        if (text.charCodeAt(close + 1) === QUOTE) {
          value += text.slice(from, close + 1);
          from = close + 2;
          continue;
        }
        value += text.slice(from, close);
        i = close + 1;
        closed = true;
        break;
      }
      if (!closed) {
        if (!final) return { rows, rest: text.slice(recordStart) };
        value += text.slice(from);
        i = length;
      }
    }
    let end = i;
    while (end < length) {
      const code = text.charCodeAt(end);
      if (code === delimiterCode || code === LF || code === CR) break;
      end += 1;
    }
    if (end === length && !final) return { rows, rest: text.slice(recordStart) };
    value += text.slice(i, end);
    row.push(value);
    if (end < length && text.charCodeAt(end) === delimiterCode) {
      i = end + 1;
      if (i === length) {
        if (!final) return { rows, rest: text.slice(recordStart) };
        row.push('');
      }
      continue;
    }
    // End of record (CR LF, LF, lone CR, or end of text).
    i = end;
    if (text.charCodeAt(i) === CR) i += 1;
    if (text.charCodeAt(i) === LF) i += 1;
    if (!(row.length === 1 && row[0] === '')) rows.push(row);
    row = [];
    recordStart = i;
  }
  return { rows, rest: '' };
}

/** OFAC legacy CSV null marker. */
const OFAC_NULL = '-0-';
/** The DOS end-of-file byte OFAC files end with. */
const DOS_EOF = '\x1a';

/** OFAC legacy CSV rows: no header, `-0- ` for empty, a final 0x1A line that is not a record. */
export async function* ofacCsvRows(source: ByteSource): AsyncGenerator<(string | null)[]> {
  for await (const row of csvRows(source)) {
    if (row.length === 1 && row[0].replace(DOS_EOF, '').trim() === '') continue;
    yield row.map((field) => {
      const value = field.replace(DOS_EOF, '').trim();
      return value === OFAC_NULL || value === '' ? null : value;
    });
  }
}
