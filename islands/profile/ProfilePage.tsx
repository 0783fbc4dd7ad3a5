import { lazy, type ReactNode, useEffect, useState } from 'react';
import type { Page } from '../../contracts/pagination';
import type { HomePageUser, ProfileCard, UserSkill } from '../../contracts/profiles';
import { notifyFailure } from '../lib/failure';
import { formatDate, formatNumber, useI18n } from '../lib/i18n';
import { rendered } from '../lib/rendered';
import { useSession, useSignInHref } from '../lib/session';
import { toast } from '../lib/toast';
import { Avatar } from '../lib/ui/Avatar';
import { ErrorState } from '../lib/ui/ErrorState';
import { FollowButton } from '../lib/ui/FollowButton';
import HireButton from '../lib/ui/HireButton';
import { MessageButton } from '../lib/ui/MessageButton';
import { WhenVisible } from '../lib/ui/WhenVisible';
import { useLoad } from '../lib/use-load';
import { profileApi, profileIdFromLocation } from './api';
import type { Which } from './ConnectionsList';
import { OwnerCredentials } from './OwnerCredentials';
import { SocialLinks } from './parts';

// Below the card, each loads its code and data when the reader scrolls near it (WhenVisible).
const ConnectionTabs = lazy(() => import('./ConnectionsList').then((m) => ({ default: m.ConnectionTabs })));
const LowerSections = lazy(() => import('./LowerSections'));

function SkillItem({ skill, ownerId }: { skill: UserSkill; ownerId: string }) {
  const { t, lang } = useI18n();
  const session = useSession();
  const signInLink = useSignInHref();
  const [state, setState] = useState({ count: skill.endorsed_count, mine: skill.is_endorsed });
  const [busy, setBusy] = useState(false);
  const isOwn = session.user?.id === ownerId;

  async function toggle() {
    setBusy(true);
    try {
      if (state.mine) {
        await profileApi.unendorse(skill.id);
        setState((s) => ({ count: Math.max(0, s.count - 1), mine: false }));
      } else {
        const res = await profileApi.endorse(skill.id);
        setState({ count: res.endorsed_count, mine: res.is_endorsed });
        toast.success(res.detail);
      }
    } catch (error) {
      await notifyFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="skill" data-testid={`skill-${skill.title}`}>
      <div>
        <span className="skill-title">{skill.title}</span>
        {skill.description && (
          <p className="muted" dir="auto">
            {skill.description}
          </p>
        )}
      </div>
      <span className="skill-count" data-testid="endorsed-count">
        {t('profile.skills.endorsements', { count: formatNumber(lang, state.count) })}
      </span>
      {!isOwn &&
        (session.isLoggedIn ? (
          <button
            type="button"
            className={`button button-small ${state.mine ? '' : 'button-primary'}`}
            aria-pressed={state.mine}
            disabled={busy}
            onClick={toggle}
          >
            {state.mine ? t('profile.skills.endorsed') : t('profile.skills.endorse')}
            <span className="visually-hidden"> {skill.title}</span>
          </button>
        ) : (
          <a className="button button-small" href={signInLink()}>
            {t('profile.skills.signInToEndorse')}
          </a>
        ))}
    </li>
  );
}

/** What the server renders the profile page with (site/pages/market/experts/[id].astro): the card a visitor sees. */
export interface ProfilePageData {
  card: ProfileCard;
  /** The first page of the connections panel's followers tab, as a visitor sees it. */
  followers?: Page<HomePageUser> | null;
}

/**
 * The profile page (spec §2 gig/team detail areas for a user): card, about, skills, credentials, stats, connections.
 * Rendered on the server with `initial` and hydrated; a signed-in reader's view (contact details,
 * followed, endorsed) is loaded after hydration. `credentials` and `work` are the sections below
 * the skills as HTML the server rendered for a visitor (LowerSections' VisitorCredentials and
 * VisitorWork), kept as they are, but for the owner's credentials, drawn again with their buttons
 * when the owner scrolls near them. A page that came without them loads them all in the browser.
 */
function ProfilePage({
  id: givenId,
  initial,
  credentials,
  work,
}: {
  id?: string;
  initial?: ProfilePageData | null;
  credentials?: ReactNode;
  work?: ReactNode;
}) {
  const { t, lang } = useI18n();
  const session = useSession();
  const signInLink = useSignInHref();
  const [id] = useState(() => givenId ?? profileIdFromLocation());
  const state = useLoad(
    () => (id ? profileApi.profile(id) : Promise.reject(new Error('no id'))),
    `${id}:${session.user?.id ?? ''}`,
    { initial: initial?.card },
  );
  const [card, setCard] = useState<ProfileCard | null>(initial?.card ?? null);
  const [tab, setTab] = useState<Which>('followers');

  const loaded = state.status === 'ready' ? state.data : null;
  useEffect(() => {
    if (loaded) setCard(loaded);
  }, [loaded]);

  useEffect(() => {
    if (card) document.title = `${card.full_name} · Guild`;
  }, [card]);

  if (state.status === 'failed' && !card)
    return <ErrorState failure={state.failure} onRetry={state.reload} />;
  if (!card)
    return (
      <p className="muted" aria-busy="true">
        {t('common.loading')}
      </p>
    );

  const isOwner = session.user?.id === card.id;
  const place = [card.city, card.location].filter(Boolean).join(', ');
  const counts = [
    { key: 'followers', value: card.follower },
    { key: 'following', value: card.following },
    { key: 'visits', value: card.visits },
    { key: 'appreciations', value: card.appreciations },
  ] as const;

  return (
    <div className="profile-page">
      <section className="card profile-card" aria-labelledby="profile-name">
        <div
          className="profile-banner"
          style={card.banner_image ? { backgroundImage: `url(${card.banner_image})` } : undefined}
        />
        <div className="profile-head">
          <Avatar name={card.full_name} src={card.avatar} size={104} />
          <div className="profile-identity">
            <h1 id="profile-name">
              {card.full_name}
              {card.is_expert && <span className="expert-badge">{t('profile.expert')}</span>}
            </h1>
            {(card.job_title || card.company_name) && (
              <p className="profile-job">{[card.job_title, card.company_name].filter(Boolean).join(' · ')}</p>
            )}
            {place && <p className="muted">{place}</p>}
            {card.foundation_date && (
              <p className="muted">
                {t('profile.founded', { date: formatDate(lang, card.foundation_date) })}
              </p>
            )}
          </div>
          <div className="profile-actions">
            {isOwner ? (
              <a className="button" href="/market/profile/edit/">
                {t('profile.editProfile')}
              </a>
            ) : (
              <FollowButton
                user={card}
                onChange={(r) =>
                  setCard((c) => (c ? { ...c, follower: r.follower, is_followed: r.is_followed } : c))
                }
              />
            )}
            {card.is_expert && <HireButton owner={card.id} ownerId={card.id} name={card.full_name} />}
            <MessageButton userId={card.id} name={card.full_name} />
          </div>
        </div>
        <dl className="profile-counts">
          {counts.map((c) => (
            <div key={c.key} data-testid={`count-${c.key}`}>
              <dd>{formatNumber(lang, c.value)}</dd>
              <dt>{t(`profile.counts.${c.key}`)}</dt>
            </div>
          ))}
        </dl>
        <SocialLinks links={card.social_links} />
        {card.website && (
          <p>
            <a href={card.website} rel="noopener noreferrer" target="_blank" dir="ltr">
              {card.website.replace(/^https?:\/\//, '')}
            </a>
          </p>
        )}
        {session.isLoggedIn ? (
          (card.email || card.phone) && (
            <p className="profile-contact">
              {card.email && (
                <a href={`mailto:${card.email}`} dir="ltr">
                  {card.email}
                </a>
              )}
              {card.phone && <span dir="ltr">{card.phone}</span>}
            </p>
          )
        ) : (
          <p className="sign-in-prompt" data-testid="sign-in-prompt">
            {t('profile.visitorPrompt')} <a href={signInLink()}>{t('common.signIn')}</a>
          </p>
        )}
      </section>

      <div className="profile-columns">
        <div className="profile-main">
          <section className="card profile-section" aria-labelledby="about-title">
            <h2 id="about-title">{t('profile.about')}</h2>
            {card.description ? (
              <p className="profile-about" dir="auto">
                {card.description}
              </p>
            ) : (
              <p className="muted">{t('profile.noAbout')}</p>
            )}
          </section>

          <section className="card profile-section" aria-labelledby="skills-title">
            <div className="section-head">
              <h2 id="skills-title">{t('profile.skills.title')}</h2>
              {isOwner && (
                <a className="button button-small" href="/market/profile/edit/#skills">
                  {t('profile.skills.manage')}
                </a>
              )}
            </div>
            {card.skills.length ? (
              <ul className="skill-list">
                {card.skills.map((s) => (
                  <SkillItem key={`${s.id}:${session.user?.id ?? ''}`} skill={s} ownerId={card.id} />
                ))}
              </ul>
            ) : (
              <p className="muted">{t('profile.skills.none')}</p>
            )}
          </section>

          {credentials ? (
            <>
              {isOwner ? (
                <WhenVisible holding={credentials}>
                  <OwnerCredentials userId={card.id} />
                </WhenVisible>
              ) : (
                credentials
              )}
              {work}
            </>
          ) : (
            <WhenVisible minHeight={320}>
              <LowerSections card={card} isOwner={isOwner} />
            </WhenVisible>
          )}
        </div>

        <aside className="profile-side">
          <section className="card profile-section" aria-labelledby="connections-title">
            <h2 id="connections-title">{t('profile.connections.title')}</h2>
            <WhenVisible>
              <ConnectionTabs
                userId={card.id}
                label={t('profile.connections.title')}
                tab={tab}
                onSelect={setTab}
                followers={initial?.card.id === card.id ? initial.followers : undefined}
              />
            </WhenVisible>
          </section>
        </aside>
      </div>
    </div>
  );
}

export default rendered(ProfilePage);
