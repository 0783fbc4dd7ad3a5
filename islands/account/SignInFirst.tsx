import { useI18n } from '../lib/i18n';

/** What account screens show to a visitor who is not signed in. */
export function SignInFirst({ next }: { next: string }) {
  const { t } = useI18n();
  return (
    <div className="card auth-card">
      <h1>{t('account.signInFirst.title')}</h1>
      <p>{t('account.signInFirst.body')}</p>
      <a className="button button-primary" href={`/market/login/?next=${encodeURIComponent(next)}`}>
        {t('nav.login')}
      </a>
    </div>
  );
}
