import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { $lang, setLanguage, toggleLanguage, useI18n } from '../lib/i18n';
import { LINKS } from '../lib/links';
import { useSession } from '../lib/session';

// Only members see it (with its avatar, sign-out and toasts): loaded once someone is signed in.
const AccountMenu = lazy(() => import('./AccountMenu').then((m) => ({ default: m.AccountMenu })));

/** The page title in the reader's language, from the layout's `guild:title` meta tags. */
function applyTitle(lang: 'en' | 'ar') {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="guild:title-${lang}"]`);
  if (meta?.content) document.title = meta.content;
}

/**
 * The interactive end of the header: the language toggle (spec §4), the notifications slot and
 * the account menu, or sign-in and sign-up while signed out. The links before it are static.
 * `notifications` fills the slot for signed-in members (`islands/header.tsx` puts the bell there).
 */
export default function HeaderActions({ notifications }: { notifications?: ReactNode }) {
  const { t, lang } = useI18n();
  const session = useSession();

  useEffect(() => {
    applyTitle(lang);
  }, [lang]);

  useEffect(() => {
    // Another tab switched the language: follow it.
    const onStorage = (e: StorageEvent) => {
      if (e.key === 'preferredLanguage' && e.newValue !== $lang.get()) {
        setLanguage(e.newValue === 'ar' ? 'ar' : 'en');
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return (
    <div className="header-actions">
      <button
        type="button"
        className="button button-ghost lang-toggle"
        onClick={toggleLanguage}
        aria-label={t('lang.toggleLabel')}
        data-testid="language-toggle"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path
            d="M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          />
        </svg>
        <span lang={lang === 'en' ? 'ar' : 'en'}>{t('lang.toggle')}</span>
      </button>
      {session.isLoggedIn && session.user ? (
        <Suspense fallback={null}>
          {notifications}
          <AccountMenu user={session.user} />
        </Suspense>
      ) : (
        <>
          <a className="button button-ghost" href={LINKS.login}>
            {t('nav.login')}
          </a>
          <a className="button button-primary" href={LINKS.signup}>
            {t('nav.signup')}
          </a>
        </>
      )}
    </div>
  );
}
