import { type FormEvent, useState } from 'react';
import type { Page } from '../../contracts/pagination';
import type { FollowResult, HomePageUser } from '../../contracts/profiles';
import { formatNumber, useI18n } from '../lib/i18n';
import { LINKS } from '../lib/links';
import { useSession } from '../lib/session';
import { Avatar } from '../lib/ui/Avatar';
import { EmptyState } from '../lib/ui/ErrorState';
import { FollowButton } from '../lib/ui/FollowButton';
import { PagedListView, usePagedList } from '../lib/ui/PagedList';
import { profileApi } from './api';

export type Which = 'followers' | 'followings';

/**
 * Followers or followings of a user, with search; pages load one after another (spec §4: page 1
 * replaces the list, later pages append). Each row can be followed or unfollowed. `initial` is the
 * first page as a visitor sees it, rendered with the page; a signed-in reader's own view (whom they
 * follow) loads once the session is known.
 */
export function ConnectionsList({
  userId,
  which,
  initial,
  onFollowChange,
}: {
  userId: string;
  which: Which;
  initial?: Page<HomePageUser> | null;
  onFollowChange?: (result: FollowResult) => void;
}) {
  const { t, lang } = useI18n();
  const session = useSession();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const list = usePagedList(
    (nextPage) => profileApi.connections(userId, which, nextPage, query),
    JSON.stringify([userId, which, query, session.user?.id ?? null]),
    // The rendered page is the visitor's: a member (this list mounts after hydration, with the
    // session already known) loads their own view of it.
    session.user ? null : initial,
  );

  function submit(e: FormEvent) {
    e.preventDefault();
    setQuery(search.trim());
  }

  return (
    <div className="connections" data-testid={`connections-${which}`}>
      <search>
        <form className="search-row" onSubmit={submit}>
          <label className="visually-hidden" htmlFor={`search-${which}`}>
            {t('profile.connections.search')}
          </label>
          <input
            id={`search-${which}`}
            type="search"
            value={search}
            placeholder={t('profile.connections.search')}
            onChange={(e) => setSearch(e.target.value)}
          />
          <button type="submit" className="button">
            {t('profile.connections.searchButton')}
          </button>
        </form>
      </search>
      <PagedListView
        list={list}
        countLabel={t('profile.connections.count', { count: formatNumber(lang, list.count) })}
        empty={
          <EmptyState
            title={
              query
                ? t('profile.connections.noMatch')
                : t(`profile.connections.empty.${which}` as 'profile.connections.empty.followers')
            }
          />
        }
      >
        <ul className="people-list">
          {list.items.map((u) => (
            <li key={u.id} className="person-row">
              <Avatar name={u.full_name} src={u.avatar} size={44} />
              <div className="person-text">
                <a href={LINKS.profile(u.id)} className="person-name">
                  {u.full_name}
                </a>
                <span className="muted">{[u.job_title, u.city].filter(Boolean).join(' · ')}</span>
              </div>
              <FollowButton user={u} compact onChange={onFollowChange} />
            </li>
          ))}
        </ul>
      </PagedListView>
    </div>
  );
}

/** Followers and following as two tabs, with the chosen list in the panel below them. */
export function ConnectionTabs({
  userId,
  label,
  tab,
  onSelect,
  followers,
}: {
  userId: string;
  label: string;
  tab: Which;
  onSelect: (which: Which) => void;
  /** The first page of followers a visitor sees, when the page's HTML carries it. */
  followers?: Page<HomePageUser> | null;
}) {
  const { t } = useI18n();
  return (
    <>
      <div className="tabs" role="tablist" aria-label={label}>
        {(['followers', 'followings'] as const).map((w) => (
          <button
            key={w}
            type="button"
            role="tab"
            id={`tab-${w}`}
            aria-selected={tab === w}
            aria-controls={`panel-${w}`}
            className="tab"
            onClick={() => onSelect(w)}
          >
            {t(`profile.connections.${w}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        <ConnectionsList
          key={tab}
          userId={userId}
          which={tab}
          initial={tab === 'followers' ? followers : undefined}
        />
      </div>
    </>
  );
}
