import type { ListId, ListMetadata } from './model';

/**
 * Why screening against `lists` must fail closed, or null when it can go ahead. A list that is
 * not loaded at all, or loaded with no entities (an empty file, an alias on an empty index),
 * would answer every name `clear`; so would, for the names whose keys changed, an index built
 * by another version of the name-key code (docs/operations.md, "Which code built an index: the
 * key fingerprint").
 */
export function unservableReason(lists: readonly ListId[], byList: Map<ListId, ListMetadata>): string | null {
  const empty = lists.filter((id) => (byList.get(id)?.entity_count ?? 0) <= 0);
  if (empty.length > 0) return `no entities are loaded for ${empty.join(', ')}`;
  const outdated = lists.filter((id) => byList.get(id)?.outdated_keys === true);
  if (outdated.length > 0)
    return `the search index of ${outdated.join(', ')} was built by another version of the name keys and must be reindexed`;
  return null;
}
