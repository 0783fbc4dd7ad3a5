import { useRef } from 'react';
import { acceptOf } from '../../contracts/gig-limits';
import type { Gig } from '../../contracts/gigs';
import { useI18n } from '../lib/i18n';
import { Field } from '../lib/ui/Field';
import { Section } from '../lib/ui/Section';
import {
  KIT_FIELDS,
  nextKey,
  type PendingKit,
  type PendingMedia,
  type PendingStat,
  pendingMedia,
  type Upload,
} from './upload-queue';

type Key = Parameters<ReturnType<typeof useI18n>['t']>[0];

/** The gig's pictures and videos: those saved (each removable) and those waiting to be sent. */
export function MediaSection({
  gig,
  media,
  setMedia,
  onRemove,
}: {
  gig: Gig | null;
  media: PendingMedia[];
  setMedia: (change: (list: PendingMedia[]) => PendingMedia[]) => void;
  onRemove: (id: string) => void;
}) {
  const { t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  return (
    <fieldset className="card gig-editor-section">
      <legend>{t('gigs.editor.media')}</legend>
      <p className="muted">{t('gigs.editor.mediaHint')}</p>
      {gig && gig.media.length > 0 && (
        <ul className="gig-editor-media">
          {gig.media.map((x) => (
            <li key={x.id}>
              {x.media_type === 'Video' ? (
                <video src={x.url} preload="metadata" muted />
              ) : (
                <img src={x.url} alt="" />
              )}
              <button type="button" className="button button-link" onClick={() => onRemove(x.id)}>
                {t('gigs.editor.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <label className="field" htmlFor="gig-media">
        <span>{t('gigs.editor.addMedia')}</span>
        <input
          id="gig-media"
          ref={input}
          type="file"
          name="media"
          multiple
          accept={`${acceptOf('image')},${acceptOf('video')}`}
          onChange={(e) => {
            const picked = [...(e.target.files ?? [])].map(pendingMedia);
            setMedia((list) => [...list, ...picked]);
            if (input.current) input.current.value = '';
          }}
        />
      </label>
      {media.length > 0 && (
        <ul className="gig-editor-queue">
          {media.map((x) => (
            <li key={x.key}>
              <span>
                {x.file.name} ({x.type === 'Video' ? t('gigs.editor.video') : t('gigs.editor.image')})
              </span>
              <button
                type="button"
                className="button button-link"
                onClick={() => setMedia((l) => l.filter((y) => y.key !== x.key))}
              >
                {t('gigs.editor.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/** The gig's stats: those saved (each removable) and new rows, whole numbers only (spec §5). */
export function StatsSection({
  gig,
  stats,
  setStats,
  onRemove,
}: {
  gig: Gig | null;
  stats: PendingStat[];
  setStats: (change: (list: PendingStat[]) => PendingStat[]) => void;
  onRemove: (id: string) => void;
}) {
  const { t } = useI18n();
  const change = (key: string, patch: Partial<PendingStat>) =>
    setStats((l) => l.map((x) => (x.key === key ? { ...x, ...patch } : x)));
  return (
    <fieldset className="card gig-editor-section">
      <legend>{t('gigs.editor.stats')}</legend>
      <p className="muted">{t('gigs.editor.statsHint')}</p>
      {gig && gig.stats.length > 0 && (
        <ul className="gig-editor-queue">
          {gig.stats.map((s) => (
            <li key={s.id}>
              <span>
                {s.title}: {s.value}
              </span>
              <button type="button" className="button button-link" onClick={() => onRemove(s.id)}>
                {t('gigs.editor.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {stats.map((s) => (
        <div key={s.key} className="gig-editor-row gig-editor-stat">
          <Field
            label={t('gigs.editor.statTitle')}
            name="stat_title"
            value={s.title}
            onChange={(e) => change(s.key, { title: e.target.value })}
          />
          <Field
            label={t('gigs.editor.statValue')}
            name="stat_value"
            inputMode="numeric"
            dir="ltr"
            value={s.value}
            onChange={(e) => change(s.key, { value: e.target.value })}
          />
          <button
            type="button"
            className="button button-link"
            onClick={() => setStats((l) => l.filter((x) => x.key !== s.key))}
          >
            {t('gigs.editor.remove')}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button"
        onClick={() => setStats((l) => [...l, { key: nextKey(), title: '', value: '' }])}
      >
        {t('gigs.editor.addStat')}
      </button>
    </fieldset>
  );
}

/** The kit a buyer downloads: a zip, an instructions PDF and an instructions video. */
export function KitSection({
  gig,
  setKit,
}: {
  gig: Gig | null;
  setKit: (change: (kit: PendingKit) => PendingKit) => void;
}) {
  const { t } = useI18n();
  return (
    <fieldset className="card gig-editor-section">
      <legend>{t('gigs.editor.kit')}</legend>
      <p className="muted">{t('gigs.editor.kitHint')}</p>
      {KIT_FIELDS.map(({ field, kind, label }) => {
        const has = gig?.kit?.[`has_${field}` as 'has_zip_file'];
        return (
          <div key={field} className="field">
            <label htmlFor={`kit-${field}`}>
              {t(label as Key)}
              {has && <span className="badge gig-kit-badge">{t('gigs.editor.uploaded')}</span>}
            </label>
            <input
              id={`kit-${field}`}
              type="file"
              name={field}
              accept={acceptOf(kind)}
              onChange={(e) => setKit((k) => ({ ...k, [field]: e.target.files?.[0] }))}
            />
          </div>
        );
      })}
    </fieldset>
  );
}

/** How each file and item of the last save went. */
export function UploadList({ uploads }: { uploads: Upload[] }) {
  const { t, m } = useI18n();
  if (!uploads.length) return null;
  const stateText = (u: Upload) =>
    u.state === 'success'
      ? t('gigs.upload.success')
      : u.state === 'failed'
        ? u.error
          ? m(u.error)
          : t('error.somethingWentWrong')
        : u.state === 'sending'
          ? t('gigs.upload.sending')
          : t('gigs.upload.waiting');
  return (
    <Section
      className="card gig-uploads"
      aria-live="polite"
      titleId="gig-uploads-title"
      title={t('gigs.upload.title')}
    >
      <ul>
        {uploads.map((u) => (
          <li key={u.key} className={`gig-upload gig-upload-${u.state}`} data-state={u.state}>
            <span className="gig-upload-label">{u.label}</span>
            <span className="gig-upload-state">{stateText(u)}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
