import { formatNumber, useI18n } from '../i18n';

function Chevron({ back }: { back?: boolean }) {
  return (
    <svg className="icon-directional" aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
      <path d={back ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** Previous / page x of y / next under a list read one page at a time; nothing for one page. */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t, lang } = useI18n();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('shell.pagination.label')}>
      <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Chevron back />
        {t('shell.pagination.previous')}
      </button>
      <p>
        {t('shell.pagination.status', { page: formatNumber(lang, page), pages: formatNumber(lang, pages) })}
      </p>
      <button type="button" className="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('shell.pagination.next')}
        <Chevron />
      </button>
    </nav>
  );
}

/** How many pages `count` items make, `pageSize` a page (at least one). */
export const pageCount = (count: number, pageSize: number) => Math.max(1, Math.ceil(count / pageSize));
