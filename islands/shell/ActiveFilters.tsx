import { FILTERS, type FilterName, type Query } from '../../contracts/search-query';
import { useI18n } from '../lib/i18n';
import { label, type Option } from './SearchFilters';

/**
 * The active sort and filters, as chips, with a way to clear them. Its own module, loaded when a
 * search has some (SearchResults), with the filters' words (`shell.filters`): a plain search's
 * page does not carry them.
 */
export default function ActiveFilters({
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
    query.sort !== 'default' && t(`shell.filters.sort.${query.sort}`),
    ...names.map((name) => {
      const value = query.filters[name];
      if (!value) return false;
      if (name === 'expert') return t('shell.filters.expertsOnly');
      const found = options[name]?.find((o) => o.id === value);
      return `${t(`shell.filters.by.${name}`)}: ${found ? label(lang, found) : value}`;
    }),
  ].filter((x): x is string => Boolean(x));
  if (!active.length) return null;
  return (
    <div className="active-filters">
      <span className="muted">{t('shell.filters.active')}</span>
      <ul>
        {active.map((text) => (
          <li key={text} className="chip" dir="auto">
            {text}
          </li>
        ))}
      </ul>
      <button type="button" className="button button-link" onClick={onClear}>
        {t('shell.filters.clear')}
      </button>
    </div>
  );
}
