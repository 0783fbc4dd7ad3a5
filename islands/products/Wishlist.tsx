import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatNumber, useI18n } from '../lib/i18n';
import { useSession } from '../lib/session';
import { EmptyState, ErrorState } from '../lib/ui/ErrorState';
import { PriceTag } from '../lib/ui/ProductCard';
import { SignInCard } from '../lib/ui/SignInCard';
import { LINKS, optionLabel } from './shared';
import { HeartIcon } from './WishlistHeart';
import { $wishlist, loadWishlist, removeFromWishlist } from './wishlist-store';

/** The reader's wishlist; a removal shows at once and comes back if the server refuses it. */
export default function Wishlist() {
  const { t, lang } = useI18n();
  const session = useSession();
  const state = useStore($wishlist);

  useEffect(() => {
    if (session.isLoggedIn) void loadWishlist();
  }, [session.isLoggedIn]);

  if (!session.isLoggedIn)
    return (
      <SignInCard
        title={t('products.wishlist.title')}
        body={t('products.wishlist.signIn')}
        next={LINKS.wishlist}
        action={t('nav.login')}
      />
    );

  return (
    <div className="wishlist">
      <header className="explore-head">
        <div>
          <h1>{t('products.wishlist.title')}</h1>
          {state.status === 'ready' && (
            <p className="muted" aria-live="polite">
              {t('products.wishlist.count', { count: formatNumber(lang, state.count) })}
            </p>
          )}
        </div>
        <a className="button" href={LINKS.list}>
          {t('products.wishlist.browse')}
        </a>
      </header>
      {state.status === 'failed' ? (
        <ErrorState failure={{ message: state.failure ?? '' }} onRetry={() => void loadWishlist()} />
      ) : state.status !== 'ready' && state.entries.length === 0 ? (
        <div className="skeleton wishlist-skeleton" aria-busy="true" />
      ) : state.entries.length === 0 ? (
        <EmptyState title={t('products.wishlist.empty')} hint={t('products.wishlist.emptyHint')} />
      ) : (
        <ul className="wishlist-list">
          {state.entries.map((entry) => {
            const item = entry.product_stock_detail;
            const options = optionLabel(item);
            return (
              <li key={entry.id} className="card wishlist-item" data-testid="wishlist-item">
                <a className="wishlist-link" href={LINKS.product(item.product)}>
                  {item.image ? (
                    <img src={item.image} alt="" width="96" height="72" loading="lazy" />
                  ) : (
                    <span className="wishlist-image-empty" aria-hidden="true" />
                  )}
                  <span>
                    <strong dir="auto">{item.product_name}</strong>
                    {options && (
                      <span className="muted" dir="auto">
                        {options}
                      </span>
                    )}
                    <span className={item.quantity > 0 ? 'product-stock-left' : 'product-stock-out'}>
                      {item.quantity > 0
                        ? t('products.detail.left', { count: formatNumber(lang, item.quantity) })
                        : t('products.summary.outOfStock')}
                    </span>
                  </span>
                </a>
                <PriceTag stock={item} />
                <button
                  type="button"
                  className="button button-ghost wishlist-remove"
                  onClick={() => void removeFromWishlist(entry.id)}
                  aria-label={t('products.wishlist.removeLabel', { name: item.product_name })}
                  data-testid="wishlist-remove"
                >
                  <HeartIcon filled />
                  <span>{t('products.wishlist.remove')}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
