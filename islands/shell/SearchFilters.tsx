import type { FormEvent } from 'react';
import type { ProfileOrdering } from '../../contracts/profiles';
import { useI18n } from '../lib/i18n';
import { CheckboxField, Field, SelectField } from '../lib/ui/Field';
import { Modal } from '../lib/ui/Modal';
import { type Query, SORTS } from './search-query';

/** The active filters of the filtered view, as chips, with a way to clear them. */
export function ActiveFilters({ query, onClear }: { query: Query; onClear: () => void }) {
  const { t } = useI18n();
  const active =
    query.view === 'filtered'
      ? [
          query.sort !== 'default' && t(`shell.search.sort.${query.sort}` as Parameters<typeof t>[0]),
          query.city && `${t('shell.search.city')}: ${query.city}`,
          query.location && `${t('shell.search.location')}: ${query.location}`,
          query.expert && t('shell.search.expertsOnly'),
        ].filter((x): x is string => Boolean(x))
      : [];
  if (!active.length) return null;
  return (
    <div className="active-filters">
      <span className="muted">{t('shell.search.activeFilters')}</span>
      <ul>
        {active.map((label) => (
          <li key={label} className="chip">
            {label}
          </li>
        ))}
      </ul>
      <button type="button" className="button button-link" onClick={onClear}>
        {t('shell.search.clear')}
      </button>
    </div>
  );
}

/** The listing filters (spec §2) in a modal dialog: sort, city, location, experts only. */
export function FiltersDialog({
  open,
  filters,
  setFilters,
  onApply,
  onClose,
}: {
  open: boolean;
  filters: Query;
  setFilters: (change: (f: Query) => Query) => void;
  onApply: (e?: FormEvent) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
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
          onChange={(e) => setFilters((f) => ({ ...f, sort: e.target.value as ProfileOrdering }))}
          options={SORTS.map((s) => ({
            value: s,
            label: t(`shell.search.sort.${s}` as Parameters<typeof t>[0]),
          }))}
        />
        <Field
          label={t('shell.search.city')}
          name="city"
          value={filters.city}
          maxLength={100}
          onChange={(e) => setFilters((f) => ({ ...f, city: e.target.value }))}
        />
        <Field
          label={t('shell.search.location')}
          name="location"
          value={filters.location}
          maxLength={100}
          onChange={(e) => setFilters((f) => ({ ...f, location: e.target.value }))}
        />
        <CheckboxField
          id="search-experts-only"
          name="expert"
          checked={filters.expert}
          onChange={(e) => setFilters((f) => ({ ...f, expert: e.target.checked }))}
          label={t('shell.search.expertsOnly')}
        />
      </form>
    </Modal>
  );
}
