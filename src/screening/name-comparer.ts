import {
  bestOverPairs,
  personNamePairs,
  prepareName,
  prepareQueryName,
  PreparedName,
  readsLegalForms,
} from '../core/matching/prepare';
import { matchNames } from '../core/matching/score';
import { boundedMemo } from '../core/bounded-memo';
import type { Entity } from '../core/lists/model';
import { type CompareNames, entityNameAt } from './match-evaluation';

/**
 * Listed names are prepared (normalized, tokenized, phonetic codes, canonical form) once and
 * kept: the same few tens of thousands of names are scored again and again. Bounded, so a
 * reindex with new names cannot grow it without limit.
 */
export class PreparedNameCache {
  /** Prepared names by name, bounded (boundedMemo). */
  readonly get: (name: string) => PreparedName;
  /** The same for listed individuals' names, whose words are never read as legal forms. */
  private readonly getPersonName: (name: string) => PreparedName;
  /**
   * Each entity's prepared names, in entityNameAt order: one lookup per entity instead of one
   * string lookup per name. Both engines hand out the same, never-changed entity objects on
   * every search (the embedded engine its loaded entities, Elasticsearch those of its document
   * cache); an entity object met for the first time has its names looked up in `get`.
   */
  private readonly byEntity = new WeakMap<Entity, PreparedName[]>();

  constructor(capacity = 250_000) {
    this.get = boundedMemo(capacity, (name) => prepareName(name));
    this.getPersonName = boundedMemo(capacity, (name) => prepareName(name, true));
  }

  namesOf(entity: Entity): PreparedName[] {
    let prepared = this.byEntity.get(entity);
    if (!prepared) {
      prepared = [];
      const get = entity.entity_type === 'individual' ? this.getPersonName : this.get;
      for (let index = 0; index <= entity.aliases.length; index++)
        prepared.push(get(entityNameAt(entity, index)));
      this.byEntity.set(entity, prepared);
    }
    return prepared;
  }
}

/**
 * A comparer bound to one query: the same matchNames that explain reports. `minimumScore` is
 * the lowest score screening could still report; pairs provably below it skip the costly
 * algorithms (their score is then only a bound, and they are never reported). Against a listed
 * individual the query is read as a person's name, with no legal forms (docs/matching.md, "Legal
 * forms in persons' names"; prepare.ts personNamePairs, which explain reads too).
 */
export function comparerFor(
  queryName: string,
  cache: PreparedNameCache,
  minimumScore?: number,
): CompareNames {
  const query = prepareQueryName(queryName);
  const queryReadsLegalForms = readsLegalForms(query);
  let personQuery: PreparedName | null = null;
  const queryAsPerson = () => (personQuery ??= prepareQueryName(queryName, true));
  // An entity's names are compared one after the other: its prepared names are looked up once.
  let lastEntity: Entity | null = null;
  let lastNames: PreparedName[] = [];
  return (entity, nameIndex, typeBonus) => {
    if (entity !== lastEntity) {
      lastEntity = entity;
      lastNames = cache.namesOf(entity);
    }
    const listed = lastNames[nameIndex];
    const options = { typeBonus, minimumScore };
    if (!listed.personName) return matchNames(query, listed, options);
    const pairs = personNamePairs(query, queryReadsLegalForms, listed, queryAsPerson, () =>
      cache.get(entityNameAt(entity, nameIndex)),
    );
    return bestOverPairs(
      pairs,
      (queryForm, listedForm) => matchNames(queryForm, listedForm, options),
      (comparison) => comparison.score,
    );
  };
}
