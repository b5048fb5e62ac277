import { LIST_IDS, type ListId } from '../../core/lists/model';
import { formKeys, NameKeys, TokenKeys, wholesOf } from '../../core/names/keys';
import type { CandidateQuery } from '../candidate-source';
import { IndexedField, retrievalGroups, typePreference } from '../retrieval';
import { packLists, PostingTable } from './posting-lists';

/**
 * The embedded engine's retrieval: the same keys as the Elasticsearch documents, scored with
 * the same constant-score sum (src/engines/retrieval.ts), ties broken on entity_id. Given the
 * same data it returns the same candidates, in the same order, as the Elasticsearch query.
 *
 * Two levels, as in SymSpell: phonetic codes and deletion variants point to the distinct word
 * forms that have them (a few tens of thousands), and each form points to its entities. An
 * entity holds a phonetic or deletion key exactly when one of its forms does, so this answers
 * the same as the flattened per-entity fields Elasticsearch stores, with far fewer postings.
 *
 * Built with `add`, then packed (posting-lists.ts), after which nothing can be added.
 */
export class InvertedIndex {
  private readonly formIds = new Map<string, number>();
  /** Each form's entities while building; packed into formEntityPool at formEntityStart[formId]. */
  private formEntities: number[][] | null = [];
  private formEntityPool = new Int32Array(0);
  private formEntityStart = new Int32Array(0);
  private readonly phoneticForms = new PostingTable();
  private readonly deletionForms = new PostingTable();
  private readonly joinedEntities = new PostingTable();
  private readonly wholeNameEntities = new PostingTable();
  /** Skeletons are form-level (a form's skeleton never changes); readings depend on the whole name. */
  private readonly skeletonForms = new PostingTable();
  private readonly readingEntities = new PostingTable();
  private readonly identifierEntities = new PostingTable();
  /** Entity types by code, and each entity's type code (the type preference reads it per candidate). */
  private readonly typeCodes = new Map<string, number>();
  private entityTypes = new Int32Array(1024);
  private readonly entityIds: string[] = [];
  /** Each entity's list as a bit (1 << position in LIST_IDS): a list filter is one AND. */
  private listBits = new Int32Array(1024);

  /** Adds one entity document (all its names' keys). */
  add(
    entityId: string,
    listId: ListId,
    entityType: string,
    names: NameKeys[],
    identifierKeys: string[],
  ): void {
    const ordinal = this.entityIds.length;
    this.entityIds.push(entityId);
    if (ordinal === this.listBits.length) {
      this.listBits = grow(this.listBits);
      this.entityTypes = grow(this.entityTypes);
    }
    this.listBits[ordinal] = listBit(listId);
    let typeCode = this.typeCodes.get(entityType);
    if (typeCode === undefined) this.typeCodes.set(entityType, (typeCode = this.typeCodes.size));
    this.entityTypes[ordinal] = typeCode;
    for (const name of names) {
      for (const token of name.tokens) this.addToken(token, ordinal);
      for (const joined of name.joined) this.joinedEntities.add(joined, ordinal);
      for (const whole of wholesOf(name)) this.wholeNameEntities.add(whole, ordinal);
    }
    for (const identifier of identifierKeys) this.identifierEntities.add(identifier, ordinal);
  }

  /** Packs the posting lists: the index is complete (the first search packs it too). */
  pack(): void {
    if (!this.formEntities) return;
    this.formEntityStart = new Int32Array(this.formEntities.length);
    let formId = 0;
    this.formEntityPool = packLists(this.formEntities, (start) => (this.formEntityStart[formId++] = start));
    this.formEntities = null;
    const forms = [...this.formIds.keys()].sort();
    this.sortedForms = { forms, ids: Int32Array.from(forms, (form) => this.formIds.get(form) ?? -1) };
    for (const table of [
      this.phoneticForms,
      this.deletionForms,
      this.joinedEntities,
      this.wholeNameEntities,
      this.skeletonForms,
      this.readingEntities,
      this.identifierEntities,
    ])
      table.pack();
  }

  /** Ordinals of the best `query.size` entities on the requested lists. */
  search(query: CandidateQuery): number[] {
    this.pack();
    const scratch = this.scratchFor();
    const { total, groupBest, touched, groupTouched, formBoost, formStamp } = scratch;
    let touchedCount = 0;
    let groupCount = 0;
    const allowed = query.lists.reduce((bits, listId) => bits | listBit(listId), 0);
    const listBits = this.listBits;
    /** Collects the packed list of entity ordinals at `start` of `pool`. */
    const collect = (pool: Int32Array, start: number, boost: number) => {
      const end = start + 1 + pool[start];
      for (let p = start + 1; p < end; p++) {
        const ordinal = pool[p];
        const best = groupBest[ordinal];
        if (best >= boost || (listBits[ordinal] & allowed) === 0) continue;
        if (best === 0) groupTouched[groupCount++] = ordinal;
        groupBest[ordinal] = boost;
      }
    };
    const formEntityPool = this.formEntityPool;
    const formEntityStart = this.formEntityStart;
    // Deletion variants and phonetic codes of one token reach the same forms again and again: a
    // form already collected in this group (stamp) with at least this boost adds nothing.
    const collectForm = (formId: number, boost: number, stamp: number) => {
      if (formStamp[formId] === stamp && formBoost[formId] >= boost) return;
      formStamp[formId] = stamp;
      formBoost[formId] = boost;
      collect(formEntityPool, formEntityStart[formId], boost);
    };
    for (const group of retrievalGroups(query)) {
      groupCount = 0;
      const stamp = ++scratch.groupStamp;
      for (const { field, values, boost, prefix } of group) {
        if (field === 'name_tokens') {
          for (const value of values) {
            if (prefix) {
              this.formsBeginningWith(value, (formId) => collectForm(formId, boost, stamp));
              continue;
            }
            const formId = this.formIds.get(value);
            if (formId !== undefined) collectForm(formId, boost, stamp);
          }
          continue;
        }
        const formTable = this.formTableOf(field);
        const table = formTable ?? this.entityTableOf(field);
        const pool = table.pool;
        for (const value of values) {
          const start = table.start(value);
          if (start < 0) continue;
          if (!formTable) collect(pool, start, boost);
          else
            for (let p = start + 1, end = p + pool[start]; p < end; p++) collectForm(pool[p], boost, stamp);
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
    const preferred = preference ? this.typeCodes.get(preference.values[0]) : undefined;
    if (preference && preferred !== undefined) {
      for (let n = 0; n < touchedCount; n++) {
        if (this.entityTypes[touched[n]] === preferred) total[touched[n]] += preference.boost;
      }
    }
    const top = this.topOrdinals(touched, touchedCount, total, query.size);
    for (let n = 0; n < touchedCount; n++) total[touched[n]] = 0;
    return top;
  }

  /**
   * The forms in sorted order, for prefix searches (a binary search finds the first). Built when the
   * index is packed, so that no search pays for it (about 30 ms and 4 MB a thread).
   */
  private sortedForms: { forms: string[]; ids: Int32Array } = { forms: [], ids: new Int32Array(0) };

  /** Calls `visit` with every form that begins with `prefix` (itself included), as Elasticsearch's `prefix` query. */
  private formsBeginningWith(prefix: string, visit: (formId: number) => void): void {
    const { forms, ids } = this.sortedForms;
    let low = 0;
    let high = forms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (forms[middle] < prefix) low = middle + 1;
      else high = middle;
    }
    for (let i = low; i < forms.length && forms[i].startsWith(prefix); i++) visit(ids[i]);
  }

  /** The best `size` of the touched ordinals: score descending, then entity_id ascending. */
  private topOrdinals(touched: Int32Array, count: number, total: Float64Array, size: number): number[] {
    const idRank = this.idRanks();
    const better = (a: number, b: number) =>
      total[a] > total[b] || (total[a] === total[b] && idRank[a] < idRank[b]);
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
    /** Per form: the best boost it was collected with in the group whose stamp it holds. */
    formBoost: Float64Array;
    formStamp: Int32Array;
    groupStamp: number;
  } | null = null;

  private scratchFor() {
    const size = this.entityIds.length;
    const forms = this.formEntityStart.length;
    if (!this.scratch || this.scratch.total.length < size || this.scratch.formStamp.length < forms) {
      this.scratch = {
        total: new Float64Array(size),
        groupBest: new Float64Array(size),
        touched: new Int32Array(size),
        groupTouched: new Int32Array(size),
        formBoost: new Float64Array(forms),
        formStamp: new Int32Array(forms),
        groupStamp: 0,
      };
    }
    return this.scratch;
  }

  /** Each entity's position in entity_id order, so ties break on a number instead of a string. */
  private idRank = new Int32Array(0);

  private idRanks(): Int32Array {
    const count = this.entityIds.length;
    if (this.idRank.length !== count) {
      const byId = Array.from({ length: count }, (_, ordinal) => ordinal).sort((a, b) =>
        compareIds(this.entityIds[a], this.entityIds[b]),
      );
      this.idRank = new Int32Array(count);
      byId.forEach((ordinal, rank) => (this.idRank[ordinal] = rank));
    }
    return this.idRank;
  }

  entityIdAt(ordinal: number): string {
    return this.entityIds[ordinal];
  }

  private addToken(token: TokenKeys, ordinal: number): void {
    const formEntities = this.formEntities;
    if (!formEntities) throw new Error('the index is packed: nothing can be added');
    for (const form of token.forms) {
      let formId = this.formIds.get(form);
      if (formId === undefined) {
        formId = formEntities.length;
        this.formIds.set(form, formId);
        formEntities.push([]);
        // A form seen for the first time: index its own phonetic codes and deletion variants once.
        const keys = formKeys(form);
        for (const code of keys.phonetic) this.phoneticForms.add(code, formId);
        for (const variant of keys.deletions) this.deletionForms.add(variant, formId);
        for (const skeleton of keys.skeletons) this.skeletonForms.add(skeleton, formId);
      }
      const entities = formEntities[formId];
      if (entities[entities.length - 1] !== ordinal) entities.push(ordinal);
    }
    for (const reading of token.readings) this.readingEntities.add(reading, ordinal);
  }

  /** The form-level table of a field of word forms' keys (phonetic codes, deletion variants, skeletons); null for other fields. */
  private formTableOf(field: IndexedField): PostingTable | null {
    switch (field) {
      case 'name_phonetic':
        return this.phoneticForms;
      case 'name_deletions':
        return this.deletionForms;
      case 'name_skeletons':
        return this.skeletonForms;
      default:
        return null;
    }
  }

  /** The entity-level table of a field whose keys point to entities. */
  private entityTableOf(field: IndexedField): PostingTable {
    switch (field) {
      case 'name_readings':
        return this.readingEntities;
      case 'name_joined':
        return this.joinedEntities;
      case 'name_whole':
        return this.wholeNameEntities;
      case 'identifier_keys':
        return this.identifierEntities;
      case 'name_tokens':
      case 'name_phonetic':
      case 'name_deletions':
      case 'name_skeletons':
        throw new Error(`${field} is a form-level field`);
      case 'entity_type':
        throw new Error('the entity type is a preference, read per candidate');
    }
  }
}

function grow(array: Int32Array): Int32Array {
  const grown = new Int32Array(array.length * 2);
  grown.set(array);
  return grown;
}

function listBit(listId: ListId): number {
  const position = LIST_IDS.indexOf(listId);
  if (position < 0) throw new Error(`unknown list ${listId}`);
  return 1 << position;
}

/** Elasticsearch sorts keywords by their bytes; for ASCII ids that is plain code-unit order. */
function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
