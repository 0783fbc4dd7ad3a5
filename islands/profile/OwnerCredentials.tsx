import { type ComponentType, lazy, useState } from 'react';
import { profileApi } from './api';

/**
 * The owner's sections, by user, made once: a tree that waits on its first mount is mounted afresh
 * when it is ready, so what it waits on cannot be kept in its own state, and a component made
 * again would be a new one (its sections, an open form with them, would start over).
 */
const made = new Map<string, ComponentType>();

/** The owner's sections with their lists, loaded together (code and data at once). */
function sectionsWithLists(userId: string): ComponentType {
  return lazy(async () => {
    const lists = Promise.all([profileApi.certifications(userId), profileApi.awards(userId)]).catch(
      () => null,
    );
    const [{ CredentialSections }, loaded] = await Promise.all([import('./Credentials'), lists]);
    let fresh = loaded ? { certifications: loaded[0], awards: loaded[1] } : undefined;
    return {
      default: () => {
        // The lists loaded with the code serve the first mount; shown again later (after signing
        // out and in), the sections ask afresh.
        const [initial] = useState(() => {
          const lists = fresh;
          fresh = undefined;
          return lists;
        });
        return <CredentialSections userId={userId} isOwner initial={initial} />;
      },
    };
  });
}

/**
 * The owner's credentials, with their buttons: their code and both lists load together, and the
 * sections appear with their lists (the page's Suspense holds what the server drew until then), so
 * the owner never sees "Loading…" where the lists already were. A list that cannot load is left to
 * its section, which asks again and says why it failed.
 */
export function OwnerCredentials({ userId }: { userId: string }) {
  let Sections = made.get(userId);
  if (!Sections) {
    Sections = sectionsWithLists(userId);
    made.set(userId, Sections);
  }
  return <Sections />;
}
