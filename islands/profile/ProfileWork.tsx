import type { ReactNode } from 'react';
import type { Gig } from '../../contracts/gigs';
import type { Page } from '../../contracts/pagination';
import type { Product } from '../../contracts/products';
import type { Team } from '../../contracts/teams';
import { formatPrice, useI18n } from '../lib/i18n';
import { ErrorState } from '../lib/ui/ErrorState';
import { GigCard } from '../lib/ui/GigCard';
import { ProductCard } from '../lib/ui/ProductCard';
import { TeamCard } from '../lib/ui/TeamCard';
import { useLoad } from '../lib/use-load';
import { profileApi } from './api';

/** One list of what the expert offers; left out when they have none. */
function WorkList<T extends { id: string }>({
  id,
  userId,
  title,
  load,
  card,
  initial,
}: {
  id: string;
  userId: string;
  title: string;
  load: () => Promise<Page<T>>;
  card: (item: T) => ReactNode;
  initial: Page<T> | null | undefined;
}) {
  const state = useLoad(load, `${id}:${userId}`, { initial });
  if (state.status === 'loading' || (state.status === 'ready' && state.data.results.length === 0))
    return null;
  return (
    <section className="card profile-section" aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      {state.status === 'failed' ? (
        <ErrorState failure={state.failure} onRetry={state.reload} />
      ) : (
        <ul className="gig-grid profile-work">
          {state.data.results.map((item) => (
            <li key={item.id}>{card(item)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What the page's HTML carries of the expert's work, as the lists answer a visitor. */
export interface WorkLists {
  teams: Page<Team> | null;
  gigs: Page<Gig> | null;
  products: Page<Product> | null;
}

/** The expert's team, gigs and products on their profile, each card leading to its page. */
export function ProfileWork({ userId, initial }: { userId: string; initial?: WorkLists }) {
  const { t, lang } = useI18n();
  return (
    <>
      <WorkList
        id="profile-teams"
        userId={userId}
        title={t('profile.work.teams')}
        load={() => profileApi.teamsOf(userId)}
        card={(team) => <TeamCard team={team} />}
        initial={initial?.teams}
      />
      <WorkList
        id="profile-gigs"
        userId={userId}
        title={t('profile.work.gigs')}
        load={() => profileApi.gigsOf(userId)}
        card={(gig) => <GigCard gig={gig} price={formatPrice(lang, gig.pricing, gig.pricing_currency)} />}
        initial={initial?.gigs}
      />
      <WorkList
        id="profile-products"
        userId={userId}
        title={t('profile.work.products')}
        load={() => profileApi.productsOf(userId)}
        card={(product) => <ProductCard product={product} />}
        initial={initial?.products}
      />
    </>
  );
}
