import { useEffect, useState } from 'react';
import type { StockItem } from '../../contracts/products';
import { notifyFailure } from '../lib/failure';
import { useI18n } from '../lib/i18n';
import { $session, signInHref, useSession } from '../lib/session';
import { toast } from '../lib/toast';
import { HeartIcon as GigHeart } from '../lib/ui/GigCard';
import { productsApi } from './api';

/** The gig cards' heart, a little larger beside a product (here and on the wishlist). */
export const HeartIcon = ({ filled = false }: { filled?: boolean }) => <GigHeart filled={filled} size={20} />;

/** The wishlist heart of one stock item: filled when it is on the reader's wishlist. */
export function WishlistHeart({ stock }: { stock: StockItem }) {
  const { t } = useI18n();
  const session = useSession();
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
    // The session now, not the one drawn: a page rendered for a visitor hydrates as one first.
    if (!$session.get().isLoggedIn) return window.location.assign(signInHref());
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
