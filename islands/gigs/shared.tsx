import { useEffect, useState } from 'react';
import type { Category, Gig, GigUser, HomePageGig, Tag } from '../../contracts/gigs';
import type { Page } from '../../contracts/pagination';
import { api, SIGN_IN_PATH } from '../lib/api';
import { formatNumber, type Lang, useI18n } from '../lib/i18n';

// Parts shared by the gig, team and order screens.

/** The id in `/market/gigs/<id>/…` or `/market/teams/<id>/`: the path segment after the area name. */
export function idFromPath(area: 'gigs' | 'teams'): string {
  const parts = window.location.pathname.split('/').filter(Boolean);
  const at = parts.indexOf(area);
  return decodeURIComponent(parts[at + 1] ?? '');
}

/** Visitors may browse; buying, liking and following ask them to sign in first (spec §6). */
export function signInFirst(): void {
  const { pathname, search } = window.location;
  window.location.assign(`${SIGN_IN_PATH}?next=${encodeURIComponent(pathname + search)}`);
}

/** Every item of a whole-list endpoint; empty until it arrives, and if it fails (it only fills menus and names). */
function useWholeList<T>(path: string): T[] {
  const [items, setItems] = useState<T[]>([]);
  useEffect(() => {
    void api.get<Page<T>>(path).then(
      (p) => setItems(p.results),
      () => {},
    );
  }, [path]);
  return items;
}

/** The gig categories, for the filters, the editor and a gig's category name. */
export const useCategories = () => useWholeList<Category>('gig/gigs/category/?all_pages=true');
/** The gig tags, for the filters and the editor. */
export const useTags = () => useWholeList<Tag>('gig/gigs/tag/?all_pages=true');

/** A category's name in the reader's language. */
export const categoryTitle = (lang: Lang, category: Category) =>
  lang === 'ar' ? category.title_ar : category.title;

export function formatPrice(lang: Lang, amount: string, currency: string): string {
  try {
    return new Intl.NumberFormat(lang === 'ar' ? 'ar-EG' : 'en-US', { style: 'currency', currency }).format(
      Number(amount),
    );
  } catch {
    return `${amount} ${currency}`;
  }
}

export function Avatar({ name, src, size = 40 }: { name: string; src: string | null; size?: number }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return src ? (
    <img
      className="avatar"
      src={src}
      alt=""
      width={size}
      height={size}
      style={{ inlineSize: size, blockSize: size }}
    />
  ) : (
    <span className="avatar avatar-initials" aria-hidden="true" style={{ inlineSize: size, blockSize: size }}>
      {initials}
    </span>
  );
}

export function HeartIcon({ filled = false }: { filled?: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
      <path
        d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3.1 4.5 6.9 4.5c2.1 0 3.6 1.1 5.1 3 1.5-1.9 3-3 5.1-3 3.8 0 6 3.9 4.5 7.3C19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function EyeIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
      <path
        d="M1.5 12S5.5 5 12 5s10.5 7 10.5 7-4 7-10.5 7S1.5 12 1.5 12z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** One gig in a grid: banner, name, seller, price and its counters. */
export function GigCard({ gig, price }: { gig: (Gig | HomePageGig) & { user: GigUser }; price?: string }) {
  const { t, lang } = useI18n();
  return (
    <article className="gig-card">
      <a className="gig-card-link" href={`/market/gigs/${encodeURIComponent(gig.id)}/`}>
        {gig.banner_image ? (
          <img
            className="gig-card-banner"
            src={gig.banner_image}
            alt=""
            loading="lazy"
            width="400"
            height="225"
          />
        ) : (
          <span className="gig-card-banner gig-card-banner-empty" aria-hidden="true" />
        )}
        <h3 className="gig-card-title">{gig.name}</h3>
      </a>
      <p className="gig-card-seller">
        <Avatar name={gig.user.full_name} src={gig.user.avatar} size={24} />
        <span>{gig.user.full_name}</span>
      </p>
      <div className="gig-card-foot">
        {price && <strong className="gig-card-price">{price}</strong>}
        <span className="gig-card-counts">
          <span title={t('gigs.appreciations')}>
            <HeartIcon filled={gig.is_appreciated} />
            <span className="visually-hidden">{t('gigs.appreciations')}: </span>
            {formatNumber(lang, gig.appreciations)}
          </span>
          <span title={t('gigs.views')}>
            <EyeIcon />
            <span className="visually-hidden">{t('gigs.views')}: </span>
            {formatNumber(lang, gig.visits)}
          </span>
        </span>
      </div>
    </article>
  );
}

/** Previous / page x of y / next, in the shell's pagination style. */
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
        {t('shell.pagination.previous')}
      </button>
      <p>
        {t('shell.pagination.status', { page: formatNumber(lang, page), pages: formatNumber(lang, pages) })}
      </p>
      <button type="button" className="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('shell.pagination.next')}
      </button>
    </nav>
  );
}
