import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import * as v from 'valibot';
import { toFieldErrors } from '../../contracts/errors';
import { FieldError, HttpError } from './http-errors';

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
      response[status] = body ? jsonOf(body, 'output') : { type: 'null', description: 'No content' };
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
  return (data: unknown) => {
    const result = v.safeParse(source, data ?? {});
    if (result.success) return { value: result.output };
    if (httpPart === 'params') return { error: new HttpError(404, result.issues[0].message) };
    return { error: new FieldError(toFieldErrors(result.issues)) };
  };
};
