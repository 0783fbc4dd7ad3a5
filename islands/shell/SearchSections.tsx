import type { Gig } from '../../contracts/gigs';
import type { Page } from '../../contracts/pagination';
import type { Product } from '../../contracts/products';
import type { ProfileCard } from '../../contracts/profiles';
import { apiQuery, type Query, type ResultKind } from '../../contracts/search-query';
import type { Team } from '../../contracts/teams';
import { formatPrice, useI18n } from '../lib/i18n';
import { GigCard } from '../lib/ui/GigCard';
import { PersonCard } from '../lib/ui/PersonCard';
import { ProductCard } from '../lib/ui/ProductCard';
import { TeamCard } from '../lib/ui/TeamCard';
import { type LoadState, useLoad } from '../lib/use-load';
import { shellApi } from './api';

/** What each kind's list answers. */
export interface Found {
  experts: Page<ProfileCard>;
  gigs: Page<Gig>;
  teams: Page<Team>;
  products: Page<Product>;
}

export const searchCalls: { [K in ResultKind]: (params: Record<string, string>) => Promise<Found[K]> } = {
  experts: shellApi.search.experts,
  gigs: shellApi.search.gigs,
  teams: shellApi.search.teams,
  products: shellApi.search.products,
};

/** The cards of one kind of result, in a grid. */
export function ResultGrid<K extends ResultKind>({
  kind,
  page,
  busy,
}: {
  kind: K;
  page: Found[K];
  busy?: boolean;
}) {
  const { lang } = useI18n();
  const items = page.results as Found[ResultKind]['results'];
  return (
    <ul
      className={kind === 'experts' ? 'results' : 'gig-grid'}
      aria-busy={busy || undefined}
      data-testid={`results-${kind}`}
    >
      {items.map((item) => (
        <li key={item.id}>
          {kind === 'experts' ? (
            <PersonCard person={item as ProfileCard} />
          ) : kind === 'gigs' ? (
            <GigCard
              gig={item as Gig}
              price={formatPrice(lang, (item as Gig).pricing, (item as Gig).pricing_currency)}
            />
          ) : kind === 'teams' ? (
            <TeamCard team={item as Team} />
          ) : (
            <ProductCard product={item as Product} />
          )}
        </li>
      ))}
    </ul>
  );
}

export type KindLoads = { [K in ResultKind]: LoadState<Found[K]> & { reload: () => void } };

/**
 * What the server renders the search page with (site/pages/market/search.astro): each kind's list for
 * the address, as the API answers a visitor (null when the API would refuse it: the island asks).
 */
export type SearchPageData = { [K in ResultKind]: Found[K] | null };

/**
 * Every kind's list for the query: the active kind a page at a time, the others a preview (for their
 * counts). `initial`: what the page's HTML carries for the address it was rendered for.
 */
export function useKindLoads(query: Query, initial?: SearchPageData | null): KindLoads {
  const key = (kind: ResultKind) => JSON.stringify(apiQuery(query, kind));
  return {
    experts: useLoad(() => searchCalls.experts(apiQuery(query, 'experts')), key('experts'), {
      initial: initial?.experts,
    }),
    gigs: useLoad(() => searchCalls.gigs(apiQuery(query, 'gigs')), key('gigs'), { initial: initial?.gigs }),
    teams: useLoad(() => searchCalls.teams(apiQuery(query, 'teams')), key('teams'), {
      initial: initial?.teams,
    }),
    products: useLoad(() => searchCalls.products(apiQuery(query, 'products')), key('products'), {
      initial: initial?.products,
    }),
  };
}
