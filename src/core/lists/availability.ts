import type { ListId, ListMetadata } from './model';

/**
 * The lists of `lists` that cannot be screened against: not loaded at all, or loaded with no
 * entities (an empty file, an alias on an empty index). Screening against them fails closed:
 * an empty list would answer every name `clear`.
 */
export function unservableLists(lists: readonly ListId[], byList: Map<ListId, ListMetadata>): ListId[] {
  return lists.filter((id) => (byList.get(id)?.entity_count ?? 0) <= 0);
}
