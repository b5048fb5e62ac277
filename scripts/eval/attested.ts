import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Entity } from '../../src/core/lists/model';
import type { SnapshotManifest } from '../../src/lists-data/list-sources';
import type { PositiveCase } from './cases';
import { loadListedEntities } from './listed-entities';
import { Rng } from './prng';
import { fnv1a } from './real-negatives';

/**
 * The attested-variants set (docs/evaluation.md): names the lists themselves give for one entity
 * that are spelling variants of each other. One of them (an a.k.a. of an OFAC SDN entry) is removed
 * from a copy of the snapshot; a service booted on that copy is asked for it, and the entity must
 * come back through its other spelling.
 */
export interface AttestedPair {
  entityId: string;
  /** The a.k.a. that is removed from the index and sent as the query. */
  query: string;
  /** The entity's other name it is a spelling variant of (primary name or another a.k.a.). */
  partner: string;
}

/** Upper-case letters and digits, diacritics dropped, everything else a space: this module's own normalization. */
export function plainTokens(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

/** Levenshtein distance (insertions, deletions, substitutions), two rows. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        previous[j] + 1,
        current[j - 1] + 1,
        previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length];
}

/** First letters that romanizations swap for the same sound (K/C/Q/G, J/Y/Z/D, S/Z/TS, F/P, V/W/B, D/T, vowels). */
const INTERCHANGEABLE_INITIALS = ['CKQG', 'JYZD', 'SZC', 'FP', 'VWB', 'DT', 'AEIOUY', 'HKX'];

/**
 * Two tokens are spelling variants when they are equal, or when their first letters are equal or
 * interchangeable AND their edit distance is at most max(1, ⌊0.4 × longer length⌋) with both
 * tokens at least 3 letters long.
 */
export function tokenVariants(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length < 3 || b.length < 3) return false;
  const sameStart =
    a[0] === b[0] || INTERCHANGEABLE_INITIALS.some((g) => g.includes(a[0]) && g.includes(b[0]));
  return sameStart && editDistance(a, b) <= Math.max(1, Math.floor(0.4 * Math.max(a.length, b.length)));
}

/**
 * The documented rule: two names of one entity are spelling variants (not different names) when,
 * after plainTokens, they differ, have the same number of tokens, and the tokens pair up in order or
 * after sorting with every pair a tokenVariants pair; a one-word name only at one edit from a 6+ letter word.
 */
export function spellingVariants(a: string, b: string): boolean {
  const x = plainTokens(a);
  const y = plainTokens(b);
  if (x.length !== y.length || x.join(' ') === y.join(' ')) return false;
  // A single word is only a spelling variant of another 6+ letter word at one edit (MODAFL is not MODSAF).
  if (x.length === 1) return Math.min(x[0].length, y[0].length) >= 6 && editDistance(x[0], y[0]) <= 1;
  const pairUp = (p: string[], q: string[]) => p.every((t, i) => tokenVariants(t, q[i]));
  return pairUp(x, y) || pairUp([...x].sort(), [...y].sort());
}

/** Every a.k.a. of an OFAC SDN entity that is a spelling variant of another of its names (f.k.a. and n.k.a. are other names). */
export function attestedPairs(entities: readonly Entity[]): AttestedPair[] {
  const pairs: AttestedPair[] = [];
  for (const e of entities) {
    if (e.source_list_id !== 'ofac_sdn') continue;
    const names = [e.primary_name, ...e.aliases.map((a) => a.alias_name)];
    const key = (n: string) => plainTokens(n).join(' ');
    for (const alias of e.aliases) {
      if (alias.alias_type !== 'a.k.a.') continue;
      // Removing a name another one spells identically tests nothing.
      if (names.filter((n) => key(n) === key(alias.alias_name)).length > 1) continue;
      const partner = names.find((n) => n !== alias.alias_name && spellingVariants(alias.alias_name, n));
      if (partner) pairs.push({ entityId: e.entity_id, query: alias.alias_name, partner });
    }
  }
  return pairs;
}

/** A seeded sample of at most `count` pairs, at most one per entity. */
export function sampleAttested(pairs: readonly AttestedPair[], count: number, seed: number): AttestedPair[] {
  const rng = new Rng(fnv1a(`attested:${seed}`));
  const taken = new Set<string>();
  const sample: AttestedPair[] = [];
  for (const pair of rng.shuffle(pairs)) {
    if (sample.length >= count) break;
    if (taken.has(pair.entityId)) continue;
    taken.add(pair.entityId);
    sample.push(pair);
  }
  return sample.sort((a, b) => a.entityId.localeCompare(b.entityId));
}

export function attestedCases(pairs: readonly AttestedPair[]): PositiveCase[] {
  return pairs.map((p, i) => ({
    id: `attested-${String(i + 1).padStart(3, '0')}`,
    kind: 'alias',
    query: { name: p.query },
    expected_entity_ids: [p.entityId],
    source_name: p.partner,
  }));
}

const ALT_FILE = 'alt.csv';
const SDN_SOURCE = 'ofac-sdn-csv';
/** An alt.csv row: ent_num, alt_num, "type", "name", remarks. */
const ALT_ROW = /^(\d+),[^,]*,"[^"]*","((?:[^"]|"")*)"/;

/**
 * Copies the snapshot to a temporary folder with the pairs' a.k.a. rows removed from the SDN alt.csv
 * (and the manifest's checksum updated), then checks with the service's own loader that exactly those
 * aliases are gone. Returns the folder and a function that removes it.
 */
export async function writeSnapshotWithout(
  sourceDir: string,
  pairs: readonly AttestedPair[],
): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'eval-attested-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    await cp(sourceDir, dir, { recursive: true });
    const manifestPath = join(dir, 'manifest.json');
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as SnapshotManifest;
    const file = manifest.sources[SDN_SOURCE]?.files.find((f) => f.name === ALT_FILE);
    if (!file) throw new Error(`the snapshot has no ${SDN_SOURCE}/${ALT_FILE}`);
    const drop = new Set(pairs.map((p) => `${p.entityId.replace(/^sanc_ofac_sdn_/, '')}|${p.query}`));
    const text = gunzipSync(await readFile(join(dir, file.path))).toString('utf8');
    const kept = text.split('\n').filter((line) => {
      const m = ALT_ROW.exec(line);
      return !m || !drop.has(`${m[1]}|${m[2].replace(/""/g, '"').trim()}`);
    });
    const bytes = Buffer.from(kept.join('\n'), 'utf8');
    await writeFile(join(dir, file.path), gzipSync(bytes));
    file.sha256 = createHash('sha256').update(bytes).digest('hex');
    file.bytes = bytes.length;
    await writeFile(manifestPath, JSON.stringify(manifest, null, 2));
    await verifyRemoved(sourceDir, dir, pairs);
    return { dir, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

async function verifyRemoved(
  sourceDir: string,
  derivedDir: string,
  pairs: readonly AttestedPair[],
): Promise<void> {
  const [before, after] = await Promise.all([loadListedEntities(sourceDir), loadListedEntities(derivedDir)]);
  const aliasCount = (es: Entity[]) => es.reduce((sum, e) => sum + e.aliases.length, 0);
  const byId = new Map(after.map((e) => [e.entity_id, e]));
  const stillThere = pairs.filter((p) => byId.get(p.entityId)?.aliases.some((a) => a.alias_name === p.query));
  if (
    before.length !== after.length ||
    aliasCount(before) - aliasCount(after) !== pairs.length ||
    stillThere.length
  )
    throw new Error(
      `the derived snapshot is not the original minus ${pairs.length} aliases ` +
        `(entities ${before.length} → ${after.length}, aliases ${aliasCount(before)} → ${aliasCount(after)}, ` +
        `still present: ${stillThere.map((p) => p.query).join(', ')})`,
    );
}
