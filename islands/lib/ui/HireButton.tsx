import { lazy, Suspense, useEffect, useState } from 'react';
import { useI18n } from '../i18n';
import { $session, signInHref, useSession } from '../session';

// The form (its dialog, fields, validation) loads when someone opens it, not with every page.
const HireDialog = lazy(() => import('./HireDialog'));

/** The query parameter that opens the form again once a visitor has signed in. */
const HIRE_PARAM = 'hire';

export interface HireButtonProps {
  /** Whom the request goes to: an expert (`owner`) or a team (`team`). */
  owner?: string;
  team?: string;
  /** Their name, for the form's title. */
  name: string;
  /** The user who would decide (the expert, or the team's lead): they see no Hire button. */
  ownerId: string;
}

/**
 * "Hire": a project request to an expert or a team (title and message). Visitors are sent to
 * sign in first and find the form open when they come back.
 */
export default function HireButton({ owner, team, name, ownerId }: HireButtonProps) {
  const { t } = useI18n();
  const session = useSession();
  const [open, setOpen] = useState(false);
  // Once opened the dialog stays mounted, so it can fade out when it closes.
  const [wanted, setWanted] = useState(false);
  const show = () => {
    setWanted(true);
    setOpen(true);
  };

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.get(HIRE_PARAM) === '1' && $session.get().isLoggedIn) {
      setWanted(true);
      setOpen(true);
      params.delete(HIRE_PARAM);
      const rest = params.toString();
      window.history.replaceState(null, '', `${window.location.pathname}${rest ? `?${rest}` : ''}`);
    }
  }, []);

  if (session.user?.id === ownerId) return null;

  function start() {
    // The session now, not the one drawn: a page rendered for a visitor hydrates as one first.
    if (!$session.get().isLoggedIn) {
      const params = new URLSearchParams(window.location.search);
      params.set(HIRE_PARAM, '1');
      return window.location.assign(signInHref(`${window.location.pathname}?${params.toString()}`));
    }
    show();
  }

  return (
    <>
      <button type="button" className="button button-primary" onClick={start} data-testid="hire-button">
        {t('hiring.button.hire')}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <HireDialog open={open} onClose={() => setOpen(false)} owner={owner} team={team} name={name} />
        </Suspense>
      )}
    </>
  );
}
