import type * as v from 'valibot';
import { check } from '../../contracts/errors';
import { FieldError } from './http-errors';

/** Parses request input with a contracts/ schema; a failure becomes the 400 field-error answer. */
export function parse<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = check(schema, input ?? {});
  if (!result.ok) throw new FieldError(result.errors);
  return result.value;
}
