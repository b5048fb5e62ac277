import { packLists, PostingTable } from '../../../src/engines/embedded/posting-lists';

describe('posting lists', () => {
  it('packs lists one after the other, each preceded by its length', () => {
    const starts: number[] = [];
    const pool = packLists([[4, 7], [], [1]], (start) => starts.push(start));
    expect([...pool]).toEqual([2, 4, 7, 0, 1, 1]);
    expect(starts).toEqual([0, 3, 4]);
  });

  it('answers each key with its own list once packed, items once each, and takes nothing after', () => {
    const table = new PostingTable();
    table.add('PUTIN', 1);
    table.add('PUTIN', 1); // the same entity again: kept once
    table.add('IVANOV', 2);
    table.add('PUTIN', 3);
    table.pack();
    const list = (key: string) => {
      const start = table.start(key);
      return start < 0 ? null : [...table.pool.subarray(start + 1, start + 1 + table.pool[start])];
    };
    expect(list('PUTIN')).toEqual([1, 3]);
    expect(list('IVANOV')).toEqual([2]);
    expect(list('SMITH')).toBeNull();
    expect(() => table.add('SMITH', 4)).toThrow('packed');
  });
});
