import { boundedMemo } from '../../../src/core/bounded-memo';

describe('boundedMemo', () => {
  it('computes a key once and keeps null results', () => {
    const calls: string[] = [];
    const memo = boundedMemo(10, (key: string) => {
      calls.push(key);
      return key === 'none' ? null : key.toUpperCase();
    });
    expect([memo('a'), memo('a'), memo('none'), memo('none')]).toEqual(['A', 'A', null, null]);
    expect(calls).toEqual(['a', 'none']);
  });

  it('keeps keys still in use and forgets the others, holding at most `capacity` keys', () => {
    const calls: string[] = [];
    const memo = boundedMemo(4, (key: string) => {
      calls.push(key);
      return key;
    });
    // Generations of 2 keys.
    memo('a');
    memo('b'); // recent: a b
    memo('c'); // full: a b become the older generation; recent: c
    memo('a'); // found in the older generation, moved back: recent c a
    memo('d'); // full again: c a older, b forgotten; recent: d
    expect(calls).toEqual(['a', 'b', 'c', 'd']);
    memo('a'); // still kept
    memo('c'); // still kept
    expect(calls).toEqual(['a', 'b', 'c', 'd']);
    memo('b'); // forgotten: computed again
    expect(calls).toEqual(['a', 'b', 'c', 'd', 'b']);
  });

  it('never holds more than `capacity` keys', () => {
    let computed = 0;
    const memo = boundedMemo(100, (key: number) => {
      computed++;
      return key;
    });
    for (let key = 0; key < 1000; key++) memo(key);
    computed = 0;
    for (let key = 0; key < 1000; key++) memo(key);
    // Of the last keys, at most 100 can still be held.
    expect(computed).toBeGreaterThanOrEqual(900);
  });
});
