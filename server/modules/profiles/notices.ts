import type { NotifyInput } from '../../ports';
import { COPY } from './copy';

/** Who did it: the user a notice names and pictures. */
interface Actor {
  id: string;
  fullName: string;
  avatar: string | null;
}

/** "<actor> started following you.", in both interface languages. */
export const followNotice = (actor: Actor): NotifyInput => ({
  kind: 'follow',
  title: { en: COPY.en.followTitle, ar: COPY.ar.followTitle },
  message: { en: COPY.en.followMessage(actor.fullName), ar: COPY.ar.followMessage(actor.fullName) },
  image: actor.avatar,
  actions: [{ id: actor.id, type: 'user' }],
  actorId: actor.id,
});

/** "<actor> endorsed your skill “<title>”.", in both interface languages. */
export const endorsementNotice = (actor: Actor, skill: { id: string; title: string }): NotifyInput => ({
  kind: 'endorsement',
  title: { en: COPY.en.endorsementTitle, ar: COPY.ar.endorsementTitle },
  message: {
    en: COPY.en.endorsementMessage(actor.fullName, skill.title),
    ar: COPY.ar.endorsementMessage(actor.fullName, skill.title),
  },
  image: actor.avatar,
  actions: [
    { id: actor.id, type: 'user' },
    { id: skill.id, type: 'skill' },
  ],
  actorId: actor.id,
});
