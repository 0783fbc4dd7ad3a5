import { useState } from 'react';
import type { Epic, Project } from '../../contracts/hiring';
import { EPIC_STATUSES } from '../../contracts/hiring-limits';
import { notifyFailure } from '../lib/failure';
import { type Key, useI18n } from '../lib/i18n';
import { ConfirmDialog } from '../lib/ui/ConfirmDialog';
import { ErrorState } from '../lib/ui/ErrorState';
import { Modal } from '../lib/ui/Modal';
import { useLoad } from '../lib/use-load';
import { hiringApi } from './api';
import { ChangeForm, EpicForm } from './ProjectForms';
import { formatDay, StatusBadge } from './parts';

export function EpicList({ project, isOwner }: { project: Project; isOwner: boolean }) {
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
