import { type FormEvent, useEffect, useState } from 'react';
import { PROFILE_ORDERINGS, type ProfileOrdering } from '../../contracts/lists';
import { formatNumber, useI18n } from '../lib/i18n';
import { LINKS } from '../lib/links';
import { EmptyState } from '../lib/ui/ErrorState';
import { FollowButton } from '../lib/ui/FollowButton';
import { PagedListView, usePagedList } from '../lib/ui/PagedList';
import { PersonCard } from '../lib/ui/PersonCard';
import { expertsApi } from './api';

const PAGE_SIZE = 12;
const ORDERINGS = Object.keys(PROFILE_ORDERINGS) as ProfileOrdering[];

interface Filters {
  search: string;
  city: string;
  sort: ProfileOrdering;
}

function readFilters(): Filters {
  const p = new URLSearchParams(window.location.search);
  const sort = p.get('sort') as ProfileOrdering | null;
  return {
    search: p.get('q') ?? '',
    city: p.get('city') ?? '',
    sort: sort && sort in PROFILE_ORDERINGS ? sort : 'default',
  };
}

/**
 * The experts directory (header: Find Experts): search, city, and the spec §2 listing filter
 * options; page 1 replaces the list and later pages append (spec §4).
 */
export default function ExpertsDirectory() {
  const { t, lang } = useI18n();
  const [filters, setFilters] = useState<Filters>(readFilters);
  const [form, setForm] = useState<Filters>(filters);
  const list = usePagedList(
    (nextPage) =>
      expertsApi.profiles({
        is_expert: 'true',
        search: filters.search,
        city: filters.city,
        ordering: PROFILE_ORDERINGS[filters.sort] ?? undefined,
        page: nextPage,
        page_size: PAGE_SIZE,
      }),
    filters,
  );

  // New filters start the list over from page 1 (usePagedList) and show in the address.
  useEffect(() => {
    const url = new URL(window.location.href);
    for (const [k, v] of [
      ['q', filters.search],
      ['city', filters.city],
      ['sort', filters.sort === 'default' ? '' : filters.sort],
    ] as const) {
      if (v) url.searchParams.set(k, v);
      else url.searchParams.delete(k);
    }
    window.history.replaceState(null, '', url);
  }, [filters]);

  function submit(e: FormEvent) {
    e.preventDefault();
    setFilters({ ...form, search: form.search.trim(), city: form.city.trim() });
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
        <form className="card filter-bar" onSubmit={submit}>
          <div className="field">
            <label htmlFor="experts-q">{t('experts.search')}</label>
            <input
              id="experts-q"
              type="search"
              value={form.search}
              placeholder={t('experts.searchPlaceholder')}
              onChange={(e) => setForm((f) => ({ ...f, search: e.target.value }))}
            />
          </div>
          <div className="field">
            <label htmlFor="experts-city">{t('experts.city')}</label>
            <input
              id="experts-city"
              value={form.city}
              onChange={(e) => setForm((f) => ({ ...f, city: e.target.value }))}
            />
          </div>
          <div className="field">
            <label htmlFor="experts-sort">{t('experts.sort')}</label>
            <select
              id="experts-sort"
              value={form.sort}
              onChange={(e) => {
                const sort = e.target.value as ProfileOrdering;
                setForm((f) => ({ ...f, sort }));
                setFilters((f) => ({ ...f, sort }));
              }}
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
        </form>
      </search>
      <PagedListView
        list={list}
        countLabel={t('experts.count', { count: formatNumber(lang, list.count) })}
        empty={<EmptyState title={t('experts.none')} hint={t('experts.noneHint')} />}
      >
        <ul className="expert-grid">
          {list.items.map((expert) => (
            <li key={expert.id}>
              <PersonCard person={expert} testId="expert-card">
                <a className="button button-small" href={LINKS.profile(expert.id)}>
                  {t('person.viewProfile')}
                  <span className="visually-hidden"> {expert.full_name}</span>
                </a>
                <FollowButton user={expert} compact />
              </PersonCard>
            </li>
          ))}
        </ul>
      </PagedListView>
    </div>
  );
}
