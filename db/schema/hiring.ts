import { sql } from 'drizzle-orm';
import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { EPIC_STATUSES, PROJECT_STATUSES, REQUEST_STATUSES } from '../../contracts/hiring';
import { newId } from '../ids';
import { users } from './accounts';
import { teams } from './teams';

// Hiring: an expert's (or a team's, through its lead) projects and their epics, the client requests
// that start a project, and the epic change requests a project's client makes.

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const projects = sqliteTable(
  'projects',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    repositoryUrl: text('repository_url'),
    /** The expert who keeps the project; for a team's project, the team's lead. */
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: text('team_id').references(() => teams.id, { onDelete: 'set null' }),
    /** Who the work is for: set from the client request that made the project. */
    clientId: text('client_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: PROJECT_STATUSES }).notNull().default('active'),
    createdOn: text('created_on').notNull().default(now),
    editedOn: text('edited_on').notNull().default(now),
  },
  (t) => [
    index('projects_owner_idx').on(t.ownerId, t.createdOn),
    index('projects_client_idx').on(t.clientId, t.createdOn),
  ],
);

export const epics = sqliteTable(
  'epics',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** A calendar day, YYYY-MM-DD. */
    deadline: text('deadline').notNull(),
    status: text('status', { enum: EPIC_STATUSES }).notNull().default('todo'),
    createdOn: text('created_on').notNull().default(now),
    editedOn: text('edited_on').notNull().default(now),
  },
  (t) => [index('epics_project_idx').on(t.projectId, t.deadline)],
);

/** A client asks an expert (or a team, whose lead decides) to take on a project. */
export const clientRequests = sqliteTable(
  'client_requests',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: text('team_id').references(() => teams.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('Pending'),
    rejectionReason: text('rejection_reason'),
    createdOn: text('created_on').notNull().default(now),
    editedOn: text('edited_on').notNull().default(now),
  },
  (t) => [
    index('client_requests_owner_idx').on(t.ownerId, t.createdOn),
    index('client_requests_client_idx').on(t.clientId, t.createdOn),
  ],
);

/** The client of an active project asks its owner (the approver) to change an epic. */
export const epicChangeRequests = sqliteTable(
  'epic_change_requests',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    epicId: text('epic_id')
      .notNull()
      .references(() => epics.id, { onDelete: 'cascade' }),
    /** Who asked (the project's client). */
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who decides (the project's owner). */
    approverId: text('approver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    deadline: text('deadline').notNull(),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('Pending'),
    rejectionReason: text('rejection_reason'),
    createdOn: text('created_on').notNull().default(now),
    editedOn: text('edited_on').notNull().default(now),
  },
  (t) => [
    index('epic_change_requests_owner_idx').on(t.ownerId, t.createdOn),
    index('epic_change_requests_approver_idx').on(t.approverId, t.createdOn),
    index('epic_change_requests_epic_idx').on(t.epicId),
  ],
);

export type ProjectRow = typeof projects.$inferSelect;
export type NewProjectRow = typeof projects.$inferInsert;
export type EpicRow = typeof epics.$inferSelect;
export type NewEpicRow = typeof epics.$inferInsert;
export type ClientRequestRow = typeof clientRequests.$inferSelect;
export type NewClientRequestRow = typeof clientRequests.$inferInsert;
export type EpicChangeRequestRow = typeof epicChangeRequests.$inferSelect;
export type NewEpicChangeRequestRow = typeof epicChangeRequests.$inferInsert;
