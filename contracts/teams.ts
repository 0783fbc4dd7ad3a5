import * as v from 'valibot';
import { CURRENCIES, TagSchema } from './gigs';
import { PageQuerySchema } from './pagination';

// Teams: a lead, members, the stack (gig tags), a rating and a price; followed by members.

/** A team nobody follows answers "0": counts are strings on a team. */
export const DEFAULT_TEAM_FOLLOWER = '0';

export const TeamListFilters = {
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
};

/** `GET /team/`: the page, `search`, and `name` contains. */
export const TeamListQuerySchema = v.object({ ...PageQuerySchema.entries, ...TeamListFilters });
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
  /** Teams do not follow anyone; kept for the wire shape. */
  following: v.string(),
  is_followed: v.boolean(),
});
export type Team = v.InferOutput<typeof TeamSchema>;
