import { useState } from 'react';
import type { Project } from '../../contracts/hiring';
import { HIRING_PAGE_SIZE, PROJECT_STATUSES } from '../../contracts/hiring-limits';
import { notifyFailure } from '../lib/failure';
import { type Key, useI18n } from '../lib/i18n';
import { signInHref, useSession } from '../lib/session';
import { ConfirmDialog } from '../lib/ui/ConfirmDialog';
import { EmptyState, ErrorState } from '../lib/ui/ErrorState';
import { Modal } from '../lib/ui/Modal';
import { Pager } from '../lib/ui/Pager';
import { useLoad } from '../lib/use-load';
import { hiringApi } from './api';
import { EpicList } from './EpicList';
import { ProjectForm } from './ProjectForms';
import { StatusBadge } from './parts';
import './hiring.css';

type Role = 'owner' | 'client';

/**
 * `/market/projects/`: the projects I keep, with their epics (create, edit, status, delete), and
 * the projects I am the client of, where I can ask for a change to an epic of an active project.
 */
export default function ProjectsPage() {
  const { t } = useI18n();
  const session = useSession();
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
