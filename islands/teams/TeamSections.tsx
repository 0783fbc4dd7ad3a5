import type { Team } from '../../contracts/teams';
import { formatNumber, useI18n } from '../lib/i18n';
import { LINKS } from '../lib/links';
import { Avatar } from '../lib/ui/Avatar';
import { GithubOrgs, GithubRepos, GithubRuns } from '../lib/ui/GithubParts';
import { Section } from '../lib/ui/Section';
import { useLoad } from '../lib/use-load';
import { teamsApi } from './api';

/** Spec §2 "stats": the figures the team shows. */
export function TeamStats({ team }: { team: Team }) {
  const { lang } = useI18n();
  if (!team.stats.length) return null;
  return (
    <dl className="team-stats" data-testid="team-stats">
      {team.stats.map((s) => (
        <div key={s.title}>
          <dd>{formatNumber(lang, s.value)}</dd>
          <dt>
            <bdi>{s.title}</bdi>
          </dt>
        </div>
      ))}
    </dl>
  );
}

/** Spec §2 "FAQs": questions a client asks before hiring, each opening its answer. */
export function TeamFaqs({ team }: { team: Team }) {
  const { t } = useI18n();
  if (!team.faqs.length) return null;
  return (
    <Section className="gig-section" titleId="team-faqs" title={t('gigs.detail.faqs')}>
      {team.faqs.map((f) => (
        <details key={f.question} className="gig-faq" data-testid="team-faq">
          <summary dir="auto">{f.question}</summary>
          <p dir="auto">{f.answer}</p>
        </details>
      ))}
    </Section>
  );
}

/** The members, each linking to their profile; the lead is marked. */
export function TeamMembers({ team }: { team: Team }) {
  const { t } = useI18n();
  return (
    <section className="gig-section" aria-labelledby="team-members">
      <h2 id="team-members">{t('teams.members')}</h2>
      <ul className="team-members">
        {team.members.map((member) => (
          <li key={member.id} className="card team-member">
            <Avatar name={member.full_name} src={member.avatar} size={48} />
            <div>
              <a href={LINKS.profile(member.id)} dir="auto">
                {member.full_name}
              </a>
              {member.job_title && (
                <p className="muted" dir="auto">
                  {member.job_title}
                </p>
              )}
              {member.id === team.team_lead.id && <span className="badge">{t('teams.lead')}</span>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The members' GitHub parts (spec §2: popular repositories, GitHub actions, organizations), from
 * the imported data. Members who link no GitHub account are simply not asked for.
 */
export function TeamGithub({ team }: { team: Team }) {
  const { t } = useI18n();
  const ids = [...new Set([team.team_lead.id, ...team.members.map((m) => m.id)])];
  const state = useLoad(() => teamsApi.membersGithub(ids), ids.join(','));
  const ready = (state.data?.results ?? []).filter((g) => g.freshness.status === 'ready' && g.login);
  if (!ready.length) return null;
  const nameOf = (id: string) => team.members.find((m) => m.id === id)?.full_name ?? team.team_lead.full_name;
  return (
    <section className="gig-section" aria-labelledby="team-github" data-testid="team-github">
      <h2 id="team-github">{t('teams.github.title')}</h2>
      {ready.map((gh) => (
        <div key={gh.user} className="card team-github-member">
          <h3>
            <a href={LINKS.profile(gh.user)} dir="auto">
              {nameOf(gh.user)}
            </a>{' '}
            <a
              className="muted"
              href={gh.html_url ?? undefined}
              rel="noopener noreferrer"
              target="_blank"
              dir="ltr"
            >
              @{gh.login}
            </a>
          </h3>
          <h4>{t('profile.github.popular')}</h4>
          <GithubRepos repos={(gh.repos ?? []).slice(0, 3)} />
          <h4>{t('profile.github.actions')}</h4>
          <GithubRuns runs={(gh.actions ?? []).slice(0, 4)} />
          {(gh.organizations ?? []).length > 0 && (
            <>
              <h4>{t('profile.github.organizations')}</h4>
              <GithubOrgs orgs={gh.organizations ?? []} />
            </>
          )}
        </div>
      ))}
    </section>
  );
}
