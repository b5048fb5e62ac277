import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsObject, IsOptional, ValidateNested } from 'class-validator';
import type { ListId, QueryEntityType } from '../../core/lists/model';
import { IdentifiersDto, SCREENING_LIMITS, ScreeningField } from './screening-fields';

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

  @ScreeningField.maxResults()
  max_results_per_entity?: number;
}

/** POST /v1/screen/batch (spec 4.3). */
export class ScreenBatchDto {
  @IsArray({ message: 'entities is required: an array of 1 to 100 entities' })
  @ArrayMinSize(1, { message: 'entities must hold at least 1 entity' })
  @ArrayMaxSize(SCREENING_LIMITS.batchMax, {
    message: `entities can hold at most ${SCREENING_LIMITS.batchMax} entities`,
  })
  @IsObject({ each: true, message: 'each element of entities must be an object' })
  @ValidateNested({ each: true })
  @Type(() => BatchEntityDto)
  entities!: BatchEntityDto[];

  @IsOptional()
  @IsObject({ message: 'options must be an object' })
  @ValidateNested()
  @Type(() => BatchOptionsDto)
  options?: BatchOptionsDto;
}
