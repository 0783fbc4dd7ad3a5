import type { ReactNode } from 'react';
import type { Page } from '../../contracts/pagination';
import { useI18n } from '../lib/i18n';
import { LINKS } from '../lib/links';
import { ErrorState } from '../lib/ui/ErrorState';
import { GigCard } from '../lib/ui/GigCard';
import { PersonCard } from '../lib/ui/PersonCard';
import { ProductCard } from '../lib/ui/ProductCard';
import { TeamCard } from '../lib/ui/TeamCard';
import { useLoad } from '../lib/use-load';
import { shellApi } from './api';

/** One featured list of the home page: a heading, a "see all" link, and its cards. */
function Featured<T extends { id: string }>({
  id,
  title,
  more,
  moreHref,
  load,
  grid,
  card,
}: {
  id: string;
  title: string;
  more: string;
  moreHref: string;
  load: () => Promise<Page<T>>;
  grid: string;
  card: (item: T) => ReactNode;
}) {
  const state = useLoad(load, id);
  if (state.status === 'ready' && state.data.results.length === 0) return null;
  return (
    <section
      className="section home-featured"
      aria-labelledby={`featured-${id}`}
      data-testid={`featured-${id}`}
    >
      <div className="home-section-head">
        <h2 id={`featured-${id}`}>{title}</h2>
        <a className="tile-link" href={moreHref}>
          {more}
        </a>
      </div>
      {state.status === 'failed' ? (
        <ErrorState failure={state.failure} onRetry={state.reload} />
      ) : state.data ? (
        <ul className={grid}>
          {state.data.results.map((item) => (
            <li key={item.id}>{card(item)}</li>
          ))}
        </ul>
      ) : (
        <div className="skeleton home-market-skeleton" aria-busy="true" />
      )}
    </section>
  );
}

const loadGigs = () => shellApi.homeGigs(8);
const loadExperts = () => shellApi.homeUsers(8);
const loadTeams = () => shellApi.homeTeams(3);
const loadProducts = () => shellApi.homeProducts(4);

/**
 * The market on the home page: featured gigs, experts (only people with their own picture, spec
 * §5), teams and products, each card leading to its page.
 */
export default function HomeMarket() {
  const { t } = useI18n();
  return (
    <div className="home-market">
      <Featured
        id="gigs"
        title={t('shell.home.featured.gigs')}
        more={t('shell.home.featured.gigsMore')}
        moreHref={LINKS.gigs}
        load={loadGigs}
        grid="gig-grid"
        card={(gig) => <GigCard gig={gig} />}
      />
      <Featured
        id="experts"
        title={t('shell.home.featured.experts')}
        more={t('shell.home.featured.expertsMore')}
        moreHref={LINKS.experts}
        load={loadExperts}
        grid="results"
        card={(person) => <PersonCard person={person} />}
      />
      <Featured
        id="teams"
        title={t('shell.home.featured.teams')}
        more={t('shell.home.featured.teamsMore')}
        moreHref={LINKS.teams}
        load={loadTeams}
        grid="gig-grid"
        card={(team) => <TeamCard team={team} />}
      />
      <Featured
        id="products"
        title={t('shell.home.featured.products')}
        more={t('shell.home.featured.productsMore')}
        moreHref={LINKS.products}
        load={loadProducts}
        grid="gig-grid"
        card={(product) => <ProductCard product={product} />}
      />
    </div>
  );
}
