import { and, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { EpicStatus, ProjectStatus, RequestStatus } from '../../../contracts/hiring';
import type { Db } from '../../../db/client';
import {
  clientRequests,
  type EpicRow,
  epicChangeRequests,
  epics,
  type NewClientRequestRow,
  type NewEpicChangeRequestRow,
  type NewEpicRow,
  type NewProjectRow,
  type ProjectRow,
  projects,
} from '../../../db/schema';
import { transaction } from '../../lib/transaction';

const stamp = () => new Date().toISOString();

export interface Paging {
  limit: number;
  offset: number;
}

/** The only place the hiring module touches Drizzle. */
export function createHiringRepo(db: Db) {
  async function paged<T>(
    rows: (limit: number, offset: number) => T[],
    total: () => number,
    { limit, offset }: Paging,
  ) {
    return { rows: rows(limit, offset), total: total() };
  }

  return {
    transaction: <T>(fn: () => Promise<T>) => transaction(db, fn),

    // ------------------------------------------------------------ projects
    async insertProject(row: NewProjectRow) {
      return db.insert(projects).values(row).returning().get();
    },
    async projectById(id: string) {
      return db.select().from(projects).where(eq(projects.id, id)).get() ?? null;
    },
    async updateProject(id: string, patch: Partial<Omit<ProjectRow, 'id' | 'createdOn'>>) {
      return db
        .update(projects)
        .set({ ...patch, editedOn: stamp() })
        .where(eq(projects.id, id))
        .returning()
        .get();
    },
    async deleteProject(id: string) {
      db.delete(projects).where(eq(projects.id, id)).run();
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
          db
            .select()
            .from(projects)
            .where(where)
            .orderBy(desc(projects.createdOn), desc(projects.id))
            .limit(limit)
            .offset(offset)
            .all(),
        () => db.select({ n: count() }).from(projects).where(where).get()?.n ?? 0,
        page,
      );
    },

    // ------------------------------------------------------------ epics
    async insertEpic(row: NewEpicRow) {
      return db.insert(epics).values(row).returning().get();
    },
    async epicById(id: string) {
      return db.select().from(epics).where(eq(epics.id, id)).get() ?? null;
    },
    async updateEpic(id: string, patch: Partial<Omit<EpicRow, 'id' | 'projectId' | 'createdOn'>>) {
      return db
        .update(epics)
        .set({ ...patch, editedOn: stamp() })
        .where(eq(epics.id, id))
        .returning()
        .get();
    },
    async deleteEpic(id: string) {
      db.delete(epics).where(eq(epics.id, id)).run();
    },
    /** A project's epics by deadline. */
    async epicsOf(projectId: string, status: EpicStatus | undefined, page: Paging) {
      const where = and(eq(epics.projectId, projectId), status ? eq(epics.status, status) : undefined);
      return paged(
        (limit, offset) =>
          db
            .select()
            .from(epics)
            .where(where)
            .orderBy(epics.deadline, epics.createdOn, epics.id)
            .limit(limit)
            .offset(offset)
            .all(),
        () => db.select({ n: count() }).from(epics).where(where).get()?.n ?? 0,
        page,
      );
    },

    // ------------------------------------------------------------ client requests
    async insertClientRequest(row: NewClientRequestRow) {
      return db.insert(clientRequests).values(row).returning().get();
    },
    async clientRequestById(id: string) {
      return db.select().from(clientRequests).where(eq(clientRequests.id, id)).get() ?? null;
    },
    async clientRequestExists(id: string) {
      return Boolean(
        db.select({ id: clientRequests.id }).from(clientRequests).where(eq(clientRequests.id, id)).get(),
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
          db
            .select()
            .from(clientRequests)
            .where(where)
            .orderBy(desc(clientRequests.createdOn), desc(clientRequests.id))
            .limit(limit)
            .offset(offset)
            .all(),
        () => db.select({ n: count() }).from(clientRequests).where(where).get()?.n ?? 0,
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
        db
          .update(clientRequests)
          .set({ status, rejectionReason: reason, editedOn: stamp() })
          .where(and(eq(clientRequests.id, id), eq(clientRequests.status, 'Pending')))
          .returning()
          .get() ?? null
      );
    },

    // ------------------------------------------------------------ epic change requests
    async insertChangeRequest(row: NewEpicChangeRequestRow) {
      return db.insert(epicChangeRequests).values(row).returning().get();
    },
    async changeRequestById(id: string) {
      return db.select().from(epicChangeRequests).where(eq(epicChangeRequests.id, id)).get() ?? null;
    },
    async changeRequestExists(id: string) {
      return Boolean(
        db
          .select({ id: epicChangeRequests.id })
          .from(epicChangeRequests)
          .where(eq(epicChangeRequests.id, id))
          .get(),
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
          db
            .select()
            .from(epicChangeRequests)
            .where(where)
            .orderBy(desc(epicChangeRequests.createdOn), desc(epicChangeRequests.id))
            .limit(limit)
            .offset(offset)
            .all(),
        () => db.select({ n: count() }).from(epicChangeRequests).where(where).get()?.n ?? 0,
        page,
      );
    },
    /** Like decideClientRequest: one decision wins, in SQL. */
    async decideChangeRequest(id: string, status: Exclude<RequestStatus, 'Pending'>, reason: string | null) {
      return (
        db
          .update(epicChangeRequests)
          .set({ status, rejectionReason: reason, editedOn: stamp() })
          .where(and(eq(epicChangeRequests.id, id), eq(epicChangeRequests.status, 'Pending')))
          .returning()
          .get() ?? null
      );
    },
    /** The epics and projects a set of change requests name, for their titles. */
    async epicsWithProjects(epicIds: readonly string[]) {
      const out = new Map<string, { epic: EpicRow; project: ProjectRow }>();
      const ids = [...new Set(epicIds)];
      if (!ids.length) return out;
      const rows = db
        .select({ epic: epics, project: projects })
        .from(epics)
        .innerJoin(projects, eq(projects.id, epics.projectId))
        .where(inArray(epics.id, ids))
        .all();
      for (const row of rows) out.set(row.epic.id, row);
      return out;
    },
  };
}

export type HiringRepo = ReturnType<typeof createHiringRepo>;
