import { type ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
import { ApiError } from './api-error';

export interface FieldProblem {
  field: string;
  problems: string[];
}

/** Flattens class-validator's tree into dotted paths: `entities.3.name`. */
export function flattenValidationErrors(errors: ValidationError[], parent = ''): FieldProblem[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = error.constraints ? [{ field, problems: Object.values(error.constraints) }] : [];
    return [...own, ...flattenValidationErrors(error.children ?? [], field)];
  });
}

/**
 * A body DTO class may build its most common shape itself (`static plain`), with the result the
 * pipe would give, and null for anything else; class-transformer and class-validator then run
 * only for the rest. The single screening's `{ name, entity_type? }` is most requests.
 */
export interface PlainShape {
  plain(body: object): object | null;
}

class PlainShapeValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const plain = (metadata.metatype as Partial<PlainShape> | undefined)?.plain;
    if (
      metadata.type === 'body' &&
      plain &&
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value)
    ) {
      const built = plain(value);
      if (built !== null) return built;
    }
    return super.transform(value, metadata);
  }
}

/**
 * The global pipe: unknown fields are rejected (a typo such as `treshold` must not silently
 * fall back to a default), and every failure is a 400 whose `error` names the first bad
 * field; `details` lists them all.
 */
export function createValidationPipe(): ValidationPipe {
  return new PlainShapeValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const problems = flattenValidationErrors(errors);
      const first = problems[0] ?? { field: 'body', problems: ['is invalid'] };
      return new ApiError(400, {
        error: first.problems[0].startsWith(first.field)
          ? first.problems[0]
          : `${first.field}: ${first.problems[0]}`,
        field: first.field,
        details: problems.map((p) => ({ field: p.field, problems: p.problems })),
      });
    },
  });
}
