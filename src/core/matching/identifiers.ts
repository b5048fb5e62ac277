import type { Identifier } from '../lists/model';
import { DOCUMENT_ID_TYPES, isDocumentIdType, normalizeIdentifier } from '../names/identifiers';

/**
 * Identifier comparison (docs/matching.md, "Identifiers"). Document numbers (passport,
 * national_id, tax_id, registration) compare after normalizeIdentifier (upper-case; spaces,
 * dashes, dots, slashes removed) and must contain a digit, so that fillers such as "N/A" or
 * "NONE" never match. A date of birth alone confirms nothing: a match is reported as
 * supporting only. Scores are not changed here; screening decides identifier_confirmed.
 */
export type DocumentIdType = (typeof DOCUMENT_ID_TYPES)[number];

export interface QueryIdentifiers {
  passport?: string;
  national_id?: string;
  tax_id?: string;
  registration?: string;
  /** YYYY-MM-DD. */
  date_of_birth?: string;
}

/** Explain receives listed document numbers as plain strings; screening passes the entity's Identifier records. */
export type ListedIdentifier = string | Identifier;

export interface IdentifierMatch {
  /** The query identifier that matched. */
  id_type: DocumentIdType | 'date_of_birth';
  query_value: string;
  matched_value: string;
  /** The listed identifier's own type, when known (screening). */
  matched_id_type: string | null;
  /** document: equal document numbers (confirms identity); supporting: date of birth only. */
  strength: 'document' | 'supporting';
}

const HAS_DIGIT = /\d/;
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MONTH_YEAR = /^(?:(\d{1,2})\s+)?([A-Z]{3})[A-Z]*\.?\s+(\d{4})$/;
const YEAR_ONLY = /^(?:(?:CIRCA|CA\.?|ABOUT)\s+)?(\d{4})$/;

/** A date of birth as far as the text gives it: year, and month and day when present. */
export interface PartialDate {
  year: number;
  month: number | null;
  day: number | null;
}

/** Reads "1970-01-31", "31 Jan 1970", "Jan 1970", "1970" or "circa 1970"; null for anything else. */
export function parseBirthDate(text: string): PartialDate | null {
  const value = text.trim().toUpperCase();
  const iso = ISO_DATE.exec(value);
  if (iso) return { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
  const written = DAY_MONTH_YEAR.exec(value);
  const month = written ? MONTHS.indexOf(written[2]) + 1 : 0;
  if (written && month > 0)
    return { year: Number(written[3]), month, day: written[1] ? Number(written[1]) : null };
  const year = YEAR_ONLY.exec(value);
  return year ? { year: Number(year[1]), month: null, day: null } : null;
}

/** A listed date agrees when every part it gives equals the query's. */
function datesAgree(query: PartialDate, listed: PartialDate): boolean {
  return (
    query.year === listed.year &&
    (listed.month === null || listed.month === query.month) &&
    (listed.day === null || listed.day === query.day)
  );
}

function listedParts(identifier: ListedIdentifier): { value: string; type: string | null } {
  return typeof identifier === 'string'
    ? { value: identifier, type: null }
    : { value: identifier.id_value, type: identifier.id_type };
}

export function matchIdentifiers(
  query: QueryIdentifiers,
  listed: readonly ListedIdentifier[],
): IdentifierMatch[] {
  const matches: IdentifierMatch[] = [];
  for (const idType of DOCUMENT_ID_TYPES) {
    const queryValue = query[idType];
    if (queryValue === undefined) continue;
    const wanted = normalizeIdentifier(queryValue);
    if (!HAS_DIGIT.test(wanted)) continue;
    for (const identifier of listed) {
      const { value, type } = listedParts(identifier);
      if (type !== null && !isDocumentIdType(type)) continue;
      if (normalizeIdentifier(value) === wanted) {
        matches.push({
          id_type: idType,
          query_value: queryValue,
          matched_value: value,
          matched_id_type: type,
          strength: 'document',
        });
      }
    }
  }
  const birth = query.date_of_birth === undefined ? null : parseBirthDate(query.date_of_birth);
  if (birth !== null && query.date_of_birth !== undefined) {
    for (const identifier of listed) {
      const { value, type } = listedParts(identifier);
      if (type !== null && type !== 'date_of_birth') continue;
      const listedDate = parseBirthDate(value);
      if (listedDate !== null && datesAgree(birth, listedDate)) {
        matches.push({
          id_type: 'date_of_birth',
          query_value: query.date_of_birth,
          matched_value: value,
          matched_id_type: type,
          strength: 'supporting',
        });
      }
    }
  }
  return matches;
}

export { normalizeIdentifier };
