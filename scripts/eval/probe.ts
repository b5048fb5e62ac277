import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Command } from 'commander';
import { LIST_IDS, type Entity, type ListId, type QueryEntityType } from '../../src/core/lists/model';
import { normalizeName } from '../../src/core/names/normalize';
import { unreadCharacter } from '../../src/core/names/scripts/read-scripts';
import { EmbeddedRetriever } from '../../src/engines/embedded/embedded-retriever';
import { DEFAULT_LISTS, SCREENING_LIMITS } from '../../src/screening/dto/screening-fields';
import { evaluateCandidates } from '../../src/screening/match-evaluation';
import { comparerFor, PreparedNameCache } from '../../src/screening/name-comparer';
import { candidateQueryOf } from '../../src/screening/screening.service';
import { loadListedEntities, namedPerson } from './listed-entities';

/**
 * `npm run eval:probe [-- --show-hits]`: false positives on two name sources the evaluation's parts
 * never drew from (docs/evaluation.md, "Probe"): ordinary people from Python faker's locales,
 * well-known real companies (the constituents of 20 stock indices), and universities of 200
 * countries (real institutions that share words with listed ones). Each name is screened as a
 * single screening with its entity type would be (embedded engine, default threshold, result
 * limit and lists); any hit is a false positive. Names in a script validation refuses are counted
 * apart. Then a recall check: the Korean and Chinese people, romanized by means the product does
 * not use (probe-cjk-romanized.tsv), are listed beside the real entities, and each name as faker
 * wrote it (Hangul, Han) must find its romanized entity. Then listed SDN names typed with the
 * errors of a typo model the product was never tuned on, and people typed "Given Surname"
 * (probe-variants.tsv). Last, organizations written in Han characters or Hangul by their own names
 * (probe-han-organizations.tsv, probe-hangul-organizations.tsv): listed ones must find their listed
 * name, unlisted ones must not hit. A check of how far the parts' figures carry, not a part to tune on.
 */
interface ProbeSet {
  file: string;
  entityType: QueryEntityType;
}

export const SETS: ProbeSet[] = [
  { file: 'probe-people.tsv', entityType: 'individual' },
  { file: 'probe-companies.tsv', entityType: 'organization' },
  { file: 'probe-universities.tsv', entityType: 'organization' },
];

interface Tally {
  screened: number;
  hits: number;
  refused: number;
}

export const ROMANIZED_FILE = 'probe-cjk-romanized.tsv';
export const VARIANTS_FILE = 'probe-variants.tsv';
/** Organizations in scripts written without spaces, by their own names (docs/evaluation.md, "Probe"). */
export const OWN_SCRIPT_ORGANIZATION_FILES = [
  'probe-han-organizations.tsv',
  'probe-hangul-organizations.tsv',
];

/** The rows of a probe file: origin, name and, in the romanized file, the romanized name. */
export function readProbe(file: string): string[][] {
  return readFileSync(join(__dirname, 'data', file), 'utf8')
    .split('\n')
    .filter((line) => line.length > 0 && !line.startsWith('#'))
    .map((line) => line.split('\t'));
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`;

async function main(): Promise<void> {
  const options = new Command('eval:probe')
    .option('--show-hits', 'print each false positive with its best hit, and each romanized name not found')
    .parse()
    .opts<{ showHits?: boolean }>();
  const listed = await loadListedEntities();
  const retriever = new EmbeddedRetriever(listed);
  const cache = new PreparedNameCache();
  const threshold = SCREENING_LIMITS.defaultThreshold;
  console.log(`probe: false positives at the default threshold (${threshold}), embedded engine`);
  for (const { file, entityType } of SETS) {
    const byOrigin = new Map<string, Tally>();
    const total: Tally = { screened: 0, hits: 0, refused: 0 };
    for (const [origin, name] of readProbe(file)) {
      const tally = byOrigin.get(origin) ?? { screened: 0, hits: 0, refused: 0 };
      byOrigin.set(origin, tally);
      if (unreadCharacter(normalizeName(name)) !== null) {
        tally.refused++;
        total.refused++;
        continue;
      }
      const hits = screen(retriever, cache, name, entityType);
      tally.screened++;
      total.screened++;
      if (hits.length === 0) continue;
      tally.hits++;
      total.hits++;
      if (options.showHits)
        console.log(`  hit: ${origin}  ${name} → ${hits[0].matchedName} ${hits[0].score.toFixed(4)}`);
    }
    console.log(`\n${file} (${entityType})`);
    console.log(
      `${'origin'.padEnd(16)}${'n'.padStart(6)}${'hits'.padStart(6)}${'rate'.padStart(8)}${'refused'.padStart(9)}`,
    );
    for (const [origin, t] of [...byOrigin].sort(([a], [b]) => a.localeCompare(b)))
      console.log(
        `${origin.padEnd(16)}${String(t.screened).padStart(6)}${String(t.hits).padStart(6)}${percent(t.hits, t.screened).padStart(8)}${String(t.refused).padStart(9)}`,
      );
    console.log(
      `${'overall'.padEnd(16)}${String(total.screened).padStart(6)}${String(total.hits).padStart(6)}${percent(total.hits, total.screened).padStart(8)}${String(total.refused).padStart(9)}`,
    );
  }
  romanizedRecall(listed, options.showHits === true);
  variantRecall(retriever, cache, options.showHits === true);
  for (const file of OWN_SCRIPT_ORGANIZATION_FILES)
    ownScriptOrganizations(file, retriever, cache, options.showHits === true);
}

/** The hits of one name, screened as a single screening with its entity type (defaults otherwise). */
function screen(
  retriever: EmbeddedRetriever,
  cache: PreparedNameCache,
  name: string,
  entityType: QueryEntityType,
  lists: readonly ListId[] = DEFAULT_LISTS,
) {
  const threshold = SCREENING_LIMITS.defaultThreshold;
  const query = candidateQueryOf(
    { name, entity_type: entityType },
    [...lists],
    SCREENING_LIMITS.defaultMaxResults,
  );
  const [result] = retriever.find([query]);
  // Fail closed here too: a search that fails is no clear.
  if (!result.ok) throw new Error(`search failed for ${name}: ${result.error}`);
  return evaluateCandidates(
    { name, entityType, threshold },
    result.entities,
    comparerFor(name, cache, threshold),
  );
}

/** Names in Hangul and Han against the same names romanized by other means, listed beside the real entities. */
function romanizedRecall(listed: Entity[], showMisses: boolean): void {
  const rows = readProbe(ROMANIZED_FILE);
  const retriever = new EmbeddedRetriever([
    ...listed,
    ...rows.map(([, , romanized], i) => namedPerson(`probe_${i}`, romanized)),
  ]);
  const cache = new PreparedNameCache();
  const byOrigin = new Map<string, { count: number; found: number }>();
  rows.forEach(([origin, name, romanized], i) => {
    const tally = byOrigin.get(origin) ?? { count: 0, found: 0 };
    byOrigin.set(origin, tally);
    tally.count++;
    if (screen(retriever, cache, name, 'individual').some((hit) => hit.entity.entity_id === `probe_${i}`))
      tally.found++;
    else if (showMisses) console.log(`  not found: ${origin}  ${name} (listed as ${romanized})`);
  });
  console.log(`\n${ROMANIZED_FILE}: found against their romanization (RR for Hangul, pypinyin for Han)`);
  printRecall(byOrigin, 16);
}

/** One line per group: how many were screened and found. */
function printRecall(tallies: Iterable<[string, { count: number; found: number }]>, width: number): void {
  for (const [label, { count, found }] of tallies)
    console.log(
      `${label.padEnd(width)}${String(count).padStart(6)}${String(found).padStart(6)}${percent(found, count).padStart(8)}`,
    );
}

/** Listed SDN names typed another way (probe-variants.tsv): each must find its entity. */
function variantRecall(retriever: EmbeddedRetriever, cache: PreparedNameCache, showMisses: boolean): void {
  const byModel = new Map<string, { count: number; found: number }>();
  for (const [model, entityType, uid, listedName, query] of readProbe(VARIANTS_FILE)) {
    const key = `${model} ${entityType}`;
    const tally = byModel.get(key) ?? { count: 0, found: 0 };
    byModel.set(key, tally);
    tally.count++;
    const hits = screen(retriever, cache, query, entityType as QueryEntityType);
    if (hits.some((hit) => hit.entity.entity_id === `sanc_ofac_sdn_${uid}`)) tally.found++;
    else if (showMisses) console.log(`  not found: ${model}  ${query} (listed as ${listedName})`);
  }
  console.log(`\n${VARIANTS_FILE}: listed SDN names found as typed`);
  printRecall(
    [...byModel].sort(([a], [b]) => a.localeCompare(b)),
    40,
  );
}

/**
 * Organizations written in Han characters or Hangul by their own names, screened against every list
 * (most listed Chinese companies are on the Non-SDN Chinese Military-Industrial Complex list,
 * ofac_consolidated): a listed one is found when a hit's entity carries the listed name given; an
 * unlisted one ("-") must not hit at all.
 */
function ownScriptOrganizations(
  file: string,
  retriever: EmbeddedRetriever,
  cache: PreparedNameCache,
  show: boolean,
): void {
  const listed = { count: 0, found: 0 };
  const unlisted = { count: 0, found: 0 };
  for (const [listedName, name] of readProbe(file)) {
    const hits = screen(retriever, cache, name, 'organization', LIST_IDS);
    if (listedName === '-') {
      unlisted.count++;
      if (hits.length === 0) continue;
      unlisted.found++;
      if (show) console.log(`  hit: ${name} → ${hits[0].matchedName} ${hits[0].score.toFixed(4)}`);
      continue;
    }
    listed.count++;
    const found = hits.some(({ entity }) =>
      [entity.primary_name, ...entity.aliases.map((alias) => alias.alias_name)].includes(listedName),
    );
    if (found) listed.found++;
    else if (show) console.log(`  not found: ${name} (listed as ${listedName})`);
  }
  console.log(`\n${file}: listed ones found, unlisted ones that hit`);
  printRecall(
    [
      ['listed (found)', listed],
      ['unlisted (hits)', unlisted],
    ],
    40,
  );
}

if (require.main === module) void main();
