import { useState } from 'react';
import type * as v from 'valibot';
import type { FieldErrors } from '../../contracts/errors';
import { readFailure } from './failure';

/**
 * One way for every form: check the input with the same contracts/ schema the server uses, then
 * submit, and show the server's field errors and messages in the same places. The schema may be
 * given as a loader (`() => import('../../contracts/auth').then((m) => m.LoginSchema)`): a page
 * whose form is only checked when it is sent then loads valibot and the messages at that moment,
 * not with the page (decision 15).
 */
export function useForm<S extends v.GenericSchema, R>(
  schema: S | (() => Promise<S>),
  submit: (input: v.InferOutput<S>) => Promise<R>,
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [retryAfter, setRetryAfter] = useState<number | undefined>();

  async function run(input: unknown): Promise<R | undefined> {
    const [{ check }, loaded] = await Promise.all([
      import('../../contracts/errors'),
      typeof schema === 'function' ? schema() : schema,
    ]);
    const checked = check(loaded, input);
    if (!checked.ok) {
      setErrors(checked.errors);
      return undefined;
    }
    setErrors({});
    setBusy(true);
    try {
      return await submit(checked.value);
    } catch (error) {
      const failure = await readFailure(error);
      setRetryAfter(failure.retryAfter);
      setErrors(
        Object.keys(failure.fields).length ? failure.fields : { non_field_errors: [failure.message] },
      );
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  return { errors, setErrors, busy, run, retryAfter };
}

/** A form's text inputs: their values, and `set(name)`, the onChange of the input called `name`. */
export function useValues<T extends Record<string, string>>(initial: T | (() => T)) {
  const [values, setValues] = useState<T>(initial);
  const set = (name: keyof T) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));
  return { values, setValues, set };
}
