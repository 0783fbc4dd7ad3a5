import { useI18n } from '../i18n';
import { signInHref } from '../session';

/**
 * What a screen that needs an account shows a visitor: what it is, why to sign in, and the way
 * there and back (`next`, default: this page).
 */
export function SignInCard({
  title,
  body,
  action,
  next,
}: {
  title: string;
  body: string;
  /** The button's words; default "Log in". */
  action?: string;
  next?: string;
}) {
  const { t } = useI18n();
  return (
    <div className="card auth-card">
      <h1>{title}</h1>
      <p>{body}</p>
      <a className="button button-primary" href={signInHref(next)}>
        {action ?? t('nav.login')}
      </a>
    </div>
  );
}
