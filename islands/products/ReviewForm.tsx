import { type FormEvent, useState } from 'react';
import { acceptOf } from '../../contracts/gig-limits';
import { PRODUCT_LIMITS, RATING_MAX } from '../../contracts/product-limits';
import type { StockItem } from '../../contracts/products';
import { readFailure } from '../lib/failure';
import { useI18n } from '../lib/i18n';
import { toast } from '../lib/toast';
import { FormAlert, TextAreaField } from '../lib/ui/Field';
import { useForm } from '../lib/use-form';
import { productsApi } from './api';
import { useStarsText } from './ProductReviews';

// Checked when sent: valibot, the contract and the messages load then, not with the page (decision 15).
const reviewSchema = () => import('./schemas').then((m) => m.ReviewCreateSchema);

/**
 * A buyer's review of the option they bought, with an optional image (the product page's reviews
 * section). Its own module: its schema and form load only for a reader who may write one.
 */
export default function ReviewForm({ stock, onDone }: { stock: StockItem; onDone: () => void }) {
  const { t, m } = useI18n();
  const starsText = useStarsText();
  const [rating, setRating] = useState('');
  const [comment, setComment] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const form = useForm(reviewSchema, async (input) => {
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
