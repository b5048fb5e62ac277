/**
 * Capacity of the per-word memos (phonetic codes, retrieval keys, prepared words, readings).
 * Every screening thread keeps them for its life, so they are bounded well below the words of
 * all lists together (about 35,000): the words a file or a day of queries repeats stay, and the
 * prepared forms of listed names live on in the prepared-name cache anyway.
 */
export const WORD_MEMO_CAPACITY = 20_000;

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
