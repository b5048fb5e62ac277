/**
 * Capacity of the per-word memos (phonetic codes, prepared words, readings). Every screening
 * thread keeps them for its life. Scoring reads listed words through them on every pair, so the
 * bound sits above the words of all lists together (about 35,000) plus the words a file or a
 * day of queries repeats: at 20,000, the screen:file CLI spent 5-10% more CPU a row.
 */
export const WORD_MEMO_CAPACITY = 50_000;
/** Capacity of the retrieval-key memo: a word's keys (its deletion variants) are the largest memoized value, about 560 bytes. */
export const KEY_MEMO_CAPACITY = 20_000;

/**
 * A function's results kept per key, up to `capacity` keys: the matching core memoizes words
 * and names that recur (list names, common query words), and a bound keeps untrusted query text
 * from growing a memo forever. Two generations of capacity / 2 keys: when the recent one is
 * full, the older one is forgotten and the recent one becomes the older; a key found in the
 * older generation moves back into the recent one. So keys still in use survive, at the cost of
 * a second lookup on a miss. `compute` never returns undefined, and its results are shared:
 * callers must not change them.
 */
export function boundedMemo<K, V>(capacity: number, compute: (key: K) => V): (key: K) => V {
  const generation = Math.max(1, Math.floor(capacity / 2));
  let recent = new Map<K, V>();
  let older = new Map<K, V>();
  return (key) => {
    let value = recent.get(key);
    if (value !== undefined) return value;
    value = older.get(key);
    if (value === undefined) value = compute(key);
    if (recent.size >= generation) {
      older = recent;
      recent = new Map();
    }
    recent.set(key, value);
    return value;
  };
}
