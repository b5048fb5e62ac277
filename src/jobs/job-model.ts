import type { Charge } from '../access/limiter';
import type { ColumnMap } from './files/columns';
import type { InputFormat } from './files/readers';
import type { StatusCounts } from './files/results';
import type { FileScreeningOptions, ListVersion } from './row-screening';

export const JOB_STATUSES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** What a job was asked to do; written once when it is accepted, never changed. */
export interface JobRecord {
  job_id: string;
  /** The id of the API key that submitted it (never the key): only that key sees the job. */
  key_id: string;
  created_at: string;
  options: Required<FileScreeningOptions>;
  columns: ColumnMap;
  input: { file_name: string | null; format: InputFormat; encoding: string | null; bytes: number };
  rows_total: number;
  chunks_total: number;
  chunk_rows: number;
  /** Quota reserved for every row when the job was accepted (docs/file-screening.md, "Quotas"). */
  quota_charge: Charge | null;
}

/** One finished chunk: what it counted and which list versions it was screened against. */
export interface ChunkSummary {
  chunk: number;
  counts: StatusCounts;
  lists: ListVersion[];
  finished_at: string;
  /** Which process screened it (`host:pid`), for operators tracing a distributed job. */
  screened_by: string;
}

/** How a job ended, written once by the step that finalises it. */
export interface JobEnd {
  status: 'completed' | 'failed' | 'cancelled';
  finished_at: string;
  error: string | null;
  quota_refunded: number;
}
