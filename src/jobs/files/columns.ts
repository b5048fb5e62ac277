import { plainToInstance } from 'class-transformer';
import { validateSync, ValidationError } from 'class-validator';
import type { QueryEntityType } from '../../core/lists/model';
import { BatchEntityDto } from '../../screening/dto/screen-batch.dto';
import type { BatchEntity } from '../../screening/batch-types';
import type { RawRow } from './readers';

/**
 * Which column of a customer file holds what (docs/file-screening.md, "Columns"): detected
 * from common header names, overridden with `--map field=Column,...`.
 */
export const INPUT_FIELDS = [
  'customer_id',
  'name',
  'first_name',
  'middle_name',
  'last_name',
  'entity_type',
  'country',
  'date_of_birth',
  'passport',
  'national_id',
  'tax_id',
  'registration',
] as const;
export type InputField = (typeof INPUT_FIELDS)[number];
export type ColumnMap = Partial<Record<InputField, string>>;

/** Header names recognised per field, compared after headerKey() (case, spaces and punctuation ignored). */
const HEADER_ALIASES: Record<InputField, string[]> = {
  customer_id: [
    'customer_id',
    'customer_number',
    'customer_no',
    'customer_ref',
    'client_id',
    'client_number',
    'account_id',
    'account_number',
    'reference',
    'id',
  ],
  name: [
    'name',
    'full_name',
    'customer_name',
    'client_name',
    'legal_name',
    'entity_name',
    'company_name',
    'party_name',
    'beneficiary_name',
  ],
  first_name: ['first_name', 'firstname', 'given_name', 'forename'],
  middle_name: ['middle_name', 'middlename', 'middle_names'],
  last_name: ['last_name', 'lastname', 'surname', 'family_name'],
  entity_type: ['entity_type', 'type', 'customer_type', 'party_type', 'client_type'],
  country: ['country', 'countries', 'country_code', 'nationality', 'citizenship', 'country_of_residence'],
  date_of_birth: ['date_of_birth', 'dob', 'birth_date', 'birthdate'],
  passport: ['passport', 'passport_number', 'passport_no'],
  national_id: ['national_id', 'national_id_number', 'id_number', 'ssn'],
  tax_id: ['tax_id', 'tin', 'tax_number', 'vat_number', 'ein'],
  registration: ['registration', 'registration_number', 'company_number', 'reg_number', 'lei'],
};

export function headerKey(header: string): string {
  return header
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

export class ColumnError extends Error {}

/** Parses `name=Customer Name,country=Country`; throws naming an unknown field. */
export function parseColumnMap(value: string): ColumnMap {
  const map: ColumnMap = {};
  for (const pair of value.split(',')) {
    if (pair.trim() === '') continue;
    const at = pair.indexOf('=');
    const field = (at < 0 ? pair : pair.slice(0, at)).trim();
    if (at < 0 || !(INPUT_FIELDS as readonly string[]).includes(field))
      throw new ColumnError(
        `--map: "${pair}" must be field=Column with field one of ${INPUT_FIELDS.join(', ')}`,
      );
    map[field as InputField] = pair.slice(at + 1).trim();
  }
  return map;
}

/**
 * The column of each field: `overrides` first (each must name a column of the file), then the
 * first header matching the field's aliases. Throws when no column can give a name.
 */
export function detectColumns(columns: string[], overrides: ColumnMap = {}): ColumnMap {
  for (const [field, column] of Object.entries(overrides)) {
    if (!columns.includes(column))
      throw new ColumnError(
        `--map ${field}=${column}: no such column; the columns are ${columns.join(', ')}`,
      );
  }
  const byKey = new Map<string, string>();
  for (const column of columns) if (!byKey.has(headerKey(column))) byKey.set(headerKey(column), column);
  const taken = new Set(Object.values(overrides));
  const map: ColumnMap = { ...overrides };
  for (const field of INPUT_FIELDS) {
    if (map[field]) continue;
    const column = HEADER_ALIASES[field].map((alias) => byKey.get(alias)).find((c) => c && !taken.has(c));
    if (column) {
      map[field] = column;
      taken.add(column);
    }
  }
  if (!map.name && !map.first_name && !map.last_name)
    throw new ColumnError(
      `no name column found among ${columns.join(', ')}; name one with --map name=<column> (or first_name/last_name)`,
    );
  return map;
}

/** A row ready to screen (`entity`), or the reason it cannot be (`error`). */
export interface MappedRow {
  row: number;
  customer_id: string | null;
  name: string | null;
  entity?: BatchEntity;
  error?: string;
}

const ENTITY_TYPE_WORDS: Record<string, QueryEntityType> = {
  individual: 'individual',
  person: 'individual',
  natural_person: 'individual',
  private: 'individual',
  organization: 'organization',
  organisation: 'organization',
  company: 'organization',
  corporate: 'organization',
  business: 'organization',
  entity: 'organization',
  legal_entity: 'organization',
  vessel: 'vessel',
  ship: 'vessel',
  aircraft: 'aircraft',
};

/** Dates as YYYY-MM-DD; YYYY/MM/DD and YYYY.MM.DD are rewritten, anything else is left to validation. */
function isoDate(value: string): string {
  const match = /^(\d{4})[/.](\d{1,2})[/.](\d{1,2})$/.exec(value);
  return match ? `${match[1]}-${match[2].padStart(2, '0')}-${match[3].padStart(2, '0')}` : value;
}

function firstError(errors: ValidationError[]): string {
  const [error] = errors;
  const constraint = Object.values(error.constraints ?? {})[0];
  if (constraint) return constraint;
  return error.children && error.children.length > 0
    ? firstError(error.children)
    : `${error.property} is invalid`;
}

/**
 * Maps a file row to a batch entity, validated by the batch endpoint's own DTO, so a row the
 * API would refuse is an error row here (never silently screened differently).
 */
export function mapRow(raw: RawRow, columns: ColumnMap): MappedRow {
  const text = (field: InputField) => {
    const column = columns[field];
    const value = column ? raw.fields[column]?.trim() : undefined;
    return value ? value : undefined;
  };
  const customerId = text('customer_id') ?? null;
  if (raw.problem) return { row: raw.row, customer_id: customerId, name: null, error: raw.problem };
  const name =
    text('name') ??
    (['first_name', 'middle_name', 'last_name'] as const)
      .map(text)
      .filter((part) => part !== undefined)
      .join(' ');
  if (!name) return { row: raw.row, customer_id: customerId, name: null, error: 'the row has no name' };
  const typeWord = text('entity_type');
  const identifiers = {
    passport: text('passport'),
    national_id: text('national_id'),
    tax_id: text('tax_id'),
    registration: text('registration'),
    date_of_birth: text('date_of_birth') && isoDate(text('date_of_birth') as string),
  };
  const given = Object.entries(identifiers).filter(([, value]) => value !== undefined);
  const countries = text('country')
    ?.split(/[;|]/)
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
  const entity: BatchEntity = {
    name,
    ...(typeWord ? { entity_type: ENTITY_TYPE_WORDS[headerKey(typeWord)] ?? 'unknown' } : {}),
    ...(given.length > 0 ? { identifiers: Object.fromEntries(given) } : {}),
    ...(countries && countries.length > 0 ? { countries } : {}),
  };
  const errors = validateSync(plainToInstance(BatchEntityDto, entity));
  if (errors.length > 0) return { row: raw.row, customer_id: customerId, name, error: firstError(errors) };
  return { row: raw.row, customer_id: customerId, name, entity };
}
