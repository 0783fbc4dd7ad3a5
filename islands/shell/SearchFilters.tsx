import type { Page } from '../../contracts/pagination';
import { FILTERS, type FilterName, type Query } from '../../contracts/search-query';
import { useI18n } from '../lib/i18n';
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

/** The active sort and filters, as chips, with a way to clear them. */
export function ActiveFilters({
  query,
  options,
  onClear,
}: {
  query: Query;
  options: Partial<Record<FilterName, Option[]>>;
  onClear: () => void;
}) {
  const { t, lang } = useI18n();
  const names: readonly FilterName[] = query.kind === 'all' ? [] : FILTERS[query.kind];
  const active = [
    query.sort !== 'default' && t(`shell.search.sort.${query.sort}`),
    ...names.map((name) => {
      const value = query.filters[name];
      if (!value) return false;
      if (name === 'expert') return t('shell.search.expertsOnly');
      const found = options[name]?.find((o) => o.id === value);
      return `${t(`shell.search.filter.${name}`)}: ${found ? label(lang, found) : value}`;
    }),
  ].filter((x): x is string => Boolean(x));
  if (!active.length) return null;
  return (
    <div className="active-filters">
      <span className="muted">{t('shell.search.activeFilters')}</span>
      <ul>
        {active.map((text) => (
          <li key={text} className="chip" dir="auto">
            {text}
          </li>
        ))}
      </ul>
      <button type="button" className="button button-link" onClick={onClear}>
        {t('shell.search.clear')}
      </button>
    </div>
  );
}
