import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { Page } from '../../contracts/pagination';
import { PROFILE_ORDERINGS, type ProfileCard, type ProfileOrdering } from '../../contracts/profiles';
import { api } from '../lib/api';
import { formatNumber, useI18n } from '../lib/i18n';
import { EmptyState, ErrorState } from '../lib/ui/ErrorState';
import { CheckboxField, Field, SelectField } from '../lib/ui/Field';
import { Modal } from '../lib/ui/Modal';
import { useLoad } from '../lib/use-load';
import { LINKS } from './links';

export const SEARCH_PAGE_SIZE = 12;

/** Spec §2 search results: Search Expert/Tech, most recent, filtered. */
const VIEWS = ['all', 'recent', 'filtered'] as const;
type View = (typeof VIEWS)[number];
const SORTS = Object.keys(PROFILE_ORDERINGS) as ProfileOrdering[];

interface Query {
  q: string;
  view: View;
  sort: ProfileOrdering;
  city: string;
  location: string;
  expert: boolean;
  page: number;
}

function readQuery(search: string): Query {
  const p = new URLSearchParams(search);
  const view = p.get('view') as View;
  const sort = p.get('sort') as ProfileOrdering;
  const page = Number(p.get('page'));
  return {
    q: (p.get('q') ?? '').trim(),
    view: VIEWS.includes(view) ? view : 'all',
    sort: SORTS.includes(sort) ? sort : 'default',
    city: (p.get('city') ?? '').trim(),
    location: (p.get('location') ?? '').trim(),
    expert: p.get('expert') === '1',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The page's own address for a query: only what differs from the defaults. */
function hrefOf(q: Query): string {
  const p = new URLSearchParams();
  if (q.q) p.set('q', q.q);
  if (q.view !== 'all') p.set('view', q.view);
  if (q.view === 'filtered') {
    if (q.sort !== 'default') p.set('sort', q.sort);
    if (q.city) p.set('city', q.city);
    if (q.location) p.set('location', q.location);
    if (q.expert) p.set('expert', '1');
  }
  if (q.page > 1) p.set('page', String(q.page));
  const s = p.toString();
  return s ? `${LINKS.search}?${s}` : LINKS.search;
}

/**
 * The API query (conventions.md pagination): `search` matches a name, a job title or a skill,
 * so one box finds experts and technologies alike.
 */
function apiQuery(q: Query): Record<string, string> {
  const p: Record<string, string> = { page: String(q.page), page_size: String(SEARCH_PAGE_SIZE) };
  if (q.q) p.search = q.q;
  if (q.view === 'recent') p.ordering = '-created_on';
  if (q.view === 'filtered') {
    const ordering = PROFILE_ORDERINGS[q.sort];
    if (ordering) p.ordering = ordering;
    if (q.city) p.city = q.city;
    if (q.location) p.location = q.location;
    if (q.expert) p.is_expert = 'true';
  }
  return p;
}

function initials(name: string) {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase();
}

function PersonCard({ person }: { person: ProfileCard }) {
  const { t, lang } = useI18n();
  const place = [person.city, person.location].filter(Boolean).join(', ');
  return (
    <article className="person-card">
      <div className="person-head">
        {person.avatar ? (
          <img className="avatar" src={person.avatar} alt="" width="52" height="52" loading="lazy" />
        ) : (
          <span className="avatar avatar-initials" aria-hidden="true">
            {initials(person.full_name)}
          </span>
        )}
        <div>
          <h2>
            <a href={LINKS.profile(person.id)}>{person.full_name}</a>
            {person.is_expert && <span className="badge">{t('shell.card.expert')}</span>}
          </h2>
          {person.job_title && <p className="person-meta">{person.job_title}</p>}
          {place && <p className="person-meta">{place}</p>}
        </div>
      </div>
      {person.skills.length > 0 && (
        <ul className="skills" aria-label={t('shell.card.skills')}>
          {person.skills.slice(0, 5).map((s) => (
            <li key={s.id} dir="auto">
              {s.title}
            </li>
          ))}
        </ul>
      )}
      <dl className="person-stats">
        <div>
          <dt>{t('shell.card.followers')}</dt>
          <dd>{formatNumber(lang, person.follower)}</dd>
        </div>
        <div>
          <dt>{t('shell.card.visits')}</dt>
          <dd>{formatNumber(lang, person.visits)}</dd>
        </div>
        <div>
          <dt>{t('shell.card.appreciations')}</dt>
          <dd>{formatNumber(lang, person.appreciations)}</dd>
        </div>
      </dl>
    </article>
  );
}

/** "Results for “q”" with the query isolated, so Latin words keep their place in Arabic. */
function ResultsFor({ q }: { q: string }) {
  const { t } = useI18n();
  const [before = '', after = ''] = t('shell.search.resultsFor', { q: '\u0000' }).split('\u0000');
  return (
    <>
      {before}
      <bdi>{q}</bdi>
      {after}
    </>
  );
}

function Chevron({ back }: { back?: boolean }) {
  return (
    <svg className="icon-directional" aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
      <path d={back ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** /market/search/?q=…: people and technologies, three views, the listing filters, pages. */
export default function SearchResults() {
  const { t, lang } = useI18n();
  const [query, setQuery] = useState<Query>(() => readQuery(window.location.search));
  const [draft, setDraft] = useState(query.q);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filters, setFilters] = useState(query);
  const countRef = useRef<HTMLParagraphElement>(null);
  const focusCount = useRef(false);
  const inputId = useId();

  const result = useLoad(
    () => api.get<Page<ProfileCard>>('gig/gig/user-profile', { searchParams: apiQuery(query) }),
    JSON.stringify(query),
  );

  useEffect(() => {
    const onPop = () => {
      const next = readQuery(window.location.search);
      setQuery(next);
      setDraft(next.q);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useEffect(() => {
    if (result.status === 'ready' && focusCount.current) {
      focusCount.current = false;
      countRef.current?.focus();
    }
  }, [result.status]);

  function go(next: Query, opts: { focus?: boolean } = {}) {
    window.history.pushState(null, '', hrefOf(next));
    setQuery(next);
    focusCount.current = Boolean(opts.focus);
  }

  function onSearch(e: FormEvent) {
    e.preventDefault();
    go({ ...query, q: draft.trim(), page: 1 });
  }

  function openFilters() {
    setFilters(query);
    setFiltersOpen(true);
  }

  function applyFilters(e?: FormEvent) {
    e?.preventDefault();
    setFiltersOpen(false);
    go({ ...filters, q: query.q, view: 'filtered', page: 1 });
  }

  const clearFilters = () =>
    go({ ...query, view: 'filtered', sort: 'default', city: '', location: '', expert: false, page: 1 });

  const data = result.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / SEARCH_PAGE_SIZE)) : 1;
  const filtered = query.view === 'filtered';
  const active = filtered
    ? [
        query.sort !== 'default' && t(`shell.search.sort.${query.sort}` as Parameters<typeof t>[0]),
        query.city && `${t('shell.search.city')}: ${query.city}`,
        query.location && `${t('shell.search.location')}: ${query.location}`,
        query.expert && t('shell.search.expertsOnly'),
      ].filter((x): x is string => Boolean(x))
    : [];

  return (
    <div className="search-page">
      <h1>{query.q ? <ResultsFor q={query.q} /> : t('shell.search.title')}</h1>
      <search aria-label={t('shell.home.searchLabel')}>
        <form className="search-bar" onSubmit={onSearch}>
          <svg className="search-icon" aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <label className="visually-hidden" htmlFor={inputId}>
            {t('shell.home.searchLabel')}
          </label>
          <input
            id={inputId}
            name="q"
            type="search"
            autoComplete="off"
            maxLength={200}
            value={draft}
            placeholder={t('shell.home.searchPlaceholder')}
            onChange={(e) => setDraft(e.target.value)}
          />
          <button className="button button-primary" type="submit">
            {t('shell.home.searchSubmit')}
          </button>
        </form>
      </search>

      <div className="search-toolbar">
        <nav aria-label={t('shell.search.views')}>
          <ul className="view-tabs">
            {VIEWS.map((view) => {
              const target = { ...query, view, page: 1 };
              return (
                <li key={view}>
                  <a
                    href={hrefOf(target)}
                    aria-current={query.view === view ? 'page' : undefined}
                    onClick={(e) => {
                      e.preventDefault();
                      go(target);
                    }}
                  >
                    {t(`shell.search.view.${view}` as Parameters<typeof t>[0])}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <button type="button" className="button" onClick={openFilters} aria-haspopup="dialog">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
            <path d="M4 6h16M7 12h10M10 18h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {t('shell.search.filters')}
        </button>
      </div>

      {active.length > 0 && (
        <div className="active-filters">
          <span className="muted">{t('shell.search.activeFilters')}</span>
          <ul>
            {active.map((label) => (
              <li key={label} className="chip">
                {label}
              </li>
            ))}
          </ul>
          <button type="button" className="button button-link" onClick={clearFilters}>
            {t('shell.search.clear')}
          </button>
        </div>
      )}

      <p className="result-count" ref={countRef} tabIndex={-1} aria-live="polite">
        {data && result.status === 'ready'
          ? t('shell.search.count', { count: formatNumber(lang, data.count) })
          : ''}
      </p>

      {result.status === 'failed' ? (
        <ErrorState failure={result.failure} onRetry={result.reload} />
      ) : result.status === 'loading' && !data ? (
        <div className="results" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <div key={i} className="skeleton" />
          ))}
        </div>
      ) : data && data.results.length === 0 ? (
        <EmptyState title={t('shell.search.empty')} hint={t('shell.search.emptyHint')} />
      ) : data ? (
        <ul className="results" aria-busy={result.status === 'loading' || undefined}>
          {data.results.map((person) => (
            <li key={person.id}>
              <PersonCard person={person} />
            </li>
          ))}
        </ul>
      ) : null}

      {data && pages > 1 && result.status !== 'failed' && (
        <nav className="pagination" aria-label={t('shell.pagination.label')}>
          <button
            type="button"
            className="button"
            disabled={query.page <= 1}
            onClick={() => go({ ...query, page: query.page - 1 }, { focus: true })}
          >
            <Chevron back />
            {t('shell.pagination.previous')}
          </button>
          <p>
            {t('shell.pagination.status', {
              page: formatNumber(lang, query.page),
              pages: formatNumber(lang, pages),
            })}
          </p>
          <button
            type="button"
            className="button"
            disabled={query.page >= pages}
            onClick={() => go({ ...query, page: query.page + 1 }, { focus: true })}
          >
            {t('shell.pagination.next')}
            <Chevron />
          </button>
        </nav>
      )}

      <Modal
        open={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        title={t('shell.search.filtersTitle')}
        footer={
          <>
            <button type="button" className="button" onClick={() => setFiltersOpen(false)}>
              {t('shell.common.cancel')}
            </button>
            <button type="submit" form="search-filters" className="button button-primary">
              {t('shell.search.apply')}
            </button>
          </>
        }
      >
        <form id="search-filters" onSubmit={applyFilters} noValidate>
          <SelectField
            label={t('shell.search.sort')}
            name="sort"
            value={filters.sort}
            onChange={(e) => setFilters((f) => ({ ...f, sort: e.target.value as ProfileOrdering }))}
            options={SORTS.map((s) => ({
              value: s,
              label: t(`shell.search.sort.${s}` as Parameters<typeof t>[0]),
            }))}
          />
          <Field
            label={t('shell.search.city')}
            name="city"
            value={filters.city}
            maxLength={100}
            onChange={(e) => setFilters((f) => ({ ...f, city: e.target.value }))}
          />
          <Field
            label={t('shell.search.location')}
            name="location"
            value={filters.location}
            maxLength={100}
            onChange={(e) => setFilters((f) => ({ ...f, location: e.target.value }))}
          />
          <CheckboxField
            id="search-experts-only"
            name="expert"
            checked={filters.expert}
            onChange={(e) => setFilters((f) => ({ ...f, expert: e.target.checked }))}
            label={t('shell.search.expertsOnly')}
          />
        </form>
      </Modal>
    </div>
  );
}
