import { PASSWORD_HINTS } from '../../contracts/auth';
import { type Key, useI18n } from '../lib/i18n';

/** The strength hints of spec §5, each ticked as the password meets it. */
export function PasswordHints({ password, id }: { password: string; id: string }) {
  const { t } = useI18n();
  return (
    <div className="password-hints" id={id}>
      <p>{t('auth.hints.title')}</p>
      <ul>
        {PASSWORD_HINTS.map((hint) => {
          const met = hint.test(password);
          return (
            <li key={hint.key} className={met ? 'met' : 'unmet'} data-hint={hint.key} data-met={met}>
              <span aria-hidden="true">{met ? '✓' : '○'}</span> {t(`auth.hints.${hint.key}` as Key)}
              <span className="visually-hidden"> ({met ? t('auth.hints.met') : t('auth.hints.unmet')})</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
