import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useState } from 'react';
import { acceptOf } from '../../contracts/gigs';
import {
  PRODUCT_LIMITS,
  type Product,
  type ProductMedia,
  type Question,
  QuestionAnswerSchema,
  QuestionCreateSchema,
  RATING_MAX,
  type Review,
  ReviewCreateSchema,
  type StockItem,
} from '../../contracts/products';
import { notifyFailure, readFailure } from '../lib/failure';
import { formatDate, formatNumber, useI18n } from '../lib/i18n';
import { $session, signInHref } from '../lib/session';
import { toast } from '../lib/toast';
import { Avatar } from '../lib/ui/Avatar';
import { ErrorState } from '../lib/ui/ErrorState';
import { FormAlert, TextAreaField } from '../lib/ui/Field';
import { Section } from '../lib/ui/Section';
import { useForm } from '../lib/use-form';
import { useLoad } from '../lib/use-load';
import { productsApi } from './api';
import {
  HeartIcon,
  LINKS,
  optionLabel,
  PriceTag,
  productIdFromPath,
  Stars,
  titleOf,
  useCategories,
  useProductTypes,
} from './shared';

function Gallery({ media, name }: { media: ProductMedia[]; name: string }) {
  const { t } = useI18n();
  const [index, setIndex] = useState(0);
  const current = media[index] ?? media[0];
  if (!current) return <div className="product-gallery-empty" aria-hidden="true" />;
  return (
    <section className="product-gallery" aria-label={t('products.detail.gallery')}>
      <div className="product-gallery-main">
        {current.image ? (
          <img
            src={current.image}
            alt={current.description || t('products.detail.mediaAlt', { name, n: index + 1 })}
          />
        ) : current.video ? (
          // biome-ignore lint/a11y/useMediaCaption: sellers' product videos carry no speech.
          <video src={current.video} controls preload="metadata" />
        ) : (
          <a
            className="product-video-link"
            href={current.video_url ?? '#'}
            target="_blank"
            rel="noreferrer noopener"
          >
            ▶ {t('products.detail.watchVideo')}
          </a>
        )}
      </div>
      {media.length > 1 && (
        <ul className="product-gallery-thumbs">
          {media.map((m, i) => (
            <li key={m.id}>
              <button
                type="button"
                aria-pressed={i === index}
                aria-label={t('products.detail.showMedia', { n: i + 1 })}
                onClick={() => setIndex(i)}
              >
                {m.image ? <img src={m.image} alt="" loading="lazy" /> : <span aria-hidden="true">▶</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The wishlist heart of one stock item: filled when it is on the reader's wishlist. */
function WishlistHeart({ stock }: { stock: StockItem }) {
  const { t } = useI18n();
  const session = useStore($session);
  const [entry, setEntry] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setEntry(null);
    if (!session.isLoggedIn) return;
    void productsApi.wishlistOf(stock.id).then(
      (p) => setEntry(p.results[0]?.id ?? null),
      () => {},
    );
  }, [stock.id, session.isLoggedIn]);

  async function toggle() {
    if (!session.isLoggedIn) return window.location.assign(signInHref());
    setBusy(true);
    try {
      if (entry) {
        await productsApi.removeFromWishlist(entry);
        setEntry(null);
        toast.info(t('products.wishlist.removedShort'));
      } else {
        const added = await productsApi.addToWishlist(stock.id);
        setEntry(added.id);
        toast.success(t('products.wishlist.added'));
      }
    } catch (error) {
      await notifyFailure(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      className="button product-heart"
      aria-pressed={Boolean(entry)}
      disabled={busy}
      onClick={toggle}
      data-testid="wishlist-heart"
    >
      <HeartIcon filled={Boolean(entry)} />
      <span>{entry ? t('products.wishlist.saved') : t('products.wishlist.add')}</span>
    </button>
  );
}

/** "1 star", "4 stars" in the reader's language. */
function useStarsText() {
  const { t, lang } = useI18n();
  return (n: number) =>
    n === 1 ? t('products.reviews.oneStar') : t('products.reviews.stars', { n: formatNumber(lang, n) });
}

function RatingSummary({ product, reviews }: { product: Product; reviews: Review[] }) {
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

function ReviewForm({ stock, onDone }: { stock: StockItem; onDone: () => void }) {
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

function ReviewItem({ review, option }: { review: Review; option: string }) {
  const { t, lang } = useI18n();
  const name = review.customer_profile?.full_name ?? '';
  return (
    <li className="product-review" data-testid="review">
      <header>
        <Avatar name={name} src={review.customer_profile?.avatar ?? null} size={32} />
        <div>
          <strong>{name}</strong>
          <p className="muted">
            {formatDate(lang, review.created_on)}
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

function AnswerForm({ question, onDone }: { question: Question; onDone: (q: Question) => void }) {
  const { t } = useI18n();
  const [answer, setAnswer] = useState('');
  const form = useForm(QuestionAnswerSchema, (input) => productsApi.answer(question.id, input));
  async function submit(e: FormEvent) {
    e.preventDefault();
    const done = await form.run({ answer });
    if (done) onDone(done);
  }
  return (
    <form className="product-answer-form" onSubmit={submit} noValidate>
      <TextAreaField
        label={t('products.questions.answer')}
        name="answer"
        value={answer}
        rows={2}
        errors={form.errors.answer}
        onChange={(e) => setAnswer(e.target.value)}
      />
      <FormAlert messages={form.errors.non_field_errors ?? []} />
      <button className="button" type="submit" disabled={form.busy}>
        {t('products.questions.sendAnswer')}
      </button>
    </form>
  );
}

function Questions({ product }: { product: Product }) {
  const { t, lang } = useI18n();
  const session = useStore($session);
  const [question, setQuestion] = useState('');
  const [items, setItems] = useState<Question[] | null>(null);
  const load = () =>
    productsApi.questions(product.id).then(
      (p) => setItems(p.results),
      () => setItems([]),
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per product.
  useEffect(() => {
    void load();
  }, [product.id]);
  const form = useForm(QuestionCreateSchema, (input) => productsApi.ask(input));
  async function ask(e: FormEvent) {
    e.preventDefault();
    if (!session.isLoggedIn) return window.location.assign(signInHref());
    const done = await form.run({ product: product.id, question });
    if (done) {
      setQuestion('');
      setItems((l) => [done, ...(l ?? [])]);
      toast.success(t('products.questions.sent'));
    }
  }
  const isVendor = session.user?.id === product.vendor;
  return (
    <Section className="product-section" titleId="product-questions" title={t('products.questions.title')}>
      {!isVendor && (
        <form className="product-ask" onSubmit={ask} noValidate>
          <TextAreaField
            label={t('products.questions.ask')}
            name="question"
            value={question}
            rows={2}
            maxLength={PRODUCT_LIMITS.question}
            errors={form.errors.question}
            onChange={(e) => setQuestion(e.target.value)}
          />
          <FormAlert messages={form.errors.non_field_errors ?? []} />
          <button className="button" type="submit" disabled={form.busy}>
            {t('products.questions.send')}
          </button>
        </form>
      )}
      {items && items.length === 0 && <p className="muted">{t('products.questions.none')}</p>}
      <ul className="product-questions">
        {(items ?? []).map((q) => (
          <li key={q.id} data-testid="question">
            <p className="product-q">
              <strong>{t('products.questions.q')}</strong> <bdi>{q.question}</bdi>
              <span className="muted">
                {' '}
                — {q.customer_profile?.full_name}, {formatDate(lang, q.created_on)}
              </span>
            </p>
            {q.answer ? (
              <p className="product-a">
                <strong>{t('products.questions.a')}</strong> <bdi>{q.answer}</bdi>
              </p>
            ) : isVendor ? (
              <AnswerForm
                question={q}
                onDone={(a) => setItems((l) => (l ?? []).map((x) => (x.id === a.id ? a : x)))}
              />
            ) : (
              <p className="muted">{t('products.questions.waiting')}</p>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The product page: gallery, option choice with price, policy, wishlist, buying, reviews, questions. */
export default function ProductDetail() {
  const { t, lang } = useI18n();
  const session = useStore($session);
  const [id] = useState(productIdFromPath);
  const result = useLoad(() => productsApi.product(id), id);
  const [reviews, setReviews] = useState<Review[]>([]);
  const [reload, setReload] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [buying, setBuying] = useState(false);
  const [product, setProduct] = useState<Product | null>(null);
  const categories = useCategories();
  const types = useProductTypes();

  useEffect(() => {
    if (result.status === 'ready') setProduct(result.data);
  }, [result.status, result.data]);
  useEffect(() => {
    void productsApi.reviews(id).then(
      (p) => setReviews(p.results),
      () => {},
    );
    if (reload) void productsApi.product(id).then(setProduct, () => {});
  }, [id, reload]);

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
    if (!session.isLoggedIn) return window.location.assign(signInHref());
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
        <div className="product-buy card">
          {type && <p className="product-eyebrow">{titleOf(lang, type)}</p>}
          <h1 dir="auto">{product.name}</h1>
          {product.rating !== null && (
            <p className="product-rating-line">
              <Stars
                value={product.rating}
                label={t('products.rating.label', { rating: formatNumber(lang, product.rating) })}
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
              : t('products.outOfStock')}
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
            <ReviewForm stock={stock} onDone={() => setReload((n) => n + 1)} />
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

      <Questions product={product} />
    </article>
  );
}
