import 'reflect-metadata';
import { mapRow } from '../../../src/jobs/files/columns';
import { type BatchScreener, screenRows } from '../../../src/jobs/row-screening';

/** A screener whose engine cannot answer, as the batch endpoint's 503. */
const unreachable: BatchScreener = {
  screen: () => Promise.reject(new Error('service_unavailable')),
  listVersions: () => Promise.resolve([]),
};

describe('screenRows when the engine cannot screen a batch', () => {
  const rows = ['Maria Garcia', 'John Smith'].map((name, n) =>
    mapRow({ row: n + 1, fields: { name } }, { name: 'name' }),
  );

  it('makes the rows error rows by default (the CLI): reported, never clear', async () => {
    const results = await screenRows(rows, unreachable, {});
    expect(results.map((r) => [r.row, r.status, r.error])).toEqual([
      [1, 'error', 'not screened: service_unavailable'],
      [2, 'error', 'not screened: service_unavailable'],
    ]);
  });

  it("throws with 'throw' (a job), so that its chunk is screened again", async () => {
    await expect(screenRows(rows, unreachable, {}, 'throw')).rejects.toThrow('service_unavailable');
  });
});
