import { useStore } from '@nanostores/react';
import { toggleLanguage, useI18n } from '../lib/i18n';
import { $session } from '../lib/session';

/** The marketplace header: brand, main links, language toggle and the sign-in state. */
export default function MarketHeader() {
  const { t } = useI18n();
  const session = useStore($session);
  return (
    <div className="header-inner">
      <a className="brand" href="/market/">
        {t('app.name')}
      </a>
      <nav aria-label="Main">
        <ul className="nav-links">
          <li>
            <a href="/market/experts/">{t('nav.findExperts')}</a>
          </li>
          <li>
            <a href="/market/gigs/">{t('nav.exploreGigs')}</a>
          </li>
          <li>
            <a href="/">{t('nav.journal')}</a>
          </li>
        </ul>
      </nav>
      <div className="header-actions">
        <button
          type="button"
          className="button button-ghost"
          onClick={toggleLanguage}
          aria-label={t('lang.toggleLabel')}
          data-testid="language-toggle"
        >
          {t('lang.toggle')}
        </button>
        {session.isLoggedIn ? (
          <a className="button" href="/market/">
            {session.user?.full_name}
          </a>
        ) : (
          <>
            <a className="button button-ghost" href="/market/login/">
              {t('nav.login')}
            </a>
            <a className="button button-primary" href="/market/signup/">
              {t('nav.signup')}
            </a>
          </>
        )}
      </div>
    </div>
  );
}
