import type { PublicUser, User } from '../../../contracts/auth';
import type { UserRow } from '../../../db/schema';

/** The own account on the wire. Social links and skills come from the profiles module (its port). */
export function serializeUser(
  row: UserRow,
  mediaUrl: (key: string | null) => string | null,
  profile: Pick<User, 'social_links' | 'skills'> = { social_links: [], skills: [] },
): User {
  return {
    id: row.id,
    email: row.email,
    full_name: row.fullName,
    avatar: mediaUrl(row.avatar),
    phone: row.phone,
    is_terms_agreed: row.isTermsAgreed,
    is_email_verified: row.isEmailVerified,
    is_phone_verified: row.isPhoneVerified,
    gender: row.gender,
    social_links: profile.social_links,
    date_of_birth: row.dateOfBirth,
    foundation_date: row.foundationDate,
    location: row.location,
    website: row.website,
    city: row.city,
    company_name: row.companyName,
    description: row.description,
    banner_image: mediaUrl(row.bannerImage),
    skills: profile.skills,
    job_title: row.jobTitle,
    is_expert: row.isExpert,
    is_first_social_login: row.isFirstSocialLogin,
    has_password: row.passwordHash !== null,
    referral_source: row.referralSource,
    language: row.language,
    created_on: row.createdOn,
    edited_on: row.editedOn,
  };
}

/** Another member as the directory shows them: public fields only, never e-mail or phone. */
export function serializePublicUser(
  row: UserRow,
  mediaUrl: (key: string | null) => string | null,
): PublicUser {
  return {
    id: row.id,
    full_name: row.fullName,
    avatar: mediaUrl(row.avatar),
    banner_image: mediaUrl(row.bannerImage),
    job_title: row.jobTitle,
    company_name: row.companyName,
    city: row.city,
    location: row.location,
    description: row.description,
    is_expert: row.isExpert,
    created_on: row.createdOn,
  };
}
