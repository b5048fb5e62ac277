import { guidedShares, SHARE_SIZE } from '../../../src/screening/batch-workers/batch-workers';

describe('shares of a batch for the batch workers (guided self-scheduling)', () => {
  it('cuts large shares first and small ones last (100 entities, 2 threads)', () => {
    expect(guidedShares(100, 2).map(([start, end]) => end - start)).toEqual([25, 19, 14, 11, 8, 6, 5, 5, 7]);
  });

  it("keeps shares of SHARE_SIZE for a batch screened alongside others (they fill each other's ends)", () => {
    expect(guidedShares(100, 2, false).map(([start, end]) => end - start)).toEqual(
      Array(10).fill(SHARE_SIZE),
    );
  });

  it.each([
    [20, 2],
    [21, 2],
    [100, 3],
    [1000, 2],
    [5000, 5],
    [37, 4],
  ])('covers every one of %i entities once, in order, for %i threads', (count, threads) => {
    const shares = guidedShares(count, threads);
    expect(guidedShares(count, threads, false).flat()).toContain(count);
    expect(shares[0][0]).toBe(0);
    expect(shares[shares.length - 1][1]).toBe(count);
    for (let n = 1; n < shares.length; n++) expect(shares[n][0]).toBe(shares[n - 1][1]);
    // No share is smaller than half a SHARE_SIZE, and none grows as the batch is used up.
    for (const [start, end] of shares) expect(end - start).toBeGreaterThanOrEqual(SHARE_SIZE / 2);
    for (let n = 2; n < shares.length - 1; n++)
      expect(shares[n][1] - shares[n][0]).toBeLessThanOrEqual(shares[n - 1][1] - shares[n - 1][0]);
  });
});
