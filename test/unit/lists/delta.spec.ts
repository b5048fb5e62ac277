import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { diffByHash, shrinkProblem } from '../../../src/core/lists/delta';
import { parseOfacCsvSet } from '../../../src/core/lists/ofac-csv';
import { entitiesForList } from '../../../src/core/lists/records';
import { contentHash } from '../../../src/engines/elasticsearch/search-document';
import { LISTS_DIR, ofacSet } from './real-files';

describe('diffByHash', () => {
  it('sorts ids into added, removed, changed and counts the unchanged', () => {
    const before = new Map([
      ['sanc_ofac_sdn_10', 'a'],
      ['sanc_ofac_sdn_2', 'b'],
      ['sanc_ofac_sdn_3', 'c'],
    ]);
    const after = new Map([
      ['sanc_ofac_sdn_2', 'b'],
      ['sanc_ofac_sdn_3', 'x'],
      ['sanc_ofac_sdn_4', 'd'],
    ]);
    expect(diffByHash(before, after)).toEqual({
      added: ['sanc_ofac_sdn_4'],
      removed: ['sanc_ofac_sdn_10'],
      changed: ['sanc_ofac_sdn_3'],
      unchanged: 1,
    });
  });
});

describe('shrinkProblem', () => {
  it('refuses empty data and a loss beyond the limit, accepts the rest', () => {
    expect(shrinkProblem(100, 0, 0.1)).toBe('the new data has no entities');
    expect(shrinkProblem(100, 89, 0.1)).toBe('100 → 89 entities, a shrink of 11.0 % (limit 10.0 %)');
    expect(shrinkProblem(100, 90, 0.1)).toBeNull();
    expect(shrinkProblem(0, 5, 0.1)).toBeNull();
    expect(shrinkProblem(100, 150, 0)).toBeNull();
  });
});

/**
 * The SDN update 2021-06-29 → 2023-12-28. SOURCES.md counts by ent_num on sdn.csv alone:
 * +5,637, −792, 726 common rows changed. The service's delta is over entity records, which
 * also change when an entity's add.csv, alt.csv or sdn_comments rows change, and do not
 * change when only a column it does not keep changes (Title, vessel type, tonnage, owner).
 * An independent Python script (sdn_entity_delta.py, csv module) computes that definition.
 */
describe('SDN update delta, ofac-sdn-csv-older → ofac-sdn-csv', () => {
  it('matches the independent Python count, id for id', async () => {
    const reference = JSON.parse(
      execFileSync('python3', [
        join(__dirname, 'sdn_entity_delta.py'),
        join(LISTS_DIR, 'ofac-sdn-csv-older'),
        join(LISTS_DIR, 'ofac-sdn-csv'),
      ]).toString(),
    ) as { added: number; removed: number; changed: number; changed_ids: string[]; sdn_rows_changed: number };
    // The reference reproduces SOURCES.md's sdn.csv figures …
    expect([reference.added, reference.removed, reference.sdn_rows_changed]).toEqual([5637, 792, 726]);

    const hashes = async (folder: string) =>
      new Map(
        entitiesForList('ofac_sdn', [await parseOfacCsvSet('sdn', ofacSet('sdn', folder))]).map((entity) => [
          entity.entity_id,
          contentHash(entity),
        ]),
      );
    const delta = diffByHash(await hashes('ofac-sdn-csv-older'), await hashes('ofac-sdn-csv'));
    // … and the service's entity delta equals the reference's entity-level figures (740 changed entities).
    expect(delta.added).toHaveLength(reference.added);
    expect(delta.removed).toHaveLength(reference.removed);
    expect(delta.changed.map((id) => id.replace('sanc_ofac_sdn_', ''))).toEqual(reference.changed_ids);
    expect(delta.changed).toHaveLength(740);
  });
});
