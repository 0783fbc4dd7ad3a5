import type { Category, Tag } from '../../contracts/gigs';
import type { Page } from '../../contracts/pagination';
import type { Lang } from '../lib/i18n';
import { useLoad } from '../lib/use-load';
import { gigsApi } from './api';

// Parts shared by the gig screens.

/**
 * Every item of a whole-list endpoint; empty until it arrives, and if it fails (it only fills menus
 * and names). `initial`: the items the page's HTML was rendered with.
 */
function useWholeList<T>(load: () => Promise<Page<T>>, key: string, initial?: T[]): T[] {
  const first = initial && { count: initial.length, next: null, previous: null, results: initial };
  return useLoad(load, key, { initial: first }).data?.results ?? [];
}

/** The gig categories, for the filters, the editor and a gig's category name. */
export const useCategories = (initial?: Category[]) =>
  useWholeList(gigsApi.categories, 'categories', initial);
/** The gig tags, for the filters and the editor. */
export const useTags = (initial?: Tag[]) => useWholeList(gigsApi.tags, 'tags', initial);

/** A category's name in the reader's language. */
export const categoryTitle = (lang: Lang, category: Category) =>
  lang === 'ar' ? category.title_ar : category.title;

// The gig card and its icons are shared with the home page and search (islands/lib/ui/GigCard.tsx).
export { EyeIcon, GigCard, HeartIcon } from '../lib/ui/GigCard';
