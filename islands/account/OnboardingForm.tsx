import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useState } from 'react';
import {
  OnboardingSchema,
  type ReferralSource,
  type TermsOfUse,
  type TermsVideo,
  type User,
} from '../../contracts/auth';
import type { Page } from '../../contracts/pagination';
import { api, readFailure } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { $session, nextPath, setUser } from '../lib/session';
import { FormAlert } from '../lib/ui/Field';
import { useForm } from '../lib/use-form';
import { SignInFirst } from './SignInFirst';

/** Paragraphs of a terms text (blank-line separated). */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((p) => (
        <p key={p.slice(0, 40)}>{p}</p>
      ))}
    </>
  );
}

/**
 * Onboarding after a first social or OpenID sign-in (spec §4): where did you hear of Guild, the
 * terms video and texts, and the agree conditions. Saving clears `is_first_social_login`.
 */
export default function OnboardingForm() {
  const { t, lang } = useI18n();
  const session = useStore($session);
  const [sources, setSources] = useState<ReferralSource[]>([]);
  const [terms, setTerms] = useState<TermsOfUse | null>(null);
  const [video, setVideo] = useState<TermsVideo | null>(null);
  const [loadError, setLoadError] = useState<string[]>([]);
  const [source, setSource] = useState(session.user?.referral_source ?? '');
  const [agreed, setAgreed] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the API answers in the interface language, so a language change reloads the texts.
  useEffect(() => {
    Promise.all([
      api.get<Page<ReferralSource>>('auth/onboarding/referral-source?all_pages=true'),
      api.get<TermsOfUse>('auth/onboarding/terms-of-use'),
      api.get<TermsVideo>('auth/onboarding/terms_video'),
    ])
      .then(([page, text, clip]) => {
        setSources(page.results);
        setTerms(text);
        setVideo(clip);
      })
      .catch(async (e) => setLoadError([(await readFailure(e)).message]));
  }, [lang]);

  const form = useForm(OnboardingSchema, async (input) => {
    const user = await api.patch<User>('auth/user', input);
    setUser(user);
    window.location.assign(nextPath('/market/'));
    return user;
  });

  if (!session.isLoggedIn) return <SignInFirst next="/market/onboarding/" />;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void form.run({ referral_source: source, is_terms_agreed: agreed });
  }

  return (
    <form className="card onboarding" onSubmit={onSubmit} noValidate aria-labelledby="onboarding-title">
      <h1 id="onboarding-title">{t('onboarding.title', { name: session.user?.full_name ?? '' })}</h1>
      <p className="muted">{t('onboarding.subtitle')}</p>
      <FormAlert messages={[...loadError, ...(form.errors.non_field_errors ?? [])]} />

      <fieldset
        className="choice-list"
        aria-invalid={form.errors.referral_source ? true : undefined}
        aria-describedby={form.errors.referral_source ? 'source-error' : undefined}
      >
        <legend>{t('onboarding.source')}</legend>
        {sources.map((s) => (
          <label key={s.id} className={source === s.id ? 'selected' : undefined}>
            <input
              type="radio"
              name="referral_source"
              value={s.id}
              checked={source === s.id}
              onChange={() => setSource(s.id)}
            />
            <span>
              <strong>{s.name}</strong>
              {s.description && <small>{s.description}</small>}
            </span>
          </label>
        ))}
        {form.errors.referral_source && (
          <FieldErrors id="source-error" errors={form.errors.referral_source} />
        )}
      </fieldset>

      <section aria-labelledby="terms-title" className="terms">
        <h2 id="terms-title">{t('onboarding.terms')}</h2>
        {video && (
          <figure className="terms-video">
            {/* Captions in both languages; the reader's language shows by default. */}
            {/* biome-ignore lint/a11y/useMediaCaption: the caption tracks are rendered from the list below. */}
            <video
              controls
              preload="metadata"
              src={video.video_url}
              aria-describedby="video-caption"
              key={lang}
            >
              {video.captions.map((c) => (
                <track
                  key={c.language}
                  kind="captions"
                  src={c.url}
                  srcLang={c.language}
                  label={c.language === 'ar' ? 'العربية' : 'English'}
                  default={c.language === lang}
                />
              ))}
            </video>
            <figcaption id="video-caption">{video.title}</figcaption>
          </figure>
        )}
        {terms && (
          <>
            <details>
              <summary>{t('onboarding.termsOfUse')}</summary>
              <div className="terms-text">
                <Paragraphs text={terms.terms_of_use} />
              </div>
            </details>
            <details>
              <summary>{t('onboarding.privacy')}</summary>
              <div className="terms-text">
                <Paragraphs text={terms.privacy_policy} />
              </div>
            </details>
            <div className="agree-conditions">
              <Paragraphs text={terms.agree_conditions} />
            </div>
          </>
        )}
        <div className="field field-check">
          <input
            id="onboarding-agree"
            name="is_terms_agreed"
            type="checkbox"
            checked={agreed}
            onChange={(e) => setAgreed(e.target.checked)}
            aria-invalid={form.errors.is_terms_agreed ? true : undefined}
            aria-describedby={form.errors.is_terms_agreed ? 'agree-error' : undefined}
          />
          <label htmlFor="onboarding-agree">{t('onboarding.agree')}</label>
          {form.errors.is_terms_agreed && (
            <FieldErrors id="agree-error" errors={form.errors.is_terms_agreed} />
          )}
        </div>
      </section>

      <button className="button button-primary" type="submit" disabled={form.busy}>
        {form.busy ? t('common.loading') : t('onboarding.submit')}
      </button>
    </form>
  );
}

function FieldErrors({ id, errors }: { id: string; errors: string[] }) {
  const { m } = useI18n();
  return (
    <ul className="field-errors" id={id} role="alert">
      {errors.map((e) => (
        <li key={e}>{m(e)}</li>
      ))}
    </ul>
  );
}
