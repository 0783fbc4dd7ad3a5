import { type FormEvent, useEffect, useState } from 'react';
import type { Page } from '../../contracts/pagination';
import type { FollowResult, HomePageUser } from '../../contracts/profiles';
import { type ApiFailure, describeFailure } from '../lib/errors';
import { formatNumber, useI18n } from '../lib/i18n';
import { EmptyState, ErrorState } from '../lib/ui/ErrorState';
import { Avatar, FollowButton } from './parts';
import { profileApi, profileUrl } from './profile-api';

export type Which = 'followers' | 'followings';

/**
 * Followers or followings of a user, with search; pages load one after another (spec §4: page 1
 * replaces the list, later pages append). Each row can be followed or unfollowed.
 */
export function ConnectionsList({
  userId,
  which,
  onFollowChange,
}: {
  userId: string;
  which: Which;
  onFollowChange?: (result: FollowResult) => void;
}) {
  const { t, lang } = useI18n();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [items, setItems] = useState<HomePageUser[]>([]);
  const [page, setPage] = useState(1);
  const [count, setCount] = useState(0);
  const [hasMore, setHasMore] = useState(false);
  const [busy, setBusy] = useState(true);
  const [failure, setFailure] = useState<ApiFailure | null>(null);

  async function load(nextPage: number, text: string) {
    setBusy(true);
    setFailure(null);
    try {
      const res: Page<HomePageUser> = await profileApi.connections(userId, which, nextPage, text);
      setItems((old) => (nextPage === 1 ? res.results : [...old, ...res.results]));
      setPage(nextPage);
      setCount(res.count);
      setHasMore(res.next !== null);
    } catch (error) {
      setFailure(await describeFailure(error));
    } finally {
      setBusy(false);
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new user, list or query starts over.
  useEffect(() => {
    void load(1, query);
  }, [userId, which, query]);

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
      <p className="muted" aria-live="polite">
        {busy && page === 1
          ? t('common.loading')
          : t('profile.connections.count', { count: formatNumber(lang, count) })}
      </p>
      {failure && <ErrorState failure={failure} onRetry={() => load(1, query)} />}
      {!busy && !failure && items.length === 0 && (
        <EmptyState
          title={
            query
              ? t('profile.connections.noMatch')
              : t(`profile.connections.empty.${which}` as 'profile.connections.empty.followers')
          }
        />
      )}
      <ul className="people-list">
        {items.map((u) => (
          <li key={u.id} className="person-row">
            <Avatar name={u.full_name} src={u.avatar} size={44} />
            <div className="person-text">
              <a href={profileUrl(u.id)} className="person-name">
                {u.full_name}
              </a>
              <span className="muted">{[u.job_title, u.city].filter(Boolean).join(' · ')}</span>
            </div>
            <FollowButton user={u} compact onChange={onFollowChange} />
          </li>
        ))}
      </ul>
      {hasMore && (
        <button
          type="button"
          className="button load-more"
          disabled={busy}
          onClick={() => load(page + 1, query)}
        >
          {busy ? t('common.loading') : t('profile.common.loadMore')}
        </button>
      )}
    </div>
  );
}
