import { normalizeName } from '../names/normalize';
import { datesAgree, parseBirthDate, type ListedIdentifier, type PartialDate } from './identifiers';
import { round4 } from './rounding';
import { CLASSIFICATION_FLOORS, MAX_SCORE } from './score';

/**
 * Secondary evidence (docs/matching.md, "Secondary evidence"): a date of birth and countries
 * given with the query, against the listed record's. The name score decides whether a hit is
 * reported; evidence then moves its confidence by a documented amount:
 *
 *   adjusted = round4(name_score + Σ adjustments)
 *   raised   = min(adjusted, 0.9999) when name_score < 1   (evidence never makes different names 1.0)
 *   lowered  = max(adjusted, min(name_score, 0.85))       (evidence never takes a hit below 0.85:
 *                                                          from match at most to potential_match)
 *
 * | evidence                                                                 | adjustment |
 * | ------------------------------------------------------------------------ | ---------- |
 * | date of birth agrees with a listed one (every part the listing gives)    | +0.02      |
 * | date of birth contradicts every listed one (listing gives at least one)  | −0.06      |
 * | a query country is one of the entity's countries                         | +0.01      |
 * | the entity names countries and none is among the query's                 | −0.02      |
 *
 * A name at 1.0 with a contradicting date of birth becomes 0.94: `potential_match`, never
 * `clear`. Screening keeps a hit when its name alone passes the threshold, so evidence can
 * never remove one. Explain applies the same function to the same inputs.
 */
export const EVIDENCE_ADJUSTMENTS = {
  date_of_birth_agrees: 0.02,
  date_of_birth_contradicts: -0.06,
  country_agrees: 0.01,
  country_contradicts: -0.02,
} as const;
/** Evidence never lowers a hit below this (the confident floor), nor below its own name score. */
export const EVIDENCE_FLOOR = CLASSIFICATION_FLOORS.confident;
/** Evidence never raises a non-identical name to 1.0 (docs/matching.md: 1.0 means identical). */
export const EVIDENCE_CEILING = 0.9999;

export interface QueryEvidence {
  /** YYYY-MM-DD. */
  dateOfBirth?: string;
  countries?: readonly string[];
}

export interface ListedEvidence {
  /** Listed identifiers: records (screening) or strings (explain); dates of birth are read from them. */
  identifiers: readonly ListedIdentifier[];
  /** The entity's countries (nationality, addresses, issuing countries). */
  countries: readonly string[];
}

export interface EvidenceFinding {
  kind: 'date_of_birth' | 'country';
  agrees: boolean;
  adjustment: number;
  query: string[];
  listed: string[];
}

export interface Evidence {
  findings: EvidenceFinding[];
  /** Sum of the findings' adjustments (before the floor and ceiling). */
  adjustment: number;
}

export const NO_EVIDENCE: Evidence = { findings: [], adjustment: 0 };

export function weighEvidence(query: QueryEvidence, listed: ListedEvidence): Evidence {
  const findings = [
    dateOfBirthFinding(query.dateOfBirth, listed.identifiers),
    countryFinding(query, listed),
  ].filter((finding): finding is EvidenceFinding => finding !== null);
  if (findings.length === 0) return NO_EVIDENCE;
  return { findings, adjustment: round4(findings.reduce((sum, f) => sum + f.adjustment, 0)) };
}

/** The reported score: the name score moved by the evidence, within the floor and ceiling above. */
export function applyEvidence(nameScore: number, evidence: Evidence): number {
  if (evidence.adjustment === 0) return nameScore;
  const adjusted = round4(nameScore + evidence.adjustment);
  if (evidence.adjustment > 0)
    return Math.min(adjusted, nameScore < MAX_SCORE ? EVIDENCE_CEILING : MAX_SCORE);
  return Math.max(adjusted, Math.min(nameScore, EVIDENCE_FLOOR));
}

/** Human-readable lines for confidence_factors. */
export function evidenceFactors(nameScore: number, evidence: Evidence): string[] {
  if (evidence.findings.length === 0) return [];
  const lines = evidence.findings.map((f) => {
    const what =
      f.kind === 'date_of_birth'
        ? `Date of birth ${f.query.join(', ')} ${f.agrees ? 'agrees with' : 'contradicts'} listed ${f.listed.join('; ')}`
        : f.agrees
          ? `Country ${f.query.join(', ')} is among the listed countries (${f.listed.join(', ')})`
          : `None of the countries ${f.query.join(', ')} is among the listed countries (${f.listed.join(', ')})`;
    return `${what}: ${f.adjustment > 0 ? '+' : '−'}${Math.abs(f.adjustment)}`;
  });
  const final = applyEvidence(nameScore, evidence);
  lines.push(
    `Secondary evidence moves the name score ${nameScore} to ${final} (adjustments ${evidence.adjustment}; ` +
      `never below ${EVIDENCE_FLOOR} or the name score, never to 1.0 for names that differ; the name alone decides whether it is reported)`,
  );
  return lines;
}

function listedDates(identifiers: readonly ListedIdentifier[]): { text: string; date: PartialDate }[] {
  const dates: { text: string; date: PartialDate }[] = [];
  for (const identifier of identifiers) {
    const isRecord = typeof identifier !== 'string';
    if (isRecord && identifier.id_type !== 'date_of_birth') continue;
    const text = isRecord ? identifier.id_value : identifier;
    const date = parseBirthDate(text);
    if (date !== null) dates.push({ text, date });
  }
  return dates;
}

function dateOfBirthFinding(
  dateOfBirth: string | undefined,
  identifiers: readonly ListedIdentifier[],
): EvidenceFinding | null {
  const query = dateOfBirth === undefined ? null : parseBirthDate(dateOfBirth);
  if (query === null || dateOfBirth === undefined) return null;
  const listed = listedDates(identifiers);
  if (listed.length === 0) return null;
  const agreeing = listed.filter((l) => datesAgree(query, l.date));
  const ok = agreeing.length > 0;
  return {
    kind: 'date_of_birth',
    agrees: ok,
    adjustment: ok
      ? EVIDENCE_ADJUSTMENTS.date_of_birth_agrees
      : EVIDENCE_ADJUSTMENTS.date_of_birth_contradicts,
    query: [dateOfBirth],
    listed: (ok ? agreeing : listed).map((l) => l.text),
  };
}

function countryFinding(query: QueryEvidence, listed: ListedEvidence): EvidenceFinding | null {
  const wanted = new Set((query.countries ?? []).map(normalizeName).filter((c) => c.length > 0));
  const listedCountries = [...new Set(listed.countries.filter((c) => normalizeName(c).length > 0))];
  if (wanted.size === 0 || listedCountries.length === 0) return null;
  const shared = listedCountries.filter((c) => wanted.has(normalizeName(c)));
  const ok = shared.length > 0;
  return {
    kind: 'country',
    agrees: ok,
    adjustment: ok ? EVIDENCE_ADJUSTMENTS.country_agrees : EVIDENCE_ADJUSTMENTS.country_contradicts,
    query: [...(query.countries ?? [])],
    listed: ok ? shared : listedCountries,
  };
}
