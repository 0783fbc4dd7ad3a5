import { useState } from 'react';
import { useI18n } from '../lib/i18n';
import { LINKS } from '../lib/links';
import { useSession } from '../lib/session';
import { SignInCard } from '../lib/ui/SignInCard';
import { ConnectionTabs, type Which } from './ConnectionsList';

/** The signed-in user's connections (spec §2): followers and following, with search. */
export default function ConnectionsPage() {
  const { t } = useI18n();
  const session = useSession();
  const [tab, setTab] = useState<Which>(() =>
    new URLSearchParams(window.location.search).get('tab') === 'following' ? 'followings' : 'followers',
  );
  if (!session.isLoggedIn || !session.user) {
    return (
      <SignInCard
        title={t('profile.connections.pageTitle')}
        body={t('profile.connections.signIn')}
        action={t('common.signIn')}
      />
    );
  }
  const select = (w: Which) => {
    setTab(w);
    const url = new URL(window.location.href);
    url.searchParams.set('tab', w === 'followings' ? 'following' : 'followers');
    window.history.replaceState(null, '', url);
  };
  return (
    <div className="connections-page">
      <div className="page-head">
        <h1>{t('profile.connections.pageTitle')}</h1>
        <a className="button" href={LINKS.profile(session.user.id)}>
          {t('profile.edit.view')}
        </a>
      </div>
      <div className="card">
        <ConnectionTabs
          userId={session.user.id}
          label={t('profile.connections.pageTitle')}
          tab={tab}
          onSelect={select}
        />
      </div>
    </div>
  );
}
