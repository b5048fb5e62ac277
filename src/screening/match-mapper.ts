import type { ListId } from '../core/lists/model';
import { round4 } from '../core/matching';
import type { EvaluatedMatch } from './match-evaluation';

/** Maps an evaluated match to the spec's Match object (2.4). */
export function toMatchResponse(match: EvaluatedMatch, listUpdated: (listId: ListId) => string | null) {
  const { entity, comparison } = match;
  return {
    entity_id: entity.entity_id,
    matched_name: match.matchedName,
    confidence_score: round4(match.score),
    match_type: match.matchType,
    ...(comparison.semanticScore !== null ? { semantic_score: round4(comparison.semanticScore) } : {}),
    entity_details: {
      primary_name: entity.primary_name,
      entity_type: entity.entity_type,
      nationality: entity.nationality_countries.length > 0 ? entity.nationality_countries.join(', ') : null,
      programs: entity.sanctions_programs,
      listing_date: entity.listing_date,
    },
    source_evidence: {
      source_authority: entity.source_authority,
      source_list_id: entity.source_list_id,
      source_entry_uid: entity.source_entry_uid,
      last_updated: listUpdated(entity.source_list_id),
    },
    ...(match.identifierEvidence ? { identifier_evidence: match.identifierEvidence } : {}),
    ...(match.countryMatch ? { country_match: true } : {}),
    // How secondary evidence moved confidence_score from the name score (explain shows the same).
    ...(match.evidence.findings.length > 0
      ? {
          secondary_evidence: {
            name_score: round4(comparison.score),
            adjustment: match.evidence.adjustment,
            findings: match.evidence.findings,
          },
        }
      : {}),
  };
}

export type MatchResponse = ReturnType<typeof toMatchResponse>;
