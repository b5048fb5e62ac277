import { countryKey } from '../core/lists/countries';
import type { Entity, QueryEntityType } from '../core/lists/model';
import { applyEvidence, weighEvidence, type Evidence } from '../core/matching/evidence';
import { matchIdentifiers, QueryIdentifiers } from '../core/matching/identifiers';
import { DOCUMENT_ID_TYPES } from '../core/names/identifiers';

/**
 * From candidates to matches: pure rules, documented in docs/screening.md.
 * An entity's score is its best name's score (primary name and aliases), with the
 * entity-type bonus when the query's type equals the entity's.
 */

/** What the matching core says of one (query name, listed name) pair. */
export interface NameComparison {
  /** The final score (best of raw and semantic), equal to explain's final_score. */
  score: number;
  rawScore: number;
  /** Present when the semantic (canonical) forms differed and were scored. */
  semanticScore: number | null;
  usedSemantic: boolean;
  /** The normalized names are identical. */
  exact: boolean;
}

/**
 * Compares the (already prepared) query name with one of an entity's names: `nameIndex` 0 is
 * the primary name, k ≥ 1 is alias k − 1 (entityNameAt).
 */
export type CompareNames = (entity: Entity, nameIndex: number, typeBonus: boolean) => NameComparison;

/** An entity's names in the order CompareNames counts them: the primary name, then the aliases. */
export function entityNameAt(entity: Entity, nameIndex: number): string {
  return nameIndex === 0 ? entity.primary_name : entity.aliases[nameIndex - 1].alias_name;
}

export type { QueryIdentifiers };

export type MatchType = 'exact' | 'fuzzy' | 'fuzzy+semantic' | 'semantic' | 'identifier_confirmed';
export type ScreeningStatus = 'clear' | 'match' | 'potential_match';

export interface ScreeningCriteria {
  name: string;
  entityType?: QueryEntityType;
  identifiers?: QueryIdentifiers;
  countries?: string[];
  threshold: number;
}

export interface IdentifierEvidence {
  /** Document numbers equal after normalization. */
  matched: { query_type: string; listed_type: string; value: string; country: string | null }[];
  /** Date-of-birth agreement supports, and never confirms, a match. */
  date_of_birth: { query: string; listed: string[]; consistent: boolean } | null;
}

export interface EvaluatedMatch {
  entity: Entity;
  matchedName: string;
  /** The reported confidence: the best name's score moved by secondary evidence (date of birth, countries). */
  score: number;
  comparison: NameComparison;
  evidence: Evidence;
  matchType: MatchType;
  identifierEvidence: IdentifierEvidence | null;
  countryMatch: boolean;
}

/** A document-number hit confirms a candidate whose best name scores at least this. */
export const IDENTIFIER_CONFIRMATION_FLOOR = 0.6;
/** At or above this, the status is `match` (spec section 3). */
export const MATCH_STATUS_SCORE = 0.95;

export function evaluateCandidates(
  criteria: ScreeningCriteria,
  candidates: Entity[],
  compareNames: CompareNames,
): EvaluatedMatch[] {
  const queryCountries = new Set((criteria.countries ?? []).map(countryKey));
  const matches: EvaluatedMatch[] = [];
  const seen = new Set<string>();
  for (const entity of candidates) {
    if (seen.has(entity.entity_id)) continue;
    seen.add(entity.entity_id);
    const typeBonus = criteria.entityType !== undefined && criteria.entityType === entity.entity_type;
    const best = bestName(entity, typeBonus, compareNames);
    const evidence = identifierEvidence(criteria.identifiers, entity);
    const confirmed =
      evidence !== null &&
      evidence.matched.length > 0 &&
      best.comparison.score >= IDENTIFIER_CONFIRMATION_FLOOR;
    // The name alone decides whether a hit is reported; evidence only moves its confidence.
    if (best.comparison.score < criteria.threshold && !confirmed) continue;
    const countries = entityCountries(entity);
    const secondary = weighEvidence(
      { dateOfBirth: criteria.identifiers?.date_of_birth, countries: criteria.countries },
      { identifiers: entity.identifiers, countries },
    );
    matches.push({
      entity,
      matchedName: best.name,
      score: applyEvidence(best.comparison.score, secondary),
      comparison: best.comparison,
      evidence: secondary,
      matchType: matchType(best.comparison, confirmed, criteria.threshold),
      identifierEvidence: evidence,
      countryMatch: queryCountries.size > 0 && countries.some((c) => queryCountries.has(countryKey(c))),
    });
  }
  // Identifier-confirmed first, then by score; entity_id keeps the order stable.
  return matches.sort(
    (a, b) =>
      Number(b.matchType === 'identifier_confirmed') - Number(a.matchType === 'identifier_confirmed') ||
      b.score - a.score ||
      (a.entity.entity_id < b.entity.entity_id ? -1 : 1),
  );
}

/**
 * The lowest name score screening can report for these criteria: the threshold, or the
 * identifier-confirmation floor when the query carries a document number.
 */
export function lowestReportableScore(criteria: ScreeningCriteria): number {
  const ids = criteria.identifiers;
  const hasDocument = DOCUMENT_ID_TYPES.some((type) => !!ids?.[type]);
  return hasDocument ? Math.min(criteria.threshold, IDENTIFIER_CONFIRMATION_FLOOR) : criteria.threshold;
}

export function screeningStatus(matches: EvaluatedMatch[]): ScreeningStatus {
  if (matches.length === 0) return 'clear';
  const escalate = matches.some(
    (m) => m.score >= MATCH_STATUS_SCORE || m.matchType === 'identifier_confirmed',
  );
  return escalate ? 'match' : 'potential_match';
}

function bestName(entity: Entity, typeBonus: boolean, compareNames: CompareNames) {
  let best = { name: entity.primary_name, comparison: compareNames(entity, 0, typeBonus) };
  for (let index = 1; index <= entity.aliases.length; index++) {
    const comparison = compareNames(entity, index, typeBonus);
    if (comparison.score > best.comparison.score) best = { name: entityNameAt(entity, index), comparison };
  }
  return best;
}

function matchType(comparison: NameComparison, confirmed: boolean, threshold: number): MatchType {
  if (comparison.exact) return 'exact';
  if (confirmed) return 'identifier_confirmed';
  if (comparison.usedSemantic) return comparison.rawScore >= threshold ? 'fuzzy+semantic' : 'semantic';
  return 'fuzzy';
}

/** The matching core's identifier comparison (the one explain reports), as match evidence. */
function identifierEvidence(query: QueryIdentifiers | undefined, entity: Entity): IdentifierEvidence | null {
  if (!query) return null;
  const found = matchIdentifiers(query, entity.identifiers);
  const matched = found
    .filter((m) => m.strength === 'document')
    .map((m) => ({
      query_type: m.id_type,
      listed_type: m.matched_id_type ?? m.id_type,
      value: m.matched_value,
      country: m.matched_country,
    }));
  const listedDates = entity.identifiers.filter((i) => i.id_type === 'date_of_birth').map((i) => i.id_value);
  const dateOfBirth =
    query.date_of_birth && listedDates.length > 0
      ? {
          query: query.date_of_birth,
          listed: listedDates,
          consistent: found.some((m) => m.strength === 'supporting'),
        }
      : null;
  return matched.length > 0 || dateOfBirth ? { matched, date_of_birth: dateOfBirth } : null;
}

/** The entity's countries as the source writes them: nationalities, addresses, issuing countries. */
export function entityCountries(entity: Entity): string[] {
  return [
    ...new Set(
      [
        ...entity.nationality_countries,
        ...entity.addresses.map((a) => a.country),
        ...entity.identifiers.map((i) => i.country ?? ''),
      ].filter((c) => countryKey(c).length > 0),
    ),
  ];
}
