import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsString,
  Length,
  Max,
  Min,
  registerDecorator,
  ValidateIf,
  ValidateNested,
  ValidationOptions,
} from 'class-validator';
import { LIST_IDS, QUERY_ENTITY_TYPES, type QueryEntityType } from '../../core/lists/model';
import { countryCode } from '../../core/lists/countries';
import { hasUnreadableCharacters, looksDoubleEncoded } from '../../core/names/damaged-text';
import { normalizeName } from '../../core/names/normalize';
import { unreadCharacter } from '../../core/names/scripts/read-scripts';

/** Limits of spec sections 4.1, 4.3 and 8.4, in one place. */
export const SCREENING_LIMITS = {
  nameMin: 2,
  nameMax: 500,
  thresholdMin: 0.5,
  thresholdMax: 1,
  defaultThreshold: 0.85,
  maxResultsMax: 50,
  defaultMaxResults: 10,
  defaultBatchMaxResults: 5,
  batchMax: 100,
  identifierMax: 100,
  countriesMax: 50,
} as const;

export const DEFAULT_LISTS = ['ofac_sdn'] as const;

/** What is wrong with a name, in words, or null when it can be screened. */
export function nameProblem(field: string, value: unknown): string | null {
  if (value === undefined || value === null) return `${field} is required`;
  if (typeof value !== 'string') return `${field} must be a string`;
  const length = value.trim().length;
  if (length < SCREENING_LIMITS.nameMin)
    return `${field} must be at least ${SCREENING_LIMITS.nameMin} characters`;
  if (length > SCREENING_LIMITS.nameMax)
    return `${field} must be at most ${SCREENING_LIMITS.nameMax} characters`;
  const normalized = normalizeName(value);
  if (normalized.length === 0) return `${field} must contain at least one letter or digit`;
  if (hasUnreadableCharacters(value)) {
    return `${field} contains U+FFFD or an unpaired surrogate: it was damaged before it was sent; send the original UTF-8 text`;
  }
  if (looksDoubleEncoded(value)) {
    return `${field} looks double-encoded (UTF-8 read as Latin-1 or Windows-1252, "Ã©" for "é"): send the original UTF-8 text`;
  }
  const unread = unreadCharacter(normalized);
  if (unread) {
    return `${field} is written in a script this service does not read (${unread.script}: "${unread.character}" ${unread.codePoint}): send the name in Latin letters, as the lists write it`;
  }
  return null;
}

/**
 * A screenable name: a string of 2 to 500 characters once trimmed, with at least one letter
 * or digit (a name of punctuation alone cannot be screened, and must not come back `clear`).
 */
export function IsScreenableName(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isScreenableName',
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: {
        validate: (value: unknown, args) => nameProblem(args?.property ?? 'name', value) === null,
        defaultMessage: (args) => nameProblem(args?.property ?? 'name', args?.value) ?? 'name is invalid',
      },
    });
}

/**
 * An optional field: absent is fine, but a present value is validated, `null` included. A
 * null identifier or threshold is refused rather than taken as "not sent": the caller's intent
 * is unclear, and guessing could screen with a default they did not mean.
 */
export const IsOptional = (): PropertyDecorator => ValidateIf((_object, value) => value !== undefined);

/** `YYYY-MM-DD` naming a real day of the Gregorian calendar. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function IsCalendarDate(): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isCalendarDate',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isCalendarDate(value),
        defaultMessage: (args) =>
          typeof args?.value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(args.value)
            ? `${args.property} is not a calendar date`
            : `${args?.property ?? 'date_of_birth'} must be a date as YYYY-MM-DD`,
      },
    });
}

const documentNumber = () => [
  IsOptional(),
  IsString({ message: '$property must be a string' }),
  Length(1, SCREENING_LIMITS.identifierMax, {
    message: `$property must be 1 to ${SCREENING_LIMITS.identifierMax} characters`,
  }),
];

/** A document number's validation and documentation. */
function documentNumberField(description: string): PropertyDecorator {
  return apply([
    ApiPropertyOptional({
      type: String,
      minLength: 1,
      maxLength: SCREENING_LIMITS.identifierMax,
      description: `${description}; compared after removing spaces, dashes and case`,
    }),
    ...documentNumber(),
  ]);
}

function apply(decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => decorators.forEach((decorator) => decorator(target, key));
}

export class IdentifiersDto {
  @documentNumberField('Passport number') passport?: string;
  @documentNumberField('National identity number') national_id?: string;
  @documentNumberField('Tax identification number') tax_id?: string;
  @documentNumberField('Company registration number') registration?: string;

  @ApiPropertyOptional({
    type: String,
    format: 'date',
    example: '1952-10-07',
    description: 'YYYY-MM-DD, a real calendar date. Supports a match, never confirms one',
  })
  @IsOptional()
  @IsCalendarDate()
  date_of_birth?: string;
}

/** Each element an ISO 3166 country (code or English name: `countryCode`). */
function IsCountry(): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isCountry',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) =>
          Array.isArray(value) && value.every((c) => typeof c === 'string' && countryCode(c) !== null),
        defaultMessage: (args) => {
          const unknown = (args?.value as unknown[]).find(
            (c) => typeof c !== 'string' || countryCode(c) === null,
          );
          return `countries must hold ISO 3166 country codes (IR, IRN) or English country names; not a country: ${JSON.stringify(unknown)}`;
        },
      },
    });
}

/** Decorators shared by the single and batch requests. */
export const ScreeningField = {
  name: (description = 'The name to screen') =>
    apply([
      ApiProperty({
        type: String,
        description: `${description}: ${SCREENING_LIMITS.nameMin} to ${SCREENING_LIMITS.nameMax} characters once trimmed, with at least one letter or digit`,
        minLength: SCREENING_LIMITS.nameMin,
        maxLength: SCREENING_LIMITS.nameMax,
        example: 'Vladimir Putin',
      }),
      IsScreenableName(),
    ]),
  entityType: () =>
    apply([
      ApiPropertyOptional({
        enum: QUERY_ENTITY_TYPES,
        description: 'A known type ranks candidates of that type first and earns the +5% entity-type bonus',
      }),
      IsOptional(),
      IsIn(QUERY_ENTITY_TYPES, { message: `entity_type must be one of ${QUERY_ENTITY_TYPES.join(', ')}` }),
    ]),
  threshold: () =>
    apply([
      ApiPropertyOptional({
        type: Number,
        minimum: SCREENING_LIMITS.thresholdMin,
        maximum: SCREENING_LIMITS.thresholdMax,
        default: SCREENING_LIMITS.defaultThreshold,
        description: 'Lowest confidence score reported as a match',
      }),
      IsOptional(),
      IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'threshold must be a number' }),
      Min(SCREENING_LIMITS.thresholdMin, { message: 'threshold must be between 0.50 and 1.00' }),
      Max(SCREENING_LIMITS.thresholdMax, { message: 'threshold must be between 0.50 and 1.00' }),
    ]),
  lists: () =>
    apply([
      ApiPropertyOptional({
        enum: LIST_IDS,
        isArray: true,
        default: [...DEFAULT_LISTS],
        description: 'Lists to screen against; a list named twice is screened once',
      }),
      IsOptional(),
      IsArray({ message: 'lists must be an array of list ids' }),
      // A list named twice is screened once (and echoed once in lists_screened).
      Transform(({ value }: { value: unknown }) => (Array.isArray(value) ? [...new Set(value)] : value)),
      ArrayMinSize(1, { message: 'lists must name at least one list' }),
      ArrayMaxSize(LIST_IDS.length, { message: `lists can name at most ${LIST_IDS.length} lists` }),
      IsIn(LIST_IDS, {
        each: true,
        message: `lists must contain only known list ids: ${LIST_IDS.join(', ')}`,
      }),
    ]),
  maxResults: (defaultValue: number) =>
    apply([
      ApiPropertyOptional({
        type: 'integer',
        minimum: 1,
        maximum: SCREENING_LIMITS.maxResultsMax,
        default: defaultValue,
        description: 'Matches returned, best first (match_count still counts them all)',
      }),
      IsOptional(),
      // IsInt, not IsNumber({ maxDecimalPlaces: 0 }): that one throws on 1e-7 (no '.' in its text).
      IsInt({ message: '$property must be a whole number' }),
      Min(1, { message: `$property must be between 1 and ${SCREENING_LIMITS.maxResultsMax}` }),
      Max(SCREENING_LIMITS.maxResultsMax, {
        message: `$property must be between 1 and ${SCREENING_LIMITS.maxResultsMax}`,
      }),
    ]),
  identifiers: () =>
    apply([
      ApiPropertyOptional({
        type: () => IdentifiersDto,
        description: 'Document numbers: an equal listed number confirms a match (identifier_confirmed)',
      }),
      IsOptional(),
      IsObject({ message: 'identifiers must be an object of document numbers' }),
      ValidateNested(),
      Type(() => IdentifiersDto),
    ]),
  countries: () =>
    apply([
      ApiPropertyOptional({
        type: [String],
        maxItems: SCREENING_LIMITS.countriesMax,
        example: ['RU'],
        description:
          'Context only: ISO 3166-1 codes (alpha-2, alpha-3 or numeric) or English country names. Never filters a match or changes a score; a match whose entity names one of them carries country_match: true',
      }),
      IsOptional(),
      IsArray({ message: 'countries must be an array of strings' }),
      ArrayMaxSize(SCREENING_LIMITS.countriesMax, {
        message: `countries can hold at most ${SCREENING_LIMITS.countriesMax} entries`,
      }),
      IsString({ each: true, message: 'countries must be an array of strings' }),
      IsCountry(),
    ]),
};

const PLAIN_KEYS: ReadonlySet<string> = new Set(['name', 'entity_type']);

/**
 * The most common request, `{ name, entity_type? }` with a screenable name and a known type, as
 * the validation pipe would build it (a `create()` instance holding the same own fields), without
 * the pipe's cost (about 12 µs for a batch element, 40 µs for a single screening). Null for
 * anything else, which then goes through the pipe, so every refusal keeps the pipe's message
 * (property tests compare: test/unit/screening/batch-elements.spec.ts).
 */
export function plainNameAndType<T extends { name: string; entity_type?: QueryEntityType }>(
  value: object,
  create: () => T,
): T | null {
  const keys = Object.keys(value);
  if (!keys.every((key) => PLAIN_KEYS.has(key))) return null;
  const { name, entity_type: entityType } = value as Record<string, unknown>;
  if (typeof name !== 'string' || nameProblem('name', name) !== null) return null;
  const hasType = keys.includes('entity_type');
  if (hasType && !(QUERY_ENTITY_TYPES as readonly unknown[]).includes(entityType)) return null;
  const dto = create();
  dto.name = name;
  if (hasType) dto.entity_type = entityType as QueryEntityType;
  return dto;
}
