import { prepareName, PreparedName } from '../core/matching/prepare';
import { matchNames } from '../core/matching/score';
import type { CompareNames } from './match-evaluation';

/**
 * Listed names are prepared (normalized, tokenized, phonetic codes, canonical form) once and
 * kept: the same few tens of thousands of names are scored again and again. Bounded, so a
 * reindex with new names cannot grow it without limit.
 */
export class PreparedNameCache {
  private readonly names = new Map<string, PreparedName>();

  constructor(private readonly capacity = 250_000) {}

  get(name: string): PreparedName {
    let prepared = this.names.get(name);
    if (!prepared) {
      if (this.names.size >= this.capacity) this.names.clear();
      prepared = prepareName(name);
      this.names.set(name, prepared);
    }
    return prepared;
  }
}

/**
 * A comparer bound to one query: the same matchNames that explain reports. `minimumScore` is
 * the lowest score screening could still report; pairs provably below it skip the costly
 * algorithms (their score is then only a bound, and they are never reported).
 */
export function comparerFor(
  queryName: string,
  cache: PreparedNameCache,
  minimumScore?: number,
): CompareNames {
  const query = prepareName(queryName);
  return (listedName, typeBonus) => matchNames(query, cache.get(listedName), { typeBonus, minimumScore });
}
