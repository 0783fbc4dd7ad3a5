import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Team } from '../../contracts/teams';
import { notifyFailure } from '../lib/failure';
import { formatNumber, formatPrice, useI18n } from '../lib/i18n';
import { idFromPath, LINKS } from '../lib/links';
import { $session, signInHref } from '../lib/session';
import { Avatar } from '../lib/ui/Avatar';
import { ErrorState } from '../lib/ui/ErrorState';
import HireButton from '../lib/ui/HireButton';
import { MessageButton } from '../lib/ui/MessageButton';
import { useLoad } from '../lib/use-load';
import { teamsApi } from './api';

/** A team's page (spec §2, §3 Team): members, rating, project count, pricing, stack and follow. */
export default function TeamDetail() {
  const { t, lang } = useI18n();
  const session = useStore($session);
  const [id] = useState(() => idFromPath('teams'));
  const result = useLoad(() => teamsApi.team(id), `${id}:${session.isLoggedIn}`);
  const [team, setTeam] = useState<Team | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (result.status === 'ready') setTeam(result.data);
  }, [result.status, result.data]);

  if (result.status === 'failed') return <ErrorState failure={result.failure} onRetry={result.reload} />;
  if (!team) return <div className="skeleton gig-skeleton" aria-busy="true" />;

  const isLead = session.user?.id === team.team_lead.id;

  async function toggleFollow() {
    if (!session.isLoggedIn) return window.location.assign(signInHref());
    setBusy(true);
    try {
      // Spec §4: following toggles is_followed and moves the follower count by one.
      if (team!.is_followed) {
        await teamsApi.unfollow(team!.id);
        setTeam(await teamsApi.team(team!.id));
      } else {
        setTeam(await teamsApi.follow(team!.id));
      }
    } catch (error) {
      await notifyFailure(error);
    } finally {
      setBusy(false);
    }
  }

  const stars = Math.round(team.rating);
  return (
    <article className="team-detail">
      {team.banner_image && (
        <img className="gig-banner team-banner" src={team.banner_image} alt="" width="1200" height="400" />
      )}
      <header className="team-head">
        {team.logo ? (
          <img className="team-logo" src={team.logo} alt="" width="96" height="96" />
        ) : (
          <Avatar name={team.name} src={null} size={96} />
        )}
        <div className="team-title">
          <h1>{team.name}</h1>
          <p className="team-rating">
            <span aria-hidden="true">
              {'★'.repeat(stars)}
              {'☆'.repeat(5 - stars)}
            </span>{' '}
            {t('teams.rating', { rating: formatNumber(lang, team.rating) })}
          </p>
        </div>
        {!isLead && (
          <button
            type="button"
            className={team.is_followed ? 'button' : 'button button-primary'}
            aria-pressed={team.is_followed}
            disabled={busy}
            onClick={toggleFollow}
            data-testid="team-follow"
          >
            {team.is_followed ? t('person.unfollow') : t('person.follow')}
          </button>
        )}
        <HireButton team={team.id} ownerId={team.team_lead.id} name={team.name} />
        <MessageButton userId={team.team_lead.id} name={team.team_lead.full_name} />
      </header>

      <dl className="team-facts">
        <div>
          <dt>{t('teams.projectCount')}</dt>
          <dd>{formatNumber(lang, team.project_count)}</dd>
        </div>
        <div>
          <dt>{t('teams.pricing')}</dt>
          <dd>{t('teams.from', { price: formatPrice(lang, team.pricing, team.pricing_currency) })}</dd>
        </div>
        <div>
          <dt>{t('gigs.followers')}</dt>
          <dd data-testid="team-followers">{formatNumber(lang, Number(team.follower))}</dd>
        </div>
        <div>
          <dt>{t('teams.members')}</dt>
          <dd>{formatNumber(lang, team.members.length)}</dd>
        </div>
      </dl>

      {team.description && (
        <section className="gig-section">
          <h2>{t('teams.about')}</h2>
          <p className="gig-description">{team.description}</p>
        </section>
      )}

      {team.tag.length > 0 && (
        <section className="gig-section">
          <h2>{t('gigs.detail.stack')}</h2>
          <ul className="gig-tags">
            {team.tag.map((tag) => (
              <li key={tag.id} className="chip">
                {tag.title}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="gig-section">
        <h2>{t('teams.members')}</h2>
        <ul className="team-members">
          {team.members.map((member) => (
            <li key={member.id} className="card team-member">
              <Avatar name={member.full_name} src={member.avatar} size={48} />
              <div>
                <a href={LINKS.profile(member.id)}>{member.full_name}</a>
                {member.job_title && <p className="muted">{member.job_title}</p>}
                {member.id === team.team_lead.id && <span className="badge">{t('teams.lead')}</span>}
              </div>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
