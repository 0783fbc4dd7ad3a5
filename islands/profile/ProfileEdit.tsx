import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useState } from 'react';
import { type User, UserUpdateSchema } from '../../contracts/auth';
import { check, type FieldErrors } from '../../contracts/errors';
import { SocialLinkSchema, UpdateUserSkillsSchema } from '../../contracts/profiles';
import { api, readFailure } from '../lib/api';
import { notifyFailure } from '../lib/errors';
import { useI18n } from '../lib/i18n';
import { $session, loadUser, setUser } from '../lib/session';
import { showToast } from '../lib/toast';
import { Field, FormAlert, TextAreaField } from '../lib/ui/Field';
import { SignInCard } from '../lib/ui/SignInCard';
import { useForm, useValues } from '../lib/use-form';
import { Avatar, LINK_LABELS } from './parts';
import { profileApi, profileUrl, signInUrl } from './profile-api';

/** The links edited here, in this order, with an example of each; the website has its own field. */
const LINK_FIELDS = (
  [
    ['github', 'https://github.com/your-name'],
    ['linkedin', 'https://www.linkedin.com/in/your-name'],
    ['leetcode', 'https://leetcode.com/u/your-name/'],
    ['twitter', 'https://x.com/your-name'],
    ['dribbble', 'https://dribbble.com/your-name'],
    ['behance', 'https://www.behance.net/your-name'],
  ] as const
).map(([name, placeholder]) => ({ name, label: LINK_LABELS[name], placeholder }));

const orNull = (s: string) => (s.trim() ? s.trim() : null);

/** Saves `auth/user` with the same contract as the API and tells the session; each section keeps its own form. */
function useUserForm() {
  return useForm(UserUpdateSchema, async (input) => {
    const saved = await api.patch<User>('auth/user', input);
    setUser(saved);
    showToast({ tone: 'success', key: 'profile.edit.saved' });
    return saved;
  });
}

function BasicInformation({ user }: { user: User }) {
  const { t } = useI18n();
  const [kind, setKind] = useState<'person' | 'company'>(
    user.foundation_date && !user.date_of_birth ? 'company' : 'person',
  );
  const form = useUserForm();
  const { values, set } = useValues({
    full_name: user.full_name,
    company_name: user.company_name ?? '',
    date_of_birth: user.date_of_birth ?? '',
    foundation_date: user.foundation_date ?? '',
    job_title: user.job_title ?? '',
    city: user.city ?? '',
    location: user.location ?? '',
    website: user.website ?? '',
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    const company = kind === 'company';
    void form.run({
      full_name: values.full_name,
      company_name: company ? values.full_name : values.company_name,
      date_of_birth: company ? null : orNull(values.date_of_birth),
      foundation_date: company ? orNull(values.foundation_date) : null,
      job_title: values.job_title,
      city: values.city,
      location: values.location,
      website: values.website.trim(),
    });
  }

  return (
    <form className="card edit-section stack-form" onSubmit={submit} noValidate aria-labelledby="basic-title">
      <h2 id="basic-title">{t('profile.edit.basic')}</h2>
      <FormAlert messages={form.errors.non_field_errors ?? []} />
      <fieldset className="choice-row">
        <legend>{t('profile.edit.kind')}</legend>
        {(['person', 'company'] as const).map((k) => (
          <label key={k}>
            <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} />{' '}
            {t(`profile.edit.kind.${k}`)}
          </label>
        ))}
      </fieldset>
      <Field
        label={kind === 'company' ? t('profile.edit.companyName') : t('profile.edit.fullName')}
        name="full_name"
        value={values.full_name}
        onChange={set('full_name')}
        errors={form.errors.full_name}
        required
      />
      {kind === 'company' ? (
        <Field
          label={t('profile.edit.foundationDate')}
          name="foundation_date"
          type="date"
          value={values.foundation_date}
          onChange={set('foundation_date')}
          errors={form.errors.foundation_date}
        />
      ) : (
        <>
          <Field
            label={t('profile.edit.birthDate')}
            name="date_of_birth"
            type="date"
            value={values.date_of_birth}
            onChange={set('date_of_birth')}
            errors={form.errors.date_of_birth}
          />
          <div className="field-row">
            <Field
              label={t('profile.edit.jobTitle')}
              name="job_title"
              value={values.job_title}
              onChange={set('job_title')}
              errors={form.errors.job_title}
            />
            <Field
              label={t('profile.edit.employer')}
              name="company_name"
              value={values.company_name}
              onChange={set('company_name')}
              errors={form.errors.company_name}
            />
          </div>
        </>
      )}
      <div className="field-row">
        <Field
          label={t('profile.edit.city')}
          name="city"
          value={values.city}
          onChange={set('city')}
          errors={form.errors.city}
        />
        <Field
          label={t('profile.edit.country')}
          name="location"
          value={values.location}
          onChange={set('location')}
          errors={form.errors.location}
        />
      </div>
      <Field
        label={t('profile.edit.website')}
        name="website"
        type="url"
        dir="ltr"
        placeholder="https://"
        value={values.website}
        onChange={set('website')}
        errors={form.errors.website}
      />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={form.busy}>
          {form.busy ? t('common.loading') : t('profile.edit.saveBasic')}
        </button>
      </div>
    </form>
  );
}

function AvatarUpload({ user }: { user: User }) {
  const { t, m } = useI18n();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const body = new FormData();
      body.append('avatar', file);
      setUser(await api.send<User>('patch', 'auth/user', body));
      showToast({ tone: 'success', key: 'profile.edit.avatarSaved' });
      setFile(null);
    } catch (err) {
      const failure = await readFailure(err);
      setError(failure.fields.avatar?.[0] ?? failure.message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="card edit-section avatar-form" onSubmit={submit} aria-labelledby="avatar-title">
      <h2 id="avatar-title">{t('profile.edit.avatar')}</h2>
      <div className="avatar-row">
        <Avatar name={user.full_name} src={user.avatar} size={72} />
        <div className="field">
          <label htmlFor="avatar-file">{t('profile.edit.avatarChoose')}</label>
          <input
            id="avatar-file"
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          {error && (
            <p className="field-errors" role="alert">
              {m(error)}
            </p>
          )}
        </div>
        <button type="submit" className="button" disabled={!file || busy}>
          {busy ? t('common.loading') : t('profile.edit.avatarUpload')}
        </button>
      </div>
    </form>
  );
}

function WebLinks({ user }: { user: User }) {
  const { t } = useI18n();
  const existing = new Map(user.social_links.map((l) => [l.name, l]));
  const [values, setValues] = useState<Record<string, string>>(
    Object.fromEntries(LINK_FIELDS.map((f) => [f.name, existing.get(f.name)?.url ?? ''])),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found: FieldErrors = {};
    for (const f of LINK_FIELDS) {
      const url = values[f.name]?.trim() ?? '';
      if (!url) continue;
      const checked = check(SocialLinkSchema, { name: f.name, url });
      if (!checked.ok) found[f.name] = checked.errors.url ?? checked.errors.name ?? [];
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      for (const f of LINK_FIELDS) {
        const url = values[f.name]?.trim() ?? '';
        const link = existing.get(f.name);
        try {
          if (link && !url) await profileApi.deleteLink(link.id);
          else if (link && url !== link.url) await profileApi.patchLink(link.id, url);
          else if (!link && url) await profileApi.addLink(f.name, url);
        } catch (error) {
          const failure = await readFailure(error);
          const message = failure.fields.url?.[0] ?? failure.fields.name?.[0] ?? failure.message;
          setErrors((old) => ({ ...old, [f.name]: [message] }));
          return;
        }
      }
      await loadUser();
      showToast({ tone: 'success', key: 'profile.edit.linksSaved' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card edit-section stack-form" onSubmit={submit} noValidate aria-labelledby="links-title">
      <h2 id="links-title">{t('profile.edit.links')}</h2>
      <p className="muted">{t('profile.edit.linksHint')}</p>
      {LINK_FIELDS.map((f) => (
        <Field
          key={f.name}
          label={f.label}
          name={`link-${f.name}`}
          type="url"
          dir="ltr"
          placeholder={f.placeholder}
          value={values[f.name] ?? ''}
          onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
          errors={errors[f.name]}
        />
      ))}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t('common.loading') : t('profile.edit.saveLinks')}
        </button>
      </div>
    </form>
  );
}

function Description({ user }: { user: User }) {
  const { t } = useI18n();
  const form = useUserForm();
  const [text, setText] = useState(user.description ?? '');
  return (
    <form
      className="card edit-section stack-form"
      noValidate
      aria-labelledby="description-title"
      onSubmit={(e) => {
        e.preventDefault();
        void form.run({ description: text });
      }}
    >
      <h2 id="description-title">{t('profile.edit.description')}</h2>
      <FormAlert messages={form.errors.non_field_errors ?? []} />
      <TextAreaField
        label={t('profile.edit.descriptionLabel')}
        name="description"
        rows={6}
        maxLength={5000}
        value={text}
        onChange={(e) => setText(e.target.value)}
        errors={form.errors.description}
      />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={form.busy}>
          {form.busy ? t('common.loading') : t('profile.edit.saveDescription')}
        </button>
      </div>
    </form>
  );
}

interface SkillDraft {
  id?: string;
  title: string;
  description: string;
}

function Skills({ user }: { user: User }) {
  const { t } = useI18n();
  const [skills, setSkills] = useState<SkillDraft[]>(
    user.skills.map((s) => ({ id: s.id, title: s.title, description: s.description ?? '' })),
  );
  const [draft, setDraft] = useState({ title: '', description: '' });
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  function add(e: FormEvent) {
    e.preventDefault();
    const title = draft.title.trim();
    if (!title) return;
    setSkills((s) => [...s, { title, description: draft.description.trim() }]);
    setDraft({ title: '', description: '' });
  }

  async function save() {
    const body = skills.map((s) => ({
      ...(s.id && { id: s.id }),
      title: s.title,
      description: orNull(s.description),
    }));
    const checked = check(UpdateUserSkillsSchema, { skills: body });
    if (!checked.ok) {
      setErrors([...new Set(Object.values(checked.errors).flat())]);
      return;
    }
    setErrors([]);
    setBusy(true);
    try {
      const res = await profileApi.replaceSkills(checked.value.skills);
      setSkills(res.skills.map((s) => ({ id: s.id, title: s.title, description: s.description ?? '' })));
      await loadUser();
      showToast({ tone: 'success', key: 'profile.edit.skillsSaved' });
    } catch (error) {
      const failure = await readFailure(error);
      setErrors([...new Set([...Object.values(failure.fields).flat(), failure.message].filter(Boolean))]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card edit-section" id="skills" aria-labelledby="skills-edit-title">
      <h2 id="skills-edit-title">{t('profile.edit.skills')}</h2>
      <FormAlert messages={errors} />
      {skills.length ? (
        <ul className="skill-edit-list">
          {skills.map((s, i) => (
            <li key={s.id ?? `new-${i}-${s.title}`}>
              <div>
                <strong>{s.title}</strong>
                {s.description && <span className="muted"> — {s.description}</span>}
              </div>
              <button
                type="button"
                className="button button-small"
                onClick={() => setSkills((all) => all.filter((_, k) => k !== i))}
              >
                {t('profile.common.remove')}
                <span className="visually-hidden"> {s.title}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('profile.skills.none')}</p>
      )}
      <form className="skill-add" onSubmit={add}>
        <Field
          label={t('profile.edit.skillTitle')}
          name="skill-title"
          value={draft.title}
          maxLength={100}
          onChange={(e) => setDraft((d) => ({ ...d, title: e.target.value }))}
        />
        <Field
          label={t('profile.edit.skillDescription')}
          name="skill-description"
          value={draft.description}
          onChange={(e) => setDraft((d) => ({ ...d, description: e.target.value }))}
        />
        <button type="submit" className="button">
          {t('profile.edit.addSkill')}
        </button>
      </form>
      <div className="form-actions">
        <button type="button" className="button button-primary" disabled={busy} onClick={save}>
          {busy ? t('common.loading') : t('profile.edit.saveSkills')}
        </button>
      </div>
    </section>
  );
}

function ExpertMode({ user }: { user: User }) {
  const { t, m } = useI18n();
  const [on, setOn] = useState(user.is_expert);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  async function toggle() {
    setBusy(true);
    setErrors([]);
    try {
      const res = await profileApi.expertMode(!on);
      setOn(res.is_expert);
      showToast({ tone: 'success', text: res.detail });
      await loadUser();
    } catch (error) {
      const failure = await readFailure(error);
      if (failure.status === 400) {
        setErrors([...new Set(Object.values(failure.fields).flat())]);
      } else {
        await notifyFailure(error);
      }
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="card edit-section" aria-labelledby="expert-title">
      <h2 id="expert-title">{t('profile.edit.expert')}</h2>
      <p className="muted">{t('profile.edit.expertHint')}</p>
      <div className="switch-row">
        <button
          type="button"
          role="switch"
          aria-checked={on}
          className="switch"
          disabled={busy}
          onClick={toggle}
          aria-describedby={errors.length ? 'expert-errors' : undefined}
          data-testid="expert-switch"
        >
          <span className="switch-knob" aria-hidden="true" />
          <span>{t('profile.edit.expertLabel')}</span>
        </button>
        <span className="muted">{on ? t('profile.edit.expertOn') : t('profile.edit.expertOff')}</span>
      </div>
      {errors.length > 0 && (
        <div className="form-alert form-alert-error" role="alert" id="expert-errors">
          {errors.map((e) => (
            <p key={e}>{m(e)}</p>
          ))}
        </div>
      )}
    </section>
  );
}

/** Profile edit (spec §2, §3): basic information, web links, description, skills and the expert flag. */
export default function ProfileEdit() {
  const { t } = useI18n();
  const session = useStore($session);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    void loadUser().finally(() => setLoaded(true));
  }, []);
  if (!session.isLoggedIn || !session.user) {
    return (
      <SignInCard
        title={t('profile.edit.title')}
        body={t('profile.edit.signIn')}
        href={signInUrl()}
        action={t('profile.signIn')}
      />
    );
  }
  if (!loaded) return <p className="muted">{t('common.loading')}</p>;
  const user = session.user;
  return (
    <div className="profile-edit">
      <div className="page-head">
        <h1>{t('profile.edit.title')}</h1>
        <a className="button" href={profileUrl(user.id)}>
          {t('profile.edit.view')}
        </a>
      </div>
      <AvatarUpload user={user} />
      <BasicInformation user={user} />
      <WebLinks user={user} />
      <Description user={user} />
      <Skills user={user} />
      <ExpertMode user={user} />
    </div>
  );
}
