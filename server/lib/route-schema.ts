import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifySchema, FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import * as v from 'valibot';
import { toFieldErrors } from '../../contracts/errors';
import { FieldError, HttpError } from './http-errors';

/** Whether a route only reads: GET or HEAD, no body, no write. */
export function readsOnly(route: { method: string | string[] }): boolean {
  return ([] as string[]).concat(route.method).every((m) => m === 'GET' || m === 'HEAD');
}

/** Where a route's JSON Schema keeps the valibot schema it was made from (not enumerable: not in the docs). */
const SOURCE = Symbol.for('guild.valibot');

export interface RouteDefinition {
  /** One line for the API reference. */
  summary?: string;
  /** The reference's section, usually the module. */
  tags?: string[];
  params?: v.GenericSchema;
  query?: v.GenericSchema;
  /** A JSON body, validated before the handler runs: the handler reads `request.body` parsed. */
  body?: v.GenericSchema;
  /** A multipart form, documented here and read by the handler (files cannot be validated up front). */
  form?: v.GenericSchema;
  /** Answers by status; `null` means no body (204). Bodies are serialised from these schemas. */
  response?: Record<number, v.GenericSchema | null>;
  /** The route needs a bearer token. */
  auth?: boolean;
}

type Json = Record<string, unknown>;

function jsonOf(schema: v.GenericSchema, typeMode: 'input' | 'output'): Json {
  const json = toJsonSchema(schema, { errorMode: 'ignore', typeMode, target: 'draft-2020-12' }) as Json;
  delete json.$schema;
  return json;
}

/**
 * `anyOf: [X, {type: 'null'}]` (how the converter writes a nullable) as X with `type: [X's type,
 * 'null']`: the same JSON Schema, which OpenAPI 3.1 reads as it is, and which fast-json-stringify
 * serialises with a `typeof` check. With `anyOf` it runs a schema validator on every such value of
 * every answer (17 of them per gig), which made a page of gigs twice as slow to send.
 */
export function nullableAsTypes(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableAsTypes);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) out[key] = nullableAsTypes(value);
  const options = out.anyOf;
  if (!Array.isArray(options) || options.length !== 2) return out;
  const isNull = (s: Json) => s?.type === 'null' && Object.keys(s).length === 1;
  const nullAt = options.findIndex(isNull);
  const other = options[1 - nullAt] as Json | undefined;
  if (nullAt === -1 || !other || typeof other.type !== 'string' || 'const' in other) return out;
  const { anyOf: _, ...rest } = out;
  const merged: Json = { ...rest, ...other, type: [other.type, 'null'] };
  if (Array.isArray(other.enum)) merged.enum = [...other.enum, null];
  return merged;
}

function withSource(schema: v.GenericSchema): Json {
  const json = jsonOf(schema, 'input');
  Object.defineProperty(json, SOURCE, { value: schema, enumerable: false });
  return json;
}

/**
 * A Fastify route schema from contracts/ valibot schemas: params, query and a JSON body are
 * validated by valibot itself (so the messages are the contracts' own), responses are serialised
 * from their JSON Schema, and all of it feeds the OpenAPI document at /api/openapi.json.
 */
export function routeSchema(def: RouteDefinition): FastifySchema {
  const schema: Json = {};
  if (def.summary) schema.summary = def.summary;
  if (def.tags) schema.tags = def.tags;
  if (def.params) schema.params = withSource(def.params);
  if (def.query) schema.querystring = withSource(def.query);
  if (def.body) schema.body = withSource(def.body);
  if (def.form) {
    schema.consumes = ['multipart/form-data'];
    schema.body = jsonOf(def.form, 'input');
  }
  if (def.auth) schema.security = [{ bearer: [] }];
  if (def.response) {
    const response: Json = {};
    for (const [status, body] of Object.entries(def.response)) {
      response[status] = body
        ? nullableAsTypes(jsonOf(body, 'output'))
        : { type: 'null', description: 'No content' };
    }
    schema.response = response;
  }
  return schema as FastifySchema;
}

/**
 * The validator compiler: a part made by `routeSchema` is parsed by its valibot schema and replaced
 * by the parsed output. A bad params part names nothing that exists: 404 with the schema's message.
 */
export const valibotValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const source = (schema as Record<symbol, v.GenericSchema | undefined>)[SOURCE];
  if (!source) return () => true;
  const validate = (data: unknown) => {
    const result = v.safeParse(source, data ?? {});
    if (result.success) return { value: result.output };
    if (httpPart === 'params') return { error: new HttpError(404, result.issues[0].message) };
    return { error: new FieldError(toFieldErrors(result.issues)) };
  };
  return httpPart === 'querystring' || httpPart === 'params' ? remembered(validate) : validate;
};

/** How many distinct query strings (or path parameters) each route remembers the outcome of. */
const REMEMBERED = 512;

/**
 * A query string or path parameters seen before get the outcome they had: the same few addresses
 * make most of a route's traffic (a list's first page, an article's view count), and parsing them
 * with valibot was a tenth of a list's time. Only valid ones are remembered, their output frozen, as
 * handlers only read it; a route forgets all it remembered once it holds REMEMBERED of them. Bodies
 * are never remembered.
 */
function remembered<R extends { value?: unknown; error?: unknown }>(validate: (data: unknown) => R) {
  const outcomes = new Map<string, R>();
  return (data: unknown): R => {
    const key = JSON.stringify(data ?? {});
    const known = outcomes.get(key);
    if (known) return known;
    const outcome = validate(data);
    if (outcome.error) return outcome;
    if (outcome.value && typeof outcome.value === 'object') Object.freeze(outcome.value);
    if (outcomes.size >= REMEMBERED) outcomes.clear();
    outcomes.set(key, outcome);
    return outcome;
  };
}

/** A second look at each answer, given its JSON Schema (the tests' `answerCheck`, see below). */
export type AnswerCheck = (schema: unknown) => (answer: unknown, written: string) => void;

/**
 * The serializer compiler: answers are written by `JSON.stringify`. Every answer is built by the
 * modules' serializers, field by field from the contracts' types, so it already has its schema's
 * shape, and V8's JSON.stringify writes a page of gigs in about two thirds of the time
 * fast-json-stringify takes (which escapes every string in JavaScript). The response schemas still
 * document the API; the tests hold every answer to them: `check`, given by server/test/app.ts,
 * writes each answer with fast-json-stringify as well and fails the request when the two differ
 * (a field the schema does not name, a value of another type).
 */
export function jsonSerializerCompiler(check?: AnswerCheck): FastifySerializerCompiler<unknown> {
  return ({ schema }) => {
    if (!check) return JSON.stringify;
    const same = check(schema);
    return (answer: unknown) => {
      const written = JSON.stringify(answer);
      same(answer, written);
      return written;
    };
  };
}
