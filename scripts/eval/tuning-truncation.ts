import type { Entity } from '../../src/core/lists/model';
import type { NegativeCase } from './cases';
import type { Variant } from './generate';
import type { Rng } from './prng';

/**
 * Tuning kind `field_truncation` and the tuning negatives `org:truncated` (docs/evaluation.md):
 * names cut by a field length, as payment messages (lines of 35 characters) and older systems
 * (30, 35 or 40 characters) pass them on.
 *  - Positive: a listed name longer than the field, cut at one of those lengths wherever the cut
 *    falls (inside a word or between two), trailing spaces dropped.
 *  - Negative: a company of the tuning negatives longer than 35 characters, cut at 35: a cut must
 *    not make an ordinary name a hit.
 */
export const FIELD_LENGTHS = [30, 35, 40] as const;
const NEGATIVE_FIELD_LENGTH = 35;

const cut = (name: string, length: number): string => name.slice(0, length).trimEnd();

/** Entities with a name longer than the shortest field (vessels are named short). */
export const truncatable = (e: Entity): boolean =>
  e.entity_type !== 'vessel' && e.primary_name.length > FIELD_LENGTHS[0] + 1;

export function cutByFieldLength(entity: Entity, rng: Rng): Variant | null {
  const source = entity.primary_name;
  const lengths = FIELD_LENGTHS.filter((length) => source.length > length + 1);
  if (lengths.length === 0) return null;
  return { name: cut(source, rng.pick(lengths)), sourceName: source };
}

/** The companies of these negatives longer than NEGATIVE_FIELD_LENGTH characters, cut there. */
export function negativesCut(negatives: readonly NegativeCase[]): NegativeCase[] {
  return negatives
    .filter((c) => c.origin.startsWith('org:') && c.query.name.length > NEGATIVE_FIELD_LENGTH + 1)
    .map((c) => ({
      ...c,
      id: `${c.id}-truncated`,
      origin: 'org:truncated',
      query: { ...c.query, name: cut(c.query.name, NEGATIVE_FIELD_LENGTH) },
    }));
}
