import type { FastifySchema } from 'fastify';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FieldError, HttpError } from './http-errors';
import { routeSchema, valibotValidatorCompiler } from './route-schema';

const Query = v.object({
  page: v.optional(v.pipe(v.string(), v.transform(Number), v.integer('A valid integer is required.')), '1'),
  search: v.optional(v.string(), ''),
});
const Params = v.object({ id: v.pipe(v.string(), v.regex(/^[a-z0-9]{16}$/u, 'Not found.')) });

function compile(part: 'querystring' | 'params', schema: FastifySchema) {
  const json = part === 'querystring' ? schema.querystring : schema.params;
  return valibotValidatorCompiler({ schema: json as object, httpPart: part, method: 'GET', url: '/x' }) as (
    data: unknown,
  ) => { value?: unknown; error?: Error };
}

describe('the validator compiler', () => {
  it('answers a query string seen before with the same parsed (and frozen) output', () => {
    const validate = compile('querystring', routeSchema({ query: Query }));
    const first = validate({ page: '2', search: 'logo' });
    expect(first.value).toEqual({ page: 2, search: 'logo' });
    expect(validate({ page: '2', search: 'logo' }).value).toBe(first.value);
    expect(Object.isFrozen(first.value)).toBe(true);
    expect(validate({ page: '3' }).value).toEqual({ page: 3, search: '' });
  });

  it('answers a bad query string with field errors every time, and a bad path parameter with 404', () => {
    const validate = compile('querystring', routeSchema({ query: Query }));
    for (let i = 0; i < 2; i++) {
      const { error } = validate({ page: 'abc' });
      expect(error).toBeInstanceOf(FieldError);
      expect((error as FieldError).errors).toEqual({ page: ['A valid integer is required.'] });
    }
    const params = compile('params', routeSchema({ params: Params }));
    expect(params({ id: 'short' }).error).toEqual(new HttpError(404, 'Not found.'));
    expect(params({ id: 'abcdefghij012345' }).value).toEqual({ id: 'abcdefghij012345' });
  });

  it('keeps answering right past the number of query strings it remembers', () => {
    const validate = compile('querystring', routeSchema({ query: Query }));
    for (let page = 1; page <= 1200; page++) {
      expect(validate({ page: String(page) }).value).toEqual({ page, search: '' });
    }
    expect(validate({ page: '7' }).value).toEqual({ page: 7, search: '' });
  });
});
