import { createHash } from 'node:crypto';
import { BIS_AUTHORITY } from './catalog';
import { type ByteSource, csvRows } from './csv-rows';
import type { Address, EntityType } from './model';
import { cleanText, type ParsedSource, type SourceRecord } from './records';

/**
 * BIS Denied Persons List, dpl.txt: tab-delimited, quoted, one header row, 12 columns.
 *
 * Rows carry no id. The id suffix is a hash of the fields that identify a denial — name,
 * street, city, state, country, postal code and effective date, each trimmed, upper-cased
 * and whitespace-collapsed — read as a decimal number (first 12 hex digits = 48 bits). It
 * does not depend on row order and survives edits to the order's later fields (expiration,
 * action, FR citation, last update). Rows identical on those fields are one entry, merged.
 */
const COLUMNS = [
  'Name',
  'Street_Address',
  'City',
  'State',
  'Country',
  'Postal_Code',
  'Effective_Date',
  'Expiration_Date',
  'Standard_Order',
  'Last_Update',
  'Action',
  'FR_Citation',
] as const;
type DplRow = Record<(typeof COLUMNS)[number], string>;

export const DPL_KEY_FIELDS = [
  'Name',
  'Street_Address',
  'City',
  'State',
  'Country',
  'Postal_Code',
  'Effective_Date',
] as const;

const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA PR RI SC SD TN TX UT VT VA WA WV WI WY GU VI'.split(
    ' ',
  ),
);

/** Company words: DPL has no type column, so a name with one of these is an organization. */
const ORGANIZATION_WORDS =
  /\b(LTD|LIMITED|LLC|L\.L\.C|INC|INCORPORATED|CORP|CORPORATION|CO|COMPANY|GMBH|S\.?A|SRL|S\.R\.L|BV|B\.V|AG|PLC|LLP|FZE|FZCO|FZC|JSC|OOO|ZAO|OAO|PJSC|PTE|PTY|SDN|BHD|TRADING|INDUSTRIES|INDUSTRY|INTERNATIONAL|ENTERPRISES?|GROUP|HOLDINGS?|AIRLINES?|AVIATION|AIRWAYS|SERVICES|SYSTEMS|TECHNOLOGY|TECHNOLOGIES|ELECTRONICS|LOGISTICS|EXPORTS?|IMPORTS?|TRANSPORT(ATION)?|CARGO|SUPPLY|SUPPLIES|ENGINEERING|UNIVERSITY|INSTITUTE|BUREAU|AGENCY|FREIGHT|SHIPPING|MARINE)\b\.?/;

export function dplEntityType(name: string): EntityType {
  return ORGANIZATION_WORDS.test(name.toUpperCase()) ? 'organization' : 'individual';
}

function dplKey(row: Pick<DplRow, (typeof DPL_KEY_FIELDS)[number]>): string {
  return DPL_KEY_FIELDS.map((field) => (cleanText(row[field]) ?? '').toUpperCase()).join('\u241f');
}

function suffixOfKey(key: string): string {
  const digest = createHash('sha256').update(key).digest('hex');
  return String(parseInt(digest.slice(0, 12), 16));
}

/** The stable numeric id suffix of a DPL row. */
export function dplIdSuffix(row: Pick<DplRow, (typeof DPL_KEY_FIELDS)[number]>): string {
  return suffixOfKey(dplKey(row));
}

/** MM/DD/YYYY → YYYY-MM-DD; anything else → null. */
export function usDateToIso(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  return match ? `${match[3]}-${match[1]}-${match[2]}` : null;
}

function dplAddress(row: DplRow): Address | null {
  const state = cleanText(row.State);
  const country = cleanText(row.Country) ?? (state && US_STATES.has(state.toUpperCase()) ? 'US' : null);
  const address = cleanText(row.Street_Address);
  const city = cleanText(row.City);
  const postal = cleanText(row.Postal_Code);
  if (!country && !address && !city && !state && !postal) return null;
  return { country: country ?? '', address, city, state_or_province: state, postal_code: postal };
}

/** Ordered statement of what BIS says about the denial, kept as remarks. */
function dplRemarks(row: DplRow): string | null {
  const parts = [
    row.Action && `Action: ${row.Action.trim()}`,
    row.Effective_Date && `Effective ${row.Effective_Date.trim()}`,
    row.Expiration_Date && `expires ${row.Expiration_Date.trim()}`,
    row.Standard_Order && `standard order ${row.Standard_Order.trim()}`,
    row.FR_Citation && `FR citation ${row.FR_Citation.trim()}`,
  ].filter((part): part is string => Boolean(part && part.trim()));
  return cleanText(parts.join('; '));
}

/**
 * @param today YYYY-MM-DD; Last_Update values after it are typos (one row says 3033-09-30)
 *   and are ignored when dating the list.
 */
export async function parseDpl(source: ByteSource, today: string): Promise<ParsedSource> {
  const byKey = new Map<string, SourceRecord>();
  /** Position of each of COLUMNS in the file's header, read from its first row. */
  let positions: number[] | null = null;
  let rowCount = 0;
  let latestUpdate: string | null = null;
  for await (const fields of csvRows(source, '\t')) {
    if (!positions) {
      const missing = COLUMNS.filter((column) => !fields.includes(column));
      if (missing.length > 0) throw new Error(`dpl.txt header lacks ${missing.join(', ')}`);
      positions = COLUMNS.map((column) => fields.indexOf(column));
      continue;
    }
    rowCount += 1;
    const at = positions;
    const row = Object.fromEntries(
      COLUMNS.map((column, i) => [column, (fields[at[i]] ?? '').trim()]),
    ) as DplRow;
    const name = cleanText(row.Name);
    if (!name) throw new Error(`dpl.txt record ${rowCount} has no name`);
    const lastUpdate = row.Last_Update.trim();
    if (
      /^\d{4}-\d{2}-\d{2}$/.test(lastUpdate) &&
      lastUpdate <= today &&
      (!latestUpdate || lastUpdate > latestUpdate)
    ) {
      latestUpdate = lastUpdate;
    }
    const key = dplKey(row);
    if (byKey.has(key)) continue;
    const address = dplAddress(row);
    const suffix = suffixOfKey(key);
    byKey.set(key, {
      id_suffix: suffix,
      source_entry_uid: `DPL-${suffix}`,
      primary_name: name,
      entity_type: dplEntityType(name),
      aliases: [],
      identifiers: [],
      addresses: address ? [address] : [],
      nationality_countries: [],
      sanctions_programs: ['DPL'],
      listing_date: usDateToIso(row.Effective_Date),
      source_authority: BIS_AUTHORITY,
      remarks: dplRemarks(row),
      memberships: ['DPL'],
    });
  }
  return {
    format: 'bis-dpl',
    records: [...byKey.values()],
    published_at: latestUpdate,
    latest_entry_date: latestUpdate,
    row_count: rowCount,
  };
}
