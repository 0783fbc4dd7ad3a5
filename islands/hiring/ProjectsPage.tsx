import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import {
  EPIC_STATUSES,
  type Epic,
  EpicChangeRequestCreateSchema,
  EpicCreateSchema,
  EpicPatchSchema,
  HIRING_LIMITS,
  HIRING_PAGE_SIZE,
  PROJECT_STATUSES,
  type Project,
  ProjectCreateSchema,
  ProjectPatchSchema,
} from '../../contracts/hiring';
import { notifyFailure } from '../lib/failure';
import { type Key, useI18n } from '../lib/i18n';
import { $session, signInHref } from '../lib/session';
import { showToast } from '../lib/toast';
import { ConfirmDialog } from '../lib/ui/ConfirmDialog';
import { EmptyState, ErrorState } from '../lib/ui/ErrorState';
import { Field, FormAlert, TextAreaField } from '../lib/ui/Field';
import { Modal } from '../lib/ui/Modal';
import { Pager } from '../lib/ui/Pager';
import { useForm, useValues } from '../lib/use-form';
import { useLoad } from '../lib/use-load';
import { hiringApi } from './api';
import { formatDay, StatusBadge } from './parts';
import './hiring.css';

type Role = 'owner' | 'client';

/**
 * `/market/projects/`: the projects I keep, with their epics (create, edit, status, delete), and
 * the projects I am the client of, where I can ask for a change to an epic of an active project.
 */
export default function ProjectsPage() {
  const { t } = useI18n();
  const session = useStore($session);
  const [role, setRole] = useState<Role>(() =>
    new URLSearchParams(window.location.search).get('role') === 'client' ? 'client' : 'owner',
  );
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const result = useLoad(
    () =>
      session.isLoggedIn
        ? hiringApi.projects({ role, page, page_size: HIRING_PAGE_SIZE })
        : Promise.resolve(null),
    `${role}:${page}:${session.isLoggedIn}`,
  );

  if (!session.isLoggedIn) {
    return (
      <EmptyState title={t('hiring.projects.signIn')}>
        <button
          type="button"
          className="button button-primary"
          onClick={() => window.location.assign(signInHref())}
        >
          {t('nav.login')}
        </button>
      </EmptyState>
    );
  }

  const data = result.data;
  return (
    <section className="hiring-page">
      <div className="page-head">
        <h1>{t('hiring.projects.title')}</h1>
        <div className="hiring-head-actions">
          <a className="button" href="/market/requests/">
            {t('hiring.requests.title')}
          </a>
          {role === 'owner' && (
            <button type="button" className="button button-primary" onClick={() => setCreating(true)}>
              {t('hiring.projects.new')}
            </button>
          )}
        </div>
      </div>
      <div className="tabs" role="tablist" aria-label={t('hiring.projects.title')}>
        {(['owner', 'client'] as const).map((r) => (
          <button
            key={r}
            type="button"
            role="tab"
            aria-selected={role === r}
            className="tab"
            onClick={() => {
              setRole(r);
              setPage(1);
            }}
          >
            {t(`hiring.projects.tab.${r}` as Key)}
          </button>
        ))}
      </div>
      {result.status === 'failed' ? (
        <ErrorState failure={result.failure} onRetry={result.reload} />
      ) : !data ? (
        <div className="skeleton" aria-busy="true" />
      ) : data.results.length === 0 ? (
        <EmptyState
          title={t(role === 'owner' ? 'hiring.projects.noneOwner' : 'hiring.projects.noneClient')}
        />
      ) : (
        <ul className="hiring-list">
          {data.results.map((p) => (
            <ProjectCard key={p.id} project={p} role={role} onChanged={result.reload} />
          ))}
        </ul>
      )}
      {data && (
        <Pager page={page} pages={Math.max(1, Math.ceil(data.count / HIRING_PAGE_SIZE))} onPage={setPage} />
      )}
      <Modal open={creating} onClose={() => setCreating(false)} title={t('hiring.projects.new')}>
        {creating && (
          <ProjectForm
            onDone={(saved) => {
              setCreating(false);
              if (saved) result.reload();
            }}
          />
        )}
      </Modal>
    </section>
  );
}

function ProjectCard({
  project: initial,
  role,
  onChanged,
}: {
  project: Project;
  role: Role;
  onChanged: () => void;
}) {
  const { t } = useI18n();
  const [project, setProject] = useState(initial);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const isOwner = role === 'owner';

  async function setStatus(status: Project['status']) {
    try {
      setProject(await hiringApi.patchProject(project.id, { status }));
    } catch (error) {
      await notifyFailure(error);
    }
  }

  return (
    <li className="card hiring-project" id={`project-${project.id}`} data-testid="project">
      <div className="hiring-item-head">
        <h2 className="hiring-project-title" dir="auto">
          {project.title}
        </h2>
        {isOwner ? (
          <label className="hiring-inline-select">
            <span className="visually-hidden">{t('hiring.label.status')}</span>
            <select
              value={project.status}
              onChange={(e) => setStatus(e.target.value as Project['status'])}
              data-testid="project-status"
            >
              {PROJECT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`hiring.status.${s}` as Key)}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <StatusBadge status={project.status} />
        )}
      </div>
      <p className="muted hiring-item-meta">
        {isOwner ? (
          project.client_email && (
            <span>
              {t('hiring.label.clientEmail')}: <bdi dir="ltr">{project.client_email}</bdi>
            </span>
          )
        ) : (
          <span>
            {t('hiring.label.ownerEmail')}: <bdi dir="ltr">{project.owner_email}</bdi>
          </span>
        )}
        {project.team_name && (
          <span>
            {t('hiring.label.team')}: <bdi>{project.team_name}</bdi>
          </span>
        )}
        {project.repository_url && (
          <a href={project.repository_url} target="_blank" rel="noopener noreferrer nofollow" dir="ltr">
            {project.repository_url.replace(/^https?:\/\//, '')}
          </a>
        )}
      </p>
      {project.description && (
        <p className="hiring-item-text" dir="auto">
          {project.description}
        </p>
      )}
      {isOwner && (
        <div className="hiring-row-actions">
          <button type="button" className="button button-small" onClick={() => setEditing(true)}>
            {t('hiring.projects.edit')}
          </button>
          <button
            type="button"
            className="button button-small button-danger-outline"
            onClick={() => setDeleting(true)}
          >
            {t('hiring.projects.delete')}
          </button>
        </div>
      )}
      <EpicList project={project} isOwner={isOwner} />
      <Modal open={editing} onClose={() => setEditing(false)} title={t('hiring.projects.edit')}>
        {editing && (
          <ProjectForm
            project={project}
            onDone={(saved) => {
              setEditing(false);
              if (saved) setProject(saved);
            }}
          />
        )}
      </Modal>
      <ConfirmDialog
        open={deleting}
        title={t('hiring.projects.deleteTitle')}
        message={t('hiring.projects.deleteMessage', { title: project.title })}
        confirmLabel={t('hiring.projects.delete')}
        onConfirm={async () => {
          try {
            await hiringApi.deleteProject(project.id);
            setDeleting(false);
            onChanged();
          } catch (error) {
            await notifyFailure(error);
            setDeleting(false);
          }
        }}
        onCancel={() => setDeleting(false)}
      />
    </li>
  );
}

function EpicList({ project, isOwner }: { project: Project; isOwner: boolean }) {
  const { t, lang } = useI18n();
  const result = useLoad(() => hiringApi.epics(project.id), project.id);
  const [epics, setEpics] = useState<Epic[] | null>(null);
  const [editing, setEditing] = useState<Epic | 'new' | null>(null);
  const [asking, setAsking] = useState<Epic | null>(null);
  const [deleting, setDeleting] = useState<Epic | null>(null);
  const list = epics ?? result.data?.results ?? null;
  const canAsk = !isOwner && project.status === 'active';

  const replace = (epic: Epic) => setEpics((list ?? []).map((e) => (e.id === epic.id ? epic : e)));

  async function setStatus(epic: Epic, status: Epic['status']) {
    try {
      replace(await hiringApi.patchEpic(epic.id, { status }));
    } catch (error) {
      await notifyFailure(error);
    }
  }

  return (
    <section className="hiring-epics" aria-label={t('hiring.epics.title')}>
      <div className="section-head">
        <h3>{t('hiring.epics.title')}</h3>
        {isOwner && (
          <button type="button" className="button button-small" onClick={() => setEditing('new')}>
            {t('hiring.epics.add')}
          </button>
        )}
      </div>
      {result.status === 'failed' && !list ? (
        <ErrorState failure={result.failure} onRetry={result.reload} />
      ) : !list ? (
        <div className="skeleton" aria-busy="true" />
      ) : list.length === 0 ? (
        <p className="muted">{t('hiring.epics.none')}</p>
      ) : (
        <ul className="hiring-epic-list">
          {list.map((epic) => (
            <li key={epic.id} className="hiring-epic" data-testid="epic">
              <div className="hiring-epic-main">
                <strong dir="auto">{epic.title}</strong>
                <span className="muted">
                  {t('hiring.label.deadline')}:{' '}
                  <time dateTime={epic.deadline}>{formatDay(lang, epic.deadline)}</time>
                </span>
                {epic.description && (
                  <span className="hiring-epic-text" dir="auto">
                    {epic.description}
                  </span>
                )}
              </div>
              <div className="hiring-row-actions">
                {isOwner ? (
                  <>
                    <label className="hiring-inline-select">
                      <span className="visually-hidden">{t('hiring.label.status')}</span>
                      <select
                        value={epic.status}
                        onChange={(e) => setStatus(epic, e.target.value as Epic['status'])}
                      >
                        {EPIC_STATUSES.map((s) => (
                          <option key={s} value={s}>
                            {t(`hiring.status.${s}` as Key)}
                          </option>
                        ))}
                      </select>
                    </label>
                    <button type="button" className="button button-small" onClick={() => setEditing(epic)}>
                      {t('hiring.projects.edit')}
                    </button>
                    <button
                      type="button"
                      className="button button-small button-danger-outline"
                      onClick={() => setDeleting(epic)}
                    >
                      {t('hiring.projects.delete')}
                    </button>
                  </>
                ) : (
                  <>
                    <StatusBadge status={epic.status} />
                    {canAsk && (
                      <button type="button" className="button button-small" onClick={() => setAsking(epic)}>
                        {t('hiring.epics.askChange')}
                      </button>
                    )}
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('hiring.epics.add') : t('hiring.epics.edit')}
      >
        {editing !== null && (
          <EpicForm
            projectId={project.id}
            epic={editing === 'new' ? undefined : editing}
            onDone={(saved) => {
              if (saved) {
                if (editing === 'new') setEpics([...(list ?? []), saved]);
                else replace(saved);
              }
              setEditing(null);
            }}
          />
        )}
      </Modal>
      <Modal open={asking !== null} onClose={() => setAsking(null)} title={t('hiring.epics.askChange')}>
        {asking && <ChangeForm epic={asking} onDone={() => setAsking(null)} />}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title={t('hiring.epics.deleteTitle')}
        message={t('hiring.projects.deleteMessage', { title: deleting?.title ?? '' })}
        confirmLabel={t('hiring.projects.delete')}
        onConfirm={async () => {
          const epic = deleting!;
          try {
            await hiringApi.deleteEpic(epic.id);
            setEpics((list ?? []).filter((e) => e.id !== epic.id));
          } catch (error) {
            await notifyFailure(error);
          }
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

function FormButtons({ busy, label, onCancel }: { busy: boolean; label: string; onCancel: () => void }) {
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

function ProjectForm({ project, onDone }: { project?: Project; onDone: (saved?: Project) => void }) {
  const { t } = useI18n();
  const { values, set } = useValues({
    title: project?.title ?? '',
    description: project?.description ?? '',
    repository_url: project?.repository_url ?? '',
  });
  const form = useForm(project ? ProjectPatchSchema : ProjectCreateSchema, (input) =>
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

function EpicForm({
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
  const form = useForm(epic ? EpicPatchSchema : EpicCreateSchema, (input) =>
    epic ? hiringApi.patchEpic(epic.id, input) : hiringApi.createEpic(input as never),
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

function ChangeForm({ epic, onDone }: { epic: Epic; onDone: () => void }) {
  const { t } = useI18n();
  const { values, set } = useValues({
    title: epic.title,
    description: epic.description,
    deadline: epic.deadline,
  });
  const form = useForm(EpicChangeRequestCreateSchema, (input) => hiringApi.askChange(input));
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
