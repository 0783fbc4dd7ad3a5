import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { formatNumber, useI18n } from '../lib/i18n';
import { EmptyState, ErrorState } from '../lib/ui/ErrorState';
import { Pager, pageCount } from '../lib/ui/Pager';
import { PersonCard } from '../lib/ui/PersonCard';
import { useLoad } from '../lib/use-load';
import { shellApi } from './api';
import { ActiveFilters, FiltersDialog } from './SearchFilters';
import { apiQuery, hrefOf, type Query, readQuery, SEARCH_PAGE_SIZE, VIEWS } from './search-query';

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

  const result = useLoad(() => shellApi.search(apiQuery(query)), JSON.stringify(query));

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
  const pages = data ? pageCount(data.count, SEARCH_PAGE_SIZE) : 1;
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

      <ActiveFilters query={query} onClear={clearFilters} />

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

      {data && result.status !== 'failed' && (
        <Pager page={query.page} pages={pages} onPage={(page) => go({ ...query, page }, { focus: true })} />
      )}

      <FiltersDialog
        open={filtersOpen}
        filters={filters}
        setFilters={setFilters}
        onApply={applyFilters}
        onClose={() => setFiltersOpen(false)}
      />
    </div>
  );
}
