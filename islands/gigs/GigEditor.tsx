import { type FormEvent, useState } from 'react';
import type { Gig } from '../../contracts/gigs';
import { notifyFailure } from '../lib/failure';
import { useI18n } from '../lib/i18n';
import { idFromPath, LINKS } from '../lib/links';
import { signInHref, useSession } from '../lib/session';
import { toast } from '../lib/toast';
import { ConfirmDialog } from '../lib/ui/ConfirmDialog';
import { EmptyState, ErrorState } from '../lib/ui/ErrorState';
import { FormAlert } from '../lib/ui/Field';
import { useForm } from '../lib/use-form';
import { useLoad } from '../lib/use-load';
import { gigsApi } from './api';
import { BasicsSection, FaqsSection } from './GigFields';
import { KitSection, MediaSection, StatsSection, UploadList } from './GigUploads';
import { EMPTY_GIG, formDataOf, type GigValues, payloadOf, valuesOf } from './gig-values';
import { type Pending, type PendingKit, queueOf, sendPending, type Upload } from './upload-queue';

// Checked when sent: valibot, the contract and the messages load then, not with the page (decision 15).
const gigSchema = () => import('./schemas').then((m) => m.GigCreateSchema);

/**
 * The gig form: the gig's own fields go through `useForm` with the same GigCreateSchema as the
 * route, multipart; then the upload queue sends each media file, stat and kit file on its own.
 */
function GigForm({ loaded }: { loaded: Gig | null }) {
  const { t } = useI18n();
  const [gig, setGig] = useState<Gig | null>(loaded);
  const [values, setValues] = useState<GigValues>(loaded ? valuesOf(loaded) : EMPTY_GIG);
  const [banner, setBanner] = useState<File | null>(null);
  const [media, setMedia] = useState<Pending['media']>([]);
  const [stats, setStats] = useState<Pending['stats']>([]);
  const [kit, setKit] = useState<PendingKit>({});
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [done, setDone] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const set = <K extends keyof GigValues>(key: K, value: GigValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const track = (key: string, patch: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...patch } : u)));

  const form = useForm(gigSchema, async () => {
    const body = formDataOf(payloadOf(values), banner);
    const saved = gig ? await gigsApi.update(gig.id, body) : await gigsApi.create(body);
    setGig(saved);
    setBanner(null);
    if (!gig) window.history.replaceState(null, '', LINKS.editGig(saved.id));

    const pending: Pending = { media, stats, kit };
    setUploads(queueOf(pending, (label) => t(label as Parameters<typeof t>[0])));
    const failed = await sendPending(saved, pending, track);
    // Keep only what failed, so the seller can fix it and save again.
    setMedia(failed.media);
    setStats(failed.stats);
    setKit(failed.kit);
    try {
      setGig(await gigsApi.editable(saved.id));
    } catch {
      /* the saved answer is still shown */
    }
    setDone(true);
    toast.success({ key: 'gigs.editor.saved' });
    return saved;
  });

  function save(e: FormEvent) {
    e.preventDefault();
    setDone(false);
    void form.run(payloadOf(values));
  }

  async function removeMedia(id: string) {
    try {
      await gigsApi.removeMedia(id);
      setGig((g) => g && { ...g, media: g.media.filter((x) => x.id !== id) });
    } catch (error) {
      await notifyFailure(error);
    }
  }

  async function removeStat(id: string) {
    try {
      await gigsApi.removeStat(id);
      setGig((g) => g && { ...g, stats: g.stats.filter((x) => x.id !== id) });
    } catch (error) {
      await notifyFailure(error);
    }
  }

  async function removeGig() {
    try {
      await gigsApi.remove(gig!.id);
      toast.success({ key: 'gigs.editor.deleted' });
      window.location.assign(LINKS.gigs);
    } catch (error) {
      await notifyFailure(error);
      setConfirmDelete(false);
    }
  }

  return (
    <form className="gig-editor" onSubmit={save} noValidate>
      <header className="gig-editor-head">
        <h1>{gig ? t('gigs.editor.editTitle') : t('gigs.editor.newTitle')}</h1>
        {gig && (
          <a className="button" href={LINKS.gig(gig.id)}>
            {t('gigs.editor.view')}
          </a>
        )}
      </header>
      <FormAlert messages={form.errors.non_field_errors ?? []} />
      <BasicsSection
        gig={gig}
        values={values}
        set={set}
        errors={form.errors}
        banner={banner}
        setBanner={setBanner}
      />
      <FaqsSection faqs={values.faqs} set={set} errors={form.errors} />
      <MediaSection gig={gig} media={media} setMedia={setMedia} onRemove={removeMedia} />
      <StatsSection gig={gig} stats={stats} setStats={setStats} onRemove={removeStat} />
      <KitSection gig={gig} setKit={setKit} />
      <UploadList uploads={uploads} />

      <div className="gig-editor-actions">
        <button className="button button-primary" type="submit" disabled={form.busy}>
          {form.busy ? t('gigs.editor.saving') : gig ? t('gigs.editor.save') : t('gigs.editor.create')}
        </button>
        {done && gig && (
          <a className="button" href={LINKS.gig(gig.id)} data-testid="view-gig">
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

/** The gig editor: create (`/market/gigs/new/`) or edit (`/market/gigs/<id>/edit/`) the owner's gig. */
export default function GigEditor({ mode }: { mode: 'new' | 'edit' }) {
  const { t } = useI18n();
  const session = useSession();
  const [id] = useState(() => (mode === 'edit' ? idFromPath('gigs') : ''));
  const result = useLoad(
    () => (id && session.isLoggedIn ? gigsApi.editable(id) : Promise.resolve(null)),
    `${id}:${session.isLoggedIn}`,
  );

  if (!session.isLoggedIn) {
    return (
      <EmptyState title={t('gigs.editor.signIn')}>
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
  if (result.status === 'failed') return <ErrorState failure={result.failure} onRetry={result.reload} />;
  if (result.status === 'loading') return <div className="skeleton gig-skeleton" aria-busy="true" />;
  const gig = result.data;
  if (gig && gig.user.id !== session.user?.id)
    // By its code (the catalogue's `error.gigForbidden`): the editor does not load every message text.
    return <ErrorState failure={{ code: 'gigForbidden', message: '' }} />;
  return <GigForm loaded={gig} />;
}
