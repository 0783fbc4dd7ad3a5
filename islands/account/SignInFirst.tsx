import { useI18n } from '../lib/i18n';
import { SignInCard } from '../lib/ui/SignInCard';

/** What account screens show to a visitor who is not signed in. */
export function SignInFirst({ next }: { next: string }) {
  const { t } = useI18n();
  return (
    <SignInCard
      title={t('account.signInFirst.title')}
      body={t('account.signInFirst.body')}
      href={`/market/login/?next=${encodeURIComponent(next)}`}
      action={t('nav.login')}
    />
  );
}
