import { useEffect, useState } from 'react';
import type { Team } from '../../contracts/teams';
import { notifyFailure } from '../lib/failure';
import { formatNumber, formatPrice, useI18n } from '../lib/i18n';
import { idFromPath } from '../lib/links';
import { rendered } from '../lib/rendered';
import { $session, signInHref, useSession } from '../lib/session';
import { Avatar } from '../lib/ui/Avatar';
import { ErrorState } from '../lib/ui/ErrorState';
import HireButton from '../lib/ui/HireButton';
import { MessageButton } from '../lib/ui/MessageButton';
import { WhenVisible } from '../lib/ui/WhenVisible';
import { useLoad } from '../lib/use-load';
import { teamsApi } from './api';
import { TeamFaqs, TeamGithub, TeamMembers, TeamStats } from './TeamSections';

/** What the server renders the team page with (site/pages/market/teams/[id].astro): the team as a visitor sees it. */
export interface TeamPageData {
  team: Team;
}

/**
 * A team's page (spec §2 gig and team detail, §3 Team): members, rating, figures, views,
 * appreciations, followers and following, pricing, stack, FAQs, live demo, the members' GitHub
 * parts, and follow, appreciate, hire and message. Rendered on the server with `initial` and
 * hydrated; a signed-in reader's own view (followed, appreciated) is loaded after hydration.
 */
function TeamDetail({ id: givenId, initial }: { id?: string; initial?: TeamPageData | null }) {
  const { t, lang } = useI18n();
  const session = useSession();
  const [id] = useState(() => givenId ?? idFromPath('teams'));
  const result = useLoad(() => teamsApi.team(id), `${id}:${session.isLoggedIn}`, { initial: initial?.team });
  const [team, setTeam] = useState<Team | null>(initial?.team ?? null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (result.status === 'ready') setTeam(result.data);
  }, [result.status, result.data]);

  useEffect(() => {
    // A visitor counts once a day (the server decides); the count shown moves when it does.
    teamsApi.visit(id).then(
      (r) => setTeam((tm) => (tm ? { ...tm, visits: r.visits } : tm)),
      () => {},
    );
  }, [id]);

  if (result.status === 'failed') return <ErrorState failure={result.failure} onRetry={result.reload} />;
  if (!team) return <div className="skeleton gig-skeleton" aria-busy="true" />;

  const isLead = session.user?.id === team.team_lead.id;

  async function toggleFollow() {
    // The session now, not the one drawn: a page rendered for a visitor hydrates as one first.
    if (!$session.get().isLoggedIn) return window.location.assign(signInHref());
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

  async function toggleLike() {
    // The session now, not the one drawn: a page rendered for a visitor hydrates as one first.
    if (!$session.get().isLoggedIn) return window.location.assign(signInHref());
    setBusy(true);
    try {
      const r = await teamsApi.like(team!.id);
      setTeam((tm) =>
        tm ? { ...tm, is_appreciated: r.is_appreciated, appreciations: r.appreciations } : tm,
      );
    } catch (error) {
      await notifyFailure(error);
    } finally {
      setBusy(false);
    }
  }

  const stars = Math.round(team.rating);
  const facts = [
    { key: 'projects', label: t('teams.projectCount'), value: formatNumber(lang, team.project_count) },
    {
      key: 'pricing',
      label: t('teams.pricing'),
      value: t('teams.card.from', { price: formatPrice(lang, team.pricing, team.pricing_currency) }),
    },
    { key: 'followers', label: t('gigs.followers'), value: formatNumber(lang, Number(team.follower)) },
    { key: 'following', label: t('teams.following'), value: formatNumber(lang, Number(team.following)) },
    { key: 'views', label: t('gigs.views'), value: formatNumber(lang, team.visits) },
    { key: 'appreciations', label: t('gigs.appreciations'), value: formatNumber(lang, team.appreciations) },
    { key: 'members', label: t('teams.members'), value: formatNumber(lang, team.members.length) },
  ];
  return (
    <article className="team-detail">
      {team.banner_image && (
        <img
          className="gig-banner team-banner"
          src={team.banner_image}
          alt=""
          width="1200"
          height="400"
          decoding="async"
        />
      )}
      <header className="team-head">
        {team.logo ? (
          <img className="team-logo" src={team.logo} alt="" width="96" height="96" />
        ) : (
          <Avatar name={team.name} src={null} size={96} />
        )}
        <div className="team-title">
          <h1>
            <bdi>{team.name}</bdi>
          </h1>
          <p className="team-rating">
            <span aria-hidden="true">
              {'★'.repeat(stars)}
              {'☆'.repeat(5 - stars)}
            </span>{' '}
            {t('teams.rating', { rating: formatNumber(lang, team.rating) })}
          </p>
        </div>
        <div className="team-actions">
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
          {!isLead && (
            <button
              type="button"
              className="button"
              aria-pressed={team.is_appreciated}
              disabled={busy}
              onClick={toggleLike}
              data-testid="team-like"
            >
              {team.is_appreciated ? t('gigs.detail.appreciated') : t('gigs.detail.appreciate')}
            </button>
          )}
          <HireButton team={team.id} ownerId={team.team_lead.id} name={team.name} />
          <MessageButton userId={team.team_lead.id} name={team.team_lead.full_name} />
          {team.live_url && (
            <a
              className="button"
              href={team.live_url}
              rel="noopener noreferrer"
              target="_blank"
              data-testid="team-live"
            >
              {t('gigs.detail.liveDemo')}
            </a>
          )}
        </div>
      </header>

      <dl className="team-facts">
        {facts.map((f) => (
          <div key={f.key} data-testid={`team-${f.key}`}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>

      <TeamStats team={team} />

      {team.description && (
        <section className="gig-section">
          <h2>{t('teams.about')}</h2>
          <p className="gig-description" dir="auto">
            {team.description}
          </p>
        </section>
      )}

      {team.tag.length > 0 && (
        <section className="gig-section">
          <h2>{t('teams.card.stack')}</h2>
          <ul className="gig-tags">
            {team.tag.map((tag) => (
              <li key={tag.id} className="chip" dir="auto">
                {tag.title}
              </li>
            ))}
          </ul>
        </section>
      )}

      <TeamFaqs team={team} />
      <TeamMembers team={team} />
      {/* Asked for when the reader scrolls near it: a visitor who reads the top never waits on GitHub data. */}
      <WhenVisible minHeight={1}>
        <TeamGithub team={team} />
      </WhenVisible>
    </article>
  );
}

export default rendered(TeamDetail);
