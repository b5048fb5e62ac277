import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsOptional, IsString } from 'class-validator';
import type { ListId } from '../core/lists/model';
import { SCREENING_LIMITS, ScreeningField } from '../screening/dto/screening-fields';
import { INPUT_FORMATS, type InputFormat } from './files/readers';
import { OUTPUT_FORMATS } from './files/results';

/** Query string of POST /v1/screen/jobs: the batch endpoint's options, plus the file's format and columns. */
export class JobOptionsDto {
  @Type(() => Number)
  @ScreeningField.threshold()
  threshold?: number;

  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.split(',').map((id) => id.trim()) : value,
  )
  @ScreeningField.lists()
  lists?: ListId[];

  @Type(() => Number)
  @ScreeningField.maxResults(SCREENING_LIMITS.defaultBatchMaxResults)
  max_results?: number;

  /** Columns by hand, as the CLI's --map: `name=Customer Name,customer_id=Ref`. */
  @ApiPropertyOptional({
    type: String,
    example: 'name=Customer Name,customer_id=Ref',
    description: 'Columns by hand, field=Column pairs; overrides the detection from the header',
  })
  @IsOptional()
  @IsString({ message: 'map must be field=Column pairs separated by commas' })
  map?: string;

  /** The file's format when its name and content type do not tell. */
  @ApiPropertyOptional({
    enum: INPUT_FORMATS,
    description: "The file's format, when its name and content type do not tell",
  })
  @IsOptional()
  @IsIn(INPUT_FORMATS, { message: `format must be one of ${INPUT_FORMATS.join(', ')}` })
  format?: InputFormat;
}

/** Query string of GET /v1/screen/jobs/{job_id}/results. */
export class ResultsQueryDto {
  @ApiPropertyOptional({ enum: ['csv', 'jsonl'], default: 'csv' })
  @IsOptional()
  @IsIn(OUTPUT_FORMATS.filter((f) => f !== 'xlsx'), { message: 'format must be csv or jsonl' })
  format?: 'csv' | 'jsonl';
}
