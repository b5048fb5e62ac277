import type { ListId, QueryEntityType } from '../../core/lists/model';
import { IdentifiersDto, plainNameAndType, SCREENING_LIMITS, ScreeningField } from './screening-fields';

/** POST /v1/screen/entity (spec 4.1). */
export class ScreenEntityDto {
  @ScreeningField.name()
  name!: string;

  @ScreeningField.entityType()
  entity_type?: QueryEntityType;

  @ScreeningField.threshold()
  threshold?: number;

  @ScreeningField.lists()
  lists?: ListId[];

  @ScreeningField.identifiers()
  identifiers?: IdentifiersDto;

  @ScreeningField.countries()
  countries?: string[];

  @ScreeningField.maxResults(SCREENING_LIMITS.defaultMaxResults)
  max_results?: number;

  /** The common body without the validation pipe (common/validation.ts, PlainShape). */
  static plain(body: object): ScreenEntityDto | null {
    return plainNameAndType(body, () => new ScreenEntityDto());
  }
}
