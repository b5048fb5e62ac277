/**
 * Semantic equivalences: rewrites a normalized name into a canonical form in which names
 * that mean the same thing are spelled the same (transliterated scripts, given-name variants,
 * legal forms). Placeholder: identity until the equivalence tables land.
 */
export interface CanonicalName {
  /** The canonical normalized text (tokens joined by one space). */
  text: string;
  /** Human-readable notes of what was rewritten, e.g. "MOHAMED → MUHAMMAD (given-name variant)". */
  applied: string[];
}

export function canonicalizeName(normalized: string): CanonicalName {
  return { text: normalized, applied: [] };
}
