import type { MatchResponse } from '../../screening/match-mapper';
import type { BatchOutcome } from '../../screening/batch-types';
import type { MappedRow } from './columns';

/** Output formats of a results file. */
export const OUTPUT_FORMATS = ['csv', 'jsonl', 'xlsx'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export type RowStatus = 'clear' | 'potential_match' | 'match' | 'error';

/** One output row per input row (docs/file-screening.md, "Output"). */
export interface ResultRow {
  row: number;
  customer_id: string | null;
  name: string | null;
  status: RowStatus;
  match_count: number | null;
  best_entity_id: string | null;
  best_matched_name: string | null;
  best_score: number | null;
  best_match_type: string | null;
  best_list: string | null;
  matches: MatchResponse[];
  error: string | null;
}

export const RESULT_COLUMNS: readonly (keyof ResultRow)[] = [
  'row',
  'customer_id',
  'name',
  'status',
  'match_count',
  'best_entity_id',
  'best_matched_name',
  'best_score',
  'best_match_type',
  'best_list',
  'matches',
  'error',
];

/** The output row of a mapped row: its screening outcome, or an error (never `clear` without one). */
export function resultRow(mapped: MappedRow, outcome: BatchOutcome | string): ResultRow {
  const base = { row: mapped.row, customer_id: mapped.customer_id, name: mapped.name };
  const error =
    mapped.error ??
    (typeof outcome === 'string' ? outcome : outcome.status === 'error' ? outcome.error : null);
  if (error !== null || typeof outcome === 'string' || outcome.status === 'error') {
    return {
      ...base,
      status: 'error',
      match_count: null,
      best_entity_id: null,
      best_matched_name: null,
      best_score: null,
      best_match_type: null,
      best_list: null,
      matches: [],
      error: error ?? 'not screened',
    };
  }
  const best = outcome.matches[0];
  return {
    ...base,
    status: outcome.status,
    match_count: outcome.match_count,
    best_entity_id: best?.entity_id ?? null,
    best_matched_name: best?.matched_name ?? null,
    best_score: best?.confidence_score ?? null,
    best_match_type: best?.match_type ?? null,
    best_list: best?.source_evidence.source_list_id ?? null,
    matches: outcome.matches,
    error: null,
  };
}

/**
 * A cell as text. Text starting with = + - @ (or a tab/CR) is prefixed with an apostrophe so a
 * spreadsheet never runs customer data as a formula (CSV injection); numbers are left alone.
 */
function cellText(row: ResultRow, column: keyof ResultRow): string {
  const value = row[column];
  if (value === null) return '';
  if (column === 'matches') return row.matches.length > 0 ? JSON.stringify(row.matches) : '';
  if (typeof value === 'number') return String(value);
  const text = value as string;
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function csvField(text: string): string {
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const CSV_HEADER = `${RESULT_COLUMNS.join(',')}\r\n`;

/** One CSV record (RFC 4180: CRLF line ends, quotes doubled). */
export function csvLine(row: ResultRow): string {
  return `${RESULT_COLUMNS.map((column) => csvField(cellText(row, column))).join(',')}\r\n`;
}

export function jsonLine(row: ResultRow): string {
  return `${JSON.stringify(row)}\n`;
}

/** Text of a results file in `format` (CSV or JSONL; XLSX is written by writeXlsx). */
export function formatRows(rows: readonly ResultRow[], format: 'csv' | 'jsonl'): string {
  return rows.map(format === 'csv' ? csvLine : jsonLine).join('');
}

/** Excel's limit on one cell's text. */
const XLSX_CELL_MAX = 32_767;

/** Writes rows to an XLSX file, streamed (exceljs WorkbookWriter): memory stays flat. */
export async function writeXlsx(path: string, rows: AsyncIterable<ResultRow>): Promise<void> {
  // Loaded here, not at start: about 15 MB that a CSV or JSONL run does not need.
  const { default: excel } = await import('exceljs');
  const workbook = new excel.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: false });
  const sheet = workbook.addWorksheet('results');
  sheet.addRow([...RESULT_COLUMNS]).commit();
  for await (const row of rows) {
    sheet
      .addRow(
        RESULT_COLUMNS.map((column) => {
          const value = row[column];
          if (typeof value === 'number') return value;
          const text = cellText(row, column);
          return text.length > XLSX_CELL_MAX ? `${text.slice(0, XLSX_CELL_MAX - 1)}…` : text;
        }),
      )
      .commit();
  }
  sheet.commit();
  await workbook.commit();
}

/** Counts per status, as the closing summary and the job status report them. */
export interface StatusCounts {
  total: number;
  clear: number;
  potential_match: number;
  match: number;
  error: number;
}

export function emptyCounts(): StatusCounts {
  return { total: 0, clear: 0, potential_match: 0, match: 0, error: 0 };
}

export function countRows(counts: StatusCounts, rows: readonly ResultRow[]): StatusCounts {
  for (const row of rows) {
    counts.total++;
    counts[row.status]++;
  }
  return counts;
}
