import { boundedMemo } from '../../../src/core/bounded-memo';

describe('boundedMemo', () => {
  it('computes a key once, keeps null results, and forgets everything when full', () => {
    const calls: string[] = [];
    const memo = boundedMemo(2, (key: string) => {
      calls.push(key);
      return key === 'none' ? null : key.toUpperCase();
    });
    expect([memo('a'), memo('a'), memo('none'), memo('none')]).toEqual(['A', 'A', null, null]);
    expect(calls).toEqual(['a', 'none']);
    memo('b'); // full (2 keys): cleared, then b is kept
    memo('a');
    expect(calls).toEqual(['a', 'none', 'b', 'a']);
  });
});
