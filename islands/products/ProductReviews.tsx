import { type FormEvent, useState } from 'react';
import { acceptOf } from '../../contracts/gigs';
import {
  PRODUCT_LIMITS,
  type Product,
  RATING_MAX,
  type Review,
  ReviewCreateSchema,
  type StockItem,
} from '../../contracts/products';
import { readFailure } from '../lib/failure';
import { formatDate, formatNumber, useI18n } from '../lib/i18n';
import { toast } from '../lib/toast';
import { Avatar } from '../lib/ui/Avatar';
import { FormAlert, TextAreaField } from '../lib/ui/Field';
import { RelativeTime } from '../lib/ui/RelativeTime';
import { useForm } from '../lib/use-form';
import { productsApi } from './api';
import { Stars } from './shared';

// The reviews section of the product page: the rating summary, the review form, one review.

/** "1 star", "4 stars" in the reader's language. */
function useStarsText() {
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
          label={t('products.rating.label', { rating: formatNumber(lang, product.rating) })}
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

export function ReviewForm({ stock, onDone }: { stock: StockItem; onDone: () => void }) {
  const { t, m } = useI18n();
  const starsText = useStarsText();
  const [rating, setRating] = useState('');
  const [comment, setComment] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const form = useForm(ReviewCreateSchema, async (input) => {
    const review = await productsApi.createReview(input);
    if (image) {
      const body = new FormData();
      body.set('review', review.id);
      body.set('image', image);
      try {
        await productsApi.uploadReviewImage(body);
      } catch (error) {
        setImageError((await readFailure(error)).message);
      }
    }
    return review;
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    setImageError(null);
    const done = await form.run({ product_stock: stock.id, rating, comment });
    if (done) {
      toast.success(t('products.reviews.thanks'));
      onDone();
    }
  }

  return (
    <form className="card product-review-form" onSubmit={submit} noValidate data-testid="review-form">
      <h3>{t('products.reviews.write')}</h3>
      <fieldset className="product-rating-input">
        <legend>{t('products.reviews.rating')}</legend>
        {Array.from({ length: RATING_MAX }, (_, i) => String(i + 1)).map((n) => (
          <label key={n}>
            <input
              type="radio"
              name="rating"
              value={n}
              checked={rating === n}
              onChange={() => setRating(n)}
            />
            <span>{starsText(Number(n))}</span>
          </label>
        ))}
        {form.errors.rating && (
          <ul className="field-errors" role="alert">
            {form.errors.rating.map((e) => (
              <li key={e}>{m(e)}</li>
            ))}
          </ul>
        )}
      </fieldset>
      <TextAreaField
        label={t('products.reviews.comment')}
        name="comment"
        value={comment}
        maxLength={PRODUCT_LIMITS.comment}
        rows={3}
        errors={form.errors.comment}
        onChange={(e) => setComment(e.target.value)}
      />
      <div className="field">
        <label htmlFor="review-image">{t('products.reviews.image')}</label>
        <input
          id="review-image"
          type="file"
          name="image"
          accept={acceptOf('image')}
          onChange={(e) => setImage(e.target.files?.[0] ?? null)}
        />
      </div>
      <FormAlert messages={[...(form.errors.non_field_errors ?? []), ...(form.errors.product_stock ?? [])]} />
      {imageError && <FormAlert messages={[imageError]} />}
      <button className="button button-primary" type="submit" disabled={form.busy}>
        {form.busy ? t('products.reviews.sending') : t('products.reviews.send')}
      </button>
    </form>
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
          label={t('products.rating.label', { rating: formatNumber(lang, review.rating) })}
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
