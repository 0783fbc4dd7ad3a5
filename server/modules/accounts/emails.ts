import { type MailLanguage, renderMail } from '../../lib/mail-layout';
import { OTP_TTL_MINUTES } from './otps';

const COPY = {
  en: {
    verifySubject: 'Your Guild verification code',
    greeting: (name: string) => `Hello ${name},`,
    verifyBody: 'Use this code to verify your e-mail address on Guild:',
    expires: `The code works once and expires in ${OTP_TTL_MINUTES} minutes.`,
    ignore: 'If you did not create a Guild account, you can ignore this message.',
    footer: 'Guild — hire experts, buy gigs, and read Guild Journal.',
  },
  ar: {
    verifySubject: 'رمز التحقق الخاص بك في Guild',
    greeting: (name: string) => `مرحباً ${name}،`,
    verifyBody: 'استخدم هذا الرمز لتأكيد بريدك الإلكتروني على Guild:',
    expires: `يعمل الرمز مرة واحدة وتنتهي صلاحيته خلال ${OTP_TTL_MINUTES} دقائق.`,
    ignore: 'إذا لم تنشئ حساباً في Guild، يمكنك تجاهل هذه الرسالة.',
    footer: 'Guild — وظّف الخبراء، واشترِ الخدمات، واقرأ مجلة Guild.',
  },
} as const;

export function verifyEmailMessage(lang: MailLanguage, name: string, code: number) {
  const c = COPY[lang];
  return renderMail({
    lang,
    subject: c.verifySubject,
    greeting: c.greeting(name),
    paragraphs: [c.verifyBody],
    code: String(code),
    footer: `${c.expires} ${c.ignore}\n${c.footer}`,
  });
}
