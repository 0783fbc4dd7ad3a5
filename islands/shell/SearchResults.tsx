import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import {
  hasActiveFilters,
  hrefOf,
  KINDS,
  type Kind,
  type Query,
  RESULT_KINDS,
  type ResultKind,
  readQuery,
  SEARCH_PAGE_SIZE,
  SEARCH_PATH,
} from '../../contracts/search-query';
import { pushAddress } from '../lib/address';
import { useEarlyFields } from '../lib/early-fields';
import { formatNumber, useI18n } from '../lib/i18n';
import { lazyRendered } from '../lib/lazy-rendered';
import { rendered, usePageQuery } from '../lib/rendered';
import { EmptyState, ErrorState } from '../lib/ui/ErrorState';
import { ListForm } from '../lib/ui/ListForm';
import { Pager, pageCount } from '../lib/ui/Pager';
import { useFilterOptions } from './SearchFilters';
import { type KindLoads, ResultGrid, type SearchPageData, useKindLoads } from './SearchSections';

const FiltersDialog = lazy(() => import('./FiltersDialog'));
// The chips show only while a search has a sort or filters; the server draws them in the page.
const ActiveFilters = lazyRendered(() => import('./ActiveFilters'));
if (import.meta.env.SSR) await ActiveFilters.preload();

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

/** What searching again keeps of the address: the tab, the order and the filters. */
function kept(query: Query): URLSearchParams {
  const href = hrefOf({ ...query, q: '', page: 1 });
  return new URLSearchParams(href.slice(SEARCH_PATH.length));
}

/**
 * /market/search/?q=…: one search over experts, gigs, teams and products (spec §2 "Search
 * Expert/Tech"), with a tab per kind, the four listing options, the filters that fit each kind and
 * pages; everything is in the address, so back and forward work. Rendered on the server with
 * `initial` and hydrated from it; every other query loads in the browser.
 */
function SearchResults({ initial }: { initial?: SearchPageData | null }) {
  const { t, lang } = useI18n();
  const first = usePageQuery();
  const [query, setQuery] = useState<Query>(() => readQuery(first));
  const [draft, setDraft] = useState(query.q);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The dialog's code loads the first time it opens, and the dialog stays mounted after.
  const [filtersUsed, setFiltersUsed] = useState(false);
  const [filters, setFilters] = useState(query);
  const countRef = useRef<HTMLParagraphElement>(null);
  const focusCount = useRef(false);
  const inputId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const loads = useKindLoads(query, initial);
  const options = useFilterOptions(filters.kind === query.kind ? query.kind : filters.kind);

  useEffect(() => {
    const onPop = () => {
      const next = readQuery(window.location.search);
      setQuery(next);
      setDraft(next.q);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const active = query.kind === 'all' ? null : loads[query.kind];
  useEffect(() => {
    if (active?.status === 'ready' && focusCount.current) {
      focusCount.current = false;
      countRef.current?.focus();
    }
  }, [active?.status]);
  function go(next: Query, opts: { focus?: boolean } = {}) {
    pushAddress(hrefOf(next));
    setQuery(next);
    focusCount.current = Boolean(opts.focus);
  }

  // Typed before hydration: the text stays.
  useEarlyFields(formRef, (fields) => setDraft(fields.get('q') ?? ''));

  function onSearch(e: FormEvent) {
    e.preventDefault();
    go({ ...query, q: draft.trim(), page: 1 });
  }

  function openFilters() {
    setFilters(query);
    setFiltersUsed(true);
    setFiltersOpen(true);
  }

  function applyFilters(e?: FormEvent) {
    e?.preventDefault();
    setFiltersOpen(false);
    go({ ...filters, q: query.q, kind: query.kind, page: 1 });
  }

  const clearFilters = () => go({ ...query, sort: 'default', filters: {}, page: 1 });
  const countOf = (kind: ResultKind) => loads[kind].data?.count;
  const switchTo = (kind: Kind) => go({ ...query, kind, filters: {}, page: 1 });

  return (
    <div className="search-page">
      <h1>{query.q ? <ResultsFor q={query.q} /> : t('shell.search.title')}</h1>
      <search aria-label={t('shell.searchBar.label')}>
        <ListForm ref={formRef} className="search-bar" action={SEARCH_PATH} onSubmit={onSearch}>
          <svg className="search-icon" aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <label className="visually-hidden" htmlFor={inputId}>
            {t('shell.searchBar.label')}
          </label>
          <input
            id={inputId}
            name="q"
            type="search"
            autoComplete="off"
            maxLength={200}
            value={draft}
            placeholder={t('shell.searchBar.placeholder')}
            onChange={(e) => setDraft(e.target.value)}
          />
          {Array.from(kept(query), ([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button className="button button-primary" type="submit">
            {t('shell.searchBar.submit')}
          </button>
        </ListForm>
      </search>

      <div className="search-toolbar">
        <nav aria-label={t('shell.search.kinds')}>
          <ul className="view-tabs">
            {KINDS.map((kind) => {
              const count = kind === 'all' ? undefined : countOf(kind);
              return (
                <li key={kind}>
                  <a
                    href={hrefOf({ ...query, kind, filters: {}, page: 1 })}
                    aria-current={query.kind === kind ? 'page' : undefined}
                    data-testid={`tab-${kind}`}
                    onClick={(e) => {
                      e.preventDefault();
                      switchTo(kind);
                    }}
                  >
                    {t(`shell.search.kind.${kind}`)}
                    {count !== undefined && <span className="tab-count">{formatNumber(lang, count)}</span>}
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

      {hasActiveFilters(query) && (
        <Suspense fallback={null}>
          <ActiveFilters query={query} options={options} onClear={clearFilters} />
        </Suspense>
      )}

      {query.kind === 'all' ? (
        <AllKinds loads={loads} onMore={switchTo} />
      ) : (
        <OneKind
          kind={query.kind}
          loads={loads}
          countRef={countRef}
          page={query.page}
          onPage={(page) => go({ ...query, page }, { focus: true })}
        />
      )}

      {filtersUsed && (
        <Suspense fallback={null}>
          <FiltersDialog
            open={filtersOpen}
            filters={filters}
            setFilters={setFilters}
            options={options}
            onApply={applyFilters}
            onClose={() => setFiltersOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}

/** The "All" tab: a few of each kind, each with a way to see them all. */
function AllKinds({ loads, onMore }: { loads: KindLoads; onMore: (kind: ResultKind) => void }) {
  const { t, lang } = useI18n();
  const ready = RESULT_KINDS.every((k) => loads[k].status !== 'loading');
  const none = ready && RESULT_KINDS.every((k) => loads[k].status === 'ready' && loads[k].data.count === 0);
  if (none) return <EmptyState title={t('shell.search.empty')} hint={t('shell.search.emptyHint')} />;
  return (
    <>
      {RESULT_KINDS.map((kind) => {
        const load = loads[kind];
        if (load.status === 'failed')
          return (
            <section key={kind} className="search-kind">
              <h2>{t(`shell.search.kind.${kind}`)}</h2>
              <ErrorState failure={load.failure} onRetry={load.reload} />
            </section>
          );
        if (!load.data) return <div key={kind} className="skeleton" aria-busy="true" />;
        if (load.data.count === 0) return null;
        return (
          <section key={kind} className="search-kind" aria-labelledby={`search-kind-${kind}`}>
            <div className="search-kind-head">
              <h2 id={`search-kind-${kind}`}>
                {t(`shell.search.kind.${kind}`)}{' '}
                <span className="tab-count">{formatNumber(lang, load.data.count)}</span>
              </h2>
              {load.data.count > load.data.results.length && (
                <button type="button" className="button button-link" onClick={() => onMore(kind)}>
                  {t('shell.search.seeAll', { count: formatNumber(lang, load.data.count) })}
                </button>
              )}
            </div>
            <ResultGrid kind={kind} page={load.data} busy={load.status === 'loading'} />
          </section>
        );
      })}
    </>
  );
}

/** One kind's tab: the count, its results a page at a time. */
function OneKind({
  kind,
  loads,
  countRef,
  page,
  onPage,
}: {
  kind: ResultKind;
  loads: KindLoads;
  countRef: React.RefObject<HTMLParagraphElement | null>;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t, lang } = useI18n();
  const load = loads[kind];
  const data = load.data;
  return (
    <>
      <p className="result-count" ref={countRef} tabIndex={-1} aria-live="polite">
        {data && load.status === 'ready'
          ? t('shell.search.count', { count: formatNumber(lang, data.count) })
          : ''}
      </p>
      {load.status === 'failed' ? (
        <ErrorState failure={load.failure} onRetry={load.reload} />
      ) : !data ? (
        <div className="results" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <div key={i} className="skeleton" />
          ))}
        </div>
      ) : data.results.length === 0 ? (
        <EmptyState title={t('shell.search.empty')} hint={t('shell.search.emptyHint')} />
      ) : (
        <ResultGrid kind={kind} page={data} busy={load.status === 'loading'} />
      )}
      {data && load.status !== 'failed' && (
        <Pager page={page} pages={pageCount(data.count, SEARCH_PAGE_SIZE)} onPage={onPage} />
      )}
    </>
  );
}

export default rendered(SearchResults);
