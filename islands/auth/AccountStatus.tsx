import { useEffect, useState } from 'react';
import { useI18n } from '../lib/i18n';
import { loadUser, logout, useSession } from '../lib/session';

/** On the home page: who is signed in, what their account still needs (onboarding, e-mail check), and sign-out. */
export default function AccountStatus() {
  const { t } = useI18n();
  const session = useSession();
  const [signedOut, setSignedOut] = useState(false);

  useEffect(() => {
    void loadUser();
  }, []);

  if (!session.isLoggedIn || !session.user) {
    // A visitor sees the header's Log in and Sign up; only a sign-out just made here is confirmed.
    if (!signedOut) return null;
    return (
      <div className="account-status" role="status">
        <p>{t('auth.loggedOut')}</p>
        <a className="button button-primary" href="/market/login/">
          {t('nav.login')}
        </a>{' '}
        <a className="button" href="/market/signup/">
          {t('nav.signup')}
        </a>
      </div>
    );
  }
  return (
    <div className="account-status">
      <p data-testid="signed-in-as">{t('auth.status.signedInAs', { name: session.user.full_name })}</p>
      {session.user.is_first_social_login && (
        <p>
          <a href="/market/onboarding/">{t('auth.status.finishOnboarding')}</a>
        </p>
      )}
      {!session.user.is_email_verified && (
        <p>
          {t('auth.status.unverified')} <a href="/market/verify/">{t('auth.status.verifyNow')}</a>
        </p>
      )}
      <button
        className="button"
        type="button"
        onClick={async () => {
          await logout();
          setSignedOut(true);
        }}
      >
        {t('nav.logout')}
      </button>
    </div>
  );
}
