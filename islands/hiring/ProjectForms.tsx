import type { FormEvent } from 'react';
import type { Epic, Project } from '../../contracts/hiring';
import { HIRING_LIMITS } from '../../contracts/hiring-limits';
import { useI18n } from '../lib/i18n';
import { showToast } from '../lib/toast';
import { Field, FormAlert, TextAreaField } from '../lib/ui/Field';
import { useForm, useValues } from '../lib/use-form';
import { hiringApi } from './api';

// The project, epic and change-request forms of the projects page. Each is checked when sent: valibot,
// the contract and the messages load then, not with the page (decision 15).
const schemas = () => import('./schemas');

export function FormButtons({
  busy,
  label,
  onCancel,
}: {
  busy: boolean;
  label: string;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  return (
    <div className="form-actions">
      <button type="button" className="button" onClick={onCancel} disabled={busy}>
        {t('shell.common.cancel')}
      </button>
      <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('common.loading') : label}
      </button>
    </div>
  );
}

export function ProjectForm({ project, onDone }: { project?: Project; onDone: (saved?: Project) => void }) {
  const { t } = useI18n();
  const { values, set } = useValues({
    title: project?.title ?? '',
    description: project?.description ?? '',
    repository_url: project?.repository_url ?? '',
  });
  const form = useForm(
    () => schemas().then((m) => (project ? m.ProjectPatchSchema : m.ProjectCreateSchema)),
    (input) =>
      project ? hiringApi.patchProject(project.id, input) : hiringApi.createProject(input as never),
  );
  async function submit(e: FormEvent) {
    e.preventDefault();
    const saved = await form.run(values);
    if (saved) onDone(saved);
  }
  return (
    <form className="stack-form" onSubmit={submit} noValidate>
      <FormAlert messages={form.errors.non_field_errors ?? []} />
      <Field
        label={t('hiring.label.title')}
        name="title"
        value={values.title}
        onChange={set('title')}
        maxLength={HIRING_LIMITS.title.max}
        required
        errors={form.errors.title}
      />
      <TextAreaField
        label={t('hiring.label.description')}
        name="description"
        value={values.description}
        onChange={set('description')}
        maxLength={HIRING_LIMITS.description.max}
        rows={4}
        errors={form.errors.description}
      />
      <Field
        label={t('hiring.label.repository')}
        name="repository_url"
        type="url"
        dir="ltr"
        value={values.repository_url}
        onChange={set('repository_url')}
        errors={form.errors.repository_url}
      />
      <FormButtons busy={form.busy} label={t('hiring.projects.save')} onCancel={() => onDone()} />
    </form>
  );
}

export function EpicForm({
  projectId,
  epic,
  onDone,
}: {
  projectId: string;
  epic?: Epic;
  onDone: (saved?: Epic) => void;
}) {
  const { t } = useI18n();
  const { values, set } = useValues({
    title: epic?.title ?? '',
    description: epic?.description ?? '',
    deadline: epic?.deadline ?? '',
  });
  const form = useForm(
    () => schemas().then((m) => (epic ? m.EpicPatchSchema : m.EpicCreateSchema)),
    (input) => (epic ? hiringApi.patchEpic(epic.id, input) : hiringApi.createEpic(input as never)),
  );
  async function submit(e: FormEvent) {
    e.preventDefault();
    const saved = await form.run(epic ? values : { ...values, project: projectId });
    if (saved) onDone(saved);
  }
  return (
    <form className="stack-form" onSubmit={submit} noValidate>
      <FormAlert messages={[...(form.errors.non_field_errors ?? []), ...(form.errors.project ?? [])]} />
      <Field
        label={t('hiring.label.title')}
        name="title"
        value={values.title}
        onChange={set('title')}
        maxLength={HIRING_LIMITS.title.max}
        required
        errors={form.errors.title}
      />
      <TextAreaField
        label={t('hiring.label.description')}
        name="description"
        value={values.description}
        onChange={set('description')}
        rows={3}
        errors={form.errors.description}
      />
      <Field
        label={t('hiring.label.deadline')}
        name="deadline"
        type="date"
        value={values.deadline}
        onChange={set('deadline')}
        required
        errors={form.errors.deadline}
      />
      <FormButtons busy={form.busy} label={t('hiring.projects.save')} onCancel={() => onDone()} />
    </form>
  );
}

export function ChangeForm({ epic, onDone }: { epic: Epic; onDone: () => void }) {
  const { t } = useI18n();
  const { values, set } = useValues({
    title: epic.title,
    description: epic.description,
    deadline: epic.deadline,
  });
  const form = useForm(
    () => schemas().then((m) => m.EpicChangeRequestCreateSchema),
    (input) => hiringApi.askChange(input),
  );
  async function submit(e: FormEvent) {
    e.preventDefault();
    const sent = await form.run({ ...values, epic: epic.id });
    if (sent) {
      showToast({ tone: 'success', key: 'hiring.epics.changeSent' });
      onDone();
    }
  }
  return (
    <form className="stack-form" onSubmit={submit} noValidate>
      <p className="muted">{t('hiring.epics.changeIntro')}</p>
      <FormAlert messages={[...(form.errors.non_field_errors ?? []), ...(form.errors.epic ?? [])]} />
      <Field
        label={t('hiring.label.title')}
        name="title"
        value={values.title}
        onChange={set('title')}
        required
        errors={form.errors.title}
      />
      <TextAreaField
        label={t('hiring.label.description')}
        name="description"
        value={values.description}
        onChange={set('description')}
        rows={4}
        required
        errors={form.errors.description}
      />
      <Field
        label={t('hiring.label.deadline')}
        name="deadline"
        type="date"
        value={values.deadline}
        onChange={set('deadline')}
        required
        errors={form.errors.deadline}
      />
      <FormButtons busy={form.busy} label={t('hiring.epics.sendChange')} onCancel={onDone} />
    </form>
  );
}
