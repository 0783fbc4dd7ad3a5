import type {
  Address,
  Award,
  Certification,
  HomePageUser,
  ProfileCard,
  SocialLink,
  SocialLinkName,
  UserSkill,
} from '../../../contracts/profiles';
import type { AddressRow, AwardRow, CertificationRow, SocialLinkRow, UserRow } from '../../../db/schema';
import type { SkillFacts, UserFacts } from './repo';

type MediaUrl = (key: string | null) => string | null;

export const toLink = (row: SocialLinkRow): SocialLink => ({
  id: row.id,
  name: row.name as SocialLinkName,
  url: row.url,
});

export const toSkill = (row: SkillFacts): UserSkill => ({
  id: row.id,
  title: row.title,
  description: row.description,
  endorsed_count: row.endorsedCount,
  user: row.userId,
  is_endorsed: row.isEndorsed,
});

export const toCertification = (row: CertificationRow): Certification => ({
  id: row.id,
  title: row.title,
  issued_by: row.issuedBy,
  issue_date: row.issueDate,
  expiry_date: row.expiryDate,
  certificate_id: row.certificateId,
  certificate_url: row.certificateUrl,
  description: row.description,
  user: row.userId,
});

export const toAward = (row: AwardRow): Award => ({
  id: row.id,
  title: row.title,
  awarded_by: row.awardedBy,
  award_date: row.awardDate,
  issue_date: row.issueDate,
  expiry_date: row.expiryDate,
  description: row.description,
  user: row.userId,
});

export const toAddress = (row: AddressRow): Address => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  address_line1: row.addressLine1,
  address_line2: row.addressLine2,
  city: row.city,
  state: row.state,
  country: row.country,
  postal_code: row.postalCode,
});

/** The profile card. Contact details only for signed-in readers (visitors are asked to sign in). */
export function toProfileCard(
  row: UserRow,
  facts: UserFacts,
  mediaUrl: MediaUrl,
  signedIn: boolean,
): ProfileCard {
  return {
    id: row.id,
    appreciations: facts.appreciations,
    avatar: mediaUrl(row.avatar),
    banner_image: mediaUrl(row.bannerImage),
    city: row.city,
    company_name: row.companyName,
    description: row.description,
    full_name: row.fullName,
    email: signedIn ? row.email : null,
    phone: signedIn ? row.phone : null,
    gender: row.gender,
    location: row.location,
    foundation_date: row.foundationDate,
    website: row.website,
    social_links: facts.links.map(toLink),
    follower: facts.follower,
    following: facts.following,
    visits: facts.visits,
    is_followed: facts.isFollowed,
    skills: facts.skills.map(toSkill),
    job_title: row.jobTitle,
    last_message: null,
    last_message_timestamp: null,
    unread_messages_count: 0,
    rating: null,
    is_expert: row.isExpert,
  };
}

/** A home page user. */
export function toHomePageUser(
  row: UserRow,
  facts: UserFacts,
  mediaUrl: MediaUrl,
  team: { id: string; name: string } | null = null,
): HomePageUser {
  return {
    id: row.id,
    full_name: row.fullName,
    avatar: mediaUrl(row.avatar),
    social_links: facts.links.map(toLink),
    location: row.location,
    city: row.city,
    description: row.description,
    company_name: row.companyName,
    team,
    follower: facts.follower,
    following: facts.following,
    appreciations: facts.appreciations,
    visits: facts.visits,
    is_followed: facts.isFollowed,
    skills: facts.skills.map(toSkill),
    job_title: row.jobTitle,
    is_expert: row.isExpert,
  };
}
