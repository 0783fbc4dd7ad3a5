import * as v from 'valibot';
import { ID_PATTERN, pageOf } from './common';
import { MESSAGES } from './messages';
import { pageQuery, QueryFlag } from './pagination';

export {
  CONNECTIONS_PAGE_SIZE,
  EXPERTS_PAGE_SIZE,
  type ExpertsPageQuery,
  expertsApiQuery,
  expertsHref,
  expertsPageQuery,
  PROFILE_ORDERINGS,
  type ProfileOrdering,
} from './lists';

/** The sites a profile links to, at most one link each. */
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
// Certifications and awards

const certificationEntries = {
  title: requiredText(MESSAGES.titleRequired, 200),
  issued_by: requiredText(MESSAGES.issuerRequired, 200),
  issue_date: requiredDate(MESSAGES.issueDateRequired),
  expiry_date: optionalDate,
  certificate_id: requiredText(MESSAGES.credentialIdRequired, 200),
  certificate_url: optionalUrl,
  description: optionalText(2000),
};

/** A certification: title, issuer, issue date and credential ID required. */
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

/** An honor or award: title, issuing organization and award date required. */
export const AwardSchema = v.pipe(
  v.object(awardEntries, MESSAGES.required),
  v.forward(v.partialCheck([['issue_date'], ['expiry_date']], expiryAfterIssue, MESSAGES.expiryBeforeIssue), [
    'expiry_date',
  ]),
);
export type AwardInput = v.InferOutput<typeof AwardSchema>;
export const AwardPatchSchema = v.partial(v.object(awardEntries, MESSAGES.required));

// ---------------------------------------------------------------------------------------------
// Addresses: name, phone, address_line1, city, country, postal_code required

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
    /** The owner may be named; when sent it must be the signed-in user. */
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

/** `{"skill": <user skill id>}`. */
export const EndorseSchema = v.object({ skill: anId }, MESSAGES.required);

/** `{full_name, email, id}`; the id names the user to follow or unfollow. */
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
/** Certification and award lists need a user id. */
export const UserFilterRequired = { user: userFilter };
export const UserFilterOptional = {
  user: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGES.userFilterRequired), v.maxLength(64))),
};

const contains = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)));
const flag = v.optional(QueryFlag);

export const ProfileFilters = { name: contains, city: contains, location: contains, is_expert: flag };
export const HomeUserFilters = { ...ProfileFilters, is_gig_chat: flag };

// ---------------------------------------------------------------------------------------------
// Route parts

const idOf = (notFound: string) => v.pipe(v.string(notFound), v.regex(ID_PATTERN, notFound));
/** `/base_user/{user_id}/user-followers/` and `…/user-followings/`. */
export const UserIdParamsSchema = v.object({ user_id: idOf(MESSAGES.notFound) });
/** `DELETE /base_user/user-skill-endorsements/{skill}/`. */
export const SkillParamsSchema = v.object({ skill: idOf(MESSAGES.notFound) });

export const AddressListQuery = pageQuery();
export const UserListQueryRequired = pageQuery(UserFilterRequired);
export const UserListQueryOptional = pageQuery(UserFilterOptional);
export const ConnectionListQuery = pageQuery({ name: contains });
export const ProfileListQuery = pageQuery(ProfileFilters);
export const HomeUserListQuery = pageQuery(HomeUserFilters);

// ---------------------------------------------------------------------------------------------
// Answers

const text = v.string();
const maybe = v.nullable(v.string());

export const SocialLinkAnswer = v.object({ id: text, name: v.picklist(SOCIAL_LINK_NAMES), url: text });
export type SocialLink = v.InferOutput<typeof SocialLinkAnswer>;

export const UserSkillAnswer = v.object({
  id: text,
  title: text,
  description: maybe,
  endorsed_count: v.number(),
  user: text,
  is_endorsed: v.boolean(),
});
export type UserSkill = v.InferOutput<typeof UserSkillAnswer>;

/** `POST`/`DELETE …/user-skill-endorsements/`: the skill as it is now, with the confirmation. */
export const EndorsementAnswer = v.object({ detail: text, ...UserSkillAnswer.entries });
/** `PATCH /base_user/update-user-skill/`: the whole set as it is now. */
export const SkillSetAnswer = v.object({ skills: v.array(UserSkillAnswer) });

export const CertificationAnswer = v.object({
  id: text,
  title: text,
  issued_by: text,
  issue_date: text,
  expiry_date: maybe,
  certificate_id: text,
  certificate_url: maybe,
  description: maybe,
  user: text,
});
export type Certification = v.InferOutput<typeof CertificationAnswer>;

export const AwardAnswer = v.object({
  id: text,
  title: text,
  awarded_by: text,
  award_date: text,
  issue_date: maybe,
  expiry_date: maybe,
  description: maybe,
  user: text,
});
export type Award = v.InferOutput<typeof AwardAnswer>;

export const AddressAnswer = v.object({
  id: text,
  name: text,
  phone: text,
  address_line1: text,
  address_line2: maybe,
  city: text,
  state: maybe,
  country: text,
  postal_code: text,
});
export type Address = v.InferOutput<typeof AddressAnswer>;

/** The profile card, plus the id every entity carries. */
export const ProfileCardAnswer = v.object({
  id: text,
  appreciations: v.number(),
  avatar: maybe,
  banner_image: maybe,
  city: maybe,
  company_name: maybe,
  description: maybe,
  full_name: text,
  /** Only signed-in readers see contact details; visitors get null. */
  email: maybe,
  phone: maybe,
  gender: v.nullable(v.picklist(['Male', 'Female'])),
  location: maybe,
  foundation_date: maybe,
  website: maybe,
  social_links: v.array(SocialLinkAnswer),
  follower: v.number(),
  following: v.number(),
  visits: v.number(),
  is_followed: v.boolean(),
  skills: v.array(UserSkillAnswer),
  job_title: maybe,
  /** Chat arrives in a later issue: null, null and 0 until then. */
  last_message: maybe,
  last_message_timestamp: maybe,
  unread_messages_count: v.number(),
  /** Reviews arrive in a later issue: null until then. */
  rating: v.nullable(v.number()),
  is_expert: v.boolean(),
});
export type ProfileCard = v.InferOutput<typeof ProfileCardAnswer>;

/** A home page user (plus job_title and is_expert, which the cards show). */
export const HomePageUserAnswer = v.object({
  id: text,
  full_name: text,
  avatar: maybe,
  social_links: v.array(SocialLinkAnswer),
  location: maybe,
  city: maybe,
  description: maybe,
  company_name: maybe,
  /** Teams arrive in a later issue: null until then. */
  team: v.nullable(v.object({ id: text, name: text })),
  follower: v.number(),
  following: v.number(),
  appreciations: v.number(),
  visits: v.number(),
  is_followed: v.boolean(),
  skills: v.array(UserSkillAnswer),
  job_title: maybe,
  is_expert: v.boolean(),
  /** Filled on the reader's chat partners (`is_gig_chat=true`). */
  last_message: v.optional(maybe),
  last_message_timestamp: v.optional(maybe),
  unread_messages_count: v.optional(v.number()),
});
export type HomePageUser = v.InferOutput<typeof HomePageUserAnswer>;

/** A follow or unfollow: the target and their counts after the change. */
export const FollowAnswer = v.object({
  detail: text,
  id: text,
  is_followed: v.boolean(),
  follower: v.number(),
  following: v.number(),
});
export type FollowResult = v.InferOutput<typeof FollowAnswer>;

export const ExpertModeAnswer = v.object({ detail: text, is_expert: v.boolean() });
export type ExpertModeResult = v.InferOutput<typeof ExpertModeAnswer>;

export const AddressPage = pageOf(AddressAnswer);
export const SocialLinkPage = pageOf(SocialLinkAnswer);
export const UserSkillPage = pageOf(UserSkillAnswer);
export const CertificationPage = pageOf(CertificationAnswer);
export const AwardPage = pageOf(AwardAnswer);
export const ProfileCardPage = pageOf(ProfileCardAnswer);
export const HomePageUserPage = pageOf(HomePageUserAnswer);
