import { OTP_TTL_MINUTES } from './otps';

/**
 * Every text the accounts module sends people: the mails and the text messages, in English and
 * Arabic (the same keys in both, checked by copy.test.ts).
 */
export const COPY = {
  en: {
    verifySubject: 'Your Guild verification code',
    greeting: (name: string) => `Hello ${name},`,
    verifyBody: 'Use this code to verify your e-mail address on Guild:',
    expires: `The code works once and expires in ${OTP_TTL_MINUTES} minutes.`,
    ignore: 'If you did not create a Guild account, you can ignore this message.',
    footer: 'Guild — hire experts, buy gigs, and read Guild Journal.',

    resetSubject: 'Reset your Guild password',
    resetBody:
      'Someone asked to reset the password of your Guild account. Use the button, or enter this code on the reset page:',
    resetButton: 'Choose a new password',
    resetLinkExpires: 'The link works once, for one hour; the code for 10 minutes.',
    resetIgnore: 'If you did not ask for this, ignore this message: your password stays as it is.',
    changedSubject: 'Your Guild password was changed',
    changedBody: (when: string) =>
      `The password of your Guild account was changed on ${when} (UTC). Every other device has been signed out.`,
    createdSubject: 'A password was added to your Guild account',
    createdBody: (when: string) =>
      `A password was added to your Guild account on ${when} (UTC). You can now sign in with your e-mail address and this password too.`,
    notYou: 'If this was not you, reset your password now and contact us.',
    emailCodeSubject: 'Confirm your new Guild e-mail address',
    emailCodeBody: (email: string) =>
      `Use this code to make ${email} the e-mail address of your Guild account:`,
    emailCodeIgnore: 'If you did not ask for this, ignore this message: nothing changes without the code.',
    emailChangedSubject: 'Your Guild e-mail address was changed',
    emailChangedBody: (email: string) =>
      `The e-mail address of your Guild account is now ${email}. Messages will go there from now on.`,
    sms: {
      reset_password: (code: number) =>
        `Guild: your password reset code is ${code}. It expires in ${OTP_TTL_MINUTES} minutes. Do not share it.`,
      verify_phone: (code: number) =>
        `Guild: your phone verification code is ${code}. It expires in ${OTP_TTL_MINUTES} minutes.`,
      change_phone: (code: number) =>
        `Guild: your code to confirm this new phone number is ${code}. It expires in ${OTP_TTL_MINUTES} minutes.`,
    },
  },
  ar: {
    verifySubject: 'رمز التحقق الخاص بك في Guild',
    greeting: (name: string) => `مرحباً ${name}،`,
    verifyBody: 'استخدم هذا الرمز لتأكيد بريدك الإلكتروني على Guild:',
    expires: `يعمل الرمز مرة واحدة وتنتهي صلاحيته خلال ${OTP_TTL_MINUTES} دقائق.`,
    ignore: 'إذا لم تنشئ حساباً في Guild، يمكنك تجاهل هذه الرسالة.',
    footer: 'Guild — وظّف الخبراء، واشترِ الخدمات، واقرأ مجلة Guild.',

    resetSubject: 'إعادة تعيين كلمة مرور Guild',
    resetBody:
      'طلب أحدهم إعادة تعيين كلمة مرور حسابك في Guild. استخدم الزر، أو أدخل هذا الرمز في صفحة إعادة التعيين:',
    resetButton: 'اختر كلمة مرور جديدة',
    resetLinkExpires: 'يعمل الرابط مرة واحدة لمدة ساعة، والرمز لمدة 10 دقائق.',
    resetIgnore: 'إذا لم تطلب ذلك، تجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.',
    changedSubject: 'تم تغيير كلمة مرور Guild',
    changedBody: (when: string) =>
      `تم تغيير كلمة مرور حسابك في Guild بتاريخ ${when} (بالتوقيت العالمي). تم تسجيل الخروج من جميع الأجهزة الأخرى.`,
    createdSubject: 'تمت إضافة كلمة مرور إلى حسابك في Guild',
    createdBody: (when: string) =>
      `تمت إضافة كلمة مرور إلى حسابك في Guild بتاريخ ${when} (بالتوقيت العالمي). يمكنك الآن تسجيل الدخول ببريدك الإلكتروني وكلمة المرور هذه أيضاً.`,
    notYou: 'إذا لم تكن أنت، أعد تعيين كلمة المرور الآن وتواصل معنا.',
    emailCodeSubject: 'أكّد بريدك الإلكتروني الجديد في Guild',
    emailCodeBody: (email: string) =>
      `استخدم هذا الرمز لجعل ${email} عنوان البريد الإلكتروني لحسابك في Guild:`,
    emailCodeIgnore: 'إذا لم تطلب ذلك، تجاهل هذه الرسالة: لن يتغير شيء دون الرمز.',
    emailChangedSubject: 'تم تغيير بريدك الإلكتروني في Guild',
    emailChangedBody: (email: string) =>
      `أصبح عنوان البريد الإلكتروني لحسابك في Guild هو ${email}. ستصل الرسائل إليه من الآن فصاعداً.`,
    sms: {
      reset_password: (code: number) =>
        `Guild: رمز إعادة تعيين كلمة المرور هو ${code}. تنتهي صلاحيته خلال ${OTP_TTL_MINUTES} دقائق. لا تشاركه.`,
      verify_phone: (code: number) =>
        `Guild: رمز تأكيد رقم هاتفك هو ${code}. تنتهي صلاحيته خلال ${OTP_TTL_MINUTES} دقائق.`,
      change_phone: (code: number) =>
        `Guild: رمز تأكيد رقم الهاتف الجديد هو ${code}. تنتهي صلاحيته خلال ${OTP_TTL_MINUTES} دقائق.`,
    },
  },
} as const;
