import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDefined, IsObject, ValidateNested } from 'class-validator';
import { ApiError } from '../../common/api-error';
import { createValidationPipe } from '../../common/validation';
import { type ListId, type QueryEntityType } from '../../core/lists/model';
import {
  IdentifiersDto,
  IsOptional,
  plainNameAndType,
  SCREENING_LIMITS,
  ScreeningField,
} from './screening-fields';
import type { BatchEntity } from '../batch-types';

/** One element of `entities` (spec 4.3). `countries` is accepted as in single screening. */
export class BatchEntityDto {
  @ScreeningField.name()
  name!: string;

  @ScreeningField.entityType()
  entity_type?: QueryEntityType;

  @ScreeningField.identifiers()
  identifiers?: IdentifiersDto;

  @ScreeningField.countries()
  countries?: string[];
}

export class BatchOptionsDto {
  @ScreeningField.threshold()
  threshold?: number;

  @ScreeningField.lists()
  lists?: ListId[];

  @ScreeningField.maxResults(SCREENING_LIMITS.defaultBatchMaxResults)
  max_results_per_entity?: number;
}

/**
 * POST /v1/screen/batch (spec 4.3). The request as a whole is validated here (a bad `entities`
 * array or `options` is a 400); each element is validated on its own by `validateBatchElements`,
 * so one bad element fails that element, not the batch.
 */
export class ScreenBatchDto {
  @ApiProperty({
    type: () => [BatchEntityDto],
    minItems: 1,
    maxItems: SCREENING_LIMITS.batchMax,
    description: `1 to ${SCREENING_LIMITS.batchMax} entities; quota: one unit each. An invalid element is refused on its own (its result has status error and names the field); the others are screened`,
  })
  @ArrayMaxSize(SCREENING_LIMITS.batchMax, {
    message: `entities can hold at most ${SCREENING_LIMITS.batchMax} entities`,
  })
  @ArrayMinSize(1, { message: 'entities must hold at least 1 entity' })
  @IsArray({ message: `entities must be an array of 1 to ${SCREENING_LIMITS.batchMax} entities` })
  @IsDefined({ message: 'entities is required' })
  entities!: unknown[];

  @ApiPropertyOptional({ type: () => BatchOptionsDto, description: 'Applied to every entity' })
  @IsOptional()
  @IsObject({ message: 'options must be an object' })
  @ValidateNested()
  @Type(() => BatchOptionsDto)
  options?: BatchOptionsDto;
}

/** One element of a batch after validation: screenable, or refused with the reason. */
export type BatchElement =
  | { valid: true; entity: BatchEntity }
  | {
      valid: false;
      field: string;
      error: string;
      query: { name: string | null; entity_type: string | null };
    };

const elementValidation = createValidationPipe();

/** The pipe's validation of one element: a BatchEntityDto, or an ApiError naming the field. */
export async function validateElementWithPipe(element: object): Promise<BatchEntityDto> {
  return (await elementValidation.transform(element, {
    type: 'body',
    metatype: BatchEntityDto,
  })) as BatchEntityDto;
}

/** The common element without the pipe (plainNameAndType). */
export function plainElement(element: object): BatchEntityDto | null {
  return plainNameAndType(element, () => new BatchEntityDto());
}

/**
 * Validates each element of `entities` with the same rules as a single screening. A refused
 * element keeps its place, with an error naming the field (`entities.3.identifiers.passport`).
 */
export async function validateBatchElements(elements: unknown[]): Promise<BatchElement[]> {
  return Promise.all(
    elements.map(async (element, index): Promise<BatchElement> => {
      const field = `entities.${index}`;
      const raw = (typeof element === 'object' && element !== null ? element : {}) as Record<string, unknown>;
      const query = {
        name: typeof raw.name === 'string' ? raw.name : null,
        entity_type: typeof raw.entity_type === 'string' ? raw.entity_type : null,
      };
      if (typeof element !== 'object' || element === null || Array.isArray(element)) {
        return { valid: false, field, error: `${field} must be an object`, query };
      }
      try {
        const entity = plainElement(element) ?? (await validateElementWithPipe(element));
        return { valid: true, entity };
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const inner = typeof error.body.field === 'string' ? error.body.field : '';
        const problem = typeof error.body.error === 'string' ? error.body.error : 'is invalid';
        return {
          valid: false,
          field: inner ? `${field}.${inner}` : field,
          error: `${field}.${problem}`,
          query,
        };
      }
    }),
  );
}
