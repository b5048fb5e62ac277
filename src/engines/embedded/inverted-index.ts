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
    const scratch = this.scratchFor();
    const { total, groupBest, touched, groupTouched } = scratch;
    let touchedCount = 0;
    const allowed = new Set<ListId>(query.lists);
    for (const group of retrievalGroups(query)) {
      let groupCount = 0;
      for (const clause of group) {
        const boost = clause.boost;
        for (const value of clause.values) {
          for (const postings of this.postingsOf(clause.field, value)) {
            for (let p = 0; p < postings.length; p++) {
              const ordinal = postings[p];
              const best = groupBest[ordinal];
              if (best >= boost || !allowed.has(this.listIds[ordinal])) continue;
              if (best === 0) groupTouched[groupCount++] = ordinal;
              groupBest[ordinal] = boost;
            }
          }
        }
      }
      for (let n = 0; n < groupCount; n++) {
        const ordinal = groupTouched[n];
        if (total[ordinal] === 0) touched[touchedCount++] = ordinal;
        total[ordinal] += groupBest[ordinal];
        groupBest[ordinal] = 0;
      }
    }
    const preference = typePreference(query);
    if (preference) {
      for (const postings of this.postingsOf(preference.field, preference.values[0])) {
        for (const ordinal of postings) if (total[ordinal] > 0) total[ordinal] += preference.boost;
      }
    }
    const top = this.topOrdinals(touched, touchedCount, total, query.size);
    for (let n = 0; n < touchedCount; n++) total[touched[n]] = 0;
    return top;
  }

  /** The best `size` of the touched ordinals: score descending, then entity_id ascending. */
  private topOrdinals(touched: Int32Array, count: number, total: Float64Array, size: number): number[] {
    const better = (a: number, b: number) =>
      total[a] > total[b] || (total[a] === total[b] && compareIds(this.entityIds[a], this.entityIds[b]) < 0);
    const top: number[] = [];
    for (let n = 0; n < count; n++) {
      const ordinal = touched[n];
      if (top.length === size && !better(ordinal, top[size - 1])) continue;
      let position = top.length === size ? size - 1 : top.length;
      while (position > 0 && better(ordinal, top[position - 1])) {
        top[position] = top[position - 1];
        position--;
      }
      top[position] = ordinal;
    }
    return top;
  }

  /** Per-entity accumulators, reused across searches (reset through the touched lists). */
  private scratch: {
    total: Float64Array;
    groupBest: Float64Array;
    touched: Int32Array;
    groupTouched: Int32Array;
  } | null = null;

  private scratchFor() {
    const size = this.entityIds.length;
    if (!this.scratch || this.scratch.total.length < size) {
      this.scratch = {
        total: new Float64Array(size),
        groupBest: new Float64Array(size),
        touched: new Int32Array(size),
        groupTouched: new Int32Array(size),
      };
    }
    return this.scratch;
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

  private static readonly NONE: readonly number[][] = [];

  /** The posting lists (entity ordinals) behind one value of one field. */
  private postingsOf(field: IndexedField, value: string): readonly number[][] {
    switch (field) {
      case 'name_tokens': {
        const formId = this.formIds.get(value);
        return formId === undefined ? InvertedIndex.NONE : [this.formEntities[formId]];
      }
      case 'name_phonetic':
        return this.formPostings(this.phoneticForms.get(value));
      case 'name_deletions':
        return this.formPostings(this.deletionForms.get(value));
      case 'name_joined':
        return wrap(this.joinedEntities.get(value));
      case 'identifier_keys':
        return wrap(this.identifierEntities.get(value));
      case 'entity_type':
        return wrap(this.typeEntities.get(value));
    }
  }

  private formPostings(formIds: number[] | undefined): readonly number[][] {
    return formIds ? formIds.map((formId) => this.formEntities[formId]) : InvertedIndex.NONE;
  }
}

function wrap(postings: number[] | undefined): readonly number[][] {
  return postings ? [postings] : [];
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
