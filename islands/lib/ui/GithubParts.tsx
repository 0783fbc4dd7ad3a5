import type { GithubOrganization, GithubRepo, GithubWorkflowRun } from '../../../contracts/stats';
import { formatDate, formatNumber, useI18n } from '../i18n';

// The parts of imported GitHub data that profiles and team pages both show (spec §2: popular
// repositories, GitHub actions, organizations).

export function GithubRepos({ repos }: { repos: GithubRepo[] }) {
  const { t, lang } = useI18n();
  if (!repos.length) return <p className="muted">{t('profile.github.noRepos')}</p>;
  return (
    <ul className="repo-grid">
      {repos.map((r) => (
        <li key={r.name} className="repo">
          <a
            href={r.html_url ?? undefined}
            rel="noopener noreferrer"
            target="_blank"
            dir="ltr"
            className="repo-name"
          >
            {r.name}
          </a>
          {r.description && (
            <p className="muted" dir="auto">
              {r.description}
            </p>
          )}
          <p className="repo-meta">
            {r.language && <span>{r.language}</span>}
            <span>{t('profile.github.stars', { count: formatNumber(lang, r.stargazers_count) })}</span>
            <span>{t('profile.github.watchers', { count: formatNumber(lang, r.watchers_count) })}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

export function GithubOrgs({ orgs }: { orgs: GithubOrganization[] }) {
  const { t } = useI18n();
  if (!orgs.length) return <p className="muted">{t('profile.github.noOrgs')}</p>;
  return (
    <ul className="org-list">
      {orgs.map((o) => (
        <li key={o.login}>
          {o.avatar_url && <img src={o.avatar_url} alt="" width={32} height={32} />}
          <div>
            <span dir="ltr">{o.login}</span>
            {o.description && (
              <p className="muted" dir="auto">
                {o.description}
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The outcome of a run, as a word and a colour: success, failure, cancelled, or still running. */
function outcomeOf(run: GithubWorkflowRun): 'success' | 'failure' | 'cancelled' | 'running' | 'other' {
  if (run.status !== 'completed') return 'running';
  if (run.conclusion === 'success') return 'success';
  if (run.conclusion === 'failure' || run.conclusion === 'timed_out') return 'failure';
  if (run.conclusion === 'cancelled') return 'cancelled';
  return 'other';
}

/** Recent GitHub Actions workflow runs of the public repositories, newest first. */
export function GithubRuns({ runs }: { runs: GithubWorkflowRun[] }) {
  const { t, lang } = useI18n();
  if (!runs.length) return <p className="muted">{t('profile.github.noActions')}</p>;
  return (
    <ul className="run-list" data-testid="github-actions">
      {runs.map((run) => {
        const outcome = outcomeOf(run);
        return (
          <li key={`${run.repo}:${run.id}`} className={`run run-${outcome}`}>
            <span className="run-outcome">{t(`profile.github.run.${outcome}`)}</span>
            <span className="run-what">
              <a href={run.html_url ?? undefined} rel="noopener noreferrer" target="_blank" dir="ltr">
                {run.name} #{run.run_number}
              </a>
              <span className="muted" dir="ltr">
                {run.repo}
                {run.branch ? ` · ${run.branch}` : ''} · {run.event}
              </span>
            </span>
            <time className="muted run-when" dateTime={run.created_at}>
              {formatDate(lang, run.created_at)}
            </time>
          </li>
        );
      })}
    </ul>
  );
}
