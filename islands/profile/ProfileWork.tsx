import type { ReactNode } from 'react';
import type { Page } from '../../contracts/pagination';
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
}: {
  id: string;
  userId: string;
  title: string;
  load: () => Promise<Page<T>>;
  card: (item: T) => ReactNode;
}) {
  const state = useLoad(load, `${id}:${userId}`);
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

/** The expert's team, gigs and products on their profile, each card leading to its page. */
export function ProfileWork({ userId }: { userId: string }) {
  const { t, lang } = useI18n();
  return (
    <>
      <WorkList
        id="profile-teams"
        userId={userId}
        title={t('profile.work.teams')}
        load={() => profileApi.teamsOf(userId)}
        card={(team) => <TeamCard team={team} />}
      />
      <WorkList
        id="profile-gigs"
        userId={userId}
        title={t('profile.work.gigs')}
        load={() => profileApi.gigsOf(userId)}
        card={(gig) => <GigCard gig={gig} price={formatPrice(lang, gig.pricing, gig.pricing_currency)} />}
      />
      <WorkList
        id="profile-products"
        userId={userId}
        title={t('profile.work.products')}
        load={() => profileApi.productsOf(userId)}
        card={(product) => <ProductCard product={product} />}
      />
    </>
  );
}
