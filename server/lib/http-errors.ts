import type { FieldErrors } from '../../contracts/errors';

/** An answer with `{detail}` (conventions.md: 401, 403, 404, 405, 409, 429). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

/** A 400 with field errors, in the shape the contracts produce. */
export class FieldError extends Error {
  readonly statusCode = 400;
  constructor(readonly errors: FieldErrors) {
    super('Invalid input');
  }
}

export const fieldError = (field: string, message: string) => new FieldError({ [field]: [message] });
