import type { Currency, Tag } from '../../../contracts/gigs';
import { formatMinor } from '../../../contracts/gigs';
import { DEFAULT_TEAM_FOLLOWER, type Team, type TeamMember } from '../../../contracts/teams';
import type { TeamRow, UserRow } from '../../../db/schema';

type MediaUrl = (key: string | null | undefined) => string | null;

export const serializeMember = (row: UserRow, mediaUrl: MediaUrl): TeamMember => ({
  id: row.id,
  full_name: row.fullName,
  avatar: mediaUrl(row.avatar),
  job_title: row.jobTitle,
  city: row.city,
  location: row.location,
});

export function serializeTeam(
  row: TeamRow,
  parts: { members: TeamMember[]; tags: Tag[]; lead: TeamMember; isFollowed: boolean },
  mediaUrl: MediaUrl,
): Team {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    logo: mediaUrl(row.logo),
    banner_image: mediaUrl(row.bannerImage),
    rating: row.ratingTenths / 10,
    members: parts.members,
    project_count: row.projectCount,
    tag: parts.tags,
    pricing_currency: row.pricingCurrency as Currency,
    pricing: formatMinor(row.pricingMinor),
    team_lead: parts.lead,
    // Spec §9: counts are strings on a team, "0" by default.
    follower: row.followers > 0 ? String(row.followers) : DEFAULT_TEAM_FOLLOWER,
    following: DEFAULT_TEAM_FOLLOWER,
    is_followed: parts.isFollowed,
  };
}
