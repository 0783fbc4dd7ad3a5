import { type FormEvent, useState } from 'react';
import { useI18n } from '../lib/i18n';
import { LINKS } from '../lib/links';
import { nextPath, setUser, useSession } from '../lib/session';
import { CheckboxField, FieldErrors, FormAlert } from '../lib/ui/Field';
import { Section } from '../lib/ui/Section';
import { SignInCard } from '../lib/ui/SignInCard';
import { useForm } from '../lib/use-form';
import { useLoad } from '../lib/use-load';
import { accountApi } from './api';

// Checked when sent: valibot, the contract and the messages load then, not with the page (decision 15).
const onboardingSchema = () => import('./schemas').then((m) => m.OnboardingSchema);

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

/** One of the terms texts, folded under its name. */
function TermsText({ summary, text }: { summary: string; text: string }) {
  return (
    <details>
      <summary>{summary}</summary>
      <div className="terms-text">
        <Paragraphs text={text} />
      </div>
    </details>
  );
}

/**
 * Onboarding after a first social or OpenID sign-in (spec §4): where did you hear of Guild, the
 * terms video and texts, and the agree conditions. Saving clears `is_first_social_login`.
 */
export default function OnboardingForm() {
  const { t, lang } = useI18n();
  const session = useSession();
  const [source, setSource] = useState(session.user?.referral_source ?? '');
  const [agreed, setAgreed] = useState(false);

  // The API answers in the interface language, so a language change reloads the texts.
  const texts = useLoad(
    () => Promise.all([accountApi.referralSources(), accountApi.termsOfUse(), accountApi.termsVideo()]),
    lang,
  );
  const [page, terms, video] = texts.data ?? [null, null, null];
  const sources = page?.results ?? [];
  const loadError = texts.failure ? [texts.failure.message] : [];

  const form = useForm(onboardingSchema, async (input) => {
    const user = await accountApi.updateUser(input);
    setUser(user);
    window.location.assign(nextPath(LINKS.home));
    return user;
  });

  if (!session.isLoggedIn) {
    return (
      <SignInCard
        title={t('account.signInFirst.title')}
        body={t('account.signInFirst.body')}
        next="/market/onboarding/"
      />
    );
  }

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

      <Section className="terms" titleId="terms-title" title={t('onboarding.terms')}>
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
            <TermsText summary={t('onboarding.termsOfUse')} text={terms.terms_of_use} />
            <TermsText summary={t('onboarding.privacy')} text={terms.privacy_policy} />
            <div className="agree-conditions">
              <Paragraphs text={terms.agree_conditions} />
            </div>
          </>
        )}
        <CheckboxField
          id="onboarding-agree"
          name="is_terms_agreed"
          checked={agreed}
          onChange={(e) => setAgreed(e.target.checked)}
          errors={form.errors.is_terms_agreed}
          errorId="agree-error"
          label={t('onboarding.agree')}
        />
      </Section>

      <button className="button button-primary" type="submit" disabled={form.busy}>
        {form.busy ? t('common.loading') : t('onboarding.submit')}
      </button>
    </form>
  );
}
