import Fastify from 'fastify';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PageQuerySchema } from '../../contracts/pagination';
import errors from '../plugins/errors';
import { pageWindow, toPage, windowOf } from './pagination';

async function app() {
  const a = Fastify();
  await a.register(errors);
  const items = Array.from({ length: 45 }, (_, i) => i + 1);
  a.get('/list', async (request) => {
    const w = pageWindow(request);
    return toPage(request, 'http://guild.test', w, items.length, items.slice(w.offset, w.offset + w.limit));
  });
  return a;
}

describe('pagination', () => {
  it('pages with absolute next and previous links that keep other parameters', async () => {
    const a = await app();
    const body = (await a.inject('/list?page=2&search=x')).json();
    expect(body.count).toBe(45);
    expect(body.results).toEqual(Array.from({ length: 20 }, (_, i) => i + 21));
    expect(body.next).toBe('http://guild.test/list?page=3&search=x');
    expect(body.previous).toBe('http://guild.test/list?page=1&search=x');
    const last = (await a.inject('/list?page=3')).json();
    expect(last.results).toHaveLength(5);
    expect(last.next).toBeNull();
  });

  it('answers everything with all_pages=true', async () => {
    const body = (await (await app()).inject('/list?all_pages=true')).json();
    expect(body.results).toHaveLength(45);
    expect(body.next).toBeNull();
  });

  it('serves a page size over 100 as 100, and refuses a page or size that is not a number', async () => {
    const a = await app();
    const big = await a.inject('/list?page_size=101&all_pages=false');
    expect(big.statusCode).toBe(200);
    expect(big.json().results).toHaveLength(45);
    const huge = (await a.inject('/list?page_size=5000&page=1')).json();
    expect(huge.next).toBeNull();
    expect((await a.inject('/list?page_size=abc')).statusCode).toBe(400);
    expect((await a.inject('/list?page_size=0')).statusCode).toBe(400);
    expect((await a.inject('/list?page=abc')).json()).toEqual({
      page: ['Please enter a valid number.'],
      codes: { page: ['invalidNumber'] },
    });
  });
});

describe('windowOf', () => {
  it('turns a query parsed by its route schema into the rows to read', () => {
    expect(windowOf(v.parse(PageQuerySchema, { page: '3', page_size: '10' }))).toMatchObject({
      limit: 10,
      offset: 20,
    });
    expect(windowOf(v.parse(PageQuerySchema, { page: '3', all_pages: 'true' }))).toMatchObject({
      limit: 1000,
      offset: 0,
    });
    expect(windowOf(v.parse(PageQuerySchema, { page_size: '500' }))).toMatchObject({ limit: 100, offset: 0 });
  });
});
