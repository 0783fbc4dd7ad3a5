import { atom } from 'nanostores';

/** Spec §9: toasts close by themselves after 4000 ms, at most 5 show at once, 440 px wide. */
export const TOAST_DURATION_MS = 4000;
export const TOAST_LIMIT = 5;
export const TOAST_WIDTH_PX = 440;

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastInput {
  tone?: ToastTone;
  /** A server or contract message (contracts/messages.ts), shown in the reader's language. */
  text?: string;
  /** Or a catalogue key with its placeholders. */
  key?: string;
  vars?: Record<string, string | number>;
  /** Milliseconds before it closes by itself; default TOAST_DURATION_MS. */
  duration?: number;
}

export interface Toast extends Required<Pick<ToastInput, 'tone' | 'duration'>> {
  id: number;
  text?: string;
  key?: string;
  vars?: Record<string, string | number>;
}

export interface ToastState {
  /** On screen, oldest first. */
  visible: Toast[];
  /** Waiting for a free place (spec §9: the rest wait). */
  waiting: Toast[];
}

/** Every toast of the page; the Toaster island in the marketplace layout shows them. */
export const $toasts = atom<ToastState>({ visible: [], waiting: [] });

let nextId = 1;

/** Shows a toast now, or queues it while TOAST_LIMIT are on screen; answers its id. */
export function showToast(input: ToastInput): number {
  const toast: Toast = {
    id: nextId++,
    tone: input.tone ?? 'info',
    duration: input.duration ?? TOAST_DURATION_MS,
    ...(input.text !== undefined && { text: input.text }),
    ...(input.key !== undefined && { key: input.key }),
    ...(input.vars !== undefined && { vars: input.vars }),
  };
  const { visible, waiting } = $toasts.get();
  $toasts.set(
    visible.length < TOAST_LIMIT
      ? { visible: [...visible, toast], waiting }
      : { visible, waiting: [...waiting, toast] },
  );
  return toast.id;
}

/** Closes a toast (or drops it from the queue); the first waiting one takes the free place. */
export function dismissToast(id: number): void {
  const { visible, waiting } = $toasts.get();
  const still = visible.filter((t) => t.id !== id);
  const queue = waiting.filter((t) => t.id !== id);
  const promoted = queue.slice(0, Math.max(0, TOAST_LIMIT - still.length));
  $toasts.set({ visible: [...still, ...promoted], waiting: queue.slice(promoted.length) });
}

export function clearToasts(): void {
  $toasts.set({ visible: [], waiting: [] });
}

/**
 * What a toast says: a server or contract message (`MESSAGES.contactSent`, a `detail`), or a
 * catalogue key with its placeholders (`{ key: 'profile.edit.saved' }`); both follow the language.
 */
export type ToastWhat = string | { key: string; vars?: Record<string, string | number> };

const toastOf = (tone: ToastTone, what: ToastWhat): ToastInput =>
  typeof what === 'string' ? { tone, text: what } : { tone, ...what };

/** The one way screens raise a toast: `toast.success(MESSAGES.contactSent)`, `toast.error(failure.message)`. */
export const toast = {
  success: (what: ToastWhat) => showToast(toastOf('success', what)),
  error: (what: ToastWhat) => showToast(toastOf('error', what)),
  info: (what: ToastWhat) => showToast(toastOf('info', what)),
};

const FLASH_KEY = 'guild:flash';

/** Keeps a toast for the next page, e.g. "Successfully logged out." after the redirect. */
export function flashToast(input: ToastInput): void {
  try {
    const saved = JSON.parse(globalThis.sessionStorage?.getItem(FLASH_KEY) ?? '[]') as ToastInput[];
    globalThis.sessionStorage?.setItem(FLASH_KEY, JSON.stringify([...saved, input]));
  } catch {
    showToast(input);
  }
}

/** Shows (once) the toasts an earlier page kept with flashToast. */
export function showFlashedToasts(): void {
  try {
    const saved = JSON.parse(globalThis.sessionStorage?.getItem(FLASH_KEY) ?? '[]') as ToastInput[];
    globalThis.sessionStorage?.removeItem(FLASH_KEY);
    for (const input of saved) showToast(input);
  } catch {
    /* nothing kept, or storage unavailable */
  }
}

/**
 * Scripts outside React (Astro pages, the Journal) raise a toast with
 * `window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: { tone, text } }))`.
 */
export const TOAST_EVENT = 'guild:toast';
