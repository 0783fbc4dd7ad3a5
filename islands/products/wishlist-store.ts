import { atom } from 'nanostores';
import type { WishlistEntry } from '../../contracts/products';
import { readFailure } from '../lib/failure';
import { showToast } from '../lib/toast';
import { productsApi } from './api';

export interface WishlistState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  entries: WishlistEntry[];
  count: number;
  /** The load failure's message, when it failed. */
  failure?: string;
}

/** The reader's wishlist, as the wishlist screen shows it. */
export const $wishlist = atom<WishlistState>({ status: 'idle', entries: [], count: 0 });

export const WISHLIST_PAGE_SIZE = 100;

export async function loadWishlist(): Promise<void> {
  $wishlist.set({ ...$wishlist.get(), status: 'loading' });
  try {
    const page = await productsApi.wishlist(WISHLIST_PAGE_SIZE);
    $wishlist.set({ status: 'ready', entries: page.results, count: page.count });
  } catch (error) {
    const failure = await readFailure(error);
    $wishlist.set({ ...$wishlist.get(), status: 'failed', failure: failure.message });
  }
}

/** DELETE that answers the status it got, so only a real 204 counts as removed. */
async function deleteStatus(id: string): Promise<number> {
  let status = 0;
  await productsApi.removeFromWishlist(id, {
    onResponse: (response) => {
      status = response.status;
    },
  });
  return status;
}

/**
 * Removes an entry at once and tells the server (spec §4): unless the server answers 204 the entry
 * comes back where it was, with an error toast; on success a toast confirms.
 */
export async function removeFromWishlist(id: string): Promise<boolean> {
  const before = $wishlist.get();
  const index = before.entries.findIndex((e) => e.id === id);
  if (index === -1) return false;
  const entry = before.entries[index]!;
  $wishlist.set({ ...before, entries: before.entries.filter((e) => e.id !== id), count: before.count - 1 });
  let removed = false;
  try {
    removed = (await deleteStatus(id)) === 204;
  } catch {
    removed = false;
  }
  const name = entry.product_stock_detail.product_name;
  if (removed) {
    showToast({ tone: 'success', key: 'products.wishlist.removed', vars: { name } });
    return true;
  }
  const now = $wishlist.get();
  if (!now.entries.some((e) => e.id === id)) {
    const entries = [...now.entries];
    entries.splice(Math.min(index, entries.length), 0, entry);
    $wishlist.set({ ...now, entries, count: now.count + 1 });
  }
  showToast({ tone: 'error', key: 'products.wishlist.rolledBack', vars: { name } });
  return false;
}
