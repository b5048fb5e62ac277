import { createReadStream } from 'node:fs';
import { link, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ChunkSummary, JobEnd, JobRecord } from './job-model';

/**
 * The jobs folder (JOBS_DIR): one folder per job holding its record, its chunks' input and
 * results, and marker files for its start, cancellation and end. Every file is written once,
 * whole under a temporary name, then renamed or (where only the first writer may win) hard-linked
 * into place, so several instances sharing the folder never see a half-written file and never overwrite each other's (docs/
 * file-screening.md, "Distributed deployment"). Job state is derived from which files exist.
 */
export class JobFiles {
  constructor(readonly root: string) {}

  dir(jobId: string): string {
    return join(this.root, jobId);
  }

  uploadsDir(): string {
    return join(this.root, '.uploads');
  }

  private file(jobId: string, name: string): string {
    return join(this.dir(jobId), name);
  }

  chunkInput(jobId: string, chunk: number): string {
    return this.file(jobId, `chunks/${chunk}.in.jsonl`);
  }

  chunkOutput(jobId: string, chunk: number): string {
    return this.file(jobId, `chunks/${chunk}.out.jsonl`);
  }

  private chunkSummaryPath(jobId: string, chunk: number): string {
    return this.file(jobId, `chunks/${chunk}.summary.json`);
  }

  async prepare(jobId: string): Promise<void> {
    await mkdir(join(this.dir(jobId), 'chunks'), { recursive: true });
  }

  /** Writes a file atomically: readers see the old state or the whole new file. */
  async writeAtomic(path: string, content: string): Promise<void> {
    const temporary = temporaryPath(path);
    await writeFile(temporary, content);
    await rename(temporary, path);
  }

  /**
   * Creates a file only if it does not exist yet, whole: written under a temporary name, then
   * hard-linked to its name (which fails if the name exists) so a reader never meets it empty or
   * half-written, as it could between an exclusive open and the write. False when another writer
   * was first.
   */
  async writeOnce(path: string, content: string): Promise<boolean> {
    const temporary = temporaryPath(path);
    await writeFile(temporary, content);
    try {
      await link(temporary, path);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    } finally {
      await rm(temporary, { force: true });
    }
  }

  private async readJson<T>(path: string): Promise<T | null> {
    try {
      return JSON.parse(await readFile(path, 'utf8')) as T;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  writeRecord(record: JobRecord): Promise<void> {
    return this.writeAtomic(this.file(record.job_id, 'job.json'), JSON.stringify(record));
  }

  record(jobId: string): Promise<JobRecord | null> {
    return /^[A-Za-z0-9-]+$/.test(jobId)
      ? this.readJson<JobRecord>(this.file(jobId, 'job.json'))
      : Promise.resolve(null);
  }

  /** Records when the first chunk started; later calls keep the first time. */
  async markStarted(jobId: string): Promise<void> {
    await this.writeOnce(
      this.file(jobId, 'started.json'),
      JSON.stringify({ started_at: new Date().toISOString() }),
    );
  }

  async started(jobId: string): Promise<string | null> {
    return (
      (await this.readJson<{ started_at: string }>(this.file(jobId, 'started.json')))?.started_at ?? null
    );
  }

  async markCancelled(jobId: string): Promise<boolean> {
    return this.writeOnce(
      this.file(jobId, 'cancelled.json'),
      JSON.stringify({ cancelled_at: new Date().toISOString() }),
    );
  }

  async cancelled(jobId: string): Promise<boolean> {
    return (await this.readJson(this.file(jobId, 'cancelled.json'))) !== null;
  }

  /** The end is written once: a second finaliser (a retried step) finds it and does nothing. */
  writeEnd(jobId: string, end: JobEnd): Promise<boolean> {
    return this.writeOnce(this.file(jobId, 'end.json'), JSON.stringify(end));
  }

  end(jobId: string): Promise<JobEnd | null> {
    return this.readJson<JobEnd>(this.file(jobId, 'end.json'));
  }

  /** Results first, then the summary: a chunk is done exactly when its summary exists. */
  async writeChunk(jobId: string, chunk: number, results: string, summary: ChunkSummary): Promise<void> {
    await this.writeAtomic(this.chunkOutput(jobId, chunk), results);
    await this.writeAtomic(this.chunkSummaryPath(jobId, chunk), JSON.stringify(summary));
  }

  chunkSummary(jobId: string, chunk: number): Promise<ChunkSummary | null> {
    return this.readJson<ChunkSummary>(this.chunkSummaryPath(jobId, chunk));
  }

  /** Summaries of every finished chunk. */
  async chunkSummaries(jobId: string): Promise<ChunkSummary[]> {
    const names = await readdir(join(this.dir(jobId), 'chunks')).catch(() => [] as string[]);
    const summaries = await Promise.all(
      names
        .filter((name) => name.endsWith('.summary.json'))
        .map((name) => this.readJson<ChunkSummary>(join(this.dir(jobId), 'chunks', name))),
    );
    return summaries.filter((s): s is ChunkSummary => s !== null);
  }

  async chunkOutputExists(jobId: string, chunk: number): Promise<boolean> {
    return stat(this.chunkOutput(jobId, chunk)).then(
      () => true,
      () => false,
    );
  }

  readChunkOutput(jobId: string, chunk: number) {
    return createReadStream(this.chunkOutput(jobId, chunk));
  }

  async jobIds(): Promise<string[]> {
    const names = await readdir(this.root).catch(() => [] as string[]);
    return names.filter((name) => !name.startsWith('.'));
  }

  /** When a job folder was last changed (its record's time when it has one). */
  async modifiedAt(jobId: string): Promise<number> {
    return (await stat(this.dir(jobId))).mtimeMs;
  }

  /** Deletes uploads older than `before` (ms): files left by a request that failed before its job existed. */
  async removeUploadsBefore(before: number): Promise<number> {
    const names = await readdir(this.uploadsDir()).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names) {
      const path = join(this.uploadsDir(), name);
      const info = await stat(path).catch(() => null);
      if (info && info.mtimeMs < before) {
        await rm(path, { force: true });
        removed++;
      }
    }
    return removed;
  }

  async remove(jobId: string): Promise<void> {
    await rm(this.dir(jobId), { recursive: true, force: true });
  }
}

/** A name beside `path` no other writer uses (this process's id and a random part). */
function temporaryPath(path: string): string {
  return `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
}
