import type { FormEvent } from 'react';
import type { Page } from '../../contracts/pagination';
import {
  FILTERS,
  type FilterName,
  type Query,
  type ResultKind,
  SORTS,
  type Sort,
} from '../../contracts/search-query';
import { useI18n } from '../lib/i18n';
import { CheckboxField, Field, SelectField } from '../lib/ui/Field';
import { Modal } from '../lib/ui/Modal';
import { useLoad } from '../lib/use-load';
import { shellApi } from './api';

type Option = { id: string; title: string; title_ar?: string };
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

const label = (lang: string, o: Option) => (lang === 'ar' && o.title_ar ? o.title_ar : o.title);

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

/** Spec §2's listing options and the filters that fit the active kind, in a modal dialog. */
export function FiltersDialog({
  open,
  filters,
  setFilters,
  options,
  onApply,
  onClose,
}: {
  open: boolean;
  filters: Query;
  setFilters: (change: (f: Query) => Query) => void;
  options: Partial<Record<FilterName, Option[]>>;
  onApply: (e?: FormEvent) => void;
  onClose: () => void;
}) {
  const { t, lang } = useI18n();
  const kind = filters.kind;
  const names: readonly FilterName[] = kind === 'all' ? [] : FILTERS[kind as ResultKind];
  const setFilter = (name: FilterName, value: string) =>
    setFilters((f) => ({ ...f, filters: { ...f.filters, [name]: value } }));
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('shell.search.filtersTitle')}
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('shell.common.cancel')}
          </button>
          <button type="submit" form="search-filters" className="button button-primary">
            {t('shell.search.apply')}
          </button>
        </>
      }
    >
      <form id="search-filters" onSubmit={onApply} noValidate>
        <SelectField
          label={t('shell.search.sort')}
          name="sort"
          value={filters.sort}
          onChange={(e) => setFilters((f) => ({ ...f, sort: e.target.value as Sort }))}
          options={SORTS.map((s) => ({ value: s, label: t(`shell.search.sort.${s}`) }))}
        />
        {kind === 'all' && <p className="muted">{t('shell.search.filtersPerKind')}</p>}
        {names.map((name) =>
          name === 'expert' ? (
            <CheckboxField
              key={name}
              id="search-experts-only"
              name="expert"
              checked={filters.filters.expert === '1'}
              onChange={(e) => setFilter('expert', e.target.checked ? '1' : '')}
              label={t('shell.search.expertsOnly')}
            />
          ) : name === 'city' || name === 'location' ? (
            <Field
              key={name}
              label={t(`shell.search.filter.${name}`)}
              name={name}
              value={filters.filters[name] ?? ''}
              maxLength={100}
              onChange={(e) => setFilter(name, e.target.value)}
            />
          ) : (
            <SelectField
              key={name}
              label={t(`shell.search.filter.${name}`)}
              name={name}
              value={filters.filters[name] ?? ''}
              onChange={(e) => setFilter(name, e.target.value)}
              options={[
                { value: '', label: t('shell.search.any') },
                ...(options[name] ?? []).map((o) => ({ value: o.id, label: label(lang, o) })),
              ]}
            />
          ),
        )}
      </form>
    </Modal>
  );
}
