import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  type ExpertsPageQuery,
  expertsApiQuery,
  expertsHref,
  expertsPageQuery,
  PROFILE_ORDERINGS,
  type ProfileOrdering,
} from '../../contracts/lists';
import type { Page } from '../../contracts/pagination';
import type { ProfileCard } from '../../contracts/profiles';
import { pushAddress } from '../lib/address';
import { useEarlyFields } from '../lib/early-fields';
import { formatNumber, useI18n } from '../lib/i18n';
import { LINKS } from '../lib/links';
import { rendered, usePageQuery } from '../lib/rendered';
import { useSession } from '../lib/session';
import { EmptyState } from '../lib/ui/ErrorState';
import { FollowButton } from '../lib/ui/FollowButton';
import { ListForm } from '../lib/ui/ListForm';
import { PagedListView, usePagedList } from '../lib/ui/PagedList';
import { PersonCard } from '../lib/ui/PersonCard';
import { expertsApi } from './api';

type Query = ExpertsPageQuery;
const ORDERINGS = Object.keys(PROFILE_ORDERINGS) as ProfileOrdering[];

const readQuery = () => expertsPageQuery(new URLSearchParams(window.location.search));

/**
 * The experts directory (header: Find Experts): search, city, the spec §2 listing filter options,
 * page by page (spec §4: a new query replaces the list, "Load more" appends the next page); the
 * address holds the query but never the page the island reached. Rendered on the server with
 * `initial`, the page the address asks for (`?page=N` shows page N alone, the no-JavaScript way on:
 * "Load more" is a link to the next one) as the API answers a visitor (null when the API would
 * refuse it), and hydrated from it; a signed-in reader's list (whom they follow) and every other
 * query load in the browser, from the address's page.
 */
function ExpertsDirectory({ initial }: { initial?: Page<ProfileCard> | null }) {
  const { t, lang } = useI18n();
  const session = useSession();
  const first = usePageQuery();
  const [query, setQuery] = useState<Query>(() => expertsPageQuery(first));
  const [form, setForm] = useState({ search: query.search, city: query.city });
  const formRef = useRef<HTMLFormElement>(null);
  const list = usePagedList(
    (page) => expertsApi.profiles(expertsApiQuery({ ...query, page })),
    `${expertsHref(query)}:${session.user?.id ?? ''}`,
    initial,
    query.page,
  );

  useEffect(() => {
    const onPop = () => {
      const next = readQuery();
      setQuery(next);
      setForm({ search: next.search, city: next.city });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  function go(next: Query) {
    pushAddress(expertsHref(next));
    setQuery(next);
  }

  // Typed or chosen before hydration: the text stays, a new sort is applied.
  useEarlyFields(formRef, (fields, changed) => {
    setForm({ search: fields.get('q') ?? '', city: fields.get('city') ?? '' });
    if (changed.has('sort')) go({ ...query, sort: expertsPageQuery(fields).sort, page: 1 });
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    go({ ...query, search: form.search.trim(), city: form.city.trim(), page: 1 });
  }

  return (
    <div className="experts">
      <div className="page-head">
        <div>
          <h1>{t('experts.title')}</h1>
          <p className="muted">{t('experts.subtitle')}</p>
        </div>
      </div>
      <search>
        <ListForm ref={formRef} className="card filter-bar" action={LINKS.experts} onSubmit={submit}>
          <div className="field">
            <label htmlFor="experts-q">{t('experts.search')}</label>
            <input
              id="experts-q"
              type="search"
              name="q"
              value={form.search}
              maxLength={200}
              placeholder={t('experts.searchPlaceholder')}
              onChange={(e) => setForm((f) => ({ ...f, search: e.target.value }))}
            />
          </div>
          <div className="field">
            <label htmlFor="experts-city">{t('experts.city')}</label>
            <input
              id="experts-city"
              name="city"
              value={form.city}
              onChange={(e) => setForm((f) => ({ ...f, city: e.target.value }))}
            />
          </div>
          <div className="field">
            <label htmlFor="experts-sort">{t('experts.sort')}</label>
            <select
              id="experts-sort"
              name="sort"
              value={query.sort}
              onChange={(e) => go({ ...query, sort: e.target.value as ProfileOrdering, page: 1 })}
            >
              {ORDERINGS.map((o) => (
                <option key={o} value={o}>
                  {t(`experts.sort.${o}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button-primary">
            {t('experts.searchButton')}
          </button>
        </ListForm>
      </search>
      <PagedListView
        list={list}
        countLabel={t('experts.count', { count: formatNumber(lang, list.count) })}
        empty={<EmptyState title={t('experts.none')} hint={t('experts.noneHint')} />}
        skeleton={<div className="skeleton" aria-busy="true" />}
        moreHref={expertsHref({ ...query, page: list.page + 1 })}
      >
        <ul className="expert-grid" aria-busy={(list.busy && list.restarting) || undefined}>
          {list.items.map((expert) => (
            <li key={expert.id}>
              <PersonCard person={expert} testId="expert-card">
                <a className="button button-small" href={LINKS.profile(expert.id)}>
                  {t('person.viewProfile')}
                  <span className="visually-hidden"> {expert.full_name}</span>
                </a>
                {/* Keyed by what the reader follows: their own list replaces the visitor's. */}
                <FollowButton key={String(expert.is_followed)} user={expert} compact />
              </PersonCard>
            </li>
          ))}
        </ul>
      </PagedListView>
    </div>
  );
}

export default rendered(ExpertsDirectory);
