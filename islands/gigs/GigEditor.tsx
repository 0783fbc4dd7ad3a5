import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { FieldErrors } from '../../contracts/errors';
import { check } from '../../contracts/errors';
import {
  acceptOf,
  CURRENCIES,
  GIG_STATUSES,
  GIG_TYPES,
  type Gig,
  GigCreateSchema,
  type GigKit,
  type MediaType,
} from '../../contracts/gigs';
import { MESSAGES } from '../../contracts/messages';
import { api, readFailure } from '../lib/api';
import { notifyFailure } from '../lib/errors';
import { useI18n } from '../lib/i18n';
import { $session } from '../lib/session';
import { toast } from '../lib/toast';
import { ConfirmDialog } from '../lib/ui/ConfirmDialog';
import { EmptyState, ErrorState } from '../lib/ui/ErrorState';
import { Field, FormAlert, SelectField, TextAreaField } from '../lib/ui/Field';
import { Section } from '../lib/ui/Section';
import { categoryTitle, idFromPath, signInFirst, useCategories, useTags } from './shared';

interface Values {
  name: string;
  summary: string;
  description: string;
  type: string;
  category: string;
  tag: string[];
  pricing: string;
  pricing_currency: string;
  live_url: string;
  status: string;
  faqs: { question: string; answer: string }[];
}

const EMPTY: Values = {
  name: '',
  summary: '',
  description: '',
  type: 'template',
  category: '',
  tag: [],
  pricing: '',
  pricing_currency: 'USD',
  live_url: '',
  status: 'published',
  faqs: [],
};

const fromGig = (g: Gig): Values => ({
  name: g.name,
  summary: g.summary,
  description: g.description,
  type: g.type,
  category: g.category ?? '',
  tag: g.tag.map((x) => x.id),
  pricing: g.pricing,
  pricing_currency: g.pricing_currency,
  live_url: g.live_url ?? '',
  status: g.status,
  faqs: g.faqs,
});

/** One file or item being sent, and how it went (spec §4: success, or failure with its text). */
interface Upload {
  key: string;
  label: string;
  state: 'waiting' | 'sending' | 'success' | 'failed';
  error?: string;
}

type KitField = 'zip_file' | 'instruction_pdf' | 'instruction_video';
const KIT_FIELDS: { field: KitField; kind: 'zip' | 'pdf' | 'video'; label: string }[] = [
  { field: 'zip_file', kind: 'zip', label: 'gigs.editor.kitZip' },
  { field: 'instruction_pdf', kind: 'pdf', label: 'gigs.editor.kitPdf' },
  { field: 'instruction_video', kind: 'video', label: 'gigs.editor.kitVideo' },
];

let counter = 0;
const nextKey = () => `k${++counter}`;

/** The gig editor: create (`/market/gigs/new/`) or edit (`/market/gigs/<id>/edit/`), multipart. */
export default function GigEditor({ mode }: { mode: 'new' | 'edit' }) {
  const { t, m, lang } = useI18n();
  const session = useStore($session);
  const [gig, setGig] = useState<Gig | null>(null);
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<File | null>(null);
  const [media, setMedia] = useState<{ key: string; file: File; type: MediaType }[]>([]);
  const [stats, setStats] = useState<{ key: string; title: string; value: string }[]>([]);
  const [kit, setKit] = useState<Partial<Record<KitField, File>>>({});
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const categories = useCategories();
  const tags = useTags();
  const mediaInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (mode === 'edit' && session.isLoggedIn) {
      api
        .get<Gig>(`gig/v2-gigs/${encodeURIComponent(idFromPath('gigs'))}`)
        .then((g) => {
          setGig(g);
          setValues(fromGig(g));
        })
        .catch(async (error) => setLoadFailure((await readFailure(error)).message));
    }
  }, [mode, session.isLoggedIn]);

  if (!session.isLoggedIn) {
    return (
      <EmptyState title={t('gigs.editor.signIn')}>
        <button type="button" className="button button-primary" onClick={signInFirst}>
          {t('nav.login')}
        </button>
      </EmptyState>
    );
  }
  if (loadFailure) return <ErrorState failure={{ message: loadFailure }} />;
  if (mode === 'edit' && !gig) return <div className="skeleton gig-skeleton" aria-busy="true" />;
  if (gig && gig.user.id !== session.user?.id)
    return <ErrorState failure={{ message: MESSAGES.gigForbidden }} />;

  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const track = (key: string, patch: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...patch } : u)));

  async function attempt(key: string, send: () => Promise<unknown>): Promise<boolean> {
    track(key, { state: 'sending' });
    try {
      await send();
      track(key, { state: 'success' });
      return true;
    } catch (error) {
      const failure = await readFailure(error);
      const text = failure.message || Object.values(failure.fields).flat()[0] || '';
      track(key, { state: 'failed', error: text });
      return false;
    }
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    setDone(false);
    const payload = {
      ...values,
      category: values.category || null,
      live_url: values.live_url || null,
      faqs: values.faqs.filter((f) => f.question.trim() || f.answer.trim()),
    };
    const checked = check(GigCreateSchema, payload);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);

    const form = new FormData();
    for (const [k, v] of Object.entries(payload)) {
      if (k === 'tag') for (const id of v as string[]) form.append('tag', id);
      else if (k === 'faqs') form.append('faqs', JSON.stringify(v));
      else if (v !== null) form.append(k, String(v));
    }
    if (banner) form.append('banner_image', banner, banner.name);

    let saved: Gig;
    try {
      saved = gig
        ? await api.send<Gig>('patch', `gig/v2-gigs/${encodeURIComponent(gig.id)}`, form)
        : await api.send<Gig>('post', 'gig/v2-gigs', form);
    } catch (error) {
      const failure = await readFailure(error);
      setErrors(
        Object.keys(failure.fields).length ? failure.fields : { non_field_errors: [failure.message] },
      );
      setBusy(false);
      return;
    }
    setGig(saved);
    setBanner(null);
    if (!gig) window.history.replaceState(null, '', `/market/gigs/${encodeURIComponent(saved.id)}/edit/`);

    // Then every media file, stat and kit file on its own, each with its own outcome.
    const queue: Upload[] = [
      ...media.map((x) => ({ key: x.key, label: x.file.name, state: 'waiting' as const })),
      ...stats
        .filter((s) => s.title.trim() || s.value.trim())
        .map((s) => ({ key: s.key, label: `${s.title || '—'}: ${s.value}`, state: 'waiting' as const })),
      ...KIT_FIELDS.filter((k) => kit[k.field]).map((k) => ({
        key: k.field,
        label: `${t(k.label as Parameters<typeof t>[0])}: ${kit[k.field]!.name}`,
        state: 'waiting' as const,
      })),
    ];
    setUploads(queue);

    const failedMedia: typeof media = [];
    for (const item of media) {
      const fd = new FormData();
      fd.append('gig', saved.id);
      fd.append('media_type', item.type);
      fd.append(item.type === 'Video' ? 'video' : 'image', item.file, item.file.name);
      if (!(await attempt(item.key, () => api.send('post', 'gig/v2-gigs-media', fd)))) failedMedia.push(item);
    }
    const failedStats: typeof stats = [];
    for (const s of stats.filter((x) => x.title.trim() || x.value.trim())) {
      const ok = await attempt(s.key, () =>
        api.post('gig/v2-gigs-stats', { gig: saved.id, title: s.title, value: s.value }),
      );
      if (!ok) failedStats.push(s);
    }
    let kitId: string | null = saved.kit?.id ?? null;
    const failedKit: typeof kit = {};
    for (const { field } of KIT_FIELDS) {
      const file = kit[field];
      if (!file) continue;
      const fd = new FormData();
      fd.append(field, file, file.name);
      const ok = await attempt(field, async () => {
        if (kitId) {
          await api.send('patch', `gig/v2-gigs-kit/${encodeURIComponent(kitId)}`, fd);
        } else {
          fd.append('gig', saved.id);
          kitId = (await api.send<GigKit>('post', 'gig/v2-gigs-kit', fd)).id;
        }
      });
      if (!ok) failedKit[field] = file;
    }

    // Keep only what failed, so the seller can fix it and save again.
    setMedia(failedMedia);
    setStats(failedStats);
    setKit(failedKit);
    try {
      setGig(await api.get<Gig>(`gig/v2-gigs/${encodeURIComponent(saved.id)}`));
    } catch {
      /* the saved answer is still shown */
    }
    setBusy(false);
    setDone(true);
    toast.success(t('gigs.editor.saved'));
  }

  async function removeMedia(id: string) {
    try {
      await api.delete(`gig/v2-gigs-media/${encodeURIComponent(id)}`);
      setGig((g) => g && { ...g, media: g.media.filter((x) => x.id !== id) });
    } catch (error) {
      await notifyFailure(error);
    }
  }

  async function removeStat(id: string) {
    try {
      await api.delete(`gig/v2-gigs-stats/${encodeURIComponent(id)}`);
      setGig((g) => g && { ...g, stats: g.stats.filter((x) => x.id !== id) });
    } catch (error) {
      await notifyFailure(error);
    }
  }

  async function removeGig() {
    try {
      await api.delete(`gig/v2-gigs/${encodeURIComponent(gig!.id)}`);
      toast.success(t('gigs.editor.deleted'));
      window.location.assign('/market/gigs/');
    } catch (error) {
      await notifyFailure(error);
      setConfirmDelete(false);
    }
  }

  const stateText = (u: Upload) =>
    u.state === 'success'
      ? t('gigs.upload.success')
      : u.state === 'failed'
        ? m(u.error || MESSAGES.somethingWentWrong)
        : u.state === 'sending'
          ? t('gigs.upload.sending')
          : t('gigs.upload.waiting');

  return (
    <form className="gig-editor" onSubmit={save} noValidate>
      <header className="gig-editor-head">
        <h1>{gig ? t('gigs.editor.editTitle') : t('gigs.editor.newTitle')}</h1>
        {gig && (
          <a className="button" href={`/market/gigs/${encodeURIComponent(gig.id)}/`}>
            {t('gigs.editor.view')}
          </a>
        )}
      </header>
      <FormAlert messages={errors.non_field_errors ?? []} />

      <fieldset className="card gig-editor-section">
        <legend>{t('gigs.editor.basics')}</legend>
        <Field
          label={t('gigs.editor.name')}
          name="name"
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          errors={errors.name}
          required
        />
        <Field
          label={t('gigs.editor.summary')}
          name="summary"
          value={values.summary}
          onChange={(e) => set('summary', e.target.value)}
          errors={errors.summary}
        />
        <TextAreaField
          label={t('gigs.editor.description')}
          name="description"
          rows={6}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          errors={errors.description}
        />
        <div className="gig-editor-row">
          <SelectField
            label={t('gigs.editor.type')}
            name="type"
            value={values.type}
            onChange={(e) => set('type', e.target.value)}
            options={GIG_TYPES.map((x) => ({
              value: x,
              label: t(`gigs.type.${x}` as Parameters<typeof t>[0]),
            }))}
          />
          <SelectField
            label={t('gigs.editor.category')}
            name="category"
            value={values.category}
            onChange={(e) => set('category', e.target.value)}
            options={[
              { value: '', label: t('gigs.editor.noCategory') },
              ...categories.map((c) => ({ value: c.id, label: categoryTitle(lang, c) })),
            ]}
          />
          <SelectField
            label={t('gigs.editor.status')}
            name="status"
            value={values.status}
            onChange={(e) => set('status', e.target.value)}
            options={GIG_STATUSES.map((x) => ({
              value: x,
              label: t(`gigs.status.${x}` as Parameters<typeof t>[0]),
            }))}
          />
        </div>
        <div className="gig-editor-row">
          <Field
            label={t('gigs.editor.price')}
            name="pricing"
            inputMode="decimal"
            dir="ltr"
            value={values.pricing}
            onChange={(e) => set('pricing', e.target.value)}
            errors={errors.pricing}
            required
          />
          <SelectField
            label={t('gigs.editor.currency')}
            name="pricing_currency"
            value={values.pricing_currency}
            onChange={(e) => set('pricing_currency', e.target.value)}
            options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          />
          <Field
            label={t('gigs.editor.liveUrl')}
            name="live_url"
            type="url"
            dir="ltr"
            value={values.live_url}
            onChange={(e) => set('live_url', e.target.value)}
            errors={errors.live_url}
          />
        </div>
        <fieldset className="gig-editor-tags">
          <legend>{t('gigs.editor.tags')}</legend>
          {tags.map((tag) => (
            <label key={tag.id} className="chip-check">
              <input
                type="checkbox"
                checked={values.tag.includes(tag.id)}
                onChange={(e) =>
                  set(
                    'tag',
                    e.target.checked ? [...values.tag, tag.id] : values.tag.filter((x) => x !== tag.id),
                  )
                }
              />
              <span>{tag.title}</span>
            </label>
          ))}
          {errors.tag && <p className="field-errors">{m(errors.tag[0]!)}</p>}
        </fieldset>
        <div className="field">
          <label htmlFor="gig-banner">{t('gigs.editor.banner')}</label>
          {gig?.banner_image && !banner && (
            <img className="gig-editor-banner" src={gig.banner_image} alt="" />
          )}
          <input
            id="gig-banner"
            type="file"
            name="banner_image"
            accept={acceptOf('image')}
            onChange={(e) => setBanner(e.target.files?.[0] ?? null)}
          />
          {errors.banner_image && <p className="field-errors">{m(errors.banner_image[0]!)}</p>}
        </div>
      </fieldset>

      <fieldset className="card gig-editor-section">
        <legend>{t('gigs.editor.faqs')}</legend>
        {values.faqs.map((f, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved.
          <div key={i} className="gig-editor-faq">
            <Field
              label={t('gigs.editor.question')}
              value={f.question}
              onChange={(e) =>
                set(
                  'faqs',
                  values.faqs.map((x, j) => (j === i ? { ...x, question: e.target.value } : x)),
                )
              }
            />
            <TextAreaField
              label={t('gigs.editor.answer')}
              rows={2}
              value={f.answer}
              onChange={(e) =>
                set(
                  'faqs',
                  values.faqs.map((x, j) => (j === i ? { ...x, answer: e.target.value } : x)),
                )
              }
            />
            <button
              type="button"
              className="button button-link"
              onClick={() =>
                set(
                  'faqs',
                  values.faqs.filter((_, j) => j !== i),
                )
              }
            >
              {t('gigs.editor.remove')}
            </button>
          </div>
        ))}
        {errors.faqs && <p className="field-errors">{m(errors.faqs[0]!)}</p>}
        <button
          type="button"
          className="button"
          onClick={() => set('faqs', [...values.faqs, { question: '', answer: '' }])}
        >
          {t('gigs.editor.addFaq')}
        </button>
      </fieldset>

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
                <button type="button" className="button button-link" onClick={() => removeMedia(x.id)}>
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
            ref={mediaInput}
            type="file"
            name="media"
            multiple
            accept={`${acceptOf('image')},${acceptOf('video')}`}
            onChange={(e) => {
              const picked = [...(e.target.files ?? [])].map((file) => ({
                key: nextKey(),
                file,
                type: (file.type.startsWith('video/') ? 'Video' : 'Image') as MediaType,
              }));
              setMedia((list) => [...list, ...picked]);
              if (mediaInput.current) mediaInput.current.value = '';
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
                <button type="button" className="button button-link" onClick={() => removeStat(s.id)}>
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
              onChange={(e) =>
                setStats((l) => l.map((x) => (x.key === s.key ? { ...x, title: e.target.value } : x)))
              }
            />
            <Field
              label={t('gigs.editor.statValue')}
              name="stat_value"
              inputMode="numeric"
              dir="ltr"
              value={s.value}
              onChange={(e) =>
                setStats((l) => l.map((x) => (x.key === s.key ? { ...x, value: e.target.value } : x)))
              }
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

      <fieldset className="card gig-editor-section">
        <legend>{t('gigs.editor.kit')}</legend>
        <p className="muted">{t('gigs.editor.kitHint')}</p>
        {KIT_FIELDS.map(({ field, kind, label }) => {
          const has = gig?.kit?.[`has_${field}` as 'has_zip_file'];
          return (
            <div key={field} className="field">
              <label htmlFor={`kit-${field}`}>
                {t(label as Parameters<typeof t>[0])}
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

      {uploads.length > 0 && (
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
      )}

      <div className="gig-editor-actions">
        <button className="button button-primary" type="submit" disabled={busy}>
          {busy ? t('gigs.editor.saving') : gig ? t('gigs.editor.save') : t('gigs.editor.create')}
        </button>
        {done && gig && (
          <a className="button" href={`/market/gigs/${encodeURIComponent(gig.id)}/`} data-testid="view-gig">
            {t('gigs.editor.view')}
          </a>
        )}
        {gig && (
          <button type="button" className="button button-danger" onClick={() => setConfirmDelete(true)}>
            {t('gigs.editor.delete')}
          </button>
        )}
      </div>

      <ConfirmDialog
        open={confirmDelete}
        title={t('gigs.editor.deleteTitle')}
        message={t('gigs.editor.deleteMessage')}
        confirmLabel={t('gigs.editor.delete')}
        onConfirm={removeGig}
        onCancel={() => setConfirmDelete(false)}
      />
    </form>
  );
}
