import { createHash } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { createGunzip } from 'node:zlib';
import { LIST_DEFINITIONS, type SourceFormat } from '../core/lists/catalog';
import { parseCsl } from '../core/lists/csl';
import type { ByteSource } from '../core/lists/csv-rows';
import { parseDpl } from '../core/lists/dpl';
import { parseEnhancedXml } from '../core/lists/enhanced-xml';
import type { Entity, ListId, ListMetadata } from '../core/lists/model';
import { OFAC_CSV_FILE_NAMES, parseOfacCsvSet } from '../core/lists/ofac-csv';
import { entitiesForList, listLastUpdated, type ParsedSource } from '../core/lists/records';

/**
 * Where list data comes from at run time: the bundled snapshot (data/snapshot, described by
 * its manifest.json) or an operator-given file, folder or URL. Reads files (plain or .gz),
 * verifies checksums and hands bytes to the pure parsers in src/core/lists. Shared by the
 * embedded engine, the reindex CLI and lists:update (docs/lists.md).
 */
export const MANIFEST_FILE = 'manifest.json';

export interface ManifestFile {
  /** Official file name, e.g. sdn.csv. */
  name: string;
  /** Path inside the snapshot folder, e.g. ofac-sdn-csv/sdn.csv.gz. */
  path: string;
  /** sha256 of the uncompressed file. */
  sha256: string;
  bytes: number;
  /** Official publication address. */
  url: string;
}

export interface ManifestSource {
  /** Date of the government data (YYYY-MM-DD), for sources whose files carry none. */
  as_of: string | null;
  files: ManifestFile[];
}

export interface SnapshotManifest {
  description: string;
  created_at: string;
  sources: Partial<Record<SourceFormat, ManifestSource>>;
  /** Entity counts per list at the time the snapshot was written (lists:update's shrink guard). */
  list_counts: Partial<Record<ListId, number>>;
}

/** The files each source format needs, in the order of OFAC_CSV_FILE_NAMES; optional ones may be absent. */
export const SOURCE_FILES: Record<SourceFormat, { name: string; optional?: boolean; url: string }[]> = {
  'ofac-sdn-csv': [
    { name: 'sdn.csv', url: 'https://www.treasury.gov/ofac/downloads/sdn.csv' },
    { name: 'add.csv', url: 'https://www.treasury.gov/ofac/downloads/add.csv' },
    { name: 'alt.csv', url: 'https://www.treasury.gov/ofac/downloads/alt.csv' },
    {
      name: 'sdn_comments.csv',
      optional: true,
      url: 'https://www.treasury.gov/ofac/downloads/sdn_comments.csv',
    },
  ],
  'ofac-cons-csv': [
    { name: 'cons_prim.csv', url: 'https://www.treasury.gov/ofac/downloads/consolidated/cons_prim.csv' },
    { name: 'cons_add.csv', url: 'https://www.treasury.gov/ofac/downloads/consolidated/cons_add.csv' },
    { name: 'cons_alt.csv', url: 'https://www.treasury.gov/ofac/downloads/consolidated/cons_alt.csv' },
    {
      name: 'cons_comments.csv',
      optional: true,
      url: 'https://www.treasury.gov/ofac/downloads/consolidated/cons_comments.csv',
    },
  ],
  'ofac-enhanced-xml': [
    {
      name: 'CONS_ENHANCED.XML',
      url: 'https://sanctionslistservice.ofac.treas.gov/api/PublicationPreview/exports/CONS_ENHANCED.XML',
    },
  ],
  'bis-dpl': [{ name: 'dpl.txt', url: 'https://www.bis.doc.gov/dpl/dpl.txt' }],
  'trade-gov-csl': [
    {
      name: 'consolidated.csv',
      url: 'https://data.trade.gov/downloadable_consolidated_screening_list/v1/consolidated.csv',
    },
  ],
};

/** One readable source: a format and, per official file name, where its bytes are. */
export interface SourceLocation {
  format: SourceFormat;
  /** File name → path (plain or .gz). */
  files: Record<string, string>;
  /** File name → expected sha256 of the uncompressed bytes (snapshot only). */
  checksums?: Record<string, string>;
  as_of: string | null;
  /** What operators see as the list's source. */
  origin: string;
}

export class ChecksumError extends Error {}

/** Bytes of a file, gunzipped when it ends in .gz, hashed on the way when a checksum is expected. */
function openFile(
  path: string,
  expectedSha256: string | undefined,
): { bytes: ByteSource; verify: () => void } {
  const stream = createReadStream(path, { highWaterMark: 1 << 20 });
  const source: AsyncIterable<Buffer> = path.endsWith('.gz') ? stream.pipe(createGunzip()) : stream;
  if (!expectedSha256) return { bytes: source, verify: () => undefined };
  const hash = createHash('sha256');
  let finished = false;
  async function* hashed(): AsyncGenerator<Buffer> {
    for await (const chunk of source) {
      hash.update(chunk);
      yield chunk;
    }
    finished = true;
  }
  return {
    bytes: hashed(),
    verify: () => {
      const actual = finished ? hash.digest('hex') : 'unread';
      if (actual !== expectedSha256) {
        throw new ChecksumError(
          `${path}: sha256 ${actual} does not match the manifest's ${expectedSha256}; the snapshot is damaged`,
        );
      }
    },
  };
}

/** Parses one source. `today` (YYYY-MM-DD) bounds dates that cannot be real (DPL typos). */
export async function parseSource(location: SourceLocation, today: string): Promise<ParsedSource> {
  const missing = SOURCE_FILES[location.format].filter(
    (file) => !file.optional && !location.files[file.name],
  );
  if (missing.length > 0)
    throw new Error(`${location.origin}: missing ${missing.map((file) => file.name).join(', ')}`);
  const opened = Object.fromEntries(
    Object.entries(location.files).map(([name, path]) => [name, openFile(path, location.checksums?.[name])]),
  );
  const bytes = (name: string): ByteSource => {
    const file = opened[name] as { bytes: ByteSource } | undefined;
    if (!file) throw new Error(`${location.origin}: missing ${name}`);
    return file.bytes;
  };
  const optionalBytes = (name: string): ByteSource | undefined => (name in opened ? bytes(name) : undefined);
  let parsed: ParsedSource;
  switch (location.format) {
    case 'ofac-sdn-csv':
    case 'ofac-cons-csv': {
      const kind = location.format === 'ofac-sdn-csv' ? 'sdn' : 'cons';
      const names = OFAC_CSV_FILE_NAMES[kind];
      parsed = await parseOfacCsvSet(kind, {
        primary: bytes(names.primary),
        addresses: bytes(names.addresses),
        aliases: bytes(names.aliases),
        comments: optionalBytes(names.comments),
      });
      break;
    }
    case 'bis-dpl':
      parsed = await parseDpl(bytes('dpl.txt'), today);
      break;
    case 'trade-gov-csl':
      parsed = await parseCsl(bytes('consolidated.csv'));
      break;
    case 'ofac-enhanced-xml':
      parsed = await parseEnhancedXml(bytes('CONS_ENHANCED.XML'));
      break;
  }
  for (const file of Object.values(opened)) file.verify();
  return parsed;
}

/** Finds `name` or `name.gz` in `dir`, or in `dir/<format>/`. */
function findFile(dir: string, format: SourceFormat, name: string): string | null {
  for (const folder of [join(dir, format), dir]) {
    for (const candidate of [name, `${name}.gz`, name.toLowerCase(), `${name.toLowerCase()}.gz`]) {
      const path = join(folder, candidate);
      if (existsSync(path) && statSync(path).isFile()) return path;
    }
  }
  return null;
}

/** The location of `format` inside a folder of official files (flat, or one sub-folder per format). */
export function locateInFolder(
  dir: string,
  format: SourceFormat,
  asOf: string | null = null,
): SourceLocation | null {
  const files: Record<string, string> = {};
  for (const file of SOURCE_FILES[format]) {
    const path = findFile(dir, format, file.name);
    if (path) files[file.name] = path;
    else if (!file.optional) return null;
  }
  return { format, files, as_of: asOf, origin: dir };
}

/** Recognizes an operator-given file or folder by the official file names it holds. */
export function locateSource(path: string): SourceLocation {
  if (!existsSync(path)) throw new Error(`--source ${path} does not exist`);
  if (statSync(path).isDirectory()) {
    const formats = Object.keys(SOURCE_FILES) as SourceFormat[];
    for (const format of formats) {
      const location = locateInFolder(path, format);
      if (location) return { ...location, origin: path };
    }
    throw new Error(
      `--source ${path}: no official list files found (expected e.g. sdn.csv+add.csv+alt.csv, dpl.txt)`,
    );
  }
  const name = basename(path).replace(/\.gz$/, '').toLowerCase();
  const byName: Record<string, SourceFormat> = {
    'dpl.txt': 'bis-dpl',
    'consolidated.csv': 'trade-gov-csl',
    'cons_enhanced.xml': 'ofac-enhanced-xml',
    'sdn_enhanced.xml': 'ofac-enhanced-xml',
  };
  const format = byName[name] ?? (name.endsWith('.xml') ? 'ofac-enhanced-xml' : undefined);
  if (!format) throw new Error(`--source ${path}: unknown file; give a folder for the OFAC CSV sets`);
  const officialName = SOURCE_FILES[format][0].name;
  return { format, files: { [officialName]: path }, as_of: null, origin: path };
}

export async function readManifest(dataDir: string): Promise<SnapshotManifest> {
  const path = join(dataDir, MANIFEST_FILE);
  if (!existsSync(path))
    throw new Error(`no list snapshot at ${dataDir} (${MANIFEST_FILE} missing); set DATA_DIR`);
  return JSON.parse(await readFile(path, 'utf8')) as SnapshotManifest;
}

/** The snapshot's sources, checksums included. */
export function snapshotLocations(
  dataDir: string,
  manifest: SnapshotManifest,
): Map<SourceFormat, SourceLocation> {
  const locations = new Map<SourceFormat, SourceLocation>();
  for (const [format, source] of Object.entries(manifest.sources) as [SourceFormat, ManifestSource][]) {
    locations.set(format, {
      format,
      files: Object.fromEntries(source.files.map((file) => [file.name, join(dataDir, file.path)])),
      checksums: Object.fromEntries(source.files.map((file) => [file.name, file.sha256])),
      as_of: source.as_of,
      origin: `snapshot ${format} (${source.files.map((file) => file.name).join(', ')})`,
    });
  }
  return locations;
}

export interface LoadedList {
  list_id: ListId;
  entities: Entity[];
  metadata: ListMetadata;
}

/**
 * Builds lists from their sources, parsing each source once even when it feeds several
 * lists. `sourcesFor` names the locations of one list.
 */
export async function loadLists(
  listIds: readonly ListId[],
  sourcesFor: (listId: ListId) => SourceLocation[],
  today: string = new Date().toISOString().slice(0, 10),
): Promise<LoadedList[]> {
  const parsedByKey = new Map<string, Promise<ParsedSource>>();
  const parse = (location: SourceLocation) => {
    const key = `${location.format}:${JSON.stringify(location.files)}`;
    if (!parsedByKey.has(key)) parsedByKey.set(key, parseSource(location, today));
    return parsedByKey.get(key)!;
  };
  return Promise.all(
    listIds.map(async (listId) => {
      const locations = sourcesFor(listId);
      if (locations.length === 0) throw new Error(`no source for ${listId}`);
      const parsed = await Promise.all(locations.map(parse));
      const entities = entitiesForList(listId, parsed);
      const definition = LIST_DEFINITIONS[listId];
      const lastUpdated = listLastUpdated(parsed.map((p, i) => ({ parsed: p, asOf: locations[i].as_of })));
      return {
        list_id: listId,
        entities,
        metadata: {
          list_id: listId,
          name: definition.name,
          authority: definition.authority,
          entity_count: entities.length,
          // No date anywhere in the data or manifest: the moment it was loaded.
          last_updated: lastUpdated ?? new Date().toISOString(),
          update_frequency: definition.update_frequency,
          source: locations.map((location) => location.origin).join(' + '),
        },
      };
    }),
  );
}

/** Every list from the bundled snapshot, each from its default sources; checksums verified. */
export async function loadSnapshot(
  dataDir: string,
  listIds: readonly ListId[] = Object.keys(LIST_DEFINITIONS) as ListId[],
) {
  const manifest = await readManifest(dataDir);
  const locations = snapshotLocations(dataDir, manifest);
  return loadLists(listIds, (listId) =>
    LIST_DEFINITIONS[listId].default_sources.map((format) => {
      const location = locations.get(format);
      if (!location) throw new Error(`snapshot ${dataDir} lacks source ${format}, needed by ${listId}`);
      return location;
    }),
  );
}

export async function writeJson(path: string, value: unknown): Promise<void> {
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(path, `${JSON.stringify(value, null, 2)}\n`);
}
