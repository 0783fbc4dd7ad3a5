import type { ReactNode } from 'react';
import type { HomePageUser, ProfileCard } from '../../../contracts/profiles';
import { formatNumber, useI18n } from '../i18n';
import { LINKS } from '../links';
import { Avatar } from './Avatar';

/** What a person card shows: a profile card or a home page user (which also names their team). */
export type PersonCardData = Pick<
  ProfileCard,
  | 'id'
  | 'full_name'
  | 'avatar'
  | 'is_expert'
  | 'job_title'
  | 'city'
  | 'location'
  | 'skills'
  | 'follower'
  | 'visits'
  | 'appreciations'
> & { team?: HomePageUser['team'] };

/**
 * One person in a list of people (search results, the experts directory, the home page): picture,
 * name, expert badge, job and place, their team, five skills and the three counters; `children`
 * are its actions.
 */
export function PersonCard({
  person,
  testId,
  children,
}: {
  person: PersonCardData;
  testId?: string;
  children?: ReactNode;
}) {
  const { t, lang } = useI18n();
  const place = [person.city, person.location].filter(Boolean).join(', ');
  return (
    <article className="person-card" data-testid={testId}>
      <div className="person-head">
        <Avatar name={person.full_name} src={person.avatar} size={52} />
        <div>
          <h2>
            <a href={LINKS.profile(person.id)} dir="auto">
              {person.full_name}
            </a>
            {person.is_expert && <span className="badge">{t('person.expert')}</span>}
          </h2>
          {person.job_title && (
            <p className="person-meta" dir="auto">
              {person.job_title}
            </p>
          )}
          {place && (
            <p className="person-meta" dir="auto">
              {place}
            </p>
          )}
          {person.team && (
            <p className="person-meta">
              {t('person.team')}{' '}
              <a href={LINKS.team(person.team.id)} dir="auto">
                {person.team.name}
              </a>
            </p>
          )}
        </div>
      </div>
      {person.skills.length > 0 && (
        <ul className="skills" aria-label={t('person.skills')}>
          {person.skills.slice(0, 5).map((s) => (
            <li key={s.id} dir="auto">
              {s.title}
            </li>
          ))}
        </ul>
      )}
      <dl className="person-stats">
        <div>
          <dt>{t('person.followers')}</dt>
          <dd>{formatNumber(lang, person.follower)}</dd>
        </div>
        <div>
          <dt>{t('person.visits')}</dt>
          <dd>{formatNumber(lang, person.visits)}</dd>
        </div>
        <div>
          <dt>{t('person.appreciations')}</dt>
          <dd>{formatNumber(lang, person.appreciations)}</dd>
        </div>
      </dl>
      {children && <div className="person-actions">{children}</div>}
    </article>
  );
}
