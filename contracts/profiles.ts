import * as v from 'valibot';
import { MESSAGES } from './messages';

/** Spec §3 and conventions.md: the sites a profile links to, at most one link each. */
export const SOCIAL_LINK_NAMES = [
  'github',
  'linkedin',
  'leetcode',
  'website',
  'twitter',
  'dribbble',
  'behance',
] as const;
export type SocialLinkName = (typeof SOCIAL_LINK_NAMES)[number];

/** The hosts a link of each kind must point to; `website` may point anywhere. */
export const SOCIAL_LINK_HOSTS: Record<SocialLinkName, readonly string[] | null> = {
  github: ['github.com'],
  linkedin: ['linkedin.com'],
  leetcode: ['leetcode.com'],
  website: null,
  twitter: ['twitter.com', 'x.com'],
  dribbble: ['dribbble.com'],
  behance: ['behance.net'],
};

export const SKILLS_MAX = 50;
export const SKILL_TITLE_MAX = 100;

function hostOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.hostname.toLowerCase() : null;
  } catch {
    return null;
  }
}

const firstSegments = (url: string): string[] => {
  try {
    return new URL(url).pathname.split('/').filter(Boolean);
  } catch {
    return [];
  }
};

const GITHUB_LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
const GITHUB_RESERVED = new Set([
  'orgs',
  'settings',
  'topics',
  'explore',
  'marketplace',
  'features',
  'about',
]);
const LEETCODE_NAME = /^[A-Za-z0-9_.-]{1,40}$/;
const LEETCODE_RESERVED = new Set(['problems', 'contest', 'discuss', 'explore', 'problemset', 'study-plan']);

/** The GitHub login in a profile link (`https://github.com/<login>`), or null. */
export function githubLogin(url: string): string | null {
  const host = hostOf(url);
  if (host !== 'github.com' && host !== 'www.github.com') return null;
  const [login] = firstSegments(url);
  return login && GITHUB_LOGIN.test(login) && !GITHUB_RESERVED.has(login.toLowerCase()) ? login : null;
}

/** The LeetCode username in `https://leetcode.com/u/<name>/` or the older `https://leetcode.com/<name>/`. */
export function leetcodeUsername(url: string): string | null {
  const host = hostOf(url);
  if (host !== 'leetcode.com' && host !== 'www.leetcode.com') return null;
  const parts = firstSegments(url);
  const name = parts[0] === 'u' ? parts[1] : parts[0];
  return name && LEETCODE_NAME.test(name) && !LEETCODE_RESERVED.has(name.toLowerCase()) ? name : null;
}

/** Whether `url` suits a link named `name`: the right site, and a profile path where stats need one. */
export function linkFitsSite(name: SocialLinkName, url: string): boolean {
  const host = hostOf(url);
  if (!host) return false;
  if (name === 'github') return githubLogin(url) !== null;
  if (name === 'leetcode') return leetcodeUsername(url) !== null;
  const hosts = SOCIAL_LINK_HOSTS[name];
  return hosts === null || hosts.some((h) => host === h || host.endsWith(`.${h}`));
}

/** Required text: a missing key gets the field's own message too, not a generic one. */
const requiredText = (message: string, max: number) =>
  v.pipe(
    v.optional(v.string(message), ''),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(max, MESSAGES.textTooLong),
  );

/** Optional text: absent, null or blank all mean "none" (stored as null). */
const optionalText = (max: number) =>
  v.optional(
    v.pipe(
      v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, MESSAGES.textTooLong))),
      v.transform((s) => (s ? s : null)),
    ),
  );

/** A real calendar day as YYYY-MM-DD. */
export function isDay(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

const requiredDate = (message: string) =>
  v.pipe(
    v.optional(v.string(message), ''),
    v.trim(),
    v.nonEmpty(message),
    v.check((s) => s === '' || isDay(s), MESSAGES.invalidDate),
  );

const optionalDate = v.optional(
  v.pipe(
    v.nullable(
      v.union(
        [
          v.pipe(v.string(), v.trim(), v.length(0)),
          v.pipe(v.string(), v.trim(), v.check(isDay, MESSAGES.invalidDate)),
        ],
        MESSAGES.invalidDate,
      ),
    ),
    v.transform((s) => (s ? s : null)),
  ),
);

const optionalUrl = v.optional(
  v.pipe(
    v.nullable(
      v.union(
        [
          v.pipe(v.string(), v.trim(), v.length(0)),
          v.pipe(v.string(), v.trim(), v.url(MESSAGES.invalidUrl), v.maxLength(500, MESSAGES.textTooLong)),
        ],
        MESSAGES.invalidUrl,
      ),
    ),
    v.transform((s) => (s ? s : null)),
  ),
);

const expiryAfterIssue = <T extends { issue_date?: string | null; expiry_date?: string | null }>(input: T) =>
  !input.expiry_date || !input.issue_date || input.expiry_date >= input.issue_date;

// ---------------------------------------------------------------------------------------------
// Certifications and awards (spec §3, §5; conventions.md names)

const certificationEntries = {
  title: requiredText(MESSAGES.titleRequired, 200),
  issued_by: requiredText(MESSAGES.issuerRequired, 200),
  issue_date: requiredDate(MESSAGES.issueDateRequired),
  expiry_date: optionalDate,
  certificate_id: requiredText(MESSAGES.credentialIdRequired, 200),
  certificate_url: optionalUrl,
  description: optionalText(2000),
};

/** A certification: title, issuer, issue date and credential ID required (spec §5). */
export const CertificationSchema = v.pipe(
  v.object(certificationEntries, MESSAGES.required),
  v.forward(v.partialCheck([['issue_date'], ['expiry_date']], expiryAfterIssue, MESSAGES.expiryBeforeIssue), [
    'expiry_date',
  ]),
);
export type CertificationInput = v.InferOutput<typeof CertificationSchema>;
/** PATCH: any subset; the service checks the merged record with CertificationSchema. */
export const CertificationPatchSchema = v.partial(v.object(certificationEntries, MESSAGES.required));

const awardEntries = {
  title: requiredText(MESSAGES.titleRequired, 200),
  awarded_by: requiredText(MESSAGES.awardedByRequired, 200),
  award_date: requiredDate(MESSAGES.awardDateRequired),
  issue_date: optionalDate,
  expiry_date: optionalDate,
  description: optionalText(2000),
};

/** An honor or award: title, issuing organization and award date required (spec §5). */
export const AwardSchema = v.pipe(
  v.object(awardEntries, MESSAGES.required),
  v.forward(v.partialCheck([['issue_date'], ['expiry_date']], expiryAfterIssue, MESSAGES.expiryBeforeIssue), [
    'expiry_date',
  ]),
);
export type AwardInput = v.InferOutput<typeof AwardSchema>;
export const AwardPatchSchema = v.partial(v.object(awardEntries, MESSAGES.required));

// ---------------------------------------------------------------------------------------------
// Addresses (conventions.md: name, phone, address_line1, city, country, postal_code required)

const addressEntries = {
  name: requiredText(MESSAGES.required, 150),
  phone: requiredText(MESSAGES.required, 32),
  address_line1: requiredText(MESSAGES.required, 200),
  address_line2: optionalText(200),
  city: requiredText(MESSAGES.required, 100),
  state: optionalText(100),
  country: requiredText(MESSAGES.required, 100),
  postal_code: requiredText(MESSAGES.required, 20),
};
export const AddressSchema = v.object(addressEntries, MESSAGES.required);
export type AddressInput = v.InferOutput<typeof AddressSchema>;
export const AddressPatchSchema = v.partial(AddressSchema);

// ---------------------------------------------------------------------------------------------
// Social links

const linkName = v.picklist(SOCIAL_LINK_NAMES, MESSAGES.socialLinkName);
const linkUrl = v.pipe(
  v.string(MESSAGES.required),
  v.trim(),
  v.nonEmpty(MESSAGES.required),
  v.url(MESSAGES.invalidUrl),
  v.maxLength(500, MESSAGES.textTooLong),
);

export const SocialLinkSchema = v.pipe(
  v.object({ name: linkName, url: linkUrl }, MESSAGES.required),
  v.forward(
    v.partialCheck([['name'], ['url']], (i) => linkFitsSite(i.name, i.url), MESSAGES.socialLinkSite),
    ['url'],
  ),
);
export type SocialLinkInput = v.InferOutput<typeof SocialLinkSchema>;
export const SocialLinkPatchSchema = v.partial(v.object({ name: linkName, url: linkUrl }, MESSAGES.required));

// ---------------------------------------------------------------------------------------------
// Skills and endorsements

const skillTitle = requiredText(MESSAGES.titleRequired, SKILL_TITLE_MAX);
const skillDescription = optionalText(1000);

export const SkillSchema = v.object(
  {
    title: skillTitle,
    description: skillDescription,
    /** Spec §7 allows it; when sent it must be the signed-in user. */
    user: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64))),
  },
  MESSAGES.required,
);
export type SkillInput = v.InferOutput<typeof SkillSchema>;
export const SkillPatchSchema = v.partial(v.object({ title: skillTitle, description: skillDescription }));

/** `PATCH /base_user/update-user-skill/`: the whole set; items with an id keep their endorsements. */
export const UpdateUserSkillsSchema = v.object(
  {
    skills: v.pipe(
      v.array(
        v.object(
          {
            id: v.optional(v.pipe(v.string(), v.maxLength(64))),
            title: skillTitle,
            description: skillDescription,
          },
          MESSAGES.required,
        ),
        MESSAGES.required,
      ),
      v.maxLength(SKILLS_MAX, MESSAGES.tooManySkills),
    ),
  },
  MESSAGES.required,
);
export type UpdateUserSkills = v.InferOutput<typeof UpdateUserSkillsSchema>;

const anId = v.pipe(v.string(MESSAGES.required), v.trim(), v.nonEmpty(MESSAGES.required), v.maxLength(64));

/** conventions.md: `{"skill": <user skill id>}`. */
export const EndorseSchema = v.object({ skill: anId }, MESSAGES.required);

/** Spec §7: `{full_name, email, id}`; the id names the user to follow or unfollow. */
export const FollowSchema = v.object(
  {
    id: anId,
    full_name: v.optional(v.nullable(v.string())),
    email: v.optional(v.nullable(v.string())),
  },
  MESSAGES.required,
);

export const ExpertModeSchema = v.object({ is_expert: v.boolean(MESSAGES.required) }, MESSAGES.required);

// ---------------------------------------------------------------------------------------------
// List filters

const userFilter = v.pipe(
  v.optional(v.string(MESSAGES.userFilterRequired), ''),
  v.trim(),
  v.nonEmpty(MESSAGES.userFilterRequired),
  v.maxLength(64),
);
/** Certification and award lists need a user id (spec §5). */
export const UserFilterRequired = { user: userFilter };
export const UserFilterOptional = {
  user: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGES.userFilterRequired), v.maxLength(64))),
};

const contains = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)));
const flag = v.optional(
  v.pipe(
    v.picklist(['true', 'false', '1', '0'], MESSAGES.invalidBody),
    v.transform((s) => s === 'true' || s === '1'),
  ),
);

/** The directory's orderings (spec §2 filter options: default, most viewed, most appreciations, most followers). */
export const PROFILE_ORDERINGS = {
  default: null,
  most_viewed: '-visits',
  most_appreciations: '-appreciations',
  most_followers: '-follower',
} as const;
export type ProfileOrdering = keyof typeof PROFILE_ORDERINGS;

export const ProfileFilters = { name: contains, city: contains, location: contains, is_expert: flag };
export const HomeUserFilters = { ...ProfileFilters, is_gig_chat: flag };

// ---------------------------------------------------------------------------------------------
// Wire shapes (spec §3)

export interface SocialLink {
  id: string;
  name: SocialLinkName;
  url: string;
}

export interface UserSkill {
  id: string;
  title: string;
  description: string | null;
  endorsed_count: number;
  user: string;
  is_endorsed: boolean;
}

export interface Certification {
  id: string;
  title: string;
  issued_by: string;
  issue_date: string;
  expiry_date: string | null;
  certificate_id: string;
  certificate_url: string | null;
  description: string | null;
  user: string;
}

export interface Award {
  id: string;
  title: string;
  awarded_by: string;
  award_date: string;
  issue_date: string | null;
  expiry_date: string | null;
  description: string | null;
  user: string;
}

export interface Address {
  id: string;
  name: string;
  phone: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  state: string | null;
  country: string;
  postal_code: string;
}

/** Spec §3 Profile card, plus the id every entity carries. */
export interface ProfileCard {
  id: string;
  appreciations: number;
  avatar: string | null;
  banner_image: string | null;
  city: string | null;
  company_name: string | null;
  description: string | null;
  full_name: string;
  /** Only signed-in readers see contact details; visitors get null. */
  email: string | null;
  phone: string | null;
  gender: 'Male' | 'Female' | null;
  location: string | null;
  foundation_date: string | null;
  website: string | null;
  social_links: SocialLink[];
  follower: number;
  following: number;
  visits: number;
  is_followed: boolean;
  skills: UserSkill[];
  job_title: string | null;
  /** Chat arrives in a later issue: null, null and 0 until then. */
  last_message: string | null;
  last_message_timestamp: string | null;
  unread_messages_count: number;
  /** Reviews arrive in a later issue: null until then. */
  rating: number | null;
  is_expert: boolean;
}

/** Spec §3 Home page user (plus job_title and is_expert, which the cards show). */
export interface HomePageUser {
  id: string;
  full_name: string;
  avatar: string | null;
  social_links: SocialLink[];
  location: string | null;
  city: string | null;
  description: string | null;
  company_name: string | null;
  /** Teams arrive in a later issue: null until then. */
  team: null | { id: string; name: string };
  follower: number;
  following: number;
  appreciations: number;
  visits: number;
  is_followed: boolean;
  skills: UserSkill[];
  job_title: string | null;
  is_expert: boolean;
}

export interface FollowResult {
  detail: string;
  /** The followed (or unfollowed) user and their counts after the change. */
  id: string;
  is_followed: boolean;
  follower: number;
  following: number;
}

export interface ExpertModeResult {
  detail: string;
  is_expert: boolean;
}
