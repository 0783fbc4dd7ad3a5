/** What the chat module tells users outside the chat screen, in both interface languages. */
export const copy = {
  en: {
    newMessageTitle: 'New message',
    newMessage: (name: string) => `${name} sent you a message.`,
    conversationRead: 'Conversation marked as read.',
  },
  ar: {
    newMessageTitle: 'رسالة جديدة',
    newMessage: (name: string) => `أرسل إليك ${name} رسالة.`,
    conversationRead: 'تم تعليم المحادثة كمقروءة.',
  },
} as const;

/** A notification text in both languages. */
export const both = <K extends keyof typeof copy.en>(
  key: K,
  ...args: (typeof copy.en)[K] extends (...a: infer A) => string ? A : []
): { en: string; ar: string } => {
  const pick = (text: unknown) =>
    typeof text === 'function' ? (text as (...a: unknown[]) => string)(...args) : String(text);
  return { en: pick(copy.en[key]), ar: pick(copy.ar[key]) };
};
