import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { TEAM_ORDERINGS, type TeamsPageQuery, teamsApiQuery, teamsPageQuery } from '../../contracts/lists';
import type { Page } from '../../contracts/pagination';
import type { Team } from '../../contracts/teams';
import { pushAddress } from '../lib/address';
import { useEarlyFields } from '../lib/early-fields';
import { formatNumber, useI18n } from '../lib/i18n';
import { LINKS } from '../lib/links';
import { rendered, usePageQuery } from '../lib/rendered';
import { EmptyState } from '../lib/ui/ErrorState';
import { ListForm } from '../lib/ui/ListForm';
import { PagedListView, usePagedList } from '../lib/ui/PagedList';
import { TeamCard } from '../lib/ui/TeamCard';
import { teamsApi } from './api';

type Query = TeamsPageQuery;

const readQuery = () => teamsPageQuery(new URLSearchParams(window.location.search));

function hrefOf(q: Query): string {
  const p = new URLSearchParams();
  if (q.search) p.set('search', q.search);
  if (q.ordering !== TEAM_ORDERINGS[0]) p.set('ordering', q.ordering);
  if (q.page > 1) p.set('page', String(q.page));
  const s = p.toString();
  return s ? `${LINKS.teams}?${s}` : LINKS.teams;
}

/**
 * /market/teams/: every team, searchable, in spec §2's listing orders, page by page (spec §4: a new
 * search or order replaces the list, "Load more" appends the next page); the address holds the
 * search and order. Rendered on the server with `initial`, the page the address asks for (`?page=N`
 * shows page N alone, the no-JavaScript way on: "Load more" is a link to the next one) as the API
 * answers a visitor (null when the API would refuse it), and hydrated from it; every other query
 * loads in the browser. The island never writes `page` into the address.
 */
function TeamsIndex({ initial }: { initial?: Page<Team> | null }) {
  const { t, lang } = useI18n();
  const first = usePageQuery();
  const [query, setQuery] = useState<Query>(() => teamsPageQuery(first));
  const [draft, setDraft] = useState(query.search);
  const formRef = useRef<HTMLFormElement>(null);
  const searchId = useId();
  const sortId = useId();
  const list = usePagedList(
    (page) => teamsApi.teams(teamsApiQuery({ ...query, page })),
    hrefOf(query),
    initial,
    query.page,
  );

  useEffect(() => {
    const onPop = () => {
      const next = readQuery();
      setQuery(next);
      setDraft(next.search);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  function go(next: Query) {
    pushAddress(hrefOf(next));
    setQuery(next);
  }

  // Typed or chosen before hydration: the text stays, a new order is applied.
  useEarlyFields(formRef, (fields, changed) => {
    setDraft(fields.get('search') ?? '');
    if (changed.has('ordering')) go({ ...query, ordering: teamsPageQuery(fields).ordering, page: 1 });
  });

  function onSearch(e: FormEvent) {
    e.preventDefault();
    go({ ...query, search: draft.trim(), page: 1 });
  }

  return (
    <div className="teams-index">
      <h1>{t('teams.index.title')}</h1>
      <p className="lead">{t('teams.index.lead')}</p>
      <search aria-label={t('teams.index.search')}>
        <ListForm ref={formRef} className="explore-filters" action={LINKS.teams} onSubmit={onSearch}>
          <label className="explore-search" htmlFor={searchId}>
            <span className="visually-hidden">{t('teams.index.search')}</span>
            <input
              id={searchId}
              type="search"
              name="search"
              value={draft}
              maxLength={200}
              placeholder={t('teams.index.search')}
              onChange={(e) => setDraft(e.target.value)}
            />
          </label>
          <button type="submit" className="button button-primary">
            {t('shell.searchBar.submit')}
          </button>
          <label className="explore-select" htmlFor={sortId}>
            {t('shell.search.sort')}
            <select
              id={sortId}
              name="ordering"
              value={query.ordering}
              onChange={(e) => go({ ...query, ordering: e.target.value as Query['ordering'], page: 1 })}
            >
              {TEAM_ORDERINGS.map((o) => (
                <option key={o} value={o}>
                  {t(
                    `teams.index.order.${o.replace('-', '') as 'follower' | 'visits' | 'appreciations' | 'created_on'}`,
                  )}
                </option>
              ))}
            </select>
          </label>
        </ListForm>
      </search>
      <PagedListView
        list={list}
        countClassName="result-count"
        countLabel={t('shell.search.count', { count: formatNumber(lang, list.count) })}
        empty={<EmptyState title={t('teams.index.empty')} hint={t('shell.search.emptyHint')} />}
        skeleton={<div className="skeleton home-market-skeleton" aria-busy="true" />}
        moreHref={hrefOf({ ...query, page: list.page + 1 })}
      >
        <ul className="gig-grid" aria-busy={(list.busy && list.restarting) || undefined}>
          {list.items.map((team) => (
            <li key={team.id}>
              <TeamCard team={team} />
            </li>
          ))}
        </ul>
      </PagedListView>
    </div>
  );
}

export default rendered(TeamsIndex);
