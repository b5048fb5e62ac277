/**
 * A function's results kept per key, up to `capacity` keys, then all forgotten at once: the
 * matching core memoizes words and names that recur (list names, common query words), and a
 * bound keeps untrusted query text from growing a memo forever. `compute` never returns
 * undefined, and its results are shared: callers must not change them.
 */
export function boundedMemo<K, V>(capacity: number, compute: (key: K) => V): (key: K) => V {
  const values = new Map<K, V>();
  return (key) => {
    let value = values.get(key);
    if (value === undefined) {
      if (values.size >= capacity) values.clear();
      value = compute(key);
      values.set(key, value);
    }
    return value;
  };
}
