import type { Product, Review } from '../../contracts/products';
import { formatNumber, useI18n } from '../lib/i18n';
import { Avatar } from '../lib/ui/Avatar';
import { Stars } from '../lib/ui/ProductCard';
import { RelativeTime } from '../lib/ui/RelativeTime';

// The reviews section of the product page: the rating summary and one review. The review form
// (ReviewForm.tsx) loads only for a reader who may write one.

/** "1 star", "4 stars" in the reader's language. */
export function useStarsText() {
  const { t, lang } = useI18n();
  return (n: number) =>
    n === 1 ? t('products.reviews.oneStar') : t('products.reviews.stars', { n: formatNumber(lang, n) });
}

export function RatingSummary({ product, reviews }: { product: Product; reviews: Review[] }) {
  const { t, lang } = useI18n();
  const starsText = useStarsText();
  if (product.rating === null) return <p className="muted">{t('products.reviews.none')}</p>;
  const counts = [5, 4, 3, 2, 1].map((star) => ({
    star,
    n: reviews.filter((r) => r.rating === star).length,
  }));
  const most = Math.max(1, ...counts.map((c) => c.n));
  return (
    <div className="product-rating-summary" data-testid="rating-summary">
      <p className="product-rating-big">
        <strong>{formatNumber(lang, product.rating)}</strong>
        <Stars
          value={product.rating}
          label={t('products.summary.rating', { rating: formatNumber(lang, product.rating) })}
        />
        <span className="muted">
          {t('products.reviews.count', { count: formatNumber(lang, product.review_count) })}
        </span>
      </p>
      <ul className="product-rating-bars">
        {counts.map(({ star, n }) => (
          <li key={star}>
            <span>{starsText(star)}</span>
            <span className="product-rating-bar" aria-hidden="true">
              <span style={{ inlineSize: `${(n / most) * 100}%` }} />
            </span>
            <span className="muted">{formatNumber(lang, n)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ReviewItem({ review, option }: { review: Review; option: string }) {
  const { t, lang } = useI18n();
  const name = review.customer_profile?.full_name ?? '';
  return (
    <li className="product-review" data-testid="review">
      <header>
        <Avatar name={name} src={review.customer_profile?.avatar ?? null} size={32} />
        <div>
          <strong>
            <bdi>{name}</bdi>
          </strong>
          <p className="muted">
            <RelativeTime iso={review.created_on} />
            {option && ` · ${option}`}
          </p>
        </div>
        <Stars
          value={review.rating}
          label={t('products.summary.rating', { rating: formatNumber(lang, review.rating) })}
        />
      </header>
      {review.comment && (
        <p className="product-review-text" dir="auto">
          {review.comment}
        </p>
      )}
      {review.review_images.length > 0 && (
        <ul className="product-review-images">
          {review.review_images.map((i) => (
            <li key={i.id}>
              <a href={i.image} target="_blank" rel="noreferrer noopener">
                <img src={i.image} alt={t('products.reviews.imageAlt', { name })} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {review.review_videos.length > 0 && (
        <ul className="product-review-videos">
          {review.review_videos.map((v) => (
            <li key={v.id}>
              <a href={v.video ?? v.url ?? '#'} target="_blank" rel="noreferrer noopener">
                ▶ {t('products.reviews.video')}
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
