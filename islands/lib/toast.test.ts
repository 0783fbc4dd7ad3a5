import { beforeEach, describe, expect, it } from 'vitest';
import {
  $toasts,
  clearToasts,
  dismissToast,
  showToast,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  toast,
} from './toast';

const texts = () => $toasts.get().visible.map((t) => t.text);
const waiting = () => $toasts.get().waiting.map((t) => t.text);

beforeEach(() => clearToasts());

describe('toasts (spec §9)', () => {
  it('close after 4000 ms unless told otherwise, and show at most five', () => {
    expect(TOAST_DURATION_MS).toBe(4000);
    expect(TOAST_LIMIT).toBe(5);
    const id = toast.success('Saved');
    expect($toasts.get().visible).toEqual([{ id, tone: 'success', duration: 4000, text: 'Saved' }]);
  });

  it('queue the sixth until a place frees, then show it', () => {
    const ids = ['one', 'two', 'three', 'four', 'five'].map((text) => showToast({ text }));
    showToast({ text: 'six' });
    expect(texts()).toEqual(['one', 'two', 'three', 'four', 'five']);
    expect(waiting()).toEqual(['six']);

    dismissToast(ids[1]!);
    expect(texts()).toEqual(['one', 'three', 'four', 'five', 'six']);
    expect(waiting()).toEqual([]);
  });

  it('keep the waiting ones in order', () => {
    for (const text of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) showToast({ text });
    expect(waiting()).toEqual(['f', 'g']);
    dismissToast($toasts.get().visible[0]!.id);
    expect(texts()).toEqual(['b', 'c', 'd', 'e', 'f']);
    expect(waiting()).toEqual(['g']);
  });

  it('can drop a toast that is still waiting', () => {
    for (const text of ['a', 'b', 'c', 'd', 'e']) showToast({ text });
    const late = showToast({ text: 'late' });
    dismissToast(late);
    expect(waiting()).toEqual([]);
    expect(texts()).toHaveLength(5);
  });

  it('ignore closing a toast twice', () => {
    const id = showToast({ text: 'once' });
    dismissToast(id);
    dismissToast(id);
    expect($toasts.get()).toEqual({ visible: [], waiting: [] });
  });
});
