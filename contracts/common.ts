import * as v from 'valibot';
import { ID_PATTERN } from './ids';
import { MESSAGES } from './messages';

export { ID_PATTERN };

/**
 * The `:id` of a path. A malformed id names nothing, so it answers 404 with `notFound`, the same
 * text as an id that does not exist (the route schema turns a params failure into that 404).
 */
export const idParams = (notFound: string = MESSAGES.notFound) =>
  v.object({ id: v.pipe(v.string(notFound), v.regex(ID_PATTERN, notFound)) });
export const IdParamsSchema = idParams();
export type IdParams = v.InferOutput<typeof IdParamsSchema>;

/** `{detail}`: the body of every 401, 403, 404, 405, 409 and 429, and of some confirmations. */
export const DetailSchema = v.object({ detail: v.string(), code: v.optional(v.string()) });

/** The paginated list envelope of every list answer, around one item schema. */
export const pageOf = <S extends v.GenericSchema>(item: S) =>
  v.object({
    count: v.number(),
    next: v.nullable(v.string()),
    previous: v.nullable(v.string()),
    results: v.array(item),
  });
