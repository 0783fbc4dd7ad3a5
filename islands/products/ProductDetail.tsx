import { lazy, useEffect, useRef, useState } from 'react';
import { PRODUCT_LIMITS } from '../../contracts/product-limits';
import type { Product, ProductCategory, ProductType, Review } from '../../contracts/products';
import { useEarlyFields } from '../lib/early-fields';
import { notifyFailure } from '../lib/failure';
import { formatNumber, useI18n } from '../lib/i18n';
import { rendered } from '../lib/rendered';
import { $session, signInHref, useSession } from '../lib/session';
import { Avatar } from '../lib/ui/Avatar';
import { ErrorState } from '../lib/ui/ErrorState';
import { OnRequest } from '../lib/ui/OnRequest';
import { PriceTag, Stars } from '../lib/ui/ProductCard';
import { Section } from '../lib/ui/Section';
import { WhenVisible } from '../lib/ui/WhenVisible';
import { useLoad } from '../lib/use-load';
import { productsApi } from './api';
import { Gallery } from './ProductGallery';
import { RatingSummary, ReviewItem } from './ProductReviews';
import { LINKS, optionLabel, productIdFromPath, titleOf, useCategories, useProductTypes } from './shared';
import { WishlistHeart } from './WishlistHeart';

// Loaded when needed (decision 15): the questions when the reader scrolls near them, the review form
// when a reader who may write one asks for it. Their forms, schemas and calls stay out of a
// visitor's first load, and out of a member's who only reads.
const Questions = lazy(() => import('./ProductQuestions').then((m) => ({ default: m.Questions })));
const ReviewForm = lazy(() => import('./ReviewForm'));

/** What the server renders the product page with (site/pages/market/products/[id].astro). */
export interface ProductPageData {
  product: Product;
  reviews: Review[];
  categories: ProductCategory[];
  types: ProductType[];
}

/**
 * The product page: gallery, option choice with price, policy, wishlist, buying, reviews, questions.
 * Rendered on the server with `initial` and hydrated; nothing the HTML carries is loaded again.
 */
function ProductDetail({ id: givenId, initial }: { id?: string; initial?: ProductPageData | null }) {
  const { t, lang } = useI18n();
  const session = useSession();
  const [id] = useState(() => givenId ?? productIdFromPath());
  const result = useLoad(() => productsApi.product(id), id, { initial: initial?.product });
  const [reviews, setReviews] = useState<Review[]>(initial?.reviews ?? []);
  const [reload, setReload] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [buying, setBuying] = useState(false);
  const [product, setProduct] = useState<Product | null>(initial?.product ?? null);
  const categories = useCategories(initial?.categories);
  const types = useProductTypes(initial?.types);
  const hasReviews = initial != null;
  const buyRef = useRef<HTMLDivElement>(null);
  // A quantity chosen before hydration stays chosen (the select offers only what can be bought).
  useEarlyFields(buyRef, (fields, changed) => {
    if (changed.has('quantity')) setQuantity(Number(fields.get('quantity')) || 1);
  });

  useEffect(() => {
    if (result.status === 'ready') setProduct(result.data);
  }, [result.status, result.data]);
  useEffect(() => {
    if (!reload && hasReviews) return;
    void productsApi.reviews(id).then(
      (p) => setReviews(p.results),
      () => {},
    );
    if (reload) void productsApi.product(id).then(setProduct, () => {});
  }, [id, reload, hasReviews]);

  if (result.status === 'failed') return <ErrorState failure={result.failure} onRetry={result.reload} />;
  if (!product) return <div className="skeleton product-skeleton" aria-busy="true" />;

  const stock = product.product_stock.find((s) => s.id === selected) ?? product.product_stock[0];
  const isVendor = session.user?.id === product.vendor;
  const category = categories.find((c) => c.id === product.category);
  const type = types.find((c) => c.id === product.product_type);
  const max = Math.min(stock?.quantity ?? 0, PRODUCT_LIMITS.orderQuantity);
  const optionOf = (stockId: string) => {
    const s = product.product_stock.find((x) => x.id === stockId);
    return s ? optionLabel(s) : '';
  };

  async function buy() {
    // The session now, not the one drawn: a page rendered for a visitor hydrates as one first.
    if (!$session.get().isLoggedIn) return window.location.assign(signInHref());
    if (!stock) return;
    setBuying(true);
    try {
      const checkout = await productsApi.checkout(stock.id, quantity);
      window.location.assign(checkout.checkout_session_url);
    } catch (error) {
      await notifyFailure(error);
      setBuying(false);
    }
  }

  return (
    <article className="product-page">
      <p className="product-crumbs">
        <a href={LINKS.list}>{t('products.nav.products')}</a>
        {category && (
          <>
            {' / '}
            <a href={`${LINKS.list}?category=${encodeURIComponent(category.id)}`}>
              {titleOf(lang, category)}
            </a>
          </>
        )}
      </p>
      <div className="product-layout">
        <div>
          <Gallery key={stock?.id} media={stock?.product_media ?? []} name={product.name} />
        </div>
        <div ref={buyRef} className="product-buy card">
          {type && <p className="product-eyebrow">{titleOf(lang, type)}</p>}
          <h1 dir="auto">{product.name}</h1>
          {product.rating !== null && (
            <p className="product-rating-line">
              <Stars
                value={product.rating}
                label={t('products.summary.rating', { rating: formatNumber(lang, product.rating) })}
              />
              <a href="#product-reviews">
                {t('products.reviews.count', { count: formatNumber(lang, product.review_count) })}
              </a>
            </p>
          )}
          {stock ? <PriceTag stock={stock} className="product-price-big" /> : null}

          {product.product_stock.length > 1 && (
            <fieldset className="product-options">
              <legend>{t('products.detail.options')}</legend>
              <div className="product-option-list">
                {product.product_stock.map((s) => (
                  <button
                    key={s.id}
                    type="button"
                    className="button product-option"
                    aria-pressed={s.id === stock?.id}
                    onClick={() => {
                      setSelected(s.id);
                      setQuantity(1);
                    }}
                  >
                    {optionLabel(s)}
                  </button>
                ))}
              </div>
            </fieldset>
          )}
          {stock && product.product_stock.length === 1 && optionLabel(stock) && (
            <p className="muted">{optionLabel(stock)}</p>
          )}

          <p className={stock && stock.quantity > 0 ? 'product-stock-left' : 'product-stock-out'}>
            {stock && stock.quantity > 0
              ? t('products.detail.left', { count: formatNumber(lang, stock.quantity) })
              : t('products.summary.outOfStock')}
          </p>

          {!isVendor && stock && stock.quantity > 0 && (
            <label className="explore-select product-quantity">
              <span>{t('products.detail.quantity')}</span>
              <select value={quantity} onChange={(e) => setQuantity(Number(e.target.value))} name="quantity">
                {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {formatNumber(lang, n)}
                  </option>
                ))}
              </select>
            </label>
          )}
          <div className="product-actions">
            {isVendor ? (
              <a className="button button-primary" href={LINKS.edit(product.id)}>
                {t('products.detail.edit')}
              </a>
            ) : (
              <button
                type="button"
                className="button button-primary"
                disabled={buying || !stock || stock.quantity < 1}
                onClick={buy}
                data-testid="buy"
              >
                {buying ? t('products.detail.buying') : t('products.detail.buy')}
              </button>
            )}
            {stock && !isVendor && <WishlistHeart stock={stock} />}
          </div>

          <dl className="product-policy">
            <dt>{t('products.policy.returns')}</dt>
            <dd>
              {product.is_return_available
                ? t('products.policy.within', { days: formatNumber(lang, product.return_exchange_days) })
                : t('products.policy.no')}
            </dd>
            <dt>{t('products.policy.exchange')}</dt>
            <dd>
              {product.is_exchange_available
                ? t('products.policy.within', { days: formatNumber(lang, product.return_exchange_days) })
                : t('products.policy.no')}
            </dd>
          </dl>
          {product.services.length > 0 && (
            <ul className="product-services">
              {product.services.map((s) => (
                <li key={s} dir="auto">
                  ✓ {s}
                </li>
              ))}
            </ul>
          )}
          {product.vendor_profile && (
            <p className="product-vendor">
              <Avatar name={product.vendor_profile.full_name} src={product.vendor_profile.avatar} size={32} />
              <span>
                <span className="muted">{t('products.detail.soldBy')}</span>{' '}
                <a href={`/market/experts/${encodeURIComponent(product.vendor)}/`}>
                  {product.vendor_profile.full_name}
                </a>
              </span>
            </p>
          )}
        </div>
      </div>

      {product.description && (
        <Section className="product-section" titleId="product-about" title={t('products.detail.about')}>
          <p className="product-description" dir="auto">
            {product.description}
          </p>
        </Section>
      )}

      <Section
        className="product-section"
        id="product-reviews"
        titleId="product-reviews-title"
        title={t('products.reviews.title')}
      >
        <RatingSummary product={product} reviews={reviews} />
        {session.isLoggedIn &&
          !isVendor &&
          stock &&
          !reviews.some((r) => r.customer === session.user?.id && r.product_stock === stock.id) && (
            // Its code (the form, its fields) loads when the reader asks for it.
            <OnRequest label={t('products.reviews.write')}>
              <ReviewForm stock={stock} onDone={() => setReload((n) => n + 1)} />
            </OnRequest>
          )}
        <ul className="product-reviews">
          {reviews.map((r) => (
            <ReviewItem
              key={r.id}
              review={r}
              option={product.product_stock.length > 1 ? optionOf(r.product_stock) : ''}
            />
          ))}
        </ul>
      </Section>

      <WhenVisible minHeight={240}>
        <Questions product={product} />
      </WhenVisible>
    </article>
  );
}

export default rendered(ProductDetail);
