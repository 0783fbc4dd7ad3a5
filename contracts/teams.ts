import * as v from 'valibot';
import { CURRENCIES, TagSchema } from './gigs';
import { TEAM_ORDERINGS, TEAMS_PAGE_SIZE, type TeamsPageQuery, teamsApiQuery, teamsPageQuery } from './lists';
import { MESSAGES } from './messages';
import { PageQuerySchema } from './pagination';

export { TEAM_ORDERINGS, TEAMS_PAGE_SIZE, type TeamsPageQuery, teamsApiQuery, teamsPageQuery };

// Teams: a lead, members, the stack (gig tags), a rating and a price; followed by members.

/** A team nobody follows answers "0": counts are strings on a team. */
export const DEFAULT_TEAM_FOLLOWER = '0';

export const TEAM_ORDERINGS_ACCEPTED = [
  ...TEAM_ORDERINGS,
  'follower',
  'visits',
  'appreciations',
  'created_on',
  'pricing',
  '-pricing',
  '-rating',
  'name',
] as const;
export type TeamOrdering = (typeof TEAM_ORDERINGS_ACCEPTED)[number];

export const TeamListFilters = {
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
  /** A gig tag id: teams whose stack has it. */
  tag: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40))),
  /** Teams this user leads or belongs to. */
  member: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40))),
};

/**
 * `GET /team/`: the page, `search` (case-insensitive, in the name, the description, the stack's
 * tags and the members' names), `name` contains, `tag`, `member`, and one of the orderings.
 */
export const TeamListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  ...TeamListFilters,
  ordering: v.optional(v.picklist(TEAM_ORDERINGS_ACCEPTED, MESSAGES.invalidBody), '-follower'),
});
export type TeamListQuery = v.InferOutput<typeof TeamListQuerySchema>;

export const TeamMemberSchema = v.object({
  id: v.string(),
  full_name: v.string(),
  avatar: v.nullable(v.string()),
  job_title: v.nullable(v.string()),
  city: v.nullable(v.string()),
  location: v.nullable(v.string()),
});
export type TeamMember = v.InferOutput<typeof TeamMemberSchema>;

/** A figure a team shows (spec §2 "stats"): a title and a whole number. */
export const TeamStatSchema = v.object({ title: v.string(), value: v.number() });
export type TeamStat = v.InferOutput<typeof TeamStatSchema>;

export const TeamSchema = v.object({
  id: v.string(),
  name: v.string(),
  description: v.string(),
  logo: v.nullable(v.string()),
  banner_image: v.nullable(v.string()),
  /** 0 to 5 with one decimal. */
  rating: v.number(),
  members: v.array(TeamMemberSchema),
  project_count: v.number(),
  tag: v.array(TagSchema),
  pricing_currency: v.picklist(CURRENCIES),
  pricing: v.string(),
  team_lead: TeamMemberSchema,
  follower: v.string(),
  /** How many people the team's members follow, each counted once (members themselves left out). */
  following: v.string(),
  is_followed: v.boolean(),
  /** Where the team's work can be tried, or null. */
  live_url: v.nullable(v.string()),
  stats: v.array(TeamStatSchema),
  faqs: v.array(v.object({ question: v.string(), answer: v.string() })),
  appreciations: v.number(),
  visits: v.number(),
  is_appreciated: v.boolean(),
});
export type Team = v.InferOutput<typeof TeamSchema>;

/** The answer of a team like toggle (`POST /team/{id}/like/`). */
export const TeamLikeAnswerSchema = v.object({
  team: v.string(),
  is_appreciated: v.boolean(),
  appreciations: v.number(),
});
export type TeamLikeAnswer = v.InferOutput<typeof TeamLikeAnswerSchema>;

/** The answer of a team visit (`POST /team/{id}/visit/`): counted once a day per visitor. */
export const TeamVisitAnswerSchema = v.object({
  team: v.string(),
  visits: v.number(),
  counted: v.boolean(),
});
export type TeamVisitAnswer = v.InferOutput<typeof TeamVisitAnswerSchema>;
