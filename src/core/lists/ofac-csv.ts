import { membershipsFromPrograms, OFAC_AUTHORITY, type Membership } from './catalog';
import { type ByteSource, ofacCsvRows } from './csv-rows';
import type { Address, Alias, AliasType, EntityType } from './model';
import { cleanText, type ParsedSource, type SourceRecord, unique } from './records';
import { parseRemarks } from './remarks';

/**
 * OFAC legacy CSV sets: the SDN files (sdn.csv, add.csv, alt.csv, sdn_comments.csv) and the
 * consolidated non-SDN files (cons_prim.csv, cons_add.csv, cons_alt.csv, cons_comments.csv),
 * which share one layout (docs/lists.md). Every record's id suffix is OFAC's ent_num.
 */
export interface OfacCsvFiles {
  primary: ByteSource;
  addresses: ByteSource;
  aliases: ByteSource;
  /** Continuations of remarks cut off at 1,000 characters; optional. */
  comments?: ByteSource;
}

export type OfacCsvKind = 'sdn' | 'cons';

export const OFAC_CSV_FILE_NAMES: Record<OfacCsvKind, Record<keyof OfacCsvFiles, string>> = {
  sdn: { primary: 'sdn.csv', addresses: 'add.csv', aliases: 'alt.csv', comments: 'sdn_comments.csv' },
  cons: {
    primary: 'cons_prim.csv',
    addresses: 'cons_add.csv',
    aliases: 'cons_alt.csv',
    comments: 'cons_comments.csv',
  },
};

const ALIAS_TYPES: Record<string, AliasType> = { aka: 'a.k.a.', fka: 'f.k.a.', nka: 'n.k.a.' };
const ENTITY_TYPES: Record<string, EntityType> = {
  individual: 'individual',
  vessel: 'vessel',
  aircraft: 'aircraft',
};

/** SDN_Type: individual, vessel, aircraft, or empty for an entity (organization). */
export function ofacEntityType(sdnType: string | null): EntityType {
  return ENTITY_TYPES[(sdnType ?? '').toLowerCase()] ?? 'organization';
}

/** Program "SDGT] [SYRIA" → ["SDGT", "SYRIA"]. */
export function splitPrograms(program: string | null): string[] {
  return (program ?? '')
    .split(/\]\s*\[/)
    .map((p) => p.replace(/[[\]]/g, '').trim())
    .filter((p) => p.length > 0);
}

async function groupByEntNum<T>(
  source: ByteSource | undefined,
  toValue: (row: (string | null)[]) => T | null,
) {
  const grouped = new Map<string, T[]>();
  if (!source) return grouped;
  for await (const row of ofacCsvRows(source)) {
    const entNum = row[0];
    const value = toValue(row);
    if (!entNum || value === null) continue;
    const list = grouped.get(entNum) ?? [];
    list.push(value);
    grouped.set(entNum, list);
  }
  return grouped;
}

function addressFrom(row: (string | null)[]): Address | null {
  const [, , street, cityStatePostal, country] = row;
  if (!street && !cityStatePostal && !country) return null;
  // The CSV joins city, state/province and postal code in one column; it is kept whole in `city`.
  return {
    country: country ?? '',
    address: street,
    city: cityStatePostal,
    state_or_province: null,
    postal_code: null,
  };
}

function aliasFrom(row: (string | null)[]): Alias | null {
  const [, , type, name] = row;
  const aliasType = ALIAS_TYPES[(type ?? '').toLowerCase()];
  return aliasType && name ? { alias_name: name, alias_type: aliasType } : null;
}

export async function parseOfacCsvSet(kind: OfacCsvKind, files: OfacCsvFiles): Promise<ParsedSource> {
  // The three side files are small enough to hold by ent_num; the primary file streams past them.
  const [addresses, aliases, comments] = await Promise.all([
    groupByEntNum(files.addresses, addressFrom),
    groupByEntNum(files.aliases, aliasFrom),
    groupByEntNum(files.comments, (row) => row[1]),
  ]);
  const baseMembership: Membership = kind === 'sdn' ? 'SDN' : 'CONSOLIDATED';
  const records: SourceRecord[] = [];
  let rowCount = 0;
  for await (const row of ofacCsvRows(files.primary)) {
    rowCount += 1;
    const [entNum, name, sdnType, program, , callSign, , , , vesselFlag] = row;
    if (!entNum || !/^\d+$/.test(entNum) || !name)
      throw new Error(`OFAC ${kind} CSV row ${rowCount} has no ent_num or name`);
    const remarks = cleanText([row[11] ?? '', ...(comments.get(entNum) ?? [])].join('')); // continuation joins mid-word
    const facts = parseRemarks(remarks);
    const programs = splitPrograms(program);
    const identifiers = callSign
      ? [...facts.identifiers, { id_type: 'call_sign', id_value: callSign, country: vesselFlag }]
      : facts.identifiers;
    records.push({
      id_suffix: entNum,
      source_entry_uid: entNum,
      primary_name: name,
      entity_type: ofacEntityType(sdnType),
      aliases: aliases.get(entNum) ?? [],
      identifiers,
      addresses: addresses.get(entNum) ?? [],
      // A vessel's nationality is its flag state.
      nationality_countries: vesselFlag
        ? unique([vesselFlag, ...facts.nationality_countries])
        : facts.nationality_countries,
      sanctions_programs: programs,
      listing_date: null, // the legacy CSV carries no designation date
      source_authority: OFAC_AUTHORITY,
      remarks,
      memberships: kind === 'sdn' ? [baseMembership] : [baseMembership, ...membershipsFromPrograms(programs)],
    });
  }
  return {
    format: kind === 'sdn' ? 'ofac-sdn-csv' : 'ofac-cons-csv',
    records,
    published_at: null,
    latest_entry_date: null,
    row_count: rowCount,
  };
}
