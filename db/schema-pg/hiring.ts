// The PostgreSQL twin of db/schema/hiring.ts, where each table is documented.
import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { EPIC_STATUSES, PROJECT_STATUSES, REQUEST_STATUSES } from '../../contracts/hiring';
import { newId } from '../ids';
import { users } from './accounts';
import { teams } from './teams';

const now = sql`to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const projects = pgTable(
  'projects',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    repositoryUrl: text('repository_url'),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: text('team_id').references(() => teams.id, { onDelete: 'set null' }),
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

export const epics = pgTable(
  'epics',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    deadline: text('deadline').notNull(),
    status: text('status', { enum: EPIC_STATUSES }).notNull().default('todo'),
    createdOn: text('created_on').notNull().default(now),
    editedOn: text('edited_on').notNull().default(now),
  },
  (t) => [index('epics_project_idx').on(t.projectId, t.deadline)],
);

export const clientRequests = pgTable(
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

export const epicChangeRequests = pgTable(
  'epic_change_requests',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    epicId: text('epic_id')
      .notNull()
      .references(() => epics.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
