import type { Entity } from '../../src/core/lists/model';
import { tokenClass } from '../../src/core/names/token-weights';
import { normalizeName } from '../../src/core/names/normalize';
import type { NegativeCase } from './cases';
import type { Variant } from './generate';
import type { Rng } from './prng';

/**
 * Tuning kind `initials` and the tuning negatives `person:initial` (docs/evaluation.md): names with
 * given names written as initials, as payment messages and customer files write them.
 *  - Positive: an individual's listed name ("SURNAME, Given Middle…") typed given names first, with
 *    the first given name as its initial (V. PUTIN), or the first written out and the others as
 *    initials (VLADIMIR V. PUTIN), or every given name as an initial (V. V. PUTIN).
 *  - Negative: an ordinary person of the tuning negatives with the first name as its initial
 *    (M. SCHMIDT): an initial must not make an ordinary name a hit.
 */

/** A name word that may be written as its initial: a name of two letters or more, not a particle. */
function abbreviable(word: string): boolean {
  return /^[A-Z]{2,}$/.test(word) && tokenClass(word) === 'name';
}

const initialOf = (word: string): string => `${word[0]}.`;

export function initialsOfGivenNames(entity: Entity, rng: Rng): Variant | null {
  const source = entity.primary_name;
  const comma = source.indexOf(',');
  if (comma <= 0) return null;
  const surname = normalizeName(source.slice(0, comma));
  const given = normalizeName(source.slice(comma + 1))
    .split(' ')
    .filter(Boolean);
  if (!surname || given.length === 0 || !given.every(abbreviable)) return null;
  const shapes: string[][] = [[initialOf(given[0])]];
  if (given.length > 1) {
    shapes.push([given[0], ...given.slice(1).map(initialOf)]);
    shapes.push(given.map(initialOf));
  }
  const name = [...rng.pick(shapes), surname].join(' ');
  return { name: rng.chance(0.5) ? name : name.toLowerCase(), sourceName: source };
}

/** Every `step`-th ordinary person of these negatives, with the first of two or more words as its initial. */
export function negativesWithInitials(negatives: readonly NegativeCase[], step = 4): NegativeCase[] {
  const out: NegativeCase[] = [];
  negatives
    .filter((c) => c.origin.startsWith('person:'))
    .forEach((c, i) => {
      if (i % step !== 0) return;
      const words = normalizeName(c.query.name).split(' ');
      if (words.length < 2 || !abbreviable(words[0])) return;
      const name = [initialOf(words[0]), ...words.slice(1)].join(' ');
      out.push({ ...c, id: `${c.id}-initial`, origin: 'person:initial', query: { ...c.query, name } });
    });
  return out;
}
