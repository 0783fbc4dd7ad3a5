import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useI18n } from '../lib/i18n';
import { $session } from '../lib/session';
import { ConnectionsList, type Which } from './ConnectionsList';
import { profileUrl, signInUrl } from './profile-api';

/** The signed-in user's connections (spec §2): followers and following, with search. */
export default function ConnectionsPage() {
  const { t } = useI18n();
  const session = useStore($session);
  const [tab, setTab] = useState<Which>(() =>
    new URLSearchParams(window.location.search).get('tab') === 'following' ? 'followings' : 'followers',
  );
  if (!session.isLoggedIn || !session.user) {
    return (
      <div className="card auth-card">
        <h1>{t('profile.connections.pageTitle')}</h1>
        <p>{t('profile.connections.signIn')}</p>
        <a className="button button-primary" href={signInUrl()}>
          {t('profile.signIn')}
        </a>
      </div>
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
        <a className="button" href={profileUrl(session.user.id)}>
          {t('profile.edit.view')}
        </a>
      </div>
      <div className="card">
        <div className="tabs" role="tablist" aria-label={t('profile.connections.pageTitle')}>
          {(['followers', 'followings'] as const).map((w) => (
            <button
              key={w}
              type="button"
              role="tab"
              id={`tab-${w}`}
              aria-selected={tab === w}
              aria-controls={`panel-${w}`}
              className="tab"
              onClick={() => select(w)}
            >
              {t(`profile.connections.${w}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
          <ConnectionsList key={tab} userId={session.user.id} which={tab} />
        </div>
      </div>
    </div>
  );
}
