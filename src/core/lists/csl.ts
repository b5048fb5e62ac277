import { type Membership, OFAC_AUTHORITY } from './catalog';
import { type ByteSource, csvRows } from './csv-rows';
import type { Address, Alias, Identifier } from './model';
import { ofacEntityType } from './ofac-csv';
import { cleanText, type ParsedSource, type SourceRecord, unique } from './records';
import { documentIdType } from './remarks';

/**
 * trade.gov Consolidated Screening List, consolidated.csv (header row, RFC 4180, multi-valued
 * fields joined with "; "). Only the Treasury rows are read: they carry OFAC's ent_num in
 * `entity_number`, which becomes the id suffix, so an FSE entry read here has the id it would
 * have from OFAC's own files. Rows of other agencies (BIS DPL, Entity List, State) have no
 * entity number and are skipped; bis_dpl is read from dpl.txt.
 */
const SOURCE_MEMBERSHIPS: { pattern: RegExp; memberships: Membership[] }[] = [
  { pattern: /\(SDN\)/, memberships: ['SDN'] },
  { pattern: /\(SSI\)/, memberships: ['CONSOLIDATED', 'SSI'] },
  { pattern: /\(FSE\)/, memberships: ['CONSOLIDATED', 'FSE'] },
  { pattern: /\((PLC|CMIC|CAP|NS-MBS List)\)/, memberships: ['CONSOLIDATED'] },
];

export function cslMemberships(source: string): Membership[] {
  return SOURCE_MEMBERSHIPS.find(({ pattern }) => pattern.test(source))?.memberships ?? [];
}

const splitList = (value: string | undefined) =>
  (value ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);

/** "Lindenstrasse 2, Baar, 6340, CH" → country CH, the rest as the street address. */
function cslAddress(text: string): Address {
  const parts = text.split(',').map((part) => part.trim());
  const country = parts.pop() ?? '';
  return {
    country,
    address: cleanText(parts.join(', ')),
    city: null,
    state_or_province: null,
    postal_code: null,
  };
}

/** "CH, X0906223, Passport" → passport X0906223 issued by CH; unknown kinds (Gender, Website) → null. */
function cslIdentifier(text: string): Identifier | null {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length < 3) return null;
  const idType = documentIdType(parts.at(-1)!);
  const value = parts.slice(1, -1).join(', ');
  return idType && value ? { id_type: idType, id_value: value, country: parts[0] || null } : null;
}

function rowObject(header: string[], fields: string[]): Record<string, string> {
  const row: Record<string, string> = {};
  header.forEach((name, index) => (row[name] = fields[index] ?? ''));
  return row;
}

export async function parseCsl(source: ByteSource): Promise<ParsedSource> {
  const records: SourceRecord[] = [];
  let rowCount = 0;
  let latestStart: string | null = null;
  let header: string[] | null = null;
  for await (const fields of csvRows(source)) {
    if (!header) {
      header = fields.map((name) => name.replace(/^\uFEFF/, '').trim());
      continue;
    }
    rowCount += 1;
    const start = fields[header.indexOf('start_date')]?.trim() ?? '';
    if (/^\d{4}-\d{2}-\d{2}$/.test(start) && (!latestStart || start > latestStart)) latestStart = start;
    const memberships = cslMemberships(fields[header.indexOf('source')] ?? '');
    if (memberships.length === 0) continue; // not a Treasury list row: skip before building the record
    const row = rowObject(header, fields);
    const entNum = row.entity_number?.trim();
    if (!entNum || !/^\d+$/.test(entNum)) continue;
    const name = cleanText(row.name);
    if (!name) throw new Error(`consolidated.csv record ${rowCount} has no name`);
    const aliases: Alias[] = splitList(row.alt_names).map((alias) => ({
      alias_name: alias,
      alias_type: 'a.k.a.',
    }));
    const identifiers: Identifier[] = [
      ...splitList(row.ids).map(cslIdentifier),
      ...splitList(row.dates_of_birth).map((dob) => ({
        id_type: 'date_of_birth',
        id_value: dob,
        country: null,
      })),
      ...splitList(row.places_of_birth).map((pob) => ({
        id_type: 'place_of_birth',
        id_value: pob,
        country: null,
      })),
    ].filter((identifier): identifier is Identifier => identifier !== null);
    records.push({
      id_suffix: entNum,
      source_entry_uid: entNum,
      primary_name: name,
      // CSL's `Entity` is OFAC's empty SDN_Type: both are organizations.
      entity_type: ofacEntityType((row.type ?? '').trim()),
      aliases,
      identifiers,
      addresses: splitList(row.addresses).map(cslAddress),
      nationality_countries: unique([...splitList(row.nationalities), ...splitList(row.citizenships)]),
      sanctions_programs: splitList(row.programs),
      listing_date: /^\d{4}-\d{2}-\d{2}$/.test(start) ? start : null,
      source_authority: OFAC_AUTHORITY,
      remarks: cleanText(row.remarks),
      memberships,
    });
  }
  return {
    format: 'trade-gov-csl',
    records,
    published_at: null,
    latest_entry_date: latestStart,
    row_count: rowCount,
  };
}
