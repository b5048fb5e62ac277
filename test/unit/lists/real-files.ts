import { createReadStream, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { OfacCsvFiles, OfacCsvKind } from '../../../src/core/lists/ofac-csv';
import { OFAC_CSV_FILE_NAMES } from '../../../src/core/lists/ofac-csv';

/** The real government files (../shared/data/lists, described by its SOURCES.md). Tests only; never the app. */
export const LISTS_DIR = resolve(
  process.env.LISTS_DATA_DIR ?? join(__dirname, '..', '..', '..', '..', 'shared', 'data', 'lists'),
);

export function realFile(relative: string): string {
  const path = join(LISTS_DIR, relative);
  if (!existsSync(path)) throw new Error(`real list file ${path} is missing (set LISTS_DATA_DIR)`);
  return path;
}

export const readReal = (relative: string) => createReadStream(realFile(relative));

/** The four files of an OFAC CSV set in `folder`. */
export function ofacSet(kind: OfacCsvKind, folder: string): OfacCsvFiles {
  const names = OFAC_CSV_FILE_NAMES[kind];
  return {
    primary: readReal(`${folder}/${names.primary}`),
    addresses: readReal(`${folder}/${names.addresses}`),
    aliases: readReal(`${folder}/${names.aliases}`),
    comments: readReal(`${folder}/${names.comments}`),
  };
}
