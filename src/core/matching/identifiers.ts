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
  /** The listed identifier's issuing country, when the source gives one (screening). */
  matched_country: string | null;
  /** document: equal document numbers (confirms identity); supporting: date of birth only. */
  strength: 'document' | 'supporting';
}

const HAS_DIGIT = /\d/;
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MONTH_YEAR = /^(?:(\d{1,2})\s+)?([A-Z]{3})[A-Z]*\.?\s+(\d{4})$/;
const YEAR_ONLY = /^(?:(?:CIRCA|CA\.?|ABOUT)\s+)?(\d{4})$/;
const YEAR_RANGE = /^(\d{4})\s*(?:TO|-)\s*(\d{4})$/;

/** A date of birth as far as the text gives it: year, and month and day when present. */
export interface PartialDate {
  year: number;
  /** Last year of a range ("1968 to 1970"); equal to `year` otherwise. */
  lastYear: number;
  month: number | null;
  day: number | null;
}

/** Reads "1970-01-31", "31 Jan 1970", "Jan 1970", "1970", "circa 1970" or "1968 to 1970"; null for anything else. */
export function parseBirthDate(text: string): PartialDate | null {
  const value = text.trim().toUpperCase();
  const iso = ISO_DATE.exec(value);
  if (iso) return yearWith(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const written = DAY_MONTH_YEAR.exec(value);
  const month = written ? MONTHS.indexOf(written[2]) + 1 : 0;
  if (written && month > 0)
    return yearWith(Number(written[3]), month, written[1] ? Number(written[1]) : null);
  const range = YEAR_RANGE.exec(value);
  if (range) return { year: Number(range[1]), lastYear: Number(range[2]), month: null, day: null };
  const year = YEAR_ONLY.exec(value);
  return year ? yearWith(Number(year[1]), null, null) : null;
}

function yearWith(year: number, month: number | null, day: number | null): PartialDate {
  return { year, lastYear: year, month, day };
}

/** A listed date agrees when every part it gives equals the query's. */
export function datesAgree(query: PartialDate, listed: PartialDate): boolean {
  return (
    query.year >= listed.year &&
    query.year <= listed.lastYear &&
    (listed.month === null || listed.month === query.month) &&
    (listed.day === null || listed.day === query.day)
  );
}

function listedParts(identifier: ListedIdentifier): {
  value: string;
  type: string | null;
  country: string | null;
} {
  return typeof identifier === 'string'
    ? { value: identifier, type: null, country: null }
    : { value: identifier.id_value, type: identifier.id_type, country: identifier.country };
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
      const { value, type, country } = listedParts(identifier);
      if (type !== null && !isDocumentIdType(type)) continue;
      if (normalizeIdentifier(value) === wanted) {
        matches.push({
          id_type: idType,
          query_value: queryValue,
          matched_value: value,
          matched_id_type: type,
          matched_country: country,
          strength: 'document',
        });
      }
    }
  }
  const birth = query.date_of_birth === undefined ? null : parseBirthDate(query.date_of_birth);
  if (birth !== null && query.date_of_birth !== undefined) {
    for (const identifier of listed) {
      const { value, type, country } = listedParts(identifier);
      if (type !== null && type !== 'date_of_birth') continue;
      const listedDate = parseBirthDate(value);
      if (listedDate !== null && datesAgree(birth, listedDate)) {
        matches.push({
          id_type: 'date_of_birth',
          query_value: query.date_of_birth,
          matched_value: value,
          matched_id_type: type,
          matched_country: country,
          strength: 'supporting',
        });
      }
    }
  }
  return matches;
}

export { normalizeIdentifier };
