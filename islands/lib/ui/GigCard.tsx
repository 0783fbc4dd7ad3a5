import type { Gig, GigUser, HomePageGig } from '../../../contracts/gigs';
import { formatNumber, useI18n } from '../i18n';
import { LINKS } from '../links';
import { Avatar } from './Avatar';
import { cardPicture } from './largest-paint';

export function HeartIcon({ filled = false, size = 18 }: { filled?: boolean; size?: number }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width={size} height={size}>
      <path
        d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3.1 4.5 6.9 4.5c2.1 0 3.6 1.1 5.1 3 1.5-1.9 3-3 5.1-3 3.8 0 6 3.9 4.5 7.3C19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function EyeIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
      <path
        d="M1.5 12S5.5 5 12 5s10.5 7 10.5 7-4 7-10.5 7S1.5 12 1.5 12z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** One gig in a grid: banner, name, seller, price and its counters. */
export function GigCard({
  gig,
  price,
  priority,
}: {
  gig: (Gig | HomePageGig) & { user: GigUser };
  price?: string;
  /**
   * 'high': the first card of a page the server renders, whose banner is the page's largest paint:
   * it loads at once and first (React's server render also preloads it). Other cards' banners load
   * lazily, so on a phone they do not share the bandwidth with it. It decodes with the frame that
   * lays it out (`sync`): decoded apart, it painted a frame or more after the text, once the
   * pictures below had started to share the line.
   */
  priority?: 'high';
}) {
  const { t, lang } = useI18n();
  return (
    <article className="gig-card">
      <a className="gig-card-link" href={LINKS.gig(gig.id)}>
        {gig.banner_image ? (
          <img
            className="gig-card-banner"
            src={gig.banner_image}
            {...cardPicture(gig.banner_image, priority === 'high')}
            alt=""
            width="400"
            height="225"
          />
        ) : (
          <span className="gig-card-banner gig-card-banner-empty" aria-hidden="true" />
        )}
        <h3 className="gig-card-title" dir="auto">
          {gig.name}
        </h3>
      </a>
      <p className="gig-card-seller">
        <Avatar name={gig.user.full_name} src={gig.user.avatar} size={24} />
        <bdi>{gig.user.full_name}</bdi>
      </p>
      <div className="gig-card-foot">
        {price && (
          <strong className="gig-card-price">
            <bdi>{price}</bdi>
          </strong>
        )}
        <span className="gig-card-counts">
          <span title={t('gigs.appreciations')}>
            <HeartIcon filled={gig.is_appreciated} />
            <span className="visually-hidden">{t('gigs.appreciations')}: </span>
            {formatNumber(lang, gig.appreciations)}
          </span>
          <span title={t('gigs.views')}>
            <EyeIcon />
            <span className="visually-hidden">{t('gigs.views')}: </span>
            {formatNumber(lang, gig.visits)}
          </span>
        </span>
      </div>
    </article>
  );
}
