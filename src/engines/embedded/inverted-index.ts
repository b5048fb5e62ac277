import type { ListId } from '../../core/lists/model';
import type { CandidateQuery } from '../candidate-source';
import type { EntityKeys } from '../entity-keys';
import { IndexedField, retrievalGroups } from '../retrieval';

/**
 * The embedded engine's retrieval: the same keys as the Elasticsearch documents, in
 * in-memory postings, scored with the same constant-score sum (src/engines/retrieval.ts),
 * ties broken on entity_id. Given the same data it returns the same candidates, in the same
 * order, as the Elasticsearch query.
 */
export class InvertedIndex {
  private readonly postings = new Map<IndexedField, Map<string, number[]>>();
  private readonly entityIds: string[] = [];
  private readonly listIds: ListId[] = [];

  get size(): number {
    return this.entityIds.length;
  }

  /** Adds one entity document; returns its ordinal. */
  add(entityId: string, listId: ListId, keys: EntityKeys): number {
    const ordinal = this.entityIds.length;
    this.entityIds.push(entityId);
    this.listIds.push(listId);
    const { indexed, identifierKeys } = keys;
    this.post('name_tokens', indexed.name_tokens, ordinal);
    this.post('name_joined', indexed.name_joined, ordinal);
    this.post('name_phonetic', indexed.name_phonetic, ordinal);
    this.post('name_deletions', indexed.name_deletions, ordinal);
    this.post('identifier_keys', identifierKeys, ordinal);
    return ordinal;
  }

  /** Ordinals of the best `query.size` entities on the requested lists. */
  search(query: CandidateQuery): number[] {
    const allowed = new Set<ListId>(query.lists);
    const totals = new Map<number, number>();
    for (const group of retrievalGroups(query)) {
      const best = new Map<number, number>();
      for (const clause of group) {
        const field = this.postings.get(clause.field);
        for (const value of clause.values) {
          for (const ordinal of field?.get(value) ?? []) {
            if ((best.get(ordinal) ?? 0) < clause.boost && allowed.has(this.listIds[ordinal])) {
              best.set(ordinal, clause.boost);
            }
          }
        }
      }
      for (const [ordinal, score] of best) totals.set(ordinal, (totals.get(ordinal) ?? 0) + score);
    }
    return [...totals]
      .sort(([a, scoreA], [b, scoreB]) => scoreB - scoreA || compareIds(this.entityIds[a], this.entityIds[b]))
      .slice(0, query.size)
      .map(([ordinal]) => ordinal);
  }

  entityIdAt(ordinal: number): string {
    return this.entityIds[ordinal];
  }

  private post(field: IndexedField, values: string[], ordinal: number): void {
    let byValue = this.postings.get(field);
    if (!byValue) this.postings.set(field, (byValue = new Map<string, number[]>()));
    for (const value of values) {
      const list = byValue.get(value);
      if (list) list.push(ordinal);
      else byValue.set(value, [ordinal]);
    }
  }
}

/** Elasticsearch sorts keywords by their bytes; for ASCII ids that is plain code-unit order. */
function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
