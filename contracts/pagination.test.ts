import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE_MAX, PageQuerySchema, pageQuery, QueryFlag } from './pagination';

describe('the list query', () => {
  it('serves a page size above the maximum as the maximum', () => {
    expect(v.parse(PageQuerySchema, { page_size: '101' }).page_size).toBe(PAGE_SIZE_MAX);
    expect(v.parse(PageQuerySchema, { page_size: '100000' }).page_size).toBe(PAGE_SIZE_MAX);
    expect(v.parse(PageQuerySchema, { page_size: '7' }).page_size).toBe(7);
  });

  it('still refuses a page size that is not a whole number of at least one', () => {
    for (const page_size of ['abc', '0', '-3', '2.5', '']) {
      expect(v.safeParse(PageQuerySchema, { page_size }).success).toBe(false);
    }
  });

  it('gives the same result when its own output is parsed again', () => {
    const schema = pageQuery({ flag: v.optional(QueryFlag) });
    const once = v.parse(schema, {
      page: '3',
      page_size: '500',
      all_pages: 'true',
      flag: '0',
      search: ' x ',
    });
    expect(v.parse(schema, once)).toEqual(once);
    expect(once).toMatchObject({
      page: 3,
      page_size: PAGE_SIZE_MAX,
      all_pages: true,
      flag: false,
      search: 'x',
    });
  });
});
