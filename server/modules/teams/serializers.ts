import { formatMinor, type Tag } from '../../../contracts/gigs';
import { DEFAULT_TEAM_FOLLOWER, type Team, type TeamMember, type TeamStat } from '../../../contracts/teams';
import type { TeamRow } from '../../../db/schema';
import type { Person } from '../../ports';

type MediaUrl = (key: string | null | undefined) => string | null;

export const serializeMember = (person: Person, mediaUrl: MediaUrl): TeamMember => ({
  id: person.id,
  full_name: person.fullName,
  avatar: mediaUrl(person.avatar),
  job_title: person.jobTitle,
  city: person.city,
  location: person.location,
});

/** A member whose account is gone: the id alone, so the team still answers. */
export const unknownMember = (id: string): TeamMember => ({
  id,
  full_name: '',
  avatar: null,
  job_title: null,
  city: null,
  location: null,
});

export function serializeTeam(
  row: TeamRow,
  parts: {
    members: TeamMember[];
    tags: Tag[];
    lead: TeamMember;
    isFollowed: boolean;
    isAppreciated: boolean;
    /** How many people the members follow, each once. */
    following: number;
  },
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
    pricing_currency: row.pricingCurrency as Team['pricing_currency'],
    pricing: formatMinor(row.pricingMinor),
    team_lead: parts.lead,
    // Counts are strings on a team, "0" when nobody follows it.
    follower: row.followers > 0 ? String(row.followers) : DEFAULT_TEAM_FOLLOWER,
    following: parts.following > 0 ? String(parts.following) : DEFAULT_TEAM_FOLLOWER,
    is_followed: parts.isFollowed,
    live_url: row.liveUrl || null,
    stats: jsonList<TeamStat>(row.stats).filter(
      (s) => typeof s?.title === 'string' && Number.isInteger(s.value),
    ),
    faqs: jsonList<{ question: string; answer: string }>(row.faqs).filter(
      (f) => typeof f?.question === 'string' && typeof f.answer === 'string',
    ),
    appreciations: row.appreciations,
    visits: row.visits,
    is_appreciated: parts.isAppreciated,
  };
}

/** A JSON list column; anything else reads as empty. */
function jsonList<T>(text: string): T[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}
