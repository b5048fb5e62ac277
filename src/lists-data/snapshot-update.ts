import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { LIST_DEFINITIONS, type SourceFormat } from '../core/lists/catalog';
import { shrinkProblem } from '../core/lists/delta';
import { LIST_IDS, type ListId } from '../core/lists/model';
import {
  loadLists,
  locateInFolder,
  MANIFEST_FILE,
  type ManifestFile,
  readManifest,
  type SnapshotManifest,
  SOURCE_FILES,
  type SourceLocation,
  writeJson,
} from './list-sources';

/**
 * lists:update — fetch fresh official files, prove they parse into sane lists, then replace
 * the snapshot in one rename. Any failure leaves the existing snapshot untouched
 * (docs/lists.md, docs/operations.md).
 */
export interface UpdateOptions {
  /** Snapshot folder to compare against and (unless outDir) to replace. */
  dataDir: string;
  outDir?: string;
  /** Take files from this folder instead of downloading (flat, or one sub-folder per source). */
  fromDir?: string;
  /** Download from `<mirror>/<source>/<file>` instead of the official addresses. */
  mirror?: string;
  timeoutMs: number;
  /** Largest accepted shrink of a list, as a share of its previous count (0.1 = 10 %). */
  maxShrink: number;
  force: boolean;
  /** As-of date per source for files that carry none (default: today). */
  asOf: Partial<Record<SourceFormat, string>>;
  log: (line: string) => void;
}

export interface UpdateResult {
  outDir: string;
  counts: Record<ListId, number>;
}

export const SNAPSHOT_SOURCES: SourceFormat[] = [
  ...new Set(LIST_IDS.flatMap((listId) => LIST_DEFINITIONS[listId].default_sources)),
];

export class UpdateRefused extends Error {}

/** Downloads one file with a hard deadline, so a closed network fails in seconds rather than hangs. */
export async function downloadFile(url: string, destination: string, timeoutMs: number): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
  } catch (error) {
    const reason =
      (error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : describe(error);
    throw new UpdateRefused(`cannot download ${url}: ${reason}`);
  }
  if (!response.ok || !response.body)
    throw new UpdateRefused(`cannot download ${url}: HTTP ${response.status}`);
  await mkdir(dirname(destination), { recursive: true });
  await pipeline(response.body as unknown as NodeJS.ReadableStream, createWriteStream(destination));
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

async function download(
  options: UpdateOptions,
  staging: string,
  today: string,
): Promise<Map<SourceFormat, SourceLocation>> {
  const locations = new Map<SourceFormat, SourceLocation>();
  for (const format of SNAPSHOT_SOURCES) {
    for (const file of SOURCE_FILES[format]) {
      const url = options.mirror ? `${options.mirror.replace(/\/$/, '')}/${format}/${file.name}` : file.url;
      options.log(`downloading ${url}`);
      try {
        await downloadFile(url, join(staging, format, file.name), options.timeoutMs);
      } catch (error) {
        if (!file.optional) throw error;
        options.log(`  optional file skipped: ${(error as Error).message}`);
      }
    }
    locations.set(format, locateInFolder(staging, format, options.asOf[format] ?? today)!);
  }
  return locations;
}

function fromFolder(
  options: UpdateOptions & { fromDir: string },
  today: string,
): Map<SourceFormat, SourceLocation> {
  const locations = new Map<SourceFormat, SourceLocation>();
  for (const format of SNAPSHOT_SOURCES) {
    const location = locateInFolder(options.fromDir, format, options.asOf[format] ?? today);
    if (!location) {
      const names = SOURCE_FILES[format].filter((file) => !file.optional).map((file) => file.name);
      throw new UpdateRefused(
        `--from-dir ${options.fromDir}: ${format} files not found (${names.join(', ')})`,
      );
    }
    locations.set(format, location);
  }
  return locations;
}

/** Copies a file into the snapshot gzip-compressed, returning the sha256 of its uncompressed bytes. */
async function compressInto(source: string, destination: string): Promise<{ sha256: string; bytes: number }> {
  await mkdir(dirname(destination), { recursive: true });
  const hash = createHash('sha256');
  let bytes = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  const input = source.endsWith('.gz')
    ? createReadStream(source).pipe(createGunzip())
    : createReadStream(source);
  await pipeline(input, measure, createGzip({ level: 9 }), createWriteStream(destination));
  return { sha256: hash.digest('hex'), bytes };
}

/** The shrink guard over every list; problems are returned (empty when fine or forced). */
export function checkCounts(
  counts: Record<ListId, number>,
  previous: Partial<Record<ListId, number>>,
  maxShrink: number,
  force: boolean,
): string[] {
  if (force) return [];
  return LIST_IDS.flatMap((listId) => {
    const problem = shrinkProblem(previous[listId] ?? 0, counts[listId], maxShrink);
    return problem ? [`${listId}: ${problem}`] : [];
  });
}

export async function updateSnapshot(options: UpdateOptions): Promise<UpdateResult> {
  const today = new Date().toISOString().slice(0, 10);
  const outDir = resolve(options.outDir ?? options.dataDir);
  const staging = await mkdtemp(join(tmpdir(), 'lists-update-'));
  try {
    const locations = options.fromDir
      ? fromFolder({ ...options, fromDir: options.fromDir }, today)
      : await download(options, staging, today);
    options.log('parsing the new files');
    const lists = await loadLists(
      LIST_IDS,
      (listId) => LIST_DEFINITIONS[listId].default_sources.map((f) => locations.get(f)!),
      today,
    );
    const counts = Object.fromEntries(lists.map((list) => [list.list_id, list.entities.length])) as Record<
      ListId,
      number
    >;
    for (const list of lists)
      options.log(
        `  ${list.list_id}: ${list.entities.length} entities, last updated ${list.metadata.last_updated}`,
      );
    const previous = existsSync(join(options.dataDir, MANIFEST_FILE))
      ? (await readManifest(options.dataDir)).list_counts
      : {};
    const problems = checkCounts(counts, previous, options.maxShrink, options.force);
    if (problems.length > 0)
      throw new UpdateRefused(
        `refusing to write the snapshot (use --force to override):\n  ${problems.join('\n  ')}`,
      );

    // Build the new snapshot beside the old one, then swap folders by rename.
    const building = `${outDir}.building-${process.pid}`;
    await rm(building, { recursive: true, force: true });
    const manifest: SnapshotManifest = {
      description:
        'Bundled copies of official US list files (public domain), gzip-compressed; see docs/lists.md.',
      created_at: new Date().toISOString(),
      sources: {},
      list_counts: counts,
    };
    for (const [format, location] of locations) {
      const files: ManifestFile[] = [];
      for (const spec of SOURCE_FILES[format]) {
        const path = location.files[spec.name];
        if (!path) continue;
        const relative = `${format}/${spec.name}.gz`;
        const { sha256, bytes } = await compressInto(path, join(building, relative));
        files.push({ name: spec.name, path: relative, sha256, bytes, url: spec.url });
      }
      manifest.sources[format] = { as_of: location.as_of, files };
    }
    await writeJson(join(building, MANIFEST_FILE), manifest);
    const retired = `${outDir}.previous-${process.pid}`;
    if (existsSync(outDir)) await rename(outDir, retired);
    await rename(building, outDir);
    await rm(retired, { recursive: true, force: true });
    options.log(`snapshot written to ${outDir}`);
    return { outDir, counts };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
