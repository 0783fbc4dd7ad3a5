import { useEffect, useState } from 'react';
import { readFailure } from '../lib/failure';
import { useI18n } from '../lib/i18n';
import { LINKS } from '../lib/links';
import { FormAlert } from '../lib/ui/Field';
import { completeSignIn } from './after-sign-in';
import { authApi } from './api';

/**
 * Where the OpenID Connect callback sends the browser: the one-time code arrives in the URL
 * fragment (never sent to a server, never in a Referer), is removed from the address bar at once,
 * and is traded for the session with a POST.
 */
export default function OidcLanding() {
  const { t } = useI18n();
  /** A server message, or `true` when the page was opened without a code. */
  const [error, setError] = useState<string | true | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(window.location.hash.slice(1));
    const code = params.get('code');
    const next = params.get('next');
    history.replaceState(null, '', window.location.pathname);
    if (!code) {
      setError(true);
      return;
    }
    authApi
      .oidcExchange(code)
      .then((session) =>
        completeSignIn(session, next?.startsWith('/') && !next.startsWith('//') ? next : LINKS.home),
      )
      .catch(async (e) => {
        const failure = await readFailure(e);
        setError(failure.fields.code?.[0] ?? failure.message);
      });
  }, []);

  return (
    <div className="card auth-card" aria-live="polite">
      <h1>{t('auth.sso.landingTitle')}</h1>
      {error ? (
        <>
          <FormAlert messages={[error === true ? t('auth.sso.noCode') : error]} />
          <a className="button button-primary" href={LINKS.login}>
            {t('nav.login')}
          </a>
        </>
      ) : (
        <p className="muted">{t('auth.sso.signingIn')}</p>
      )}
    </div>
  );
}
