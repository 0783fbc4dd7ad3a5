import type { Product, StockItem } from '../../../contracts/products';
import { formatNumber, formatPrice, useI18n } from '../i18n';
import { LINKS } from '../links';
import { cardPicture } from './largest-paint';

/** The first picture of the product's items, for cards. */
export function coverOf(product: Product): string | null {
  for (const stock of product.product_stock) {
    const image = stock.product_media.find((m) => m.image)?.image;
    if (image) return image;
  }
  return null;
}

/** The cheapest item (by price after discount), for cards. */
export function cheapest(product: Product): StockItem | undefined {
  return [...product.product_stock].sort((a, b) => Number(a.sale_price) - Number(b.sale_price))[0];
}

/** Five stars, filled up to `value` (rounded to the half). */
export function Stars({ value, label }: { value: number; label?: string }) {
  const rounded = Math.round(value * 2) / 2;
  return (
    <span className="product-stars" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span
          key={n}
          aria-hidden="true"
          className={rounded >= n ? 'star-full' : rounded >= n - 0.5 ? 'star-half' : 'star-empty'}
        >
          ★
        </span>
      ))}
    </span>
  );
}

/** A price with the original struck through when there is a discount. */
export function PriceTag({
  stock,
  className = '',
}: {
  stock: Pick<StockItem, 'price' | 'discount' | 'sale_price' | 'price_currency'>;
  className?: string;
}) {
  const { t, lang } = useI18n();
  const discounted = Number(stock.discount) > 0;
  return (
    <span className={`product-price ${className}`}>
      <strong>{formatPrice(lang, stock.sale_price, stock.price_currency)}</strong>
      {discounted && (
        <>
          <s className="muted">
            <span className="visually-hidden">{t('products.summary.was')} </span>
            {formatPrice(lang, stock.price, stock.price_currency)}
          </s>
          <span className="product-discount">
            {t('products.summary.save', { amount: formatPrice(lang, stock.discount, stock.price_currency) })}
          </span>
        </>
      )}
    </span>
  );
}

/** `priority`: as GigCard's, for the first card of a page the server renders (its largest paint). */
export function ProductCard({ product, priority }: { product: Product; priority?: 'high' }) {
  const { t, lang } = useI18n();
  const cover = coverOf(product);
  const item = cheapest(product);
  return (
    <article className="product-card">
      <a className="product-card-link" href={LINKS.product(product.id)}>
        {cover ? (
          <img
            className="product-card-image"
            src={cover}
            {...cardPicture(cover, priority === 'high')}
            alt=""
            width="400"
            height="300"
          />
        ) : (
          <span className="product-card-image product-card-image-empty" aria-hidden="true" />
        )}
        <h3 className="product-card-title" dir="auto">
          {product.name}
        </h3>
      </a>
      {product.vendor_profile && (
        <p className="product-card-vendor muted">
          <bdi>{product.vendor_profile.full_name}</bdi>
        </p>
      )}
      <div className="product-card-foot">
        {item ? <PriceTag stock={item} /> : <span className="muted">{t('products.summary.outOfStock')}</span>}
        {product.rating !== null && (
          <span className="product-card-rating">
            <Stars
              value={product.rating}
              label={t('products.summary.rating', { rating: formatNumber(lang, product.rating) })}
            />
            <span className="muted">({formatNumber(lang, product.review_count)})</span>
          </span>
        )}
      </div>
    </article>
  );
}
