import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  Min,
  registerDecorator,
  ValidateNested,
  ValidationOptions,
} from 'class-validator';
import { LIST_IDS, QUERY_ENTITY_TYPES } from '../../core/lists/model';
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
        validate: (value: unknown) =>
          typeof value === 'string' &&
          value.trim().length >= SCREENING_LIMITS.nameMin &&
          value.trim().length <= SCREENING_LIMITS.nameMax &&
          normalizeName(value).length > 0,
        defaultMessage: (args) =>
          `${args?.property ?? 'name'} is required: a string of ${SCREENING_LIMITS.nameMin} to ${SCREENING_LIMITS.nameMax} characters with at least one letter or digit`,
      },
    });
}

const documentNumber = () => [IsOptional(), IsString(), Length(1, SCREENING_LIMITS.identifierMax)];

function apply(decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => decorators.forEach((decorator) => decorator(target, key));
}

export class IdentifiersDto {
  @apply(documentNumber()) passport?: string;
  @apply(documentNumber()) national_id?: string;
  @apply(documentNumber()) tax_id?: string;
  @apply(documentNumber()) registration?: string;

  @IsOptional()
  @IsString()
  @Matches(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, {
    message: 'date_of_birth must be a date as YYYY-MM-DD',
  })
  date_of_birth?: string;
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
      Length(2, 100, { each: true, message: 'each country must be 2 to 100 characters' }),
    ]),
};
