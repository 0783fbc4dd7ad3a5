/**
 * The profiles module's own words shown to users: the follow and endorsement notifications, in
 * both interface languages (English and Arabic). Both languages have the same keys.
 */
export const COPY = {
  en: {
    followTitle: 'New follower',
    followMessage: (actor: string) => `${actor} started following you.`,
    endorsementTitle: 'New endorsement',
    endorsementMessage: (actor: string, skill: string) => `${actor} endorsed your skill “${skill}”.`,
  },
  ar: {
    followTitle: 'متابع جديد',
    followMessage: (actor: string) => `بدأ ${actor} بمتابعتك.`,
    endorsementTitle: 'تأييد جديد',
    endorsementMessage: (actor: string, skill: string) => `أيّد ${actor} مهارتك «${skill}».`,
  },
} as const;
