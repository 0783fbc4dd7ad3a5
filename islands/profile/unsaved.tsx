import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect } from 'react';
import { type Key, useI18n } from '../lib/i18n';

// Profile edit saves section by section; this keeps track of the sections with edits not yet saved,
// so saving one never silently leaves another's behind: the page lists them and asks before leaving.

/** Section title key → whether it holds unsaved edits. */
const $unsaved = atom<Record<string, boolean>>({});

/** A section says whether its fields differ from what is saved. */
export function useUnsaved(titleKey: Key, dirty: boolean): void {
  useEffect(() => {
    $unsaved.set({ ...$unsaved.get(), [titleKey]: dirty });
  }, [titleKey, dirty]);
  useEffect(
    () => () => {
      const { [titleKey]: _, ...rest } = $unsaved.get();
      $unsaved.set(rest);
    },
    [titleKey],
  );
}

/** The bar at the foot of profile edit naming the sections with unsaved edits; leaving asks first. */
export function UnsavedNotice() {
  const { t } = useI18n();
  const unsaved = useStore($unsaved);
  const sections = Object.keys(unsaved).filter((k) => unsaved[k]);
  const any = sections.length > 0;
  useEffect(() => {
    if (!any) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [any]);
  if (!any) return null;
  return (
    <p className="unsaved-notice" role="status" data-testid="unsaved-notice">
      {t('profile.edit.unsaved', {
        sections: sections.map((k) => t(k as Key)).join(t('common.listSeparator')),
      })}
    </p>
  );
}
