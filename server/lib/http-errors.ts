import type { FieldErrors } from '../../contracts/errors';

/** An answer with `{detail}`: every 401, 403, 404, 405, 409 and 429 has this shape. */
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
