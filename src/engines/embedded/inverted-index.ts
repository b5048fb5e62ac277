import type { ListId } from '../../core/lists/model';
import { formKeys, NameKeys, TokenKeys } from '../../core/names/keys';
import type { CandidateQuery } from '../candidate-source';
import { IndexedField, retrievalGroups, typePreference } from '../retrieval';

/**
 * The embedded engine's retrieval: the same keys as the Elasticsearch documents, scored with
 * the same constant-score sum (src/engines/retrieval.ts), ties broken on entity_id. Given the
 * same data it returns the same candidates, in the same order, as the Elasticsearch query.
 *
 * Two levels, as in SymSpell: phonetic codes and deletion variants point to the distinct word
 * forms that have them (a few tens of thousands), and each form points to its entities. An
 * entity holds a phonetic or deletion key exactly when one of its forms does, so this answers
 * the same as the flattened per-entity fields Elasticsearch stores, with far fewer postings.
 */
export class InvertedIndex {
  private readonly formIds = new Map<string, number>();
  private readonly formEntities: number[][] = [];
  private readonly phoneticForms = new Map<string, number[]>();
  private readonly deletionForms = new Map<string, number[]>();
  private readonly joinedEntities = new Map<string, number[]>();
  private readonly identifierEntities = new Map<string, number[]>();
  private readonly typeEntities = new Map<string, number[]>();
  private readonly entityIds: string[] = [];
  private readonly listIds: ListId[] = [];

  get size(): number {
    return this.entityIds.length;
  }

  /** Adds one entity document (all its names' keys); returns its ordinal. */
  add(
    entityId: string,
    listId: ListId,
    entityType: string,
    names: NameKeys[],
    identifierKeys: string[],
  ): number {
    const ordinal = this.entityIds.length;
    this.entityIds.push(entityId);
    this.listIds.push(listId);
    appendOnce(this.typeEntities, entityType, ordinal);
    for (const name of names) {
      for (const token of name.tokens) this.addToken(token, ordinal);
      for (const joined of name.joined) appendOnce(this.joinedEntities, joined, ordinal);
    }
    for (const identifier of identifierKeys) appendOnce(this.identifierEntities, identifier, ordinal);
    return ordinal;
  }

  /** Ordinals of the best `query.size` entities on the requested lists. */
  search(query: CandidateQuery): number[] {
    const allowed = new Set<ListId>(query.lists);
    const totals = new Map<number, number>();
    for (const group of retrievalGroups(query)) {
      const best = new Map<number, number>();
      for (const clause of group) {
        for (const value of clause.values) {
          for (const ordinal of this.entitiesWith(clause.field, value)) {
            if ((best.get(ordinal) ?? 0) < clause.boost && allowed.has(this.listIds[ordinal])) {
              best.set(ordinal, clause.boost);
            }
          }
        }
      }
      for (const [ordinal, score] of best) totals.set(ordinal, (totals.get(ordinal) ?? 0) + score);
    }
    const preference = typePreference(query);
    if (preference) {
      for (const ordinal of this.entitiesWith(preference.field, preference.values[0])) {
        const total = totals.get(ordinal);
        if (total !== undefined) totals.set(ordinal, total + preference.boost);
      }
    }
    return [...totals]
      .sort(([a, scoreA], [b, scoreB]) => scoreB - scoreA || compareIds(this.entityIds[a], this.entityIds[b]))
      .slice(0, query.size)
      .map(([ordinal]) => ordinal);
  }

  entityIdAt(ordinal: number): string {
    return this.entityIds[ordinal];
  }

  private addToken(token: TokenKeys, ordinal: number): void {
    for (const form of token.forms) {
      let formId = this.formIds.get(form);
      if (formId === undefined) {
        formId = this.formEntities.length;
        this.formIds.set(form, formId);
        this.formEntities.push([]);
        // A form seen for the first time: index its own phonetic codes and deletion variants once.
        const keys = formKeys(form);
        for (const code of keys.phonetic) appendOnce(this.phoneticForms, code, formId);
        for (const variant of keys.deletions) appendOnce(this.deletionForms, variant, formId);
      }
      const entities = this.formEntities[formId];
      if (entities[entities.length - 1] !== ordinal) entities.push(ordinal);
    }
  }

  private *entitiesWith(field: IndexedField, value: string): Iterable<number> {
    switch (field) {
      case 'name_tokens': {
        const formId = this.formIds.get(value);
        if (formId !== undefined) yield* this.formEntities[formId];
        return;
      }
      case 'name_phonetic':
        for (const formId of this.phoneticForms.get(value) ?? []) yield* this.formEntities[formId];
        return;
      case 'name_deletions':
        for (const formId of this.deletionForms.get(value) ?? []) yield* this.formEntities[formId];
        return;
      case 'name_joined':
        yield* this.joinedEntities.get(value) ?? [];
        return;
      case 'identifier_keys':
        yield* this.identifierEntities.get(value) ?? [];
        return;
      case 'entity_type':
        yield* this.typeEntities.get(value) ?? [];
        return;
    }
  }
}

/** Appends `item` unless it is already the last element (callers add in increasing order). */
function appendOnce(map: Map<string, number[]>, key: string, item: number): void {
  const list = map.get(key);
  if (!list) map.set(key, [item]);
  else if (list[list.length - 1] !== item) list.push(item);
}

/** Elasticsearch sorts keywords by their bytes; for ASCII ids that is plain code-unit order. */
function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
