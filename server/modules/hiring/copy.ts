// What the hiring module tells people, in both interface languages (notification titles and
// messages). `en` and `ar` have the same keys; copy.test.ts keeps them in step.

interface Copy {
  requestTitle: string;
  requestMessage: (v: { client: string; title: string }) => string;
  approvedTitle: string;
  approvedMessage: (v: { owner: string; title: string }) => string;
  rejectedTitle: string;
  rejectedMessage: (v: { owner: string; title: string; reason: string }) => string;
  changeTitle: string;
  changeMessage: (v: { client: string; epic: string; project: string }) => string;
  changeApprovedTitle: string;
  changeApprovedMessage: (v: { epic: string; project: string }) => string;
  changeRejectedTitle: string;
  changeRejectedMessage: (v: { epic: string; project: string }) => string;
  changeRejectedReason: (v: { epic: string; project: string; reason: string }) => string;
}

const en: Copy = {
  requestTitle: 'New project request',
  requestMessage: ({ client, title }) => `${client} wants to hire you for “${title}”.`,
  approvedTitle: 'Project request accepted',
  approvedMessage: ({ owner, title }) => `${owner} accepted your request “${title}”. The project is active.`,
  rejectedTitle: 'Project request declined',
  rejectedMessage: ({ owner, title, reason }) =>
    `${owner} declined your request “${title}”. Reason: ${reason}`,
  changeTitle: 'New change request',
  changeMessage: ({ client, epic, project }) =>
    `${client} asks to change the epic “${epic}” of “${project}”.`,
  changeApprovedTitle: 'Change request accepted',
  changeApprovedMessage: ({ epic, project }) =>
    `Your change to the epic “${epic}” of “${project}” is applied.`,
  changeRejectedTitle: 'Change request declined',
  changeRejectedMessage: ({ epic, project }) =>
    `Your change to the epic “${epic}” of “${project}” was declined.`,
  changeRejectedReason: ({ epic, project, reason }) =>
    `Your change to the epic “${epic}” of “${project}” was declined. Reason: ${reason}`,
};

const ar: Copy = {
  requestTitle: 'طلب مشروع جديد',
  requestMessage: ({ client, title }) => `يريد ${client} توظيفك في «${title}».`,
  approvedTitle: 'قُبل طلب المشروع',
  approvedMessage: ({ owner, title }) => `قبل ${owner} طلبك «${title}». المشروع نشط الآن.`,
  rejectedTitle: 'رُفض طلب المشروع',
  rejectedMessage: ({ owner, title, reason }) => `رفض ${owner} طلبك «${title}». السبب: ${reason}`,
  changeTitle: 'طلب تغيير جديد',
  changeMessage: ({ client, epic, project }) => `يطلب ${client} تغيير المرحلة «${epic}» في «${project}».`,
  changeApprovedTitle: 'قُبل طلب التغيير',
  changeApprovedMessage: ({ epic, project }) => `طُبّق تغييرك على المرحلة «${epic}» في «${project}».`,
  changeRejectedTitle: 'رُفض طلب التغيير',
  changeRejectedMessage: ({ epic, project }) => `رُفض تغييرك على المرحلة «${epic}» في «${project}».`,
  changeRejectedReason: ({ epic, project, reason }) =>
    `رُفض تغييرك على المرحلة «${epic}» في «${project}». السبب: ${reason}`,
};

export const COPY = { en, ar } as const;
export type CopyKey = keyof Copy;

type Vars<K extends CopyKey> = Copy[K] extends (v: infer V) => string ? V : never;

/** One text of the copy in both languages, as the notifier takes it. */
export function both<K extends CopyKey>(key: K, ...vars: Copy[K] extends string ? [] : [Vars<K>]) {
  const say = (lang: 'en' | 'ar') => {
    const entry = COPY[lang][key] as string | ((v: unknown) => string);
    return typeof entry === 'string' ? entry : entry(vars[0]);
  };
  return { en: say('en'), ar: say('ar') };
}
