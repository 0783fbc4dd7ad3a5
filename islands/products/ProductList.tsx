import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  PRODUCT_SORTS,
  PRODUCTS_PAGE_SIZE,
  type ProductsPageQuery,
  productsApiQuery,
  productsHref,
  productsPageQuery,
} from '../../contracts/lists';
import type { Page } from '../../contracts/pagination';
import type { Product, ProductCategory, ProductType } from '../../contracts/products';
import { pushAddress } from '../lib/address';
import { useEarlyFields } from '../lib/early-fields';
import { formatNumber, useI18n } from '../lib/i18n';
import { rendered, usePageQuery } from '../lib/rendered';
import { useSession } from '../lib/session';
import { EmptyState, ErrorState } from '../lib/ui/ErrorState';
import { ListForm } from '../lib/ui/ListForm';
import { Pager, pageCount } from '../lib/ui/Pager';
import { ProductCard } from '../lib/ui/ProductCard';
import { useLoad } from '../lib/use-load';
import { productsApi } from './api';
import { LINKS, titleOf, useCategories, useProductTypes } from './shared';

type Query = ProductsPageQuery;

const readQuery = () => productsPageQuery(new URLSearchParams(window.location.search));

const SORT_KEYS = {
  '-created_on': 'products.sort.newest',
  price: 'products.sort.priceLow',
  '-price': 'products.sort.priceHigh',
  '-rating': 'products.sort.rating',
  name: 'products.sort.name',
} as const satisfies Record<(typeof PRODUCT_SORTS)[number], string>;

/**
 * What the server renders the catalogue with (site/pages/market/products/index.astro): the first
 * page of what the address asks for, as the API answers a visitor (null when the API would refuse
 * the query: the island asks and shows why), and the filters' categories and types.
 */
export interface ProductsPageData {
  products: Page<Product> | null;
  categories: ProductCategory[];
  types: ProductType[];
}

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

/**
 * The product catalogue: search, category and type filters, sort, and pages; the address holds the
 * query. Rendered on the server with `initial` and hydrated from it; every other query loads in the
 * browser.
 */
function ProductList({ initial }: { initial?: ProductsPageData | null }) {
  const { t, lang } = useI18n();
  const session = useSession();
  const first = usePageQuery();
  const [query, setQuery] = useState<Query>(() => productsPageQuery(first));
  const [draft, setDraft] = useState(query.search);
  const formRef = useRef<HTMLFormElement>(null);
  const categories = useCategories(initial?.categories);
  const types = useProductTypes(initial?.types);

  useEffect(() => {
    const onPop = () => {
      const q = readQuery();
      setQuery(q);
      setDraft(q.search);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const result = useLoad(() => productsApi.products(productsApiQuery(query)), productsHref(query), {
    initial: initial?.products,
  });

  function go(next: Query) {
    setQuery(next);
    pushAddress(productsHref(next));
  }
  // Typed or chosen before hydration: the text stays, a new filter or order is applied.
  useEarlyFields(formRef, (fields, changed) => {
    setDraft(fields.get('search') ?? '');
    const { category, product_type, ordering } = productsPageQuery(fields);
    if (['category', 'product_type', 'ordering'].some((name) => changed.has(name)))
      go({ ...query, category, product_type, ordering, page: 1 });
  });

  function onSearch(e: FormEvent) {
    e.preventDefault();
    go({ ...query, search: draft.trim(), page: 1 });
  }

  const data = result.data;
  const pages = data ? pageCount(data.count, PRODUCTS_PAGE_SIZE) : 1;

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
      <ListForm
        ref={formRef}
        className="explore-filters"
        aria-label={t('products.list.filters')}
        action={LINKS.list}
        onSubmit={onSearch}
      >
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
          options={PRODUCT_SORTS.map((value) => ({ value, label: t(SORT_KEYS[value]) }))}
          onChange={(ordering) => go({ ...query, ordering: ordering as Query['ordering'], page: 1 })}
        />
      </ListForm>

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
          {data.results.map((product, i) => (
            <li key={product.id}>
              <ProductCard product={product} priority={i === 0 ? 'high' : undefined} />
            </li>
          ))}
        </ul>
      )}

      {data && <Pager page={query.page} pages={pages} onPage={(page) => go({ ...query, page })} />}
    </div>
  );
}

export default rendered(ProductList);
