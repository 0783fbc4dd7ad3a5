import type { SocialLink, SocialLinkName } from '../../contracts/profiles';
import { useI18n } from '../lib/i18n';

/** The name of each site a profile links to, the same in every language (website is translated). */
export const LINK_LABELS: Record<SocialLinkName, string> = {
  github: 'GitHub',
  linkedin: 'LinkedIn',
  leetcode: 'LeetCode',
  website: 'Website',
  twitter: 'X (Twitter)',
  dribbble: 'Dribbble',
  behance: 'Behance',
};

/** The profile's web links, named by site. */
export function SocialLinks({ links }: { links: SocialLink[] }) {
  const { t } = useI18n();
  if (!links.length) return null;
  return (
    <ul className="social-links" aria-label={t('profile.links.title')}>
      {links.map((l) => (
        <li key={l.id}>
          <a href={l.url} rel="noopener noreferrer me" target="_blank" data-site={l.name}>
            {l.name === 'website' ? t('profile.links.website') : LINK_LABELS[l.name]}
          </a>
        </li>
      ))}
    </ul>
  );
}
