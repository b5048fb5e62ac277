import { ValidationError, ValidationPipe } from '@nestjs/common';
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
 * The global pipe: unknown fields are rejected (a typo such as `treshold` must not silently
 * fall back to a default), and every failure is a 400 whose `error` names the first bad
 * field; `details` lists them all.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
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
