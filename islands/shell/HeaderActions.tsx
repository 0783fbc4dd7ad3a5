import { type ReactNode, Suspense, useEffect } from 'react';
import { $lang, setLanguage, toggleLanguage, useI18n } from '../lib/i18n';
import { LINKS } from '../lib/links';
import { useSession } from '../lib/session';
import { GlobeIcon } from '../lib/ui/GlobeIcon';

/** The page title in the reader's language, from the layout's `guild:title` meta tags. */
function applyTitle(lang: 'en' | 'ar') {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="guild:title-${lang}"]`);
  if (meta?.content) document.title = meta.content;
}

/**
 * The interactive end of the header: the language toggle (spec §4), then a signed-in member's part
 * (`member`: `islands/header.tsx` puts the Messages link, the bell and the account menu there), or
 * sign-in and sign-up while signed out. The links before it are static.
 */
export default function HeaderActions({ member }: { member?: ReactNode }) {
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
        <GlobeIcon />
        <span lang={lang === 'en' ? 'ar' : 'en'}>{t('lang.toggle')}</span>
      </button>
      {session.isLoggedIn && session.user ? (
        <Suspense fallback={null}>{member}</Suspense>
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
