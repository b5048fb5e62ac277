/**
 * What a list update changes, entity by entity: ids only in the new data (added), only in
 * the old (removed), and in both with a different content hash (changed). An entity's hash
 * covers its whole record, so a changed alias or address row changes the entity.
 */
export interface EntityDelta {
  added: string[];
  removed: string[];
  changed: string[];
  unchanged: number;
}

export function diffByHash(
  before: ReadonlyMap<string, string>,
  after: ReadonlyMap<string, string>,
): EntityDelta {
  const added: string[] = [];
  const changed: string[] = [];
  let unchanged = 0;
  for (const [id, hash] of after) {
    const previous = before.get(id);
    if (previous === undefined) added.push(id);
    else if (previous !== hash) changed.push(id);
    else unchanged += 1;
  }
  const removed = [...before.keys()].filter((id) => !after.has(id));
  const byNumber = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });
  return {
    added: added.sort(byNumber),
    removed: removed.sort(byNumber),
    changed: changed.sort(byNumber),
    unchanged,
  };
}

/** The shrink guard: empty new data, or a loss of more than `maxShrink` (share) of the old count. */
export function shrinkProblem(before: number, after: number, maxShrink: number): string | null {
  if (after === 0) return 'the new data has no entities';
  if (before > 0 && after < before * (1 - maxShrink)) {
    return `${before} → ${after} entities, a shrink of ${(((before - after) / before) * 100).toFixed(1)} % (limit ${(maxShrink * 100).toFixed(1)} %)`;
  }
  return null;
}
