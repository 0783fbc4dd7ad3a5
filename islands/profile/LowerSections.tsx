import type { Page } from '../../contracts/pagination';
import type { Award, Certification, ProfileCard } from '../../contracts/profiles';
import type { GithubProfile, LeetcodeStats } from '../../contracts/stats';
import { rendered } from '../lib/rendered';
import { CredentialSections } from './Credentials';
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
 * The expert's work and coding stats: the same for every reader, the owner too. In an element of
 * their own (laid out as if it were not there), so the page's slot is never empty even for someone
 * with no work and no stats: Astro would send an empty slot to the server's render and none to the
 * browser's, and the two would not match.
 */
export function WorkSections({ card, initial }: { card: ProfileCard; initial?: SectionsData }) {
  return (
    <div className="profile-work-sections">
      <ProfileWork userId={card.id} initial={initial} />
      {/* Only what the user links is asked for: no request (and no 404) for data they do not have. */}
      {card.social_links.some((l) => l.name === 'github') && (
        <GithubSection userId={card.id} initial={initial?.github} />
      )}
      {card.social_links.some((l) => l.name === 'leetcode') && (
        <LeetcodeSection userId={card.id} initial={initial?.leetcode} />
      )}
    </div>
  );
}

/**
 * The profile's sections below the skills (credentials, work, GitHub and LeetCode stats), loaded,
 * code and data, when the reader scrolls near them (ProfilePage's WhenVisible): what a page that
 * came without them shows. An expert's page carries them as HTML instead (below).
 */
export default function LowerSections({ card, isOwner }: { card: ProfileCard; isOwner: boolean }) {
  return (
    <>
      <CredentialSections userId={card.id} isOwner={isOwner} />
      <WorkSections card={card} />
    </>
  );
}

/**
 * The sections as a visitor reads them, rendered on the server only: the expert's page gives them
 * to ProfilePage as its `credentials` and `work` slots, HTML the island keeps without hydrating it
 * (Astro's slots), so a reader downloads none of their code or words and makes none of their calls.
 * Only the owner's credentials are drawn again in the browser, with their buttons and forms.
 */
export const VisitorCredentials = rendered(CredentialSections);
export const VisitorWork = rendered(WorkSections);
