import type { Page } from '../../contracts/pagination';
import { FILTERS, type FilterName, type Query } from '../../contracts/search-query';
import { useLoad } from '../lib/use-load';
import { shellApi } from './api';

export type Option = { id: string; title: string; title_ar?: string };
const NO_OPTIONS: Option[] = [];

/** A look-up list for a filter (categories, tags, product types): loaded only while the kind needs it. */
function useOptions(load: () => Promise<Page<Option>>, wanted: boolean, key: string): Option[] {
  const state = useLoad(() => (wanted ? load() : Promise.resolve(null)), `${key}:${wanted}`);
  return state.data?.results ?? NO_OPTIONS;
}

/** The look-ups of the active kind's filters, by filter name. */
export function useFilterOptions(kind: Query['kind']): Partial<Record<FilterName, Option[]>> {
  const names: readonly FilterName[] = kind === 'all' ? [] : FILTERS[kind];
  return {
    category: useOptions(shellApi.gigCategories, names.includes('category'), 'gig-categories'),
    tag: useOptions(shellApi.gigTags, names.includes('tag'), 'gig-tags'),
    product_category: useOptions(
      shellApi.productCategories,
      names.includes('product_category'),
      'product-categories',
    ),
    type: useOptions(shellApi.productTypes, names.includes('type'), 'product-types'),
  };
}

export const label = (lang: string, o: Option) => (lang === 'ar' && o.title_ar ? o.title_ar : o.title);
