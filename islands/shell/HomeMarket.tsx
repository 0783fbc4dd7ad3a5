import type { ReactNode } from 'react';
import type { HomePageGig } from '../../contracts/gigs';
import type { Page } from '../../contracts/pagination';
import type { Product } from '../../contracts/products';
import type { HomePageUser } from '../../contracts/profiles';
import type { Team } from '../../contracts/teams';
import { useI18n } from '../lib/i18n';
import { LINKS } from '../lib/links';
import { rendered } from '../lib/rendered';
import { GigCard } from '../lib/ui/GigCard';
import { PersonCard } from '../lib/ui/PersonCard';
import { ProductCard } from '../lib/ui/ProductCard';
import { TeamCard } from '../lib/ui/TeamCard';

/** What the server renders the home page with: each featured list as the API answers a visitor. */
export interface HomePageData {
  gigs: Page<HomePageGig>;
  experts: Page<HomePageUser>;
  teams: Page<Team>;
  products: Page<Product>;
}

/** One featured list of the home page: a heading, a "see all" link, and its cards; nothing when empty. */
function Featured<T extends { id: string }>({
  id,
  title,
  more,
  moreHref,
  items,
  grid,
  card,
}: {
  id: string;
  title: string;
  more: string;
  moreHref: string;
  items: T[];
  grid: string;
  card: (item: T, index: number) => ReactNode;
}) {
  const { lang } = useI18n();
  if (items.length === 0) return null;
  const heading = `featured-${id}-${lang}`;
  return (
    <section className="section home-featured" aria-labelledby={heading} data-testid={`featured-${id}`}>
      <div className="home-section-head">
        <h2 id={heading}>{title}</h2>
        <a className="tile-link" href={moreHref}>
          {more}
        </a>
      </div>
      <ul className={grid}>
        {items.map((item, i) => (
          <li key={item.id}>{card(item, i)}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The market on the home page: featured gigs, experts (only people with their own picture, spec
 * §5), teams and products, each card leading to its page. Plain HTML drawn by the server
 * (site/pages/market/index.astro renders it once per language, without a client directive): it
 * has nothing to click but links, so it ships no JavaScript. The first gig's banner is the page's
 * largest paint and loads first.
 */
function HomeMarket({ data }: { data: HomePageData }) {
  const { t } = useI18n();
  return (
    <div className="home-market">
      <Featured
        id="gigs"
        title={t('shell.home.featured.gigs')}
        more={t('shell.home.featured.gigsMore')}
        moreHref={LINKS.gigs}
        items={data.gigs.results}
        grid="gig-grid"
        card={(gig, i) => <GigCard gig={gig} priority={i === 0 ? 'high' : undefined} />}
      />
      <Featured
        id="experts"
        title={t('shell.home.featured.experts')}
        more={t('shell.home.featured.expertsMore')}
        moreHref={LINKS.experts}
        items={data.experts.results}
        grid="results"
        card={(person) => <PersonCard person={person} />}
      />
      <Featured
        id="teams"
        title={t('shell.home.featured.teams')}
        more={t('shell.home.featured.teamsMore')}
        moreHref={LINKS.teams}
        items={data.teams.results}
        grid="gig-grid"
        card={(team) => <TeamCard team={team} />}
      />
      <Featured
        id="products"
        title={t('shell.home.featured.products')}
        more={t('shell.home.featured.productsMore')}
        moreHref={LINKS.products}
        items={data.products.results}
        grid="gig-grid"
        card={(product) => <ProductCard product={product} />}
      />
    </div>
  );
}

export default rendered(HomeMarket);
