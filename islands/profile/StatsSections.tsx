import type { GithubProfile, LeetcodeStats, StatsAnswer, StatsOutcome } from '../../contracts/stats';
import { formatDate, formatNumber, useI18n } from '../lib/i18n';
import { ErrorState } from '../lib/ui/ErrorState';
import { GithubOrgs, GithubRepos, GithubRuns } from '../lib/ui/GithubParts';
import { useLoad } from '../lib/use-load';
import { ActivityHeatmap } from './ActivityHeatmap';
import { profileApi } from './api';

export type Outcome<T> = StatsOutcome<StatsAnswer<T>>;

/** "Not linked" (a 404 of the stats call) is a quiet note, not an error. */
function StatsFrame<T>({
  title,
  id,
  load,
  initial,
  children,
}: {
  title: string;
  id: string;
  load: () => Promise<StatsAnswer<T>>;
  /** What the page's HTML carries (a visitor's expert page, rendered on the server). */
  initial: Outcome<T> | undefined;
  children: (answer: { data: T; profile_url: string }) => React.ReactNode;
}) {
  const { t, m, lang } = useI18n();
  const missing = initial && 'missing' in initial ? initial.missing : null;
  const state = useLoad(load, id, { initial: initial && 'answer' in initial ? initial.answer : null });
  let body: React.ReactNode;
  if (missing !== null) body = <p className="muted">{m(missing)}</p>;
  else if (state.status === 'loading') body = <p className="muted">{t('common.loading')}</p>;
  else if (state.status === 'failed') {
    body =
      state.failure.status === 404 ? (
        <p className="muted">{m(state.failure.message)}</p>
      ) : (
        <ErrorState failure={state.failure} onRetry={state.reload} />
      );
  } else if (state.data.freshness.status !== 'ready') {
    const { freshness } = state.data;
    body = (
      <p className={freshness.status === 'failed' ? 'form-alert form-alert-error' : 'muted'} role="status">
        {m(freshness.detail ?? '')}
      </p>
    );
  } else {
    // The profile fields sit at the top level, their freshness beside them.
    const { freshness, ...data } = state.data;
    body = (
      <>
        {children({ data: data as T, profile_url: freshness.profile_url })}
        <p className="muted stats-fetched">
          {freshness.fetched_at &&
            t('profile.stats.fetched', { date: formatDate(lang, freshness.fetched_at) })}
          {freshness.stale && ` ${t('profile.stats.stale')}`}
        </p>
      </>
    );
  }
  return (
    <section className="card profile-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {body}
    </section>
  );
}

export function GithubSection({ userId, initial }: { userId: string; initial?: Outcome<GithubProfile> }) {
  const { t, lang } = useI18n();
  return (
    <StatsFrame
      title={t('profile.github.title')}
      id={`github-${userId}`}
      load={() => profileApi.github(userId)}
      initial={initial}
    >
      {({ data, profile_url }) => {
        const gh = data as GithubProfile;
        return (
          <div className="github" data-testid="github-section">
            <div className="github-head">
              {gh.avatar_url && <img className="avatar" src={gh.avatar_url} alt="" width={56} height={56} />}
              <div>
                <p className="github-name">
                  <a href={profile_url} rel="noopener noreferrer" target="_blank" dir="ltr">
                    @{gh.login}
                  </a>
                  {gh.name && <span className="muted"> · {gh.name}</span>}
                </p>
                {gh.bio && (
                  <p className="muted" dir="auto">
                    {gh.bio}
                  </p>
                )}
                <p className="stat-row">
                  <span>{t('profile.github.followers', { count: formatNumber(lang, gh.followers) })}</span>
                  <span>{t('profile.github.following', { count: formatNumber(lang, gh.following) })}</span>
                  <span>{t('profile.github.repos', { count: formatNumber(lang, gh.public_repos) })}</span>
                </p>
              </div>
            </div>
            <h3>{t('profile.github.popular')}</h3>
            <GithubRepos repos={gh.repos} />
            <h3>{t('profile.github.actions')}</h3>
            <GithubRuns runs={gh.actions ?? []} />
            <h3>{t('profile.github.organizations')}</h3>
            <GithubOrgs orgs={gh.organizations} />
          </div>
        );
      }}
    </StatsFrame>
  );
}

const DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;

export function LeetcodeSection({ userId, initial }: { userId: string; initial?: Outcome<LeetcodeStats> }) {
  const { t, lang } = useI18n();
  return (
    <StatsFrame
      title={t('profile.leetcode.title')}
      id={`leetcode-${userId}`}
      load={() => profileApi.leetcode(userId)}
      initial={initial}
    >
      {({ data, profile_url }) => {
        const lc = data as LeetcodeStats;
        const solved = (d: string) =>
          lc.submitStats.acSubmissionNum.find((s) => s.difficulty === d)?.count ?? 0;
        return (
          <div className="leetcode" data-testid="leetcode-section">
            <p>
              <a href={profile_url} rel="noopener noreferrer" target="_blank" dir="ltr">
                {lc.username}
              </a>
              {lc.profile.countryName && <span className="muted"> · {lc.profile.countryName}</span>}
            </p>
            <dl className="stat-grid">
              <div>
                <dt>{t('profile.leetcode.solved')}</dt>
                <dd>{formatNumber(lang, solved('All'))}</dd>
              </div>
              {DIFFICULTIES.map((d) => (
                <div key={d} data-difficulty={d}>
                  <dt>{t(`profile.leetcode.${d.toLowerCase() as 'easy' | 'medium' | 'hard'}`)}</dt>
                  <dd>{formatNumber(lang, solved(d))}</dd>
                </div>
              ))}
              <div>
                <dt>{t('profile.leetcode.ranking')}</dt>
                <dd>{formatNumber(lang, lc.profile.ranking)}</dd>
              </div>
              <div>
                <dt>{t('profile.leetcode.reputation')}</dt>
                <dd>{formatNumber(lang, lc.profile.reputation)}</dd>
              </div>
            </dl>
            {(lc.badges.length > 0 || lc.contestBadge) && (
              <>
                <h3>{t('profile.leetcode.badges')}</h3>
                <ul className="badge-list">
                  {lc.contestBadge && (
                    <li>
                      {lc.contestBadge.icon && (
                        <img src={lc.contestBadge.icon} alt="" width={40} height={40} />
                      )}
                      <span>{t('profile.leetcode.contestBadge', { name: lc.contestBadge.name })}</span>
                    </li>
                  )}
                  {lc.badges.map((b) => (
                    <li key={b.id}>
                      {b.icon && <img src={b.icon} alt="" width={40} height={40} />}
                      <span>{b.displayName}</span>
                    </li>
                  ))}
                </ul>
              </>
            )}
            <h3>{t('profile.calendar.title')}</h3>
            <ActivityHeatmap
              contributions={lc.activity_calendar.contributions}
              total={lc.activity_calendar.total.lastYear}
            />
          </div>
        );
      }}
    </StatsFrame>
  );
}
