import { and, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { EpicStatus, ProjectStatus, RequestStatus } from '../../../contracts/hiring';
import type { Db } from '../../../db/client';
import type {
  EpicRow,
  NewClientRequestRow,
  NewEpicChangeRequestRow,
  NewEpicRow,
  NewProjectRow,
  ProjectRow,
} from '../../../db/schema';
import { handle, single, tables } from '../../lib/db';
import { transaction } from '../../lib/transaction';

const stamp = () => new Date().toISOString();

export interface Paging {
  limit: number;
  offset: number;
}

/** The only place the hiring module touches Drizzle. */
export function createHiringRepo(db: Db) {
  const q = handle(db);
  const { clientRequests, epicChangeRequests, epics, projects } = tables(db);
  async function paged<T>(
    rows: (limit: number, offset: number) => PromiseLike<T[]>,
    total: () => Promise<number>,
    { limit, offset }: Paging,
  ) {
    return { rows: await rows(limit, offset), total: await total() };
  }

  return {
    transaction: <T>(fn: () => Promise<T>) => transaction(db, fn),

    // ------------------------------------------------------------ projects
    async insertProject(row: NewProjectRow) {
      return single(await q.insert(projects).values(row).returning());
    },
    async projectById(id: string) {
      return (await q.select().from(projects).where(eq(projects.id, id)).limit(1))[0] ?? null;
    },
    async updateProject(id: string, patch: Partial<Omit<ProjectRow, 'id' | 'createdOn'>>) {
      return single(
        await q
          .update(projects)
          .set({ ...patch, editedOn: stamp() })
          .where(eq(projects.id, id))
          .returning(),
      );
    },
    async deleteProject(id: string) {
      await q.delete(projects).where(eq(projects.id, id));
    },
    /** Projects I keep or I am the client of, newest first. */
    async projectsOf(
      userId: string,
      filters: { role?: 'owner' | 'client'; status?: ProjectStatus },
      page: Paging,
    ) {
      const mine =
        filters.role === 'owner'
          ? eq(projects.ownerId, userId)
          : filters.role === 'client'
            ? eq(projects.clientId, userId)
            : or(eq(projects.ownerId, userId), eq(projects.clientId, userId));
      const where = and(mine, filters.status ? eq(projects.status, filters.status) : undefined);
      return paged(
        (limit, offset) =>
          q
            .select()
            .from(projects)
            .where(where)
            .orderBy(desc(projects.createdOn), desc(projects.id))
            .limit(limit)
            .offset(offset),
        async () => (await q.select({ n: count() }).from(projects).where(where).limit(1))[0]?.n ?? 0,
        page,
      );
    },

    // ------------------------------------------------------------ epics
    async insertEpic(row: NewEpicRow) {
      return single(await q.insert(epics).values(row).returning());
    },
    async epicById(id: string) {
      return (await q.select().from(epics).where(eq(epics.id, id)).limit(1))[0] ?? null;
    },
    async updateEpic(id: string, patch: Partial<Omit<EpicRow, 'id' | 'projectId' | 'createdOn'>>) {
      return single(
        await q
          .update(epics)
          .set({ ...patch, editedOn: stamp() })
          .where(eq(epics.id, id))
          .returning(),
      );
    },
    async deleteEpic(id: string) {
      await q.delete(epics).where(eq(epics.id, id));
    },
    /** A project's epics by deadline. */
    async epicsOf(projectId: string, status: EpicStatus | undefined, page: Paging) {
      const where = and(eq(epics.projectId, projectId), status ? eq(epics.status, status) : undefined);
      return paged(
        (limit, offset) =>
          q
            .select()
            .from(epics)
            .where(where)
            .orderBy(epics.deadline, epics.createdOn, epics.id)
            .limit(limit)
            .offset(offset),
        async () => (await q.select({ n: count() }).from(epics).where(where).limit(1))[0]?.n ?? 0,
        page,
      );
    },

    // ------------------------------------------------------------ client requests
    async insertClientRequest(row: NewClientRequestRow) {
      return single(await q.insert(clientRequests).values(row).returning());
    },
    async clientRequestById(id: string) {
      return (await q.select().from(clientRequests).where(eq(clientRequests.id, id)).limit(1))[0] ?? null;
    },
    async clientRequestExists(id: string) {
      return Boolean(
        (
          await q
            .select({ id: clientRequests.id })
            .from(clientRequests)
            .where(eq(clientRequests.id, id))
            .limit(1)
        )[0],
      );
    },
    async clientRequestsOf(
      userId: string,
      filters: { role?: 'owner' | 'client'; status?: RequestStatus },
      page: Paging,
    ) {
      const mine =
        filters.role === 'owner'
          ? eq(clientRequests.ownerId, userId)
          : filters.role === 'client'
            ? eq(clientRequests.clientId, userId)
            : or(eq(clientRequests.ownerId, userId), eq(clientRequests.clientId, userId));
      const where = and(mine, filters.status ? eq(clientRequests.status, filters.status) : undefined);
      return paged(
        (limit, offset) =>
          q
            .select()
            .from(clientRequests)
            .where(where)
            .orderBy(desc(clientRequests.createdOn), desc(clientRequests.id))
            .limit(limit)
            .offset(offset),
        async () => (await q.select({ n: count() }).from(clientRequests).where(where).limit(1))[0]?.n ?? 0,
        page,
      );
    },
    /**
     * Decides a pending request: the status check is in the UPDATE itself, so of two decisions
     * racing for one request exactly one changes it. Answers the updated row, or null if it was
     * already decided.
     */
    async decideClientRequest(id: string, status: Exclude<RequestStatus, 'Pending'>, reason: string | null) {
      return (
        (
          await q
            .update(clientRequests)
            .set({ status, rejectionReason: reason, editedOn: stamp() })
            .where(and(eq(clientRequests.id, id), eq(clientRequests.status, 'Pending')))
            .returning()
        )[0] ?? null
      );
    },

    // ------------------------------------------------------------ epic change requests
    async insertChangeRequest(row: NewEpicChangeRequestRow) {
      return single(await q.insert(epicChangeRequests).values(row).returning());
    },
    async changeRequestById(id: string) {
      return (
        (await q.select().from(epicChangeRequests).where(eq(epicChangeRequests.id, id)).limit(1))[0] ?? null
      );
    },
    async changeRequestExists(id: string) {
      return Boolean(
        (
          await q
            .select({ id: epicChangeRequests.id })
            .from(epicChangeRequests)
            .where(eq(epicChangeRequests.id, id))
            .limit(1)
        )[0],
      );
    },
    async changeRequestsOf(
      userId: string,
      filters: { role?: 'owner' | 'approver'; status?: RequestStatus; epic?: string },
      page: Paging,
    ) {
      const mine =
        filters.role === 'owner'
          ? eq(epicChangeRequests.ownerId, userId)
          : filters.role === 'approver'
            ? eq(epicChangeRequests.approverId, userId)
            : or(eq(epicChangeRequests.ownerId, userId), eq(epicChangeRequests.approverId, userId));
      const conditions: (SQL | undefined)[] = [
        mine,
        filters.status ? eq(epicChangeRequests.status, filters.status) : undefined,
        filters.epic ? eq(epicChangeRequests.epicId, filters.epic) : undefined,
      ];
      const where = and(...conditions);
      return paged(
        (limit, offset) =>
          q
            .select()
            .from(epicChangeRequests)
            .where(where)
            .orderBy(desc(epicChangeRequests.createdOn), desc(epicChangeRequests.id))
            .limit(limit)
            .offset(offset),
        async () =>
          (await q.select({ n: count() }).from(epicChangeRequests).where(where).limit(1))[0]?.n ?? 0,
        page,
      );
    },
    /** Like decideClientRequest: one decision wins, in SQL. */
    async decideChangeRequest(id: string, status: Exclude<RequestStatus, 'Pending'>, reason: string | null) {
      return (
        (
          await q
            .update(epicChangeRequests)
            .set({ status, rejectionReason: reason, editedOn: stamp() })
            .where(and(eq(epicChangeRequests.id, id), eq(epicChangeRequests.status, 'Pending')))
            .returning()
        )[0] ?? null
      );
    },
    /** The epics and projects a set of change requests name, for their titles. */
    async epicsWithProjects(epicIds: readonly string[]) {
      const out = new Map<string, { epic: EpicRow; project: ProjectRow }>();
      const ids = [...new Set(epicIds)];
      if (!ids.length) return out;
      const rows = await q
        .select({ epic: epics, project: projects })
        .from(epics)
        .innerJoin(projects, eq(projects.id, epics.projectId))
        .where(inArray(epics.id, ids));
      for (const row of rows) out.set(row.epic.id, row);
      return out;
    },
  };
}

export type HiringRepo = ReturnType<typeof createHiringRepo>;
