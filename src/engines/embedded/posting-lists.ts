/**
 * Posting lists of the embedded index, packed once the index is built. Built as one JS array
 * per key (about 60 bytes of object before the first number), then packed into one Int32Array:
 * every screening thread holds the index, so this is memory kept in each thread for the life of
 * the process (docs/file-screening.md, "Memory").
 *
 * Packed layout: each list is its length followed by its items, one list after the other.
 */
export function packLists(lists: Iterable<readonly number[]>, onPacked: (start: number) => void): Int32Array {
  const all = [...lists];
  const pool = new Int32Array(all.reduce((size, list) => size + 1 + list.length, 0));
  let at = 0;
  for (const list of all) {
    onPacked(at);
    pool[at++] = list.length;
    pool.set(list, at);
    at += list.length;
  }
  return pool;
}

/** Lists of numbers by string key: appended to while the index is built, then packed. */
export class PostingTable {
  private building: Map<string, number[]> | null = new Map();
  private readonly starts = new Map<string, number>();
  /** The packed lists (packLists); empty until `pack`. */
  pool = new Int32Array(0);

  /** Appends `item` to the key's list unless it is already the last item (items come in increasing order). */
  add(key: string, item: number): void {
    if (!this.building) throw new Error('the posting lists are packed');
    const list = this.building.get(key);
    if (!list) this.building.set(key, [item]);
    else if (list[list.length - 1] !== item) list.push(item);
  }

  pack(): void {
    if (!this.building) return;
    const keys = [...this.building.keys()];
    let next = 0;
    this.pool = packLists(this.building.values(), (start) => this.starts.set(keys[next++], start));
    this.building = null;
  }

  /** Where the key's list starts in `pool` (its length, then its items); -1 for an unknown key. */
  start(key: string): number {
    return this.starts.get(key) ?? -1;
  }
}
