import * as v from 'valibot';
import type { Currency, Tag } from './gigs';

// Teams (spec §3 Team, §4 follow, §9 default follower "0").

/** Spec §9: a team nobody follows answers "0". Counts are strings on the team, as the spec says. */
export const DEFAULT_TEAM_FOLLOWER = '0';

export const TeamListFilters = {
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
};

export interface TeamMember {
  id: string;
  full_name: string;
  avatar: string | null;
  job_title: string | null;
  city: string | null;
  location: string | null;
}

export interface Team {
  id: string;
  name: string;
  description: string;
  logo: string | null;
  banner_image: string | null;
  /** 0 to 5 with one decimal. */
  rating: number;
  members: TeamMember[];
  project_count: number;
  tag: Tag[];
  pricing_currency: Currency;
  pricing: string;
  team_lead: TeamMember;
  follower: string;
  /** Teams do not follow anyone; kept for the spec's shape. */
  following: string;
  is_followed: boolean;
}
