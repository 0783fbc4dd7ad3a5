import * as v from 'valibot';
import { ID_PATTERN } from './common';
import {
  EPIC_STATUSES,
  HIRING_LIMITS,
  HIRING_PAGE_SIZE,
  PROJECT_STATUSES,
  REQUEST_STATUSES,
} from './hiring-limits';
import { MESSAGES } from './messages';

// Hiring: projects and their epics, client requests (a client hires an expert or a team) and epic
// change requests (the client of an active project asks to change an epic). The request and
// response shapes of every `/api/github_analytics_v3/` call, shared by the islands and the server.

export * from './hiring-limits';

const text = (min: number, max: number, short: string, long: string) =>
  v.pipe(v.string(MESSAGES.required), v.trim(), v.minLength(min, short), v.maxLength(max, long));

const TitleSchema = text(
  HIRING_LIMITS.title.min,
  HIRING_LIMITS.title.max,
  MESSAGES.hiringTitleShort,
  MESSAGES.hiringTitleLong,
);
const MessageSchema = text(
  HIRING_LIMITS.message.min,
  HIRING_LIMITS.message.max,
  MESSAGES.contactMessageShort,
  MESSAGES.textTooLong,
);
const DescriptionSchema = v.pipe(
  v.string(MESSAGES.required),
  v.trim(),
  v.maxLength(HIRING_LIMITS.description.max, MESSAGES.textTooLong),
);
/** An id in a body: a missing one is "Required Field", a malformed one names nothing. */
const ref = (notFound: string) =>
  v.pipe(v.string(MESSAGES.required), v.trim(), v.nonEmpty(MESSAGES.required), v.regex(ID_PATTERN, notFound));

/** A calendar day as YYYY-MM-DD that exists (no 2026-02-30). */
export const DeadlineSchema = v.pipe(
  v.string(MESSAGES.required),
  v.trim(),
  v.nonEmpty(MESSAGES.required),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.invalidDate),
  v.check((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, MESSAGES.invalidDate),
);

const RepositoryUrlSchema = v.nullable(
  v.pipe(
    v.string(MESSAGES.invalidUrl),
    v.trim(),
    v.maxLength(HIRING_LIMITS.url.max, MESSAGES.invalidUrl),
    v.check((s) => s === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(s), MESSAGES.invalidUrl),
    v.transform((s) => s || null),
  ),
);

const statusOf = <T extends readonly [string, ...string[]]>(values: T) =>
  v.picklist(values, MESSAGES.hiringStatusInvalid);

// ---------------------------------------------------------------- client requests

/**
 * `POST project-client-requests/` and the hire form: whom to hire (an expert by `owner`, or a team
 * by `team`, exactly one), a title for the project and a message.
 */
export const ClientRequestCreateSchema = v.pipe(
  v.object(
    {
      owner: v.optional(ref(MESSAGES.userNotFound)),
      team: v.optional(ref(MESSAGES.teamNotFound)),
      title: TitleSchema,
      message: MessageSchema,
    },
    MESSAGES.required,
  ),
  v.forward(
    v.check((input) => Boolean(input.owner) !== Boolean(input.team), MESSAGES.hiringOwnerOrTeam),
    ['owner'],
  ),
);
export type ClientRequestCreate = v.InferOutput<typeof ClientRequestCreateSchema>;

/** Rejecting a client request needs a reason (the confirmation asks for it). */
export const ClientRequestRejectSchema = v.object(
  {
    rejection_reason: v.pipe(
      v.string(MESSAGES.required),
      v.trim(),
      v.nonEmpty(MESSAGES.required),
      v.maxLength(HIRING_LIMITS.reason.max, MESSAGES.textTooLong),
    ),
  },
  MESSAGES.required,
);

/**
 * The body a reject call accepts on the wire: an optional reason, checked for its type here. Whether
 * it is required is the decision's rule, checked once the request is found and the caller may decide
 * it (a stranger learns nothing from a 400, and a missing id answers its 404 first).
 */
export const RejectBodySchema = v.object({
  rejection_reason: v.optional(
    v.nullable(
      v.pipe(
        v.string(MESSAGES.invalidBody),
        v.trim(),
        v.maxLength(HIRING_LIMITS.reason.max, MESSAGES.textTooLong),
      ),
    ),
  ),
});
export type RejectBody = v.InferOutput<typeof RejectBodySchema>;

export const ClientRequestFilters = v.object({
  role: v.optional(v.picklist(['owner', 'client'], MESSAGES.hiringRoleInvalid)),
  status: v.optional(statusOf(REQUEST_STATUSES)),
});

/** Spec §3 Client project request, with its title, team and ids. */
export const ClientRequestSchema = v.object({
  id: v.string(),
  title: v.string(),
  message: v.string(),
  status: v.picklist(REQUEST_STATUSES),
  rejection_reason: v.nullable(v.string()),
  client_email: v.nullable(v.string()),
  owner_email: v.nullable(v.string()),
  client_name: v.nullable(v.string()),
  owner_name: v.nullable(v.string()),
  project: v.string(),
  client: v.string(),
  owner: v.string(),
  team: v.nullable(v.string()),
  team_name: v.nullable(v.string()),
  created_on: v.string(),
  edited_on: v.string(),
});
export type ClientRequest = v.InferOutput<typeof ClientRequestSchema>;

// ---------------------------------------------------------------- projects and epics

export const ProjectCreateSchema = v.object(
  {
    title: TitleSchema,
    description: v.optional(DescriptionSchema, ''),
    repository_url: v.optional(RepositoryUrlSchema, null),
    /** A team the caller leads; the project is then the team's. */
    team: v.optional(v.nullable(ref(MESSAGES.teamNotFound)), null),
    status: v.optional(statusOf(PROJECT_STATUSES), 'active'),
  },
  MESSAGES.required,
);
export type ProjectCreate = v.InferOutput<typeof ProjectCreateSchema>;

export const ProjectPatchSchema = v.object(
  {
    title: v.optional(TitleSchema),
    description: v.optional(DescriptionSchema),
    repository_url: v.optional(RepositoryUrlSchema),
    status: v.optional(statusOf(PROJECT_STATUSES)),
  },
  MESSAGES.required,
);
export type ProjectPatch = v.InferOutput<typeof ProjectPatchSchema>;

export const ProjectFilters = v.object({
  role: v.optional(v.picklist(['owner', 'client'], MESSAGES.hiringRoleInvalid)),
  status: v.optional(statusOf(PROJECT_STATUSES)),
});

export const ProjectSchema = v.object({
  id: v.string(),
  title: v.string(),
  description: v.string(),
  repository_url: v.nullable(v.string()),
  owner: v.string(),
  owner_email: v.nullable(v.string()),
  team: v.nullable(v.string()),
  team_name: v.nullable(v.string()),
  client: v.nullable(v.string()),
  client_email: v.nullable(v.string()),
  status: v.picklist(PROJECT_STATUSES),
  created_on: v.string(),
  edited_on: v.string(),
});
export type Project = v.InferOutput<typeof ProjectSchema>;

export const EpicCreateSchema = v.object(
  {
    project: ref(MESSAGES.hiringProjectNotFound),
    title: TitleSchema,
    description: v.optional(DescriptionSchema, ''),
    deadline: DeadlineSchema,
    status: v.optional(statusOf(EPIC_STATUSES), 'todo'),
  },
  MESSAGES.required,
);
export type EpicCreate = v.InferOutput<typeof EpicCreateSchema>;

export const EpicPatchSchema = v.object(
  {
    title: v.optional(TitleSchema),
    description: v.optional(DescriptionSchema),
    deadline: v.optional(DeadlineSchema),
    status: v.optional(statusOf(EPIC_STATUSES)),
  },
  MESSAGES.required,
);
export type EpicPatch = v.InferOutput<typeof EpicPatchSchema>;

export const EpicFilters = v.object({
  project: ref(MESSAGES.hiringProjectNotFound),
  status: v.optional(statusOf(EPIC_STATUSES)),
});

export const EpicSchema = v.object({
  id: v.string(),
  project: v.string(),
  title: v.string(),
  description: v.string(),
  deadline: v.string(),
  status: v.picklist(EPIC_STATUSES),
  created_on: v.string(),
  edited_on: v.string(),
});
export type Epic = v.InferOutput<typeof EpicSchema>;

// ---------------------------------------------------------------- epic change requests

/** `POST epic-change-request/`: the client of an active project asks to change one of its epics. */
export const EpicChangeRequestCreateSchema = v.object(
  {
    epic: ref(MESSAGES.hiringEpicNotFound),
    title: TitleSchema,
    description: v.pipe(DescriptionSchema, v.nonEmpty(MESSAGES.required)),
    deadline: DeadlineSchema,
  },
  MESSAGES.required,
);
export type EpicChangeRequestCreate = v.InferOutput<typeof EpicChangeRequestCreateSchema>;

export const EpicChangeRequestFilters = v.object({
  role: v.optional(v.picklist(['owner', 'approver'], MESSAGES.hiringRoleInvalid)),
  status: v.optional(statusOf(REQUEST_STATUSES)),
});

/** Spec §3 Epic change request: `owner` asked, `approver` (the project's owner) decides. */
export const EpicChangeRequestSchema = v.object({
  id: v.string(),
  title: v.string(),
  description: v.string(),
  deadline: v.string(),
  status: v.picklist(REQUEST_STATUSES),
  rejection_reason: v.nullable(v.string()),
  epic: v.string(),
  epic_title: v.string(),
  project: v.string(),
  project_title: v.string(),
  owner: v.string(),
  owner_email: v.nullable(v.string()),
  owner_name: v.nullable(v.string()),
  approver: v.string(),
  approver_email: v.nullable(v.string()),
  created_on: v.string(),
  edited_on: v.string(),
});
export type EpicChangeRequest = v.InferOutput<typeof EpicChangeRequestSchema>;
