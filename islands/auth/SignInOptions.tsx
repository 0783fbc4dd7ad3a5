import { useState } from 'react';
import type { SocialProvider } from '../../contracts/auth';
import { readFailure } from '../lib/failure';
import { useI18n } from '../lib/i18n';
import { useMessage } from '../lib/messages';
import { nextPath } from '../lib/session';
import { FormAlert } from '../lib/ui/Field';
import { useLoad } from '../lib/use-load';
import { completeSignIn } from './after-sign-in';
import { authApi } from './api';
import { socialTokenGetter } from './social-tokens';

/**
 * The other ways in, under the login and sign-up forms: the OpenID Connect button and the Google
 * and Facebook buttons, each shown only when the server has it configured (GET /auth/providers/).
 */
export default function SignInOptions() {
  const { t } = useI18n();
  // Only the configured providers show; if the list cannot be read, none do.
  const providers = useLoad(authApi.providers, 'providers').data ?? null;
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const sso = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('sso');

  const social = (['google', 'facebook'] as const).filter(
    (p) => providers?.[p].enabled && socialTokenGetter(p) !== undefined,
  );
  const next = nextPath();
  // The messages load only when there is one to show (a sign-in that came back failed).
  const oidcFailed = useMessage('oidcFailed', sso === 'failed');
  const ssoMessage =
    sso === 'failed'
      ? oidcFailed
        ? [oidcFailed]
        : []
      : sso === 'cancelled'
        ? [t('auth.sso.cancelled')]
        : [];

  if (!providers?.oidc.enabled && social.length === 0) {
    return ssoMessage.length ? <FormAlert messages={ssoMessage} /> : null;
  }

  async function signInWith(provider: SocialProvider) {
    setErrors([]);
    setBusy(provider);
    try {
      const accessToken = await socialTokenGetter(provider)!();
      const session = await authApi.socialLogin(provider, accessToken);
      completeSignIn(session, next);
    } catch (error) {
      const failure = await readFailure(error);
      setErrors([failure.fields.access_token?.[0] ?? failure.message]);
      setBusy(null);
    }
  }

  return (
    <div className="sign-in-options" data-testid="sign-in-options">
      <p className="divider">
        <span>{t('common.or')}</span>
      </p>
      <FormAlert messages={[...ssoMessage, ...errors]} />
      {providers?.oidc.enabled && (
        <a
          className="button sign-in-option"
          href={`/api/auth/oidc/start/?next=${encodeURIComponent(next)}`}
          data-provider="oidc"
        >
          {t('auth.sso.oidc', { name: providers.oidc.name })}
        </a>
      )}
      {social.map((provider) => (
        <button
          key={provider}
          type="button"
          className="button sign-in-option"
          data-provider={provider}
          disabled={busy !== null}
          onClick={() => void signInWith(provider)}
        >
          {busy === provider
            ? t('common.loading')
            : t(provider === 'google' ? 'auth.sso.google' : 'auth.sso.facebook')}
        </button>
      ))}
    </div>
  );
}
