import { createHash } from 'node:crypto';
import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import type { ListVersion } from '../../src/jobs/row-screening';
import type { StatusCounts } from '../../src/jobs/files/results';

/**
 * What `--resume` needs to continue a run (docs/file-screening.md, "Resume"): how many rows
 * and bytes of output are final, and what the run was (input file, options, lists), so a run
 * is only continued with the same input, options and list versions. Written atomically
 * (temporary file + rename) after the output it describes is on disk.
 */
export interface Checkpoint {
  version: 1;
  /** Input path, size and modification time, and the options: a resume must match them. */
  run: string;
  rows: number;
  bytes: number;
  counts: StatusCounts;
  lists: ListVersion[];
}

export async function runIdentity(input: string, settings: unknown): Promise<string> {
  const info = await stat(input);
  return createHash('sha256')
    .update(JSON.stringify({ size: info.size, mtime: info.mtimeMs, settings }))
    .digest('hex');
}

export function checkpointPath(journal: string): string {
  return `${journal}.resume.json`;
}

export async function readCheckpoint(journal: string): Promise<Checkpoint | null> {
  try {
    return JSON.parse(await readFile(checkpointPath(journal), 'utf8')) as Checkpoint;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export async function writeCheckpoint(journal: string, checkpoint: Checkpoint): Promise<void> {
  const path = checkpointPath(journal);
  await writeFile(`${path}.tmp`, JSON.stringify(checkpoint));
  await rename(`${path}.tmp`, path);
}

export async function removeCheckpoint(journal: string): Promise<void> {
  await rm(checkpointPath(journal), { force: true });
}
