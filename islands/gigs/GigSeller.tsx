import type { Gig } from '../../contracts/gigs';
import { formatNumber, useI18n } from '../lib/i18n';
import { LINKS } from '../lib/links';
import { Avatar } from '../lib/ui/Avatar';
import HireButton from '../lib/ui/HireButton';
import { MessageButton } from '../lib/ui/MessageButton';

/** The gig page's seller card: who sells it, their counters, follow, hire and message. */
export function SellerCard({
  gig,
  isOwner,
  busy,
  onFollow,
}: {
  gig: Gig;
  isOwner: boolean;
  busy: boolean;
  onFollow: () => void;
}) {
  const { t, lang } = useI18n();
  const where = [gig.user.city, gig.user.location].filter(Boolean).join(', ');
  return (
    <div className="card gig-seller">
      <h2 className="visually-hidden">{t('gigs.detail.seller')}</h2>
      <div className="gig-seller-head">
        <Avatar name={gig.user.full_name} src={gig.user.avatar} size={56} />
        <div>
          <a className="gig-seller-name" href={LINKS.profile(gig.user.id)} dir="auto">
            {gig.user.full_name}
          </a>
          {gig.user.company_name && (
            <p className="muted" dir="auto">
              {gig.user.company_name}
            </p>
          )}
          {where && (
            <p className="muted" dir="auto">
              {where}
            </p>
          )}
        </div>
      </div>
      <dl className="gig-seller-stats">
        <div>
          <dt>{t('gigs.appreciations')}</dt>
          <dd>{formatNumber(lang, gig.user.appreciations)}</dd>
        </div>
        <div>
          <dt>{t('gigs.views')}</dt>
          <dd>{formatNumber(lang, gig.user.visits)}</dd>
        </div>
        <div>
          <dt>{t('gigs.followers')}</dt>
          <dd data-testid="seller-followers">{formatNumber(lang, gig.user.follower)}</dd>
        </div>
      </dl>
      {!isOwner && (
        <button
          type="button"
          className={gig.user.is_followed ? 'button' : 'button button-primary'}
          aria-pressed={gig.user.is_followed}
          disabled={busy}
          onClick={onFollow}
        >
          {gig.user.is_followed ? t('person.unfollow') : t('person.follow')}
        </button>
      )}
      <HireButton owner={gig.user.id} ownerId={gig.user.id} name={gig.user.full_name} />
      <MessageButton userId={gig.user.id} name={gig.user.full_name} />
    </div>
  );
}
