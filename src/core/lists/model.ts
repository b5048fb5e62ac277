/**
 * The listed-entity model (spec 2.1, 2.2). Plain data: parsers produce it, engines index it,
 * the entities endpoint returns it as is (minus `source_entry_uid`, which surfaces in
 * `source_evidence`).
 */
export const LIST_IDS = ['ofac_sdn', 'ofac_consolidated', 'ofac_fse', 'ofac_ssi', 'bis_dpl'] as const;
export type ListId = (typeof LIST_IDS)[number];

export function isListId(value: unknown): value is ListId {
  return typeof value === 'string' && (LIST_IDS as readonly string[]).includes(value);
}

export const ENTITY_TYPES = ['individual', 'organization', 'vessel', 'aircraft'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];
/** What a caller may send: the listed types plus `unknown`. */
export const QUERY_ENTITY_TYPES = [...ENTITY_TYPES, 'unknown'] as const;
export type QueryEntityType = (typeof QUERY_ENTITY_TYPES)[number];

export type AliasType = 'a.k.a.' | 'f.k.a.' | 'n.k.a.';

export interface Alias {
  alias_name: string;
  alias_type: AliasType;
}

export interface Identifier {
  /** passport, national_id, tax_id, registration, date_of_birth, or another document kind. */
  id_type: string;
  /** As the source writes it; a date of birth is free text ("circa 1962", "01 Jan 1970"). */
  id_value: string;
  /** Issuing country where the source names one. */
  country: string | null;
}

export interface Address {
  country: string;
  address: string | null;
  city: string | null;
  state_or_province: string | null;
  postal_code: string | null;
}

export interface Entity {
  /** `sanc_<list_id>_<numeric suffix>`; the suffix is derived from the source's own entry id. */
  entity_id: string;
  primary_name: string;
  normalized_name: string;
  entity_type: EntityType;
  aliases: Alias[];
  identifiers: Identifier[];
  addresses: Address[];
  nationality_countries: string[];
  sanctions_programs: string[];
  /** YYYY-MM-DD, or null where the source gives no listing date. */
  listing_date: string | null;
  source_authority: string;
  source_list_id: ListId;
  remarks: string | null;
  /** The source's own entry id (OFAC ent_num, DPL row key); cited as source_evidence.source_entry_uid. */
  source_entry_uid: string;
}

export type UpdateFrequency = 'real-time' | 'daily' | 'weekly';

export interface ListMetadata {
  list_id: ListId;
  name: string;
  authority: string;
  entity_count: number;
  /** ISO 8601: the data's own publish date where the source has one. */
  last_updated: string;
  update_frequency: UpdateFrequency;
  /** Where the loaded data came from (file or URL); not part of the spec's List, reported for operators. */
  source?: string;
  /** The Elasticsearch index version behind the list's alias, when that engine is in use. */
  index_version?: string | null;
  /**
   * Elasticsearch only: the index behind the alias was built by another version of the
   * name-key code (key-fingerprint.ts). Screening against the list fails closed until a reindex.
   */
  outdated_keys?: boolean;
}

export const ENTITY_ID_PREFIX = 'sanc';

export function makeEntityId(listId: ListId, suffix: string | number): string {
  return `${ENTITY_ID_PREFIX}_${listId}_${suffix}`;
}

const ENTITY_ID_PATTERN = new RegExp(`^${ENTITY_ID_PREFIX}_(${LIST_IDS.join('|')})_(\\d+)$`);

/** The list and suffix of a well-formed entity id, or null (`sanc_ofac_sdn_36` → ofac_sdn, 36). */
export function parseEntityId(entityId: string): { listId: ListId; suffix: string } | null {
  const match = ENTITY_ID_PATTERN.exec(entityId);
  return match ? { listId: match[1] as ListId, suffix: match[2] } : null;
}

/**
 * An SDN entry known by its names and nothing else (no identifiers, addresses, programs or
 * dates): the samples of key-fingerprint.ts and the evaluation's own fixtures.
 */
export function nameOnlyEntity(
  entityId: string,
  entityType: EntityType,
  primaryName: string,
  normalizedName: string,
  aliasNames: readonly string[] = [],
): Entity {
  return {
    entity_id: entityId,
    primary_name: primaryName,
    normalized_name: normalizedName,
    entity_type: entityType,
    aliases: aliasNames.map((alias_name) => ({ alias_name, alias_type: 'a.k.a.' })),
    identifiers: [],
    addresses: [],
    nationality_countries: [],
    sanctions_programs: [],
    listing_date: null,
    source_authority: 'OFAC',
    source_list_id: 'ofac_sdn',
    remarks: null,
    source_entry_uid: entityId,
  };
}
