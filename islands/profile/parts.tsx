import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { FollowResult, SocialLink, SocialLinkName } from '../../contracts/profiles';
import { notifyFailure } from '../lib/errors';
import { useI18n } from '../lib/i18n';
import { $session } from '../lib/session';
import { showToast } from '../lib/toast';
import { initials, profileApi, signInUrl } from './profile-api';

/** A round picture, or the initials when there is none. */
export function Avatar({ name, src, size = 48 }: { name: string; src: string | null; size?: number }) {
  const style = { inlineSize: size, blockSize: size, fontSize: size / 2.6 };
  return src ? (
    <img className="avatar" src={src} alt="" width={size} height={size} style={style} loading="lazy" />
  ) : (
    <span className="avatar avatar-initials" style={style} aria-hidden="true">
      {initials(name)}
    </span>
  );
}

interface FollowTarget {
  id: string;
  full_name: string;
  email?: string | null;
  is_followed: boolean;
}

/**
 * Follow or unfollow (spec §4: the follower count moves by one). Visitors are asked to sign in;
 * the own profile shows nothing.
 */
export function FollowButton({
  user,
  onChange,
  compact = false,
}: {
  user: FollowTarget;
  onChange?: (result: FollowResult) => void;
  compact?: boolean;
}) {
  const { t } = useI18n();
  const session = useStore($session);
  const [followed, setFollowed] = useState(user.is_followed);
  const [busy, setBusy] = useState(false);
  if (session.user?.id === user.id) return null;
  if (!session.isLoggedIn) {
    return (
      <a className={`button ${compact ? 'button-small' : 'button-primary'}`} href={signInUrl()}>
        {t('profile.follow.signIn')}
      </a>
    );
  }
  async function toggle() {
    setBusy(true);
    try {
      const body = { id: user.id, full_name: user.full_name, email: user.email ?? null };
      const result = followed ? await profileApi.unfollow(body) : await profileApi.follow(body);
      setFollowed(result.is_followed);
      onChange?.(result);
      showToast({ tone: 'success', text: result.detail });
    } catch (error) {
      await notifyFailure(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      className={`button ${followed ? '' : 'button-primary'} ${compact ? 'button-small' : ''}`}
      aria-pressed={followed}
      disabled={busy}
      onClick={toggle}
      data-testid={`follow-${user.id}`}
    >
      {followed ? t('profile.follow.unfollow') : t('profile.follow.follow')}
      <span className="visually-hidden"> {user.full_name}</span>
    </button>
  );
}

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
