import { useState } from 'react';
import type { FollowResult } from '../../../contracts/profiles';
import { notifyFailure } from '../failure';
import { useI18n } from '../i18n';
import { peopleApi } from '../people';
import { useSession, useSignInHref } from '../session';
import { toast } from '../toast';

interface FollowTarget {
  id: string;
  full_name: string;
  email?: string | null;
  is_followed: boolean;
}

/**
 * Follow or unfollow a person (spec §4: the follower count moves by one). Visitors are asked to
 * sign in; the own profile shows nothing.
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
  const session = useSession();
  const signInLink = useSignInHref();
  const [followed, setFollowed] = useState(user.is_followed);
  const [busy, setBusy] = useState(false);
  if (session.user?.id === user.id) return null;
  if (!session.isLoggedIn) {
    return (
      <a className={`button ${compact ? 'button-small' : 'button-primary'}`} href={signInLink()}>
        {t('person.signInToFollow')}
      </a>
    );
  }
  async function toggle() {
    setBusy(true);
    try {
      const body = { id: user.id, full_name: user.full_name, email: user.email ?? null };
      const result = followed ? await peopleApi.unfollow(body) : await peopleApi.follow(body);
      setFollowed(result.is_followed);
      onChange?.(result);
      toast.success(result.detail);
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
      {followed ? t('person.unfollow') : t('person.follow')}
      <span className="visually-hidden"> {user.full_name}</span>
    </button>
  );
}
