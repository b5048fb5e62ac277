import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsObject, IsString, Length, ValidateNested } from 'class-validator';
import { ApiError } from '../../common/api-error';
import { createValidationPipe } from '../../common/validation';
import type { QueryEntityType } from '../../core/lists/model';
import { IdentifiersDto, IsOptional, SCREENING_LIMITS, ScreeningField } from './screening-fields';

/**
 * POST /v1/screen/explain (spec 4.2). Names follow the screening rule (2 to 500 characters
 * once trimmed, at least one letter or digit), so any name screening accepts can be explained.
 */
export class ExplainRequestDto {
  @ScreeningField.name('The name screened')
  query_name!: string;

  @ScreeningField.name('The listed name it was compared with')
  matched_name!: string;

  @ScreeningField.entityType()
  entity_type?: QueryEntityType;

  @ApiPropertyOptional({ type: () => IdentifiersDto, description: "The query's document numbers" })
  @IsOptional()
  @IsObject({ message: 'query_identifiers must be an object of document numbers' })
  @ValidateNested()
  @Type(() => IdentifiersDto)
  query_identifiers?: IdentifiersDto;

  @ApiPropertyOptional({
    type: [String],
    maxItems: SCREENING_LIMITS.identifierMax,
    description: "The listed entity's document numbers",
  })
  @IsOptional()
  @IsArray({ message: 'matched_identifiers must be an array of strings' })
  @ArrayMaxSize(SCREENING_LIMITS.identifierMax, {
    message: `matched_identifiers can hold at most ${SCREENING_LIMITS.identifierMax} entries`,
  })
  @IsString({ each: true, message: 'matched_identifiers must be an array of strings' })
  @Length(1, SCREENING_LIMITS.identifierMax, {
    each: true,
    message: `each matched_identifiers entry must be 1 to ${SCREENING_LIMITS.identifierMax} characters`,
  })
  matched_identifiers?: string[];

  /** Beyond spec 4.2: the query's countries, as `countries` in screening (secondary evidence). */
  @ScreeningField.countries()
  query_countries?: string[];

  /** Beyond spec 4.2: the listed record's countries (nationalities, addresses, issuing countries). */
  @ScreeningField.countries()
  matched_countries?: string[];
}

const REQUIRED_NAMES = ['query_name', 'matched_name'] as const;

function describeMissing(body: Record<string, unknown>): string {
  const problems = REQUIRED_NAMES.flatMap((field) => {
    const value = body[field];
    if (value === undefined || value === null) return [`${field} is missing`];
    return typeof value === 'string' ? [] : [`${field} must be a string`];
  });
  return `query_name and matched_name are required strings: ${problems.join(', ')}`;
}

/**
 * Validates the explain body. The spec's own error comes first (section 7): without a string
 * query_name or matched_name, 400 { error, received } where received tells, for each of the
 * two, whether it was supplied at all. Every other problem is the global pipe's
 * 400 { error, field, details }. The controller declares the body with an interface type, so
 * the global pipe leaves it to this pipe.
 */
@Injectable()
export class ExplainRequestPipe implements PipeTransform<unknown, Promise<ExplainRequestDto>> {
  private readonly validation = createValidationPipe();

  async transform(value: unknown): Promise<ExplainRequestDto> {
    const body: Record<string, unknown> =
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : {};
    const supplied = (field: string) => body[field] !== undefined && body[field] !== null;
    if (REQUIRED_NAMES.some((field) => typeof body[field] !== 'string')) {
      throw new ApiError(400, {
        error: describeMissing(body),
        received: { query_name: supplied('query_name'), matched_name: supplied('matched_name') },
      });
    }
    try {
      return (await this.validation.transform(value, {
        type: 'body',
        metatype: ExplainRequestDto,
      })) as ExplainRequestDto;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (error instanceof BadRequestException) throw ApiError.badRequest('body', error.message);
      throw error;
    }
  }
}

/** The validated body, as an interface: a class type here would make the global pipe validate it first. */
export type ExplainRequest = Pick<
  ExplainRequestDto,
  | 'query_name'
  | 'matched_name'
  | 'entity_type'
  | 'query_identifiers'
  | 'matched_identifiers'
  | 'query_countries'
  | 'matched_countries'
>;
