import type { Team } from '../../../contracts/teams';
import { formatNumber, formatPrice, useI18n } from '../i18n';
import { LINKS } from '../links';
import { Avatar } from './Avatar';
import { cardPicture, pictureLoading } from './largest-paint';

/** One team in a grid (home page, search, the teams index): banner, logo, name, stack and counters. */
export function TeamCard({ team }: { team: Team }) {
  const { t, lang } = useI18n();
  return (
    <article className="gig-card team-card" data-testid="team-card">
      <a className="gig-card-link" href={LINKS.team(team.id)}>
        {team.banner_image ? (
          <img
            className="team-card-banner"
            src={team.banner_image}
            {...cardPicture(team.banner_image, false)}
            alt=""
            width="400"
            height="133"
          />
        ) : (
          <span className="team-card-banner team-card-banner-empty" aria-hidden="true" />
        )}
        <span className="team-card-head">
          {team.logo ? (
            <img
              className="team-card-logo"
              src={team.logo}
              alt=""
              {...pictureLoading(false)}
              width="48"
              height="48"
            />
          ) : (
            <Avatar name={team.name} src={null} size={48} />
          )}
          <h3 className="gig-card-title team-card-title" dir="auto">
            {team.name}
          </h3>
        </span>
      </a>
      {team.description && (
        <p className="team-card-about" dir="auto">
          {team.description}
        </p>
      )}
      {team.tag.length > 0 && (
        <ul className="team-card-tags" aria-label={t('teams.card.stack')}>
          {team.tag.slice(0, 4).map((tag) => (
            <li key={tag.id} className="chip" dir="auto">
              {tag.title}
            </li>
          ))}
        </ul>
      )}
      <div className="team-card-foot">
        <strong>
          {t('teams.card.from', { price: formatPrice(lang, team.pricing, team.pricing_currency) })}
        </strong>
        <span className="muted">
          {t('teams.card.counts', {
            members: formatNumber(lang, team.members.length),
            followers: formatNumber(lang, Number(team.follower)),
          })}
        </span>
      </div>
    </article>
  );
}
