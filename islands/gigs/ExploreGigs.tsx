import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { Category, Gig, Tag } from '../../contracts/gigs';
import {
  EXPLORE_PAGE_SIZE,
  type ExploreQuery,
  exploreApiQuery,
  exploreQuery,
  GIG_ORDERINGS,
  HOME_FEATURED,
} from '../../contracts/lists';
import type { Page } from '../../contracts/pagination';
import type { Team } from '../../contracts/teams';
import { pushAddress } from '../lib/address';
import { useEarlyFields } from '../lib/early-fields';
import { formatNumber, formatPrice, useI18n } from '../lib/i18n';
import { LINKS } from '../lib/links';
import { rendered, usePageQuery } from '../lib/rendered';
import { useSession } from '../lib/session';
import { EmptyState, ErrorState } from '../lib/ui/ErrorState';
import { ListForm } from '../lib/ui/ListForm';
import { pictureLoading } from '../lib/ui/largest-paint';
import { Pager, pageCount } from '../lib/ui/Pager';
import { Section } from '../lib/ui/Section';
import { useLoad } from '../lib/use-load';
import { gigsApi } from './api';
import { categoryTitle, GigCard, useCategories, useTags } from './shared';

type Query = ExploreQuery;

const readQuery = () => exploreQuery(new URLSearchParams(window.location.search));

function toSearch(q: Query): string {
  const p = new URLSearchParams();
  if (q.search) p.set('search', q.search);
  if (q.category) p.set('category', q.category);
  if (q.tag) p.set('tag', q.tag);
  if (q.ordering !== '-created_on') p.set('ordering', q.ordering);
  if (q.page > 1) p.set('page', String(q.page));
  const s = p.toString();
  return s ? `?${s}` : '';
}

const ORDERING_KEYS = {
  '-created_on': 'gigs.explore.order.default',
  '-visits': 'gigs.explore.order.views',
  '-appreciations': 'gigs.explore.order.appreciations',
  '-followers': 'gigs.explore.order.followers',
} as const;

/**
 * What the server renders Explore Gigs with (site/pages/market/gigs/index.astro): the first page of
 * what the address asks for, as the API answers a visitor (null when the API would refuse the
 * query: the island asks and shows why), and the filters' categories and tags.
 */
export interface ExplorePageData {
  gigs: Page<Gig> | null;
  categories: Category[];
  tags: Tag[];
  /** The few teams shown beside the gigs. */
  teams?: Page<Team>;
}

/**
 * Explore Gigs (spec §2): search by name, filter by category and tag, order, page through; the
 * address holds the query. Rendered on the server with `initial` and hydrated from it; every other
 * query loads in the browser.
 */
function ExploreGigs({ initial }: { initial?: ExplorePageData | null }) {
  const { t, lang } = useI18n();
  const session = useSession();
  const first = usePageQuery();
  const [query, setQuery] = useState<Query>(() => exploreQuery(first));
  const [draft, setDraft] = useState(query.search);
  const formRef = useRef<HTMLFormElement>(null);
  const categories = useCategories(initial?.categories);
  const tags = useTags(initial?.tags);
  // A few teams beside the gigs; nothing shows if they cannot be read.
  const teams =
    useLoad(() => gigsApi.teams(HOME_FEATURED.teams), 'teams', { initial: initial?.teams }).data?.results ??
    [];

  useEffect(() => {
    const onPop = () => {
      const q = readQuery();
      setQuery(q);
      setDraft(q.search);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const apiQuery = exploreApiQuery(query);
  const result = useLoad(() => gigsApi.gigs(apiQuery), JSON.stringify(apiQuery), { initial: initial?.gigs });

  function go(next: Query) {
    setQuery(next);
    pushAddress(`${window.location.pathname}${toSearch(next)}`);
  }

  // Typed or chosen before hydration: the text stays, a new filter or order is applied.
  useEarlyFields(formRef, (fields, changed) => {
    setDraft(fields.get('search') ?? '');
    const { category, tag, ordering } = exploreQuery(fields);
    if (['category', 'tag', 'ordering'].some((name) => changed.has(name)))
      go({ ...query, category, tag, ordering, page: 1 });
  });

  function onSearch(e: FormEvent) {
    e.preventDefault();
    go({ ...query, search: draft.trim(), page: 1 });
  }

  const data = result.data;
  const pages = data ? pageCount(data.count, EXPLORE_PAGE_SIZE) : 1;

  return (
    <div className="explore">
      <header className="explore-head">
        <div>
          <h1>{t('gigs.explore.title')}</h1>
          <p className="muted">{t('gigs.explore.subtitle')}</p>
        </div>
        {session.user?.is_expert && (
          <a className="button button-primary" href={LINKS.newGig}>
            {t('gigs.explore.sell')}
          </a>
        )}
      </header>
      <ListForm
        ref={formRef}
        className="explore-filters"
        aria-label={t('gigs.explore.searchLabel')}
        action={LINKS.gigs}
        onSubmit={onSearch}
      >
        <label className="explore-search">
          <span className="visually-hidden">{t('gigs.explore.searchLabel')}</span>
          <input
            type="search"
            name="search"
            value={draft}
            placeholder={t('gigs.explore.searchPlaceholder')}
            onChange={(e) => setDraft(e.target.value)}
          />
        </label>
        <button className="button button-primary" type="submit">
          {t('gigs.explore.searchButton')}
        </button>
        <ExploreSelect
          label={t('gigs.explore.category')}
          name="category"
          value={query.category}
          options={[
            { value: '', label: t('gigs.explore.allCategories') },
            ...categories.map((c) => ({ value: c.id, label: categoryTitle(lang, c) })),
          ]}
          onChange={(category) => go({ ...query, category, page: 1 })}
        />
        <ExploreSelect
          label={t('gigs.explore.tag')}
          name="tag"
          value={query.tag}
          options={[
            { value: '', label: t('gigs.explore.allTags') },
            ...tags.map((tag) => ({ value: tag.id, label: tag.title })),
          ]}
          onChange={(tag) => go({ ...query, tag, page: 1 })}
        />
        <ExploreSelect
          label={t('gigs.explore.ordering')}
          name="ordering"
          value={query.ordering}
          options={GIG_ORDERINGS.map((o) => ({ value: o, label: t(ORDERING_KEYS[o]) }))}
          onChange={(ordering) => go({ ...query, ordering, page: 1 })}
        />
      </ListForm>

      {data && result.status !== 'failed' && (
        <p className="result-count" aria-live="polite">
          {t('gigs.explore.count', { count: formatNumber(lang, data.count) })}
        </p>
      )}

      {result.status === 'failed' ? (
        <ErrorState failure={result.failure} onRetry={result.reload} />
      ) : !data ? (
        <div className="gig-grid" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <div key={i} className="skeleton gig-card-skeleton" />
          ))}
        </div>
      ) : data.results.length === 0 ? (
        <EmptyState title={t('gigs.explore.empty')} hint={t('gigs.explore.emptyHint')} />
      ) : (
        <ul className="gig-grid" aria-busy={result.status === 'loading' || undefined}>
          {data.results.map((gig, i) => (
            <li key={gig.id}>
              <GigCard
                gig={gig}
                price={formatPrice(lang, gig.pricing, gig.pricing_currency)}
                priority={i === 0 ? 'high' : undefined}
              />
            </li>
          ))}
        </ul>
      )}

      {data && <Pager page={query.page} pages={pages} onPage={(page) => go({ ...query, page })} />}

      {teams.length > 0 && (
        <Section className="section" titleId="explore-teams" title={t('gigs.explore.teams')}>
          <ul className="team-strip">
            {teams.map((team) => (
              <li key={team.id}>
                <a className="team-strip-card" href={LINKS.team(team.id)}>
                  {team.logo && (
                    <img src={team.logo} alt="" width="48" height="48" {...pictureLoading(false)} />
                  )}
                  <span>
                    <strong>{team.name}</strong>
                    <span className="muted">
                      {t('teams.projects', { count: formatNumber(lang, team.project_count) })}
                    </span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}

/** One of the filters beside the search box; choosing goes back to the first page. */
function ExploreSelect({
  label,
  name,
  value,
  options,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <label className="explore-select">
      <span>{label}</span>
      <select name={name} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export default rendered(ExploreGigs);
