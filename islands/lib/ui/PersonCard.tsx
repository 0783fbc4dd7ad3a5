import type { ReactNode } from 'react';
import type { ProfileCard } from '../../../contracts/profiles';
import { formatNumber, useI18n } from '../i18n';
import { LINKS } from '../links';
import { Avatar } from './Avatar';

/**
 * One person in a list of people (search results, the experts directory): picture, name, expert
 * badge, job and place, five skills and the three counters; `children` are its actions.
 */
export function PersonCard({
  person,
  testId,
  children,
}: {
  person: ProfileCard;
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
            <a href={LINKS.profile(person.id)}>{person.full_name}</a>
            {person.is_expert && <span className="badge">{t('person.expert')}</span>}
          </h2>
          {person.job_title && <p className="person-meta">{person.job_title}</p>}
          {place && <p className="person-meta">{place}</p>}
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
