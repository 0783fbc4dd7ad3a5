import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import * as v from 'valibot';
import { DetailSchema, type IdParams, idParams, pageOf } from '../../../contracts/common';
import {
  type ClientRequestCreate,
  ClientRequestCreateSchema,
  ClientRequestFilters,
  ClientRequestSchema,
  type EpicChangeRequestCreate,
  EpicChangeRequestCreateSchema,
  EpicChangeRequestFilters,
  EpicChangeRequestSchema,
  type EpicCreate,
  EpicCreateSchema,
  EpicFilters,
  type EpicPatch,
  EpicPatchSchema,
  EpicSchema,
  type ProjectCreate,
  ProjectCreateSchema,
  ProjectFilters,
  type ProjectPatch,
  ProjectPatchSchema,
  ProjectSchema,
  type RejectBody,
  RejectBodySchema,
} from '../../../contracts/hiring';
import { MESSAGES } from '../../../contracts/messages';
import { ALL_PAGES_CAP, type PageQuery, PageQuerySchema } from '../../../contracts/pagination';
import { toPage } from '../../lib/pagination';
import { routeSchema } from '../../lib/route-schema';
import { createHiringRepo } from './repo';
import { createHiringService } from './service';

const BASE = '/github_analytics_v3';
const tags = ['hiring'];

const listQuery = <E extends v.ObjectEntries>(filters: v.ObjectSchema<E, undefined>) =>
  v.object({ ...PageQuerySchema.entries, ...filters.entries }, MESSAGES.required);
const ProjectQuery = listQuery(ProjectFilters);
const EpicQuery = listQuery(EpicFilters);
const ClientRequestQuery = listQuery(ClientRequestFilters);
const ChangeRequestQuery = listQuery(EpicChangeRequestFilters);

const ProjectParams = idParams(MESSAGES.hiringProjectNotFound);
const EpicParams = idParams(MESSAGES.hiringEpicNotFound);
const ClientRequestParams = idParams(MESSAGES.hiringClientRequestNotFound);
const DecideParams = idParams(MESSAGES.hiringRequestNotFound);
const ChangeRequestParams = idParams(MESSAGES.hiringChangeRequestNotFound);

/** The paging window of an already parsed list query. */
function windowOf(query: PageQuery) {
  return {
    limit: query.all_pages ? ALL_PAGES_CAP : query.page_size,
    offset: query.all_pages ? 0 : (query.page - 1) * query.page_size,
    query,
  };
}

/** A 400: messages by field name, and `codes` beside them (open-ended: the fields are the body's). */
const FieldErrorsSchema = v.record(v.string(), v.unknown());
const errors = { 400: FieldErrorsSchema, 401: DetailSchema, 403: DetailSchema, 404: DetailSchema };
const decideErrors = { ...errors, 409: DetailSchema };

/**
 * Hiring under `/api/github_analytics_v3/`: projects and epics (kept by their owner, read by owner
 * and client), client requests (hiring an expert or a team) and epic change requests.
 */
async function hiringRoutes(app: FastifyInstance, opts: { publicUrl: string }) {
  const service = createHiringService({
    repo: createHiringRepo(app.db),
    notifier: app.notifier,
    people: app.people,
    teams: app.teamDirectory,
  });
  // The screens of one request: any existing id gets its host page; who may see it is the API's call.
  app.marketPages.register({
    pattern: '/market/requests/:id/',
    host: 'market/requests/_/index.html',
    exists: ({ id = '' }) => service.clientRequestExists(id),
  });
  app.marketPages.register({
    pattern: '/market/change-requests/:id/',
    host: 'market/change-requests/_/index.html',
    exists: ({ id = '' }) => service.changeRequestExists(id),
  });

  const authed = { onRequest: app.requireAuth };
  const me = (request: FastifyRequest) => request.auth!.userId;
  const page = <T>(request: FastifyRequest, query: PageQuery, result: { total: number; results: T[] }) =>
    toPage(request, opts.publicUrl, windowOf(query), result.total, result.results);

  // ---------------------------------------------------------------- projects
  app.get<{ Querystring: v.InferOutput<typeof ProjectQuery> }>(
    `${BASE}/projects/`,
    {
      ...authed,
      schema: routeSchema({
        summary: 'My projects, as owner or client (newest first)',
        tags,
        query: ProjectQuery,
        response: { 200: pageOf(ProjectSchema), ...errors },
        auth: true,
      }),
    },
    async (request) => {
      const { role, status, ...paging } = request.query;
      return page(
        request,
        paging,
        await service.listProjects(me(request), { role, status }, windowOf(paging)),
      );
    },
  );

  app.post<{ Body: ProjectCreate }>(
    `${BASE}/projects/`,
    {
      ...authed,
      schema: routeSchema({
        summary: 'Start a project of my own (or of a team I lead)',
        tags,
        body: ProjectCreateSchema,
        response: { 201: ProjectSchema, ...errors },
        auth: true,
      }),
    },
    async (request, reply) => reply.code(201).send(await service.createProject(me(request), request.body)),
  );

  app.get<{ Params: IdParams }>(
    `${BASE}/projects/:id/`,
    {
      ...authed,
      schema: routeSchema({
        summary: 'A project, for its owner and its client',
        tags,
        params: ProjectParams,
        response: { 200: ProjectSchema, ...errors },
        auth: true,
      }),
    },
    async (request) => service.getProject(me(request), request.params.id),
  );

  app.patch<{ Params: IdParams; Body: ProjectPatch }>(
    `${BASE}/projects/:id/`,
    {
      ...authed,
      schema: routeSchema({
        summary: 'Change a project (its owner)',
        tags,
        params: ProjectParams,
        body: ProjectPatchSchema,
        response: { 200: ProjectSchema, ...errors },
        auth: true,
      }),
    },
    async (request) => service.patchProject(me(request), request.params.id, request.body),
  );

  app.delete<{ Params: IdParams }>(
    `${BASE}/projects/:id/`,
    {
      ...authed,
      schema: routeSchema({
        summary: 'Delete a project with its epics and requests (its owner)',
        tags,
        params: ProjectParams,
        response: { 204: null, ...errors },
        auth: true,
      }),
    },
    async (request, reply) => {
      await service.deleteProject(me(request), request.params.id);
      return reply.code(204).send();
    },
  );

  // ---------------------------------------------------------------- epics
  app.get<{ Querystring: v.InferOutput<typeof EpicQuery> }>(
    `${BASE}/epics/`,
    {
      ...authed,
      schema: routeSchema({
        summary: "A project's epics by deadline (`?project=` is required)",
        tags,
        query: EpicQuery,
        response: { 200: pageOf(EpicSchema), ...errors },
        auth: true,
      }),
    },
    async (request) => {
      const { project, status, ...paging } = request.query;
      return page(request, paging, await service.listEpics(me(request), project, status, windowOf(paging)));
    },
  );

  app.post<{ Body: EpicCreate }>(
    `${BASE}/epics/`,
    {
      ...authed,
      schema: routeSchema({
        summary: 'Add an epic to a project (its owner)',
        tags,
        body: EpicCreateSchema,
        response: { 201: EpicSchema, ...errors },
        auth: true,
      }),
    },
    async (request, reply) => reply.code(201).send(await service.createEpic(me(request), request.body)),
  );

  app.get<{ Params: IdParams }>(
    `${BASE}/epics/:id/`,
    {
      ...authed,
      schema: routeSchema({
        summary: 'An epic, for the owner and the client of its project',
        tags,
        params: EpicParams,
        response: { 200: EpicSchema, ...errors },
        auth: true,
      }),
    },
    async (request) => service.getEpic(me(request), request.params.id),
  );

  app.patch<{ Params: IdParams; Body: EpicPatch }>(
    `${BASE}/epics/:id/`,
    {
      ...authed,
      schema: routeSchema({
        summary: 'Change an epic (the project owner)',
        tags,
        params: EpicParams,
        body: EpicPatchSchema,
        response: { 200: EpicSchema, ...errors },
        auth: true,
      }),
    },
    async (request) => service.patchEpic(me(request), request.params.id, request.body),
  );

  app.delete<{ Params: IdParams }>(
    `${BASE}/epics/:id/`,
    {
      ...authed,
      schema: routeSchema({
        summary: 'Delete an epic (the project owner)',
        tags,
        params: EpicParams,
        response: { 204: null, ...errors },
        auth: true,
      }),
    },
    async (request, reply) => {
      await service.deleteEpic(me(request), request.params.id);
      return reply.code(204).send();
    },
  );

  // ---------------------------------------------------------------- client requests
  app.post<{ Body: ClientRequestCreate }>(
    `${BASE}/project-client-requests/`,
    {
      ...authed,
      schema: routeSchema({
        summary: 'Hire an expert (`owner`) or a team (`team`): a requested project and a pending request',
        tags,
        body: ClientRequestCreateSchema,
        response: { 201: ClientRequestSchema, ...errors },
        auth: true,
      }),
    },
    async (request, reply) =>
      reply.code(201).send(await service.createClientRequest(me(request), request.body)),
  );

  app.get<{ Querystring: v.InferOutput<typeof ClientRequestQuery> }>(
    `${BASE}/project-client-requests/`,
    {
      ...authed,
      schema: routeSchema({
        summary: 'Client requests where I am the owner or the client (newest first)',
        tags,
        query: ClientRequestQuery,
        response: { 200: pageOf(ClientRequestSchema), ...errors },
        auth: true,
      }),
    },
    async (request) => {
      const { role, status, ...paging } = request.query;
      return page(
        request,
        paging,
        await service.listClientRequests(me(request), { role, status }, windowOf(paging)),
      );
    },
  );

  app.get<{ Params: IdParams }>(
    `${BASE}/project-client-requests/:id/`,
    {
      ...authed,
      schema: routeSchema({
        summary: 'A client request, for its owner and its client',
        tags,
        params: ClientRequestParams,
        response: { 200: ClientRequestSchema, ...errors },
        auth: true,
      }),
    },
    async (request) => service.getClientRequest(me(request), request.params.id),
  );

  app.patch<{ Params: IdParams }>(
    `${BASE}/project-client-requests/:id/approve/`,
    {
      ...authed,
      schema: routeSchema({
        summary: 'Approve a pending client request (its owner): the project becomes active',
        tags,
        params: DecideParams,
        response: { 200: ClientRequestSchema, ...decideErrors },
        auth: true,
      }),
    },
    async (request) => service.decideClientRequest(me(request), request.params.id, { approve: true }),
  );

  app.patch<{ Params: IdParams; Body: RejectBody }>(
    `${BASE}/project-client-requests/:id/reject/`,
    {
      ...authed,
      schema: routeSchema({
        summary: 'Reject a pending client request with a `rejection_reason` (its owner)',
        tags,
        params: DecideParams,
        body: RejectBodySchema,
        response: { 200: ClientRequestSchema, ...decideErrors },
        auth: true,
      }),
    },
    async (request) =>
      service.decideClientRequest(me(request), request.params.id, {
        approve: false,
        reason: request.body?.rejection_reason,
      }),
  );

  // ---------------------------------------------------------------- epic change requests
  app.post<{ Body: EpicChangeRequestCreate }>(
    `${BASE}/epic-change-request/`,
    {
      ...authed,
      schema: routeSchema({
        summary: 'Ask to change an epic of an active project (its client)',
        tags,
        body: EpicChangeRequestCreateSchema,
        response: { 201: EpicChangeRequestSchema, ...decideErrors },
        auth: true,
      }),
    },
    async (request, reply) =>
      reply.code(201).send(await service.createChangeRequest(me(request), request.body)),
  );

  app.get<{ Querystring: v.InferOutput<typeof ChangeRequestQuery> }>(
    `${BASE}/epic-change-request/`,
    {
      ...authed,
      schema: routeSchema({
        summary: 'Epic change requests I asked (owner) or decide (approver), newest first',
        tags,
        query: ChangeRequestQuery,
        response: { 200: pageOf(EpicChangeRequestSchema), ...errors },
        auth: true,
      }),
    },
    async (request) => {
      const { role, status, ...paging } = request.query;
      return page(
        request,
        paging,
        await service.listChangeRequests(me(request), { role, status }, windowOf(paging)),
      );
    },
  );

  app.get<{ Params: IdParams }>(
    `${BASE}/epic-change-request/:id/`,
    {
      ...authed,
      schema: routeSchema({
        summary: 'An epic change request, for the one who asked and its approver',
        tags,
        params: ChangeRequestParams,
        response: { 200: EpicChangeRequestSchema, ...errors },
        auth: true,
      }),
    },
    async (request) => service.getChangeRequest(me(request), request.params.id),
  );

  app.patch<{ Params: IdParams }>(
    `${BASE}/epic-change-request/:id/approve/`,
    {
      ...authed,
      schema: routeSchema({
        summary: 'Approve a pending change request (its approver): the epic takes the change',
        tags,
        params: ChangeRequestParams,
        response: { 200: EpicChangeRequestSchema, ...decideErrors },
        auth: true,
      }),
    },
    async (request) => service.decideChangeRequest(me(request), request.params.id, { approve: true }),
  );

  app.patch<{ Params: IdParams; Body: RejectBody }>(
    `${BASE}/epic-change-request/:id/reject/`,
    {
      ...authed,
      schema: routeSchema({
        summary: 'Reject a pending change request, with an optional `rejection_reason` (its approver)',
        tags,
        params: ChangeRequestParams,
        body: RejectBodySchema,
        response: { 200: EpicChangeRequestSchema, ...decideErrors },
        auth: true,
      }),
    },
    async (request) =>
      service.decideChangeRequest(me(request), request.params.id, {
        approve: false,
        reason: request.body?.rejection_reason,
      }),
  );
}

export default fp(hiringRoutes, {
  name: 'hiring',
  dependencies: ['db', 'auth', 'market-pages'],
  decorators: { fastify: ['notifier', 'people', 'teamDirectory', 'marketPages', 'requireAuth'] },
  encapsulate: true,
});
