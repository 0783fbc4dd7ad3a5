import { type FormEvent, useEffect, useState } from 'react';
import { PRODUCT_ORDERINGS } from '../../contracts/lists';
import { formatNumber, useI18n } from '../lib/i18n';
import { useSession } from '../lib/session';
import { EmptyState, ErrorState } from '../lib/ui/ErrorState';
import { Pager } from '../lib/ui/Pager';
import { useLoad } from '../lib/use-load';
import { productsApi } from './api';
import { LINKS, ProductCard, titleOf, useCategories, useProductTypes } from './shared';

export const PRODUCTS_PAGE_SIZE = 12;

interface Query {
  search: string;
  category: string;
  product_type: string;
  ordering: string;
  page: number;
}

function readQuery(): Query {
  const p = new URLSearchParams(window.location.search);
  const ordering = p.get('ordering') ?? '';
  return {
    search: p.get('search') ?? '',
    category: p.get('category') ?? '',
    product_type: p.get('product_type') ?? '',
    ordering: (PRODUCT_ORDERINGS as readonly string[]).includes(ordering) ? ordering : '-created_on',
    page: Math.max(1, Number(p.get('page')) || 1),
  };
}

function toSearch(q: Query): string {
  const p = new URLSearchParams();
  if (q.search) p.set('search', q.search);
  if (q.category) p.set('category', q.category);
  if (q.product_type) p.set('product_type', q.product_type);
  if (q.ordering !== '-created_on') p.set('ordering', q.ordering);
  if (q.page > 1) p.set('page', String(q.page));
  const s = p.toString();
  return s ? `?${s}` : '';
}

const SORTS = [
  ['-created_on', 'products.sort.newest'],
  ['price', 'products.sort.priceLow'],
  ['-price', 'products.sort.priceHigh'],
  ['-rating', 'products.sort.rating'],
  ['name', 'products.sort.name'],
] as const;

function Select({
  label,
  name,
  value,
  options,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <label className="explore-select">
      <span>{label}</span>
      <select name={name} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The product catalogue: search, category and type filters, sort, and pages. */
export default function ProductList() {
  const { t, lang } = useI18n();
  const session = useSession();
  const [query, setQuery] = useState<Query>(readQuery);
  const [draft, setDraft] = useState(query.search);
  const categories = useCategories();
  const types = useProductTypes();

  useEffect(() => {
    const onPop = () => {
      const q = readQuery();
      setQuery(q);
      setDraft(q.search);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const apiQuery = new URLSearchParams({
    page: String(query.page),
    page_size: String(PRODUCTS_PAGE_SIZE),
    ordering: query.ordering,
    ...(query.search && { search: query.search }),
    ...(query.category && { category: query.category }),
    ...(query.product_type && { product_type: query.product_type }),
  }).toString();
  const result = useLoad(() => productsApi.products(apiQuery), apiQuery);

  function go(next: Query) {
    setQuery(next);
    window.history.pushState(null, '', `${window.location.pathname}${toSearch(next)}`);
  }
  function onSearch(e: FormEvent) {
    e.preventDefault();
    go({ ...query, search: draft.trim(), page: 1 });
  }

  const data = result.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / PRODUCTS_PAGE_SIZE)) : 1;

  return (
    <div className="products">
      <header className="explore-head">
        <div>
          <h1>{t('products.list.title')}</h1>
          <p className="muted">{t('products.list.subtitle')}</p>
        </div>
        <div className="products-head-actions">
          {session.isLoggedIn && (
            <a className="button" href={LINKS.wishlist}>
              {t('products.nav.wishlist')}
            </a>
          )}
          {session.user?.is_expert && (
            <a className="button button-primary" href={LINKS.newProduct}>
              {t('products.list.sell')}
            </a>
          )}
        </div>
      </header>

      <form className="explore-filters" aria-label={t('products.list.filters')} onSubmit={onSearch}>
        <label className="explore-search">
          <span className="visually-hidden">{t('products.list.search')}</span>
          <input
            type="search"
            name="search"
            value={draft}
            placeholder={t('products.list.searchPlaceholder')}
            onChange={(e) => setDraft(e.target.value)}
          />
        </label>
        <button className="button button-primary" type="submit">
          {t('products.list.search')}
        </button>
        <Select
          label={t('products.list.category')}
          name="category"
          value={query.category}
          options={[
            { value: '', label: t('products.list.allCategories') },
            ...categories.map((c) => ({ value: c.id, label: titleOf(lang, c) })),
          ]}
          onChange={(category) => go({ ...query, category, page: 1 })}
        />
        <Select
          label={t('products.list.type')}
          name="product_type"
          value={query.product_type}
          options={[
            { value: '', label: t('products.list.allTypes') },
            ...types.map((c) => ({ value: c.id, label: titleOf(lang, c) })),
          ]}
          onChange={(product_type) => go({ ...query, product_type, page: 1 })}
        />
        <Select
          label={t('products.list.sort')}
          name="ordering"
          value={query.ordering}
          options={SORTS.map(([value, key]) => ({ value, label: t(key) }))}
          onChange={(ordering) => go({ ...query, ordering, page: 1 })}
        />
      </form>

      {data && result.status !== 'failed' && (
        <p className="result-count" aria-live="polite">
          {t('products.list.count', { count: formatNumber(lang, data.count) })}
        </p>
      )}

      {result.status === 'failed' ? (
        <ErrorState failure={result.failure} onRetry={result.reload} />
      ) : !data ? (
        <div className="product-grid" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <div key={i} className="skeleton product-card-skeleton" />
          ))}
        </div>
      ) : data.results.length === 0 ? (
        <EmptyState title={t('products.list.empty')} hint={t('products.list.emptyHint')} />
      ) : (
        <ul className="product-grid" aria-busy={result.status === 'loading' || undefined}>
          {data.results.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}

      {data && <Pager page={query.page} pages={pages} onPage={(page) => go({ ...query, page })} />}
    </div>
  );
}
