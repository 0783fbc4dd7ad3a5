import type { NotifyInput } from '../../ports';

/** Who did it: the user a notice names and pictures. */
interface Actor {
  id: string;
  fullName: string;
  avatar: string | null;
}

/** "<actor> started following you." (spec §4), in both interface languages. */
export const followNotice = (actor: Actor): NotifyInput => ({
  kind: 'follow',
  title: { en: 'New follower', ar: 'متابع جديد' },
  message: {
    en: `${actor.fullName} started following you.`,
    ar: `بدأ ${actor.fullName} بمتابعتك.`,
  },
  image: actor.avatar,
  actions: [{ id: actor.id, type: 'user' }],
  actorId: actor.id,
});

/** "<actor> endorsed your skill “<title>”." (spec §4), in both interface languages. */
export const endorsementNotice = (actor: Actor, skill: { id: string; title: string }): NotifyInput => ({
  kind: 'endorsement',
  title: { en: 'New endorsement', ar: 'تأييد جديد' },
  message: {
    en: `${actor.fullName} endorsed your skill “${skill.title}”.`,
    ar: `أيّد ${actor.fullName} مهارتك «${skill.title}».`,
  },
  image: actor.avatar,
  actions: [
    { id: actor.id, type: 'user' },
    { id: skill.id, type: 'skill' },
  ],
  actorId: actor.id,
});
