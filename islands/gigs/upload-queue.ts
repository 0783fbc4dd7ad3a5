import type { Gig, MediaType } from '../../contracts/gigs';
import type { KitFile } from '../../contracts/orders';
import { readFailure } from '../lib/failure';
import { gigsApi } from './api';

/**
 * What the editor sends after the gig itself is saved: each media file, stat and kit file on its
 * own, each with its own outcome (spec §4: success, or failure with its text; 200 and 201 count
 * as success). What failed stays in the form, so the seller can fix it and save again.
 */

/** One file or item being sent, and how it went. */
export interface Upload {
  key: string;
  label: string;
  state: 'waiting' | 'sending' | 'success' | 'failed';
  error?: string;
}

export type KitField = 'zip_file' | 'instruction_pdf' | 'instruction_video';
export const KIT_FIELDS: { field: KitField; kind: KitFile; label: string }[] = [
  { field: 'zip_file', kind: 'zip', label: 'gigs.editor.kitZip' },
  { field: 'instruction_pdf', kind: 'pdf', label: 'gigs.editor.kitPdf' },
  { field: 'instruction_video', kind: 'video', label: 'gigs.editor.kitVideo' },
];

export interface PendingMedia {
  key: string;
  file: File;
  type: MediaType;
}
export interface PendingStat {
  key: string;
  title: string;
  value: string;
}
export type PendingKit = Partial<Record<KitField, File>>;

/** Everything waiting to be sent with the next save. */
export interface Pending {
  media: PendingMedia[];
  stats: PendingStat[];
  kit: PendingKit;
}

let counter = 0;
/** A key for a row that has no id until it is saved. */
export const nextKey = () => `k${++counter}`;

/** A media file picked in the browser, as an image or a video by its type. */
export const pendingMedia = (file: File): PendingMedia => ({
  key: nextKey(),
  file,
  type: file.type.startsWith('video/') ? 'Video' : 'Image',
});

/** Stat rows with something typed in them; empty rows are left out. */
const filled = (stats: PendingStat[]) => stats.filter((s) => s.title.trim() || s.value.trim());

/** The rows of the upload list, all waiting; `kitLabel` names a kit field in the reader's language. */
export function queueOf(pending: Pending, kitLabel: (label: string) => string): Upload[] {
  return [
    ...pending.media.map((x) => ({ key: x.key, label: x.file.name, state: 'waiting' as const })),
    ...filled(pending.stats).map((s) => ({
      key: s.key,
      label: `${s.title || '—'}: ${s.value}`,
      state: 'waiting' as const,
    })),
    ...KIT_FIELDS.filter((k) => pending.kit[k.field]).map((k) => ({
      key: k.field,
      label: `${kitLabel(k.label)}: ${pending.kit[k.field]!.name}`,
      state: 'waiting' as const,
    })),
  ];
}

/**
 * Sends everything pending for the saved gig, one at a time, telling `track` how each goes;
 * answers what failed.
 */
export async function sendPending(
  gig: Gig,
  pending: Pending,
  track: (key: string, patch: Partial<Upload>) => void,
): Promise<Pending> {
  async function attempt(key: string, send: () => Promise<unknown>): Promise<boolean> {
    track(key, { state: 'sending' });
    try {
      await send();
      track(key, { state: 'success' });
      return true;
    } catch (error) {
      track(key, { state: 'failed', error: (await readFailure(error)).message });
      return false;
    }
  }

  const failed: Pending = { media: [], stats: [], kit: {} };
  for (const item of pending.media) {
    const form = new FormData();
    form.append('gig', gig.id);
    form.append('media_type', item.type);
    form.append(item.type === 'Video' ? 'video' : 'image', item.file, item.file.name);
    if (!(await attempt(item.key, () => gigsApi.addMedia(form)))) failed.media.push(item);
  }
  for (const s of filled(pending.stats)) {
    const ok = await attempt(s.key, () => gigsApi.addStat({ gig: gig.id, title: s.title, value: s.value }));
    if (!ok) failed.stats.push(s);
  }
  let kitId: string | null = gig.kit?.id ?? null;
  for (const { field } of KIT_FIELDS) {
    const file = pending.kit[field];
    if (!file) continue;
    const form = new FormData();
    form.append(field, file, file.name);
    const ok = await attempt(field, async () => {
      if (kitId) {
        await gigsApi.updateKit(kitId, form);
      } else {
        form.append('gig', gig.id);
        kitId = (await gigsApi.addKit(form)).id;
      }
    });
    if (!ok) failed.kit[field] = file;
  }
  return failed;
}
