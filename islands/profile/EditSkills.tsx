import { type FormEvent, useState } from 'react';
import type { User } from '../../contracts/auth';
import { notifyFailure, readFailure } from '../lib/failure';
import { useI18n } from '../lib/i18n';
import { loadUser } from '../lib/session';
import { toast } from '../lib/toast';
import { Field, FormAlert } from '../lib/ui/Field';
import { profileApi } from './api';
import { orNull } from './EditDetails';
import { useUnsaved } from './unsaved';

interface SkillDraft {
  id?: string;
  title: string;
  description: string;
}

export function Skills({ user }: { user: User }) {
  const { t } = useI18n();
  const [skills, setSkills] = useState<SkillDraft[]>(
    user.skills.map((s) => ({ id: s.id, title: s.title, description: s.description ?? '' })),
  );
  const [draft, setDraft] = useState({ title: '', description: '' });
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const same = (a: { title: string; description: string | null }[], b: typeof a) =>
    a.length === b.length &&
    a.every((s, i) => s.title === b[i]!.title && (s.description ?? '') === (b[i]!.description ?? ''));
  useUnsaved('profile.edit.skills', draft.title.trim() !== '' || !same(skills, user.skills));

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
    // Checked when sent: valibot, the contract and the messages load now, not with the page (decision 15).
    const { check, UpdateUserSkillsSchema } = await import('./schemas');
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
      toast.success({ key: 'profile.edit.skillsSaved' });
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

export function ExpertMode({ user }: { user: User }) {
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
      toast.success(res.detail);
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
