import type {
  ClientRequest,
  ClientRequestCreate,
  Epic,
  EpicChangeRequest,
  EpicChangeRequestCreate,
  EpicCreate,
  EpicPatch,
  EpicStatus,
  Project,
  ProjectCreate,
  ProjectPatch,
  ProjectStatus,
  RequestStatus,
} from '../../../contracts/hiring';
import { MESSAGES } from '../../../contracts/messages';
import type { ClientRequestRow, EpicChangeRequestRow, ProjectRow } from '../../../db/schema';
import { fieldError, HttpError } from '../../lib/http-errors';
import type { Notifier, People, TeamDirectory } from '../../ports';
import { both } from './copy';
import type { HiringRepo, Paging } from './repo';
import {
  type Lookups,
  serializeChangeRequest,
  serializeClientRequest,
  serializeEpic,
  serializeProject,
} from './serializers';

interface Deps {
  repo: HiringRepo;
  notifier: Notifier;
  people: People;
  teams: TeamDirectory;
}

type Decision = { approve: true } | { approve: false; reason: string | null | undefined };

/**
 * Hiring's rules: who may read and change a project, how a client request becomes a project, and
 * how change requests reach an epic. Each decision changes its request, the project or epic and
 * writes the notification in one transaction, and the "still pending" check is in SQL.
 */
export function createHiringService({ repo, notifier, people, teams }: Deps) {
  async function lookups(userIds: (string | null)[], teamIds: (string | null)[]): Promise<Lookups> {
    const [p, t] = await Promise.all([
      people.byIds(userIds.filter((id): id is string => Boolean(id))),
      teams.byIds(teamIds.filter((id): id is string => Boolean(id))),
    ]);
    return { people: p, teams: t };
  }

  const projectsOut = async (rows: ProjectRow[]) => {
    const l = await lookups(
      rows.flatMap((r) => [r.ownerId, r.clientId]),
      rows.map((r) => r.teamId),
    );
    return rows.map((r) => serializeProject(r, l));
  };
  const requestsOut = async (rows: ClientRequestRow[]) => {
    const l = await lookups(
      rows.flatMap((r) => [r.ownerId, r.clientId]),
      rows.map((r) => r.teamId),
    );
    return rows.map((r) => serializeClientRequest(r, l));
  };
  const changesOut = async (rows: EpicChangeRequestRow[]) => {
    const [l, where] = await Promise.all([
      lookups(
        rows.flatMap((r) => [r.ownerId, r.approverId]),
        [],
      ),
      repo.epicsWithProjects(rows.map((r) => r.epicId)),
    ]);
    return rows.map((r) => serializeChangeRequest(r, where.get(r.epicId), l));
  };
  const one = async <R, T>(out: (rows: R[]) => Promise<T[]>, row: R) => (await out([row]))[0]!;

  const isParticipant = (project: ProjectRow, me: string) =>
    project.ownerId === me || project.clientId === me;

  async function ownProject(me: string, id: string) {
    const project = await repo.projectById(id);
    if (!project) throw new HttpError(404, MESSAGES.hiringProjectNotFound);
    if (project.ownerId !== me) throw new HttpError(403, MESSAGES.hiringNotProjectOwner);
    return project;
  }

  async function ownEpic(me: string, id: string) {
    const epic = await repo.epicById(id);
    if (!epic) throw new HttpError(404, MESSAGES.hiringEpicNotFound);
    await ownProject(me, epic.projectId);
    return epic;
  }

  async function name(userId: string) {
    return (await people.byId(userId))?.fullName ?? '';
  }

  return {
    // ------------------------------------------------------------ projects
    async listProjects(
      me: string,
      filters: { role?: 'owner' | 'client'; status?: ProjectStatus },
      page: Paging,
    ) {
      const { rows, total } = await repo.projectsOf(me, filters, page);
      return { total, results: await projectsOut(rows) };
    },

    async getProject(me: string, id: string): Promise<Project> {
      const project = await repo.projectById(id);
      if (!project) throw new HttpError(404, MESSAGES.hiringProjectNotFound);
      if (!isParticipant(project, me)) throw new HttpError(403, MESSAGES.hiringNotParticipant);
      return one(projectsOut, project);
    },

    async createProject(me: string, input: ProjectCreate): Promise<Project> {
      if (input.team) {
        const team = await teams.byId(input.team);
        if (!team) throw fieldError('team', MESSAGES.teamNotFound);
        if (team.leadId !== me) throw new HttpError(403, MESSAGES.hiringNotTeamLead);
      }
      const row = await repo.insertProject({
        title: input.title,
        description: input.description,
        repositoryUrl: input.repository_url,
        ownerId: me,
        teamId: input.team,
        status: input.status,
      });
      return one(projectsOut, row);
    },

    async patchProject(me: string, id: string, input: ProjectPatch): Promise<Project> {
      await ownProject(me, id);
      const row = await repo.updateProject(id, {
        ...(input.title !== undefined && { title: input.title }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.repository_url !== undefined && { repositoryUrl: input.repository_url }),
        ...(input.status !== undefined && { status: input.status }),
      });
      return one(projectsOut, row);
    },

    async deleteProject(me: string, id: string): Promise<void> {
      await ownProject(me, id);
      await repo.deleteProject(id);
    },

    // ------------------------------------------------------------ epics
    async listEpics(me: string, projectId: string, status: EpicStatus | undefined, page: Paging) {
      const project = await repo.projectById(projectId);
      if (!project) throw new HttpError(404, MESSAGES.hiringProjectNotFound);
      if (!isParticipant(project, me)) throw new HttpError(403, MESSAGES.hiringNotParticipant);
      const { rows, total } = await repo.epicsOf(projectId, status, page);
      return { total, results: rows.map(serializeEpic) };
    },

    async getEpic(me: string, id: string): Promise<Epic> {
      const epic = await repo.epicById(id);
      if (!epic) throw new HttpError(404, MESSAGES.hiringEpicNotFound);
      const project = await repo.projectById(epic.projectId);
      if (!project || !isParticipant(project, me)) throw new HttpError(403, MESSAGES.hiringNotParticipant);
      return serializeEpic(epic);
    },

    async createEpic(me: string, input: EpicCreate): Promise<Epic> {
      const project = await repo.projectById(input.project);
      if (!project) throw fieldError('project', MESSAGES.hiringProjectNotFound);
      if (project.ownerId !== me) throw new HttpError(403, MESSAGES.hiringNotProjectOwner);
      return serializeEpic(
        await repo.insertEpic({
          projectId: project.id,
          title: input.title,
          description: input.description,
          deadline: input.deadline,
          status: input.status,
        }),
      );
    },

    async patchEpic(me: string, id: string, input: EpicPatch): Promise<Epic> {
      await ownEpic(me, id);
      return serializeEpic(await repo.updateEpic(id, input));
    },

    async deleteEpic(me: string, id: string): Promise<void> {
      await ownEpic(me, id);
      await repo.deleteEpic(id);
    },

    // ------------------------------------------------------------ client requests
    /** Hiring: a requested project and a pending request, and the owner is told, all at once. */
    async createClientRequest(me: string, input: ClientRequestCreate): Promise<ClientRequest> {
      let ownerId: string;
      let teamId: string | null = null;
      if (input.team) {
        const team = await teams.byId(input.team);
        if (!team) throw fieldError('team', MESSAGES.teamNotFound);
        ownerId = team.leadId;
        teamId = team.id;
      } else {
        const owner = await people.byId(input.owner!);
        if (!owner) throw fieldError('owner', MESSAGES.userNotFound);
        ownerId = owner.id;
      }
      if (ownerId === me) throw new HttpError(403, MESSAGES.hiringSelf);
      const client = await people.byId(me);
      const row = await repo.transaction(async () => {
        const project = await repo.insertProject({
          title: input.title,
          description: input.message,
          ownerId,
          teamId,
          clientId: me,
          status: 'requested',
        });
        const request = await repo.insertClientRequest({
          projectId: project.id,
          clientId: me,
          ownerId,
          teamId,
          title: input.title,
          message: input.message,
        });
        await notifier.notify(ownerId, {
          kind: 'client_request',
          title: both('requestTitle'),
          message: both('requestMessage', { client: client?.fullName ?? '', title: input.title }),
          image: client?.avatar ?? null,
          actions: [{ id: request.id, type: 'client_request' }],
          actorId: me,
        });
        return request;
      });
      return one(requestsOut, row);
    },

    async listClientRequests(
      me: string,
      filters: { role?: 'owner' | 'client'; status?: RequestStatus },
      page: Paging,
    ) {
      const { rows, total } = await repo.clientRequestsOf(me, filters, page);
      return { total, results: await requestsOut(rows) };
    },

    async getClientRequest(me: string, id: string): Promise<ClientRequest> {
      const row = await repo.clientRequestById(id);
      if (!row) throw new HttpError(404, MESSAGES.hiringClientRequestNotFound);
      if (row.ownerId !== me && row.clientId !== me) throw new HttpError(403, MESSAGES.hiringNotParticipant);
      return one(requestsOut, row);
    },

    clientRequestExists: (id: string) => repo.clientRequestExists(id),

    /**
     * The owner approves (the project becomes active with its client) or rejects with a reason
     * (the project is declined); the client is told either way.
     */
    async decideClientRequest(me: string, id: string, decision: Decision): Promise<ClientRequest> {
      const row = await repo.transaction(async () => {
        const request = await repo.clientRequestById(id);
        if (!request) throw new HttpError(404, MESSAGES.hiringRequestNotFound);
        if (request.ownerId !== me) throw new HttpError(403, MESSAGES.hiringNotRequestOwner);
        if (request.status !== 'Pending') throw new HttpError(409, MESSAGES.hiringAlreadyDecided);
        const reason = decision.approve ? null : (decision.reason ?? '').trim();
        if (reason === '') throw fieldError('rejection_reason', MESSAGES.required);
        const decided = await repo.decideClientRequest(
          id,
          decision.approve ? 'Approved' : 'Rejected',
          reason,
        );
        if (!decided) throw new HttpError(409, MESSAGES.hiringAlreadyDecided);
        await repo.updateProject(decided.projectId, {
          status: decision.approve ? 'active' : 'declined',
          clientId: decided.clientId,
        });
        const owner = await name(me);
        await notifier.notify(decided.clientId, {
          kind: 'client_request',
          title: both(decision.approve ? 'approvedTitle' : 'rejectedTitle'),
          message: decision.approve
            ? both('approvedMessage', { owner, title: decided.title })
            : both('rejectedMessage', { owner, title: decided.title, reason: reason ?? '' }),
          image: (await people.byId(me))?.avatar ?? null,
          actions: [{ id: decided.id, type: 'client_request' }],
          actorId: me,
        });
        return decided;
      });
      return one(requestsOut, row);
    },

    // ------------------------------------------------------------ epic change requests
    async createChangeRequest(me: string, input: EpicChangeRequestCreate): Promise<EpicChangeRequest> {
      const epic = await repo.epicById(input.epic);
      if (!epic) throw fieldError('epic', MESSAGES.hiringEpicNotFound);
      const project = (await repo.projectById(epic.projectId))!;
      if (project.clientId !== me) throw new HttpError(403, MESSAGES.hiringNotClient);
      if (project.status !== 'active') throw new HttpError(409, MESSAGES.hiringProjectNotActive);
      const client = await people.byId(me);
      const row = await repo.transaction(async () => {
        const change = await repo.insertChangeRequest({
          epicId: epic.id,
          ownerId: me,
          approverId: project.ownerId,
          title: input.title,
          description: input.description,
          deadline: input.deadline,
        });
        await notifier.notify(project.ownerId, {
          kind: 'change_request',
          title: both('changeTitle'),
          message: both('changeMessage', {
            client: client?.fullName ?? '',
            epic: epic.title,
            project: project.title,
          }),
          image: client?.avatar ?? null,
          actions: [{ id: change.id, type: 'change_request' }],
          actorId: me,
        });
        return change;
      });
      return one(changesOut, row);
    },

    async listChangeRequests(
      me: string,
      filters: { role?: 'owner' | 'approver'; status?: RequestStatus; epic?: string },
      page: Paging,
    ) {
      const { rows, total } = await repo.changeRequestsOf(me, filters, page);
      return { total, results: await changesOut(rows) };
    },

    async getChangeRequest(me: string, id: string): Promise<EpicChangeRequest> {
      const row = await repo.changeRequestById(id);
      if (!row) throw new HttpError(404, MESSAGES.hiringChangeRequestNotFound);
      if (row.ownerId !== me && row.approverId !== me)
        throw new HttpError(403, MESSAGES.hiringNotParticipant);
      return one(changesOut, row);
    },

    changeRequestExists: (id: string) => repo.changeRequestExists(id),

    /** The approver approves (the epic takes the asked title, description and deadline) or rejects. */
    async decideChangeRequest(me: string, id: string, decision: Decision): Promise<EpicChangeRequest> {
      const row = await repo.transaction(async () => {
        const change = await repo.changeRequestById(id);
        if (!change) throw new HttpError(404, MESSAGES.hiringChangeRequestNotFound);
        if (change.approverId !== me) throw new HttpError(403, MESSAGES.hiringNotApprover);
        if (change.status !== 'Pending') throw new HttpError(409, MESSAGES.hiringAlreadyDecided);
        const reason = decision.approve ? null : (decision.reason ?? '').trim() || null;
        const decided = await repo.decideChangeRequest(
          id,
          decision.approve ? 'Approved' : 'Rejected',
          reason,
        );
        if (!decided) throw new HttpError(409, MESSAGES.hiringAlreadyDecided);
        const epic = await repo.epicById(decided.epicId);
        const project = epic ? await repo.projectById(epic.projectId) : null;
        if (decision.approve && epic) {
          await repo.updateEpic(epic.id, {
            title: decided.title,
            description: decided.description,
            deadline: decided.deadline,
          });
        }
        const where = {
          epic: decision.approve ? decided.title : (epic?.title ?? ''),
          project: project?.title ?? '',
        };
        await notifier.notify(decided.ownerId, {
          kind: 'change_request',
          title: both(decision.approve ? 'changeApprovedTitle' : 'changeRejectedTitle'),
          message: decision.approve
            ? both('changeApprovedMessage', where)
            : reason
              ? both('changeRejectedReason', { ...where, reason })
              : both('changeRejectedMessage', where),
          image: (await people.byId(me))?.avatar ?? null,
          actions: [{ id: decided.id, type: 'change_request' }],
          actorId: me,
        });
        return decided;
      });
      return one(changesOut, row);
    },
  };
}

export type HiringService = ReturnType<typeof createHiringService>;
