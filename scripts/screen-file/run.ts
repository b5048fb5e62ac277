import { createReadStream } from 'node:fs';
import { open, rm, truncate } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { type ColumnMap, detectColumns, type MappedRow, mapRow } from '../../src/jobs/files/columns';
import { type InputFormat, openCustomerFile, type RawRow } from '../../src/jobs/files/readers';
import {
  countRows,
  CSV_HEADER,
  csvLine,
  emptyCounts,
  jsonLine,
  type OutputFormat,
  type ResultRow,
  type StatusCounts,
  writeXlsx,
} from '../../src/jobs/files/results';
import {
  type BatchScreener,
  type FileScreeningOptions,
  type ListVersion,
  screenRows,
} from '../../src/jobs/row-screening';
import {
  type Checkpoint,
  readCheckpoint,
  removeCheckpoint,
  runIdentity,
  writeCheckpoint,
} from './checkpoint';

/**
 * Rows handed to one screening call; four are in flight, so reading and writing overlap screening
 * and neither thread waits for the other at a batch's end (4 gave 8% more rows/s than 2 on 2 cores).
 */
const BATCH_ROWS = 100;
const IN_FLIGHT = 4;
const CHECKPOINT_INTERVAL_MS = 1000;

export interface FileRunOptions {
  input: string;
  inputFormat: InputFormat;
  output: string;
  outputFormat: OutputFormat;
  map: ColumnMap;
  screening: FileScreeningOptions;
  resume: boolean;
  screener: BatchScreener;
  /** Told how far the run is after each batch: rows done, and the total when known. */
  progress?: (done: number, total: number | null) => void;
}

export interface FileRunSummary {
  rows: number;
  resumedFrom: number;
  counts: StatusCounts;
  lists: ListVersion[];
  columns: ColumnMap;
  seconds: number;
}

export class FileRunError extends Error {}

async function* mapped(rows: AsyncIterable<RawRow>, columns: ColumnMap): AsyncGenerator<MappedRow> {
  for await (const raw of rows) yield mapRow(raw, columns);
}

async function* batches<T>(items: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const item of items) {
    batch.push(item);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** Maps items with up to `concurrency` calls in flight and yields the results in input order. */
async function* orderedMap<T, R>(
  items: AsyncIterable<T>,
  concurrency: number,
  work: (item: T) => Promise<R>,
): AsyncGenerator<R> {
  const pending: Promise<R>[] = [];
  for await (const item of items) {
    pending.push(work(item));
    if (pending.length >= concurrency) yield await (pending.shift() as Promise<R>);
  }
  while (pending.length > 0) yield await (pending.shift() as Promise<R>);
}

/** How many data rows a file has (a first quick pass: parsing only), for the progress ETA. */
async function countInputRows(path: string, format: InputFormat): Promise<number | null> {
  if (format === 'xlsx') return null; // a second pass over a large workbook costs more than the ETA is worth
  let rows = 0;
  for await (const _ of (await openCustomerFile(path, format)).rows) rows++;
  return rows;
}

/**
 * Screens a customer file into a results file (docs/file-screening.md). Rows are streamed:
 * memory holds a few batches, whatever the file's size. CSV and JSONL results are written
 * directly; XLSX results go through a JSONL journal converted at the end (an XLSX file cannot
 * be appended to, and the journal is what `--resume` continues).
 */
export async function screenFile(options: FileRunOptions): Promise<FileRunSummary> {
  const started = performance.now();
  const file = await openCustomerFile(options.input, options.inputFormat);
  const columns = detectColumns(file.columns, options.map);
  const journal = options.outputFormat === 'xlsx' ? `${options.output}.rows.jsonl` : options.output;
  const journalFormat = options.outputFormat === 'xlsx' ? 'jsonl' : options.outputFormat;
  const identity = await runIdentity(options.input, {
    screening: options.screening,
    columns,
    outputFormat: options.outputFormat,
  });
  const lists = await options.screener.listVersions(options.screening);

  let checkpoint: Checkpoint;
  if (options.resume) {
    const previous = await readCheckpoint(journal);
    if (!previous)
      throw new FileRunError(
        `nothing to resume: no checkpoint for ${options.output}; run again without --resume`,
      );
    if (previous.run !== identity)
      throw new FileRunError(
        'the input file or the options changed since the interrupted run; start again without --resume',
      );
    if (JSON.stringify(previous.lists) !== JSON.stringify(lists))
      throw new FileRunError(
        'the list versions changed since the interrupted run; start again without --resume',
      );
    // Output after the checkpoint may be a partly written batch: it is cut off and screened again.
    await truncate(journal, previous.bytes);
    checkpoint = previous;
  } else {
    await removeCheckpoint(journal);
    const header = journalFormat === 'csv' ? CSV_HEADER : '';
    const handle = await open(journal, 'w');
    await handle.write(header);
    await handle.close();
    checkpoint = {
      version: 1,
      run: identity,
      rows: 0,
      bytes: Buffer.byteLength(header),
      counts: emptyCounts(),
      lists,
    };
    await writeCheckpoint(journal, checkpoint);
  }
  const resumedFrom = checkpoint.rows;
  const total = await countInputRows(options.input, options.inputFormat);
  options.progress?.(checkpoint.rows, total);

  const output = await open(journal, 'a');
  try {
    let skip = checkpoint.rows;
    let lastCheckpoint = performance.now();
    const toScreen = batches(
      (async function* () {
        for await (const row of mapped(file.rows, columns)) {
          if (skip > 0) {
            skip--;
            continue;
          }
          yield row;
        }
      })(),
      BATCH_ROWS,
    );
    const format = journalFormat === 'csv' ? csvLine : jsonLine;
    for await (const results of orderedMap(toScreen, IN_FLIGHT, (rows) =>
      screenRows(rows, options.screener, options.screening),
    )) {
      const text = results.map(format).join('');
      await output.write(text);
      checkpoint.rows += results.length;
      checkpoint.bytes += Buffer.byteLength(text);
      countRows(checkpoint.counts, results);
      if (performance.now() - lastCheckpoint >= CHECKPOINT_INTERVAL_MS) {
        await output.datasync();
        await writeCheckpoint(journal, checkpoint);
        lastCheckpoint = performance.now();
      }
      options.progress?.(checkpoint.rows, total);
    }
    await output.datasync();
    await writeCheckpoint(journal, checkpoint);
  } finally {
    await output.close();
  }

  if (options.outputFormat === 'xlsx') {
    await writeXlsx(options.output, journalRows(journal));
    await rm(journal);
  }
  await removeCheckpoint(journal);
  return {
    rows: checkpoint.rows,
    resumedFrom,
    counts: checkpoint.counts,
    lists,
    columns,
    seconds: (performance.now() - started) / 1000,
  };
}

async function* journalRows(path: string): AsyncGenerator<ResultRow> {
  const lines = createInterface({ input: createReadStream(path), crlfDelay: Infinity });
  for await (const line of lines) if (line.length > 0) yield JSON.parse(line) as ResultRow;
}
