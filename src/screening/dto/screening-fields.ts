import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
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
import { LIST_IDS, QUERY_ENTITY_TYPES } from '../../core/lists/model';
import { countryCode } from '../../core/lists/countries';
import { normalizeName } from '../../core/names/normalize';

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
  if (normalizeName(value).length === 0) return `${field} must contain at least one letter or digit`;
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

function apply(decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => decorators.forEach((decorator) => decorator(target, key));
}

export class IdentifiersDto {
  @apply(documentNumber()) passport?: string;
  @apply(documentNumber()) national_id?: string;
  @apply(documentNumber()) tax_id?: string;
  @apply(documentNumber()) registration?: string;

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
  name: () => IsScreenableName(),
  entityType: () =>
    apply([
      IsOptional(),
      IsIn(QUERY_ENTITY_TYPES, { message: `entity_type must be one of ${QUERY_ENTITY_TYPES.join(', ')}` }),
    ]),
  threshold: () =>
    apply([
      IsOptional(),
      IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'threshold must be a number' }),
      Min(SCREENING_LIMITS.thresholdMin, { message: 'threshold must be between 0.50 and 1.00' }),
      Max(SCREENING_LIMITS.thresholdMax, { message: 'threshold must be between 0.50 and 1.00' }),
    ]),
  lists: () =>
    apply([
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
  maxResults: () =>
    apply([
      IsOptional(),
      IsNumber({ maxDecimalPlaces: 0 }, { message: '$property must be a whole number' }),
      Min(1, { message: `$property must be between 1 and ${SCREENING_LIMITS.maxResultsMax}` }),
      Max(SCREENING_LIMITS.maxResultsMax, {
        message: `$property must be between 1 and ${SCREENING_LIMITS.maxResultsMax}`,
      }),
    ]),
  identifiers: () =>
    apply([
      IsOptional(),
      IsObject({ message: 'identifiers must be an object of document numbers' }),
      ValidateNested(),
      Type(() => IdentifiersDto),
    ]),
  countries: () =>
    apply([
      IsOptional(),
      IsArray({ message: 'countries must be an array of strings' }),
      ArrayMaxSize(SCREENING_LIMITS.countriesMax, {
        message: `countries can hold at most ${SCREENING_LIMITS.countriesMax} entries`,
      }),
      IsString({ each: true, message: 'countries must be an array of strings' }),
      IsCountry(),
    ]),
};
