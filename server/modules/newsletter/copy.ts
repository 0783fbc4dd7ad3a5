import { CONFIRM_TTL_HOURS, type JournalLocale } from '../../../contracts/newsletter';

/**
 * The words of The Source's e-mails, in the Journal's two languages (English and Spanish): the
 * activation message and the frame around an issue. Both languages have the same keys.
 */
export const COPY = {
  en: {
    activationSubject: 'Confirm your subscription to The Source',
    hello: 'Hello,',
    confirm: 'Please confirm you want to join the newsletter.',
    why: 'Someone, hopefully you, asked for The Source, the weekly newsletter of Guild Journal, to be sent to this address.',
    button: 'Yes, subscribe me',
    expires: `The link works once and expires in ${CONFIRM_TTL_HOURS} hours. If you did not ask for this, ignore this message: you will not hear from us again.`,
    activationFooter:
      'You get this message because this address was entered in the subscription form of Guild Journal.',
    issueSubject: (n: number, title: string) => `The Source #${n}: ${title}`,
    inThisIssue: 'In this issue',
    readOnline: 'Read this issue on the web',
    issueFooter: 'You get The Source because you subscribed on Guild Journal. No ads, no tracking pixels.',
    unsubscribe: 'Unsubscribe with one click',
  },
  es: {
    activationSubject: 'Confirma tu suscripción a The Source',
    hello: 'Hola:',
    confirm: 'Por favor, confirma que quieres unirte a la newsletter.',
    why: 'Alguien, esperamos que tú, ha pedido recibir en esta dirección The Source, la newsletter semanal de Guild Journal.',
    button: 'Sí, quiero suscribirme',
    expires: `El enlace funciona una sola vez y caduca en ${CONFIRM_TTL_HOURS} horas. Si no lo has pedido, ignora este mensaje: no volverás a saber de nosotros.`,
    activationFooter:
      'Recibes este mensaje porque esta dirección se escribió en el formulario de suscripción de Guild Journal.',
    issueSubject: (n: number, title: string) => `The Source n.º ${n}: ${title}`,
    inThisIssue: 'En este número',
    readOnline: 'Lee este número en la web',
    issueFooter:
      'Recibes The Source porque te suscribiste en Guild Journal. Sin anuncios ni píxeles de seguimiento.',
    unsubscribe: 'Darte de baja con un clic',
  },
} as const satisfies Record<JournalLocale, Record<string, unknown>>;
