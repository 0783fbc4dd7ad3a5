import type { ProfileCard } from '../../contracts/profiles';
import { CredentialsSection } from './Credentials';
import { ProfileWork } from './ProfileWork';
import { GithubSection, LeetcodeSection } from './StatsSections';

/**
 * The profile's sections below the skills (credentials, work, GitHub and LeetCode stats): loaded,
 * code and data, when the reader scrolls near them (ProfilePage's WhenVisible).
 */
export default function LowerSections({ card, isOwner }: { card: ProfileCard; isOwner: boolean }) {
  return (
    <>
      <CredentialsSection kind="certification" userId={card.id} isOwner={isOwner} />
      <CredentialsSection kind="award" userId={card.id} isOwner={isOwner} />
      <ProfileWork userId={card.id} />
      {/* Only what the user links is asked for: no request (and no 404) for data they do not have. */}
      {card.social_links.some((l) => l.name === 'github') && <GithubSection userId={card.id} />}
      {card.social_links.some((l) => l.name === 'leetcode') && <LeetcodeSection userId={card.id} />}
    </>
  );
}
