import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { Page } from '../../../contracts/pagination';
import { type ApiFailure, readFailure } from '../failure';
import { useI18n } from '../i18n';
import { ErrorState } from './ErrorState';

/**
 * A list read page by page (spec §4: page 1 replaces the list, later pages append). It starts
 * again from page 1 whenever `restart` changes; `load(page)` fetches with the latest `fetchPage`.
 * An answer that arrives after a newer load has started is dropped (like useLoad's). `initial` is
 * the first page the page's HTML already carries (a screen the server rendered): the list starts
 * with it and loads only when `restart` changes.
 */
export function usePagedList<T>(
  fetchPage: (page: number) => Promise<Page<T>>,
  restart: unknown,
  initial?: Page<T> | null,
) {
  const [items, setItems] = useState<T[]>(initial?.results ?? []);
  const [page, setPage] = useState(1);
  const [count, setCount] = useState(initial?.count ?? 0);
  const [hasMore, setHasMore] = useState(initial != null && initial.next !== null);
  const [busy, setBusy] = useState(initial == null);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const latest = useRef(fetchPage);
  latest.current = fetchPage;
  const ticket = useRef(0);
  const skip = useRef(initial != null ? { restart } : null);

  async function load(nextPage: number) {
    const mine = ++ticket.current;
    setBusy(true);
    setFailure(null);
    try {
      const res = await latest.current(nextPage);
      if (mine !== ticket.current) return;
      setItems((old) => (nextPage === 1 ? res.results : [...old, ...res.results]));
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
    if (!rendered) void load(1);
  }, [restart]);

  return { items, page, count, hasMore, busy, failure, load };
}

export type PagedList<T> = ReturnType<typeof usePagedList<T>>;

/** The button under a paged list that appends the next page. */
export function LoadMoreButton({
  busy,
  onClick,
  className = 'button load-more',
}: {
  busy: boolean;
  onClick: () => void;
  className?: string;
}) {
  const { t } = useI18n();
  return (
    <button type="button" className={className} disabled={busy} onClick={onClick}>
      {busy ? t('common.loading') : t('common.loadMore')}
    </button>
  );
}

/**
 * What shows around a paged list: how many there are (or that page 1 is loading), the failure with
 * a retry, `empty` when nothing matches, the items, and the button for the next page.
 */
export function PagedListView({
  list,
  countLabel,
  empty,
  children,
}: {
  list: PagedList<unknown>;
  countLabel: string;
  empty: ReactNode;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <>
      <p className="muted" aria-live="polite">
        {list.busy && list.page === 1 ? t('common.loading') : countLabel}
      </p>
      {list.failure && <ErrorState failure={list.failure} onRetry={() => list.load(1)} />}
      {!list.busy && !list.failure && list.items.length === 0 && empty}
      {children}
      {list.hasMore && <LoadMoreButton busy={list.busy} onClick={() => list.load(list.page + 1)} />}
    </>
  );
}
