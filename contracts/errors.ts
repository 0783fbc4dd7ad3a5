import * as v from 'valibot';

/** The 400 body of conventions.md: `{ "<field>": ["message"], "non_field_errors": ["..."] }`. */
export type FieldErrors = Record<string, string[]>;

/** Turns valibot issues into the field-error shape shared by the API and the forms. */
export function toFieldErrors(issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): FieldErrors {
  const flat = v.flatten(issues);
  const out: FieldErrors = {};
  for (const [key, messages] of Object.entries(flat.nested ?? {})) {
    if (messages?.length) out[key] = [...new Set(messages)];
  }
  if (flat.root?.length) out.non_field_errors = [...new Set(flat.root)];
  return out;
}

/** Parses `input` with `schema`; answers either the output or the field errors. */
export function check<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): { ok: true; value: v.InferOutput<S> } | { ok: false; errors: FieldErrors } {
  const result = v.safeParse(schema, input);
  return result.success
    ? { ok: true, value: result.output }
    : { ok: false, errors: toFieldErrors(result.issues) };
}
