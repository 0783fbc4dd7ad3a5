import { useI18n } from '../lib/i18n';
import { NewPasswordStep } from './NewPasswordStep';

/** The page the reset e-mail links to: `?uid=…&token=…` in the URL, a new password in the form. */
export default function ResetPasswordForm() {
  const { t } = useI18n();
  const params = new URLSearchParams(window.location.search);
  const uid = params.get('uid');
  const token = params.get('token');
  return (
    <div className="card auth-card">
      <h1>{t('auth.reset.title')}</h1>
      {uid && token ? (
        <NewPasswordStep uid={uid} token={token} />
      ) : (
        <>
          <p role="alert">{t('auth.reset.missing')}</p>
          <a className="button button-primary" href="/market/forgot-password/">
            {t('auth.reset.startAgain')}
          </a>
        </>
      )}
    </div>
  );
}
