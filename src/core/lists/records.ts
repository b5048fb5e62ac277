import { normalizeName } from '../names/normalize';
import type { Membership, SourceFormat } from './catalog';
import { LIST_DEFINITIONS } from './catalog';
import { Entity, ListId, makeEntityId } from './model';

/**
 * One source entry as a parser reads it, before it is placed on a list. Everything of the
 * Entity except the list-dependent parts (entity_id, source_list_id).
 */
export type SourceRecord = Omit<Entity, 'entity_id' | 'source_list_id' | 'normalized_name'> & {
  /** Numeric id suffix, derived from the source's own entry id (never from row order). */
  id_suffix: string;
  memberships: Membership[];
};

export interface ParsedSource {
  format: SourceFormat;
  records: SourceRecord[];
  /** The publication date the data states about itself (ISO 8601), if any. */
  published_at: string | null;
  /** The latest per-entry date seen (a lower bound of the publication date), if any. */
  latest_entry_date: string | null;
  /** Physical records read, before merging duplicates. */
  row_count: number;
}

export function toEntity(record: SourceRecord, listId: ListId): Entity {
  const { id_suffix, memberships: _memberships, ...fields } = record;
  return {
    entity_id: makeEntityId(listId, id_suffix),
    primary_name: fields.primary_name,
    normalized_name: normalizeName(fields.primary_name),
    entity_type: fields.entity_type,
    aliases: fields.aliases,
    identifiers: fields.identifiers,
    addresses: fields.addresses,
    nationality_countries: fields.nationality_countries,
    sanctions_programs: fields.sanctions_programs,
    listing_date: fields.listing_date,
    source_authority: fields.source_authority,
    source_list_id: listId,
    remarks: fields.remarks,
    source_entry_uid: fields.source_entry_uid,
  };
}

/**
 * The entities of one list from the sources that feed it. An entry found in two sources
 * (same id) is kept once, from the first source given.
 */
export function entitiesForList(listId: ListId, sources: ParsedSource[]): Entity[] {
  const membership = LIST_DEFINITIONS[listId].membership;
  const byId = new Map<string, Entity>();
  for (const source of sources) {
    for (const record of source.records) {
      if (!record.memberships.includes(membership)) continue;
      // The first source to give an entry wins; later copies are not even built.
      const id = makeEntityId(listId, record.id_suffix);
      if (!byId.has(id)) byId.set(id, toEntity(record, listId));
    }
  }
  return [...byId.values()];
}

/**
 * `last_updated` of a list (ISO 8601): the newest of its sources' dates, each source
 * giving its own publication date, else the as-of date recorded for the file, else its
 * latest entry date.
 */
export function listLastUpdated(sources: { parsed: ParsedSource; asOf: string | null }[]): string | null {
  const dates = sources
    .map(({ parsed, asOf }) => parsed.published_at ?? asOf ?? parsed.latest_entry_date)
    .filter((date): date is string => date !== null)
    .map(toIsoTimestamp);
  return dates.length === 0 ? null : dates.sort().at(-1)!;
}

/** `2023-12-28` or `2025-01-10T00:00:00` → `2023-12-28T00:00:00.000Z` (dates are UTC days). */
export function toIsoTimestamp(date: string): string {
  const withZone = /^\d{4}-\d{2}-\d{2}$/.test(date)
    ? `${date}T00:00:00Z`
    : /[zZ]|[+-]\d\d:?\d\d$/.test(date)
      ? date
      : `${date}Z`;
  const parsed = new Date(withZone);
  if (Number.isNaN(parsed.getTime())) throw new Error(`not a date: ${date}`);
  return parsed.toISOString();
}

/** Trims, collapses inner whitespace and turns empty text into null. */
export function cleanText(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = value.replace(/\s+/g, ' ').trim();
  return text.length === 0 ? null : text;
}

export function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}
