import type { ListId, QueryEntityType } from '../../src/core/lists/model';

/** The positive kinds, in the order the report prints them (docs/evaluation.md describes each). */
export const POSITIVE_KINDS = [
  'exact',
  'typo',
  'reordered',
  'dropped_token',
  'alias',
  'transliteration',
  'other_script',
  'legal_form',
  'spacing',
  'diacritics',
  'identifier',
  'vessel',
] as const;
export type PositiveKind = (typeof POSITIVE_KINDS)[number];

/** Keys of the `identifiers` object a screening request accepts (spec 4.1). */
export type QueryIdentifiers = Partial<
  Record<'passport' | 'national_id' | 'tax_id' | 'registration', string>
>;

export interface EvalQuery {
  name: string;
  entity_type?: QueryEntityType;
  identifiers?: QueryIdentifiers;
  /** Omitted means the service default, `[ofac_sdn]`. */
  lists?: ListId[];
}

export interface PositiveCase {
  id: string;
  kind: PositiveKind;
  query: EvalQuery;
  /** Recalled when any of these ids is among the returned matches. */
  expected_entity_ids: string[];
  /** The listed name the query was derived from, for the misses table. */
  source_name: string;
}

export interface NegativeCase {
  id: string;
  kind: 'negative';
  query: EvalQuery;
  /** Which table the name came from (e.g. `person:arabic`, `company:local`); see docs/evaluation.md. */
  origin: string;
}

export type EvalCase = PositiveCase | NegativeCase;

export function isPositive(c: EvalCase): c is PositiveCase {
  return c.kind !== 'negative';
}
