import { extname } from 'node:path';
import { Readable } from 'node:stream';
import { createInterface } from 'node:readline';
import { parse } from 'csv-parse';
import type ExcelJS from 'exceljs';
import { decodedText, detectEncoding, TextEncoding, UnreadableFileError } from './encoding';

/** Input formats of customer files. */
export const INPUT_FORMATS = ['csv', 'xlsx', 'jsonl'] as const;
export type InputFormat = (typeof INPUT_FORMATS)[number];

/**
 * One data row of a customer file, in file order. `row` counts data rows from 1 (the header
 * and blank lines are not rows). `fields` maps column names to text; `problem` is set when the
 * row itself could not be read (a JSONL line that is not a JSON object).
 */
export interface RawRow {
  row: number;
  fields: Record<string, string>;
  problem?: string;
}

/** A readable customer file: its columns (from the header) and its rows. */
export interface CustomerFile {
  format: InputFormat;
  encoding: TextEncoding | null;
  columns: string[];
  rows: AsyncGenerator<RawRow>;
}

export function formatFromName(path: string): InputFormat | null {
  const extension = extname(path).toLowerCase().slice(1);
  if (extension === 'csv' || extension === 'txt' || extension === 'tsv') return 'csv';
  if (extension === 'xlsx') return 'xlsx';
  if (extension === 'jsonl' || extension === 'ndjson') return 'jsonl';
  return null;
}

/** Opens a customer file for streaming: the header is read now, the rows as they are consumed. */
export async function openCustomerFile(path: string, format: InputFormat): Promise<CustomerFile> {
  if (format === 'xlsx') return withHeader(format, null, xlsxRecords(path));
  const encoding = await detectEncoding(path);
  if (format === 'csv') return withHeader(format, encoding, csvRecords(path, encoding));
  return jsonlFile(path, encoding);
}

/** Header cells made usable as keys: trimmed, never empty, never repeated. */
export function headerNames(cells: string[]): string[] {
  const seen = new Map<string, number>();
  return cells.map((cell, index) => {
    const base = cell.trim() || `column_${index + 1}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}_${count}`;
  });
}

async function withHeader(
  format: InputFormat,
  encoding: TextEncoding | null,
  records: AsyncGenerator<string[]>,
): Promise<CustomerFile> {
  const first = await records.next();
  if (first.done) throw new UnreadableFileError('the file is empty: expected a header row');
  const columns = headerNames(first.value);
  async function* rows(): AsyncGenerator<RawRow> {
    let row = 0;
    for await (const cells of records) {
      if (cells.every((cell) => cell.trim() === '')) continue;
      const fields: Record<string, string> = {};
      columns.forEach((column, index) => (fields[column] = cells[index] ?? ''));
      yield { row: ++row, fields };
    }
  }
  return { format, encoding, columns, rows: rows() };
}

const DELIMITERS = [',', ';', '\t', '|'];

/** The delimiter of a CSV: the candidate seen most often outside quotes in its first line. */
export function sniffDelimiter(firstText: string): string {
  const counts = new Map(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of firstText) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best[1] > 0 ? best[0] : ',';
}

async function* csvRecords(path: string, encoding: TextEncoding): AsyncGenerator<string[]> {
  const text = decodedText(path, encoding);
  const first = await text.next();
  if (first.done) return;
  async function* all(): AsyncGenerator<string> {
    yield first.value as string;
    yield* text;
  }
  const parser = Readable.from(all()).pipe(
    parse({
      delimiter: sniffDelimiter(first.value),
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    }),
  );
  for await (const record of parser) yield record as string[];
}

/** Text of one spreadsheet cell: dates as YYYY-MM-DD, formulas by their result, rich text joined. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return cellText(value.result);
  if ('text' in value) return String(value.text);
  if ('error' in value) return '';
  return '';
}

/** The first worksheet's rows, streamed (exceljs WorkbookReader): memory stays flat on large sheets. */
async function* xlsxRecords(path: string): AsyncGenerator<string[]> {
  // Loaded here, not at start: about 15 MB that a CSV or JSONL run does not need.
  const { default: excel } = await import('exceljs');
  const workbook = new excel.stream.xlsx.WorkbookReader(path, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
  });
  for await (const worksheet of workbook) {
    let expected = 1;
    for await (const row of worksheet) {
      // Blank rows are not emitted; keep positions aligned (they are skipped as blank anyway).
      for (; expected < row.number; expected++) yield [];
      expected = row.number + 1;
      const values = row.values as ExcelJS.CellValue[];
      yield values.slice(1).map(cellText);
    }
    return; // the first worksheet only
  }
}

/** JSONL: one JSON object per line; `identifiers` are flattened, arrays joined with `;`. */
async function jsonlFile(path: string, encoding: TextEncoding): Promise<CustomerFile> {
  const lines = createInterface({ input: Readable.from(decodedText(path, encoding)), crlfDelay: Infinity });
  const iterator = lines[Symbol.asyncIterator]();
  const parsed = async function* (): AsyncGenerator<RawRow> {
    let row = 0;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      const line = next.value.trim();
      if (line === '') continue;
      row++;
      const fields = jsonFields(line);
      yield typeof fields === 'string' ? { row, fields: {}, problem: fields } : { row, fields };
    }
  };
  const rows = parsed();
  const first = await rows.next();
  const columns = first.done ? [] : Object.keys(first.value.fields);
  async function* all(): AsyncGenerator<RawRow> {
    if (!first.done) yield first.value;
    yield* rows;
  }
  return { format: 'jsonl', encoding, columns, rows: all() };
}

/** A JSONL line's fields, or a problem naming why the line is not a row. */
export function jsonFields(line: string): Record<string, string> | string {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return 'the line is not valid JSON';
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'the line is not a JSON object';
  const fields: Record<string, string> = {};
  const scalar = (item: unknown) =>
    typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean' ? String(item) : null;
  const add = (key: string, item: unknown) => {
    const text = Array.isArray(item)
      ? item
          .map(scalar)
          .filter((t) => t !== null)
          .join(';')
      : scalar(item);
    if (text !== null) fields[key] = text;
  };
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (key === 'identifiers' && typeof item === 'object' && item !== null && !Array.isArray(item)) {
      for (const [idKey, idValue] of Object.entries(item as Record<string, unknown>)) add(idKey, idValue);
    } else {
      add(key, item);
    }
  }
  return fields;
}
