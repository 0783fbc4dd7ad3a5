import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { Page } from '../../../contracts/pagination';
import { type ApiFailure, readFailure } from '../failure';
import { useI18n } from '../i18n';
import { ErrorState } from './ErrorState';

/**
 * A list read page by page (spec §4: page 1 replaces the list, later pages append). It starts
 * again whenever `restart` changes, from page `start` (1 unless an address asked for a later one),
 * replacing what it showed; `more()` appends the next page with the latest `fetchPage`. An answer
 * that arrives after a newer load has started is dropped (like useLoad's). `initial` is page
 * `start` as the page's HTML already carries it (a screen the server rendered): the list starts
 * with it and loads only when `restart` changes. A failed page keeps what was shown; `retry()`
 * asks for that page again.
 */
export function usePagedList<T>(
  fetchPage: (page: number) => Promise<Page<T>>,
  restart: unknown,
  initial?: Page<T> | null,
  start = 1,
) {
  const [items, setItems] = useState<T[]>(initial?.results ?? []);
  const [page, setPage] = useState(start);
  const [count, setCount] = useState(initial?.count ?? 0);
  const [hasMore, setHasMore] = useState(initial != null && initial.next !== null);
  const [busy, setBusy] = useState(initial == null);
  /** Busy loading the list over again (a new query), not appending to it. */
  const [restarting, setRestarting] = useState(initial == null);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const latest = useRef(fetchPage);
  latest.current = fetchPage;
  const ticket = useRef(0);
  const skip = useRef(initial != null ? { restart } : null);

  async function load(nextPage: number, replace: boolean) {
    const mine = ++ticket.current;
    setBusy(true);
    setRestarting(replace);
    setFailure(null);
    try {
      const res = await latest.current(nextPage);
      if (mine !== ticket.current) return;
      setItems((old) => (replace ? res.results : [...old, ...res.results]));
      setPage(nextPage);
      setCount(res.count);
      setHasMore(res.next !== null);
    } catch (error) {
      const failure = await readFailure(error);
      if (mine === ticket.current) setFailure(failure);
    } finally {
      if (mine === ticket.current) setBusy(false);
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: `restart` is what starts the list over.
  useEffect(() => {
    const rendered = skip.current !== null && Object.is(skip.current.restart, restart);
    skip.current = null;
    if (!rendered) void load(start, true);
  }, [restart]);

  return {
    items,
    page,
    count,
    hasMore,
    busy,
    restarting,
    failure,
    more: () => load(page + 1, false),
    // What failed is what `restarting` says: the list from `start` over again, or the page after `page`.
    retry: () => (restarting ? load(start, true) : load(page + 1, false)),
  };
}

export type PagedList<T> = ReturnType<typeof usePagedList<T>>;

/**
 * The button under a paged list that appends the next page. With `href` (the address of the next
 * page alone, for a screen the server rendered) it is a link: without JavaScript it opens that
 * page; with it, a click appends instead.
 */
export function LoadMoreButton({
  busy,
  onClick,
  href,
  className = 'button load-more',
}: {
  busy: boolean;
  onClick: () => void;
  href?: string;
  className?: string;
}) {
  const { t } = useI18n();
  const label = busy ? t('common.loading') : t('common.loadMore');
  if (href === undefined)
    return (
      <button type="button" className={className} disabled={busy} onClick={onClick}>
        {label}
      </button>
    );
  return (
    <a
      className={className}
      href={href}
      aria-disabled={busy || undefined}
      onClick={(e) => {
        e.preventDefault();
        if (!busy) onClick();
      }}
    >
      {label}
    </a>
  );
}

/**
 * What shows around a paged list: how many there are (or that the list is loading over again), the
 * failure with a retry (above the list for page 1; under it for a later page, what was shown
 * staying), `empty` when nothing matches, the items (`skeleton` until there are some), and the
 * button for the next page (a link to `moreHref`, the next page alone, when given).
 */
export function PagedListView({
  list,
  countLabel,
  countClassName = 'muted',
  empty,
  moreHref,
  skeleton,
  children,
}: {
  list: PagedList<unknown>;
  countLabel: string;
  countClassName?: string;
  empty: ReactNode;
  moreHref?: string;
  /** What stands for the list while its first items load. */
  skeleton?: ReactNode;
  /** The items, drawn when there are any. */
  children: ReactNode;
}) {
  const { t } = useI18n();
  // A later page that failed shows where it would have been, under what was already shown.
  const failed = list.failure && <ErrorState failure={list.failure} onRetry={list.retry} />;
  return (
    <>
      <p className={countClassName} aria-live="polite">
        {list.busy && list.restarting ? t('common.loading') : countLabel}
      </p>
      {failed && list.restarting && failed}
      {!list.busy && !list.failure && list.items.length === 0 && empty}
      {/* A new query that failed shows no list: what was shown answered another one. */}
      {!(failed && list.restarting) && (list.items.length > 0 ? children : list.busy && skeleton)}
      {failed && !list.restarting
        ? failed
        : list.hasMore && <LoadMoreButton busy={list.busy} onClick={list.more} href={moreHref} />}
    </>
  );
}
