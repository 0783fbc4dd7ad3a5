import type { FormEvent } from 'react';
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
import { ModalDialog as Modal } from '../lib/ui/ModalDialog';
import { label, type Option } from './SearchFilters';

// Loaded the first time a reader opens the filters (SearchResults), so the search page's first
// load carries neither the dialog nor its fields (decision 15).

/** Spec §2's listing options and the filters that fit the active kind, in a modal dialog. */
export default function FiltersDialog({
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
      title={t('shell.filters.title')}
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('shell.common.cancel')}
          </button>
          <button type="submit" form="search-filters" className="button button-primary">
            {t('shell.filters.apply')}
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
          options={SORTS.map((s) => ({ value: s, label: t(`shell.filters.sort.${s}`) }))}
        />
        {kind === 'all' && <p className="muted">{t('shell.filters.perKind')}</p>}
        {names.map((name) =>
          name === 'expert' ? (
            <CheckboxField
              key={name}
              id="search-experts-only"
              name="expert"
              checked={filters.filters.expert === '1'}
              onChange={(e) => setFilter('expert', e.target.checked ? '1' : '')}
              label={t('shell.filters.expertsOnly')}
            />
          ) : name === 'city' || name === 'location' ? (
            <Field
              key={name}
              label={t(`shell.filters.by.${name}`)}
              name={name}
              value={filters.filters[name] ?? ''}
              maxLength={100}
              onChange={(e) => setFilter(name, e.target.value)}
            />
          ) : (
            <SelectField
              key={name}
              label={t(`shell.filters.by.${name}`)}
              name={name}
              value={filters.filters[name] ?? ''}
              onChange={(e) => setFilter(name, e.target.value)}
              options={[
                { value: '', label: t('shell.filters.any') },
                ...(options[name] ?? []).map((o) => ({ value: o.id, label: label(lang, o) })),
              ]}
            />
          ),
        )}
      </form>
    </Modal>
  );
}
