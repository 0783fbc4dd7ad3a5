import type { Page } from '../../contracts/pagination';
import type { Award, Certification, ProfileCard } from '../../contracts/profiles';
import type { GithubProfile, LeetcodeStats } from '../../contracts/stats';
import { rendered } from '../lib/rendered';
import { CredentialsSection } from './Credentials';
import { ProfileWork, type WorkLists } from './ProfileWork';
import { GithubSection, LeetcodeSection, type Outcome } from './StatsSections';

/**
 * What an expert's page carries for these sections (site/pages/market/experts/[id].astro), each
 * as its call answers a visitor: the other modules' parts of the page beside the profile's.
 */
export interface SectionsData extends WorkLists {
  certifications: Page<Certification> | null;
  awards: Page<Award> | null;
  github: Outcome<GithubProfile>;
  leetcode: Outcome<LeetcodeStats>;
}

/**
 * The profile's sections below the skills (credentials, work, GitHub and LeetCode stats). The
 * owner's are loaded, code and data, when they scroll near them (ProfilePage's WhenVisible);
 * everyone else reads them as HTML the server rendered from `initial` (VisitorSections).
 */
export default function LowerSections({
  card,
  isOwner,
  initial,
}: {
  card: ProfileCard;
  isOwner: boolean;
  initial?: SectionsData;
}) {
  return (
    <>
      <CredentialsSection
        kind="certification"
        userId={card.id}
        isOwner={isOwner}
        initial={initial?.certifications}
      />
      <CredentialsSection kind="award" userId={card.id} isOwner={isOwner} initial={initial?.awards} />
      <ProfileWork userId={card.id} initial={initial} />
      {/* Only what the user links is asked for: no request (and no 404) for data they do not have. */}
      {card.social_links.some((l) => l.name === 'github') && (
        <GithubSection userId={card.id} initial={initial?.github} />
      )}
      {card.social_links.some((l) => l.name === 'leetcode') && (
        <LeetcodeSection userId={card.id} initial={initial?.leetcode} />
      )}
    </>
  );
}

/**
 * The sections as a visitor reads them, rendered on the server only: the expert's page gives them
 * to ProfilePage as its children, HTML the island keeps without hydrating it (Astro's slot), so a
 * visitor reading to the end downloads none of their code or words and makes none of their calls.
 */
export const VisitorSections = rendered(LowerSections);
