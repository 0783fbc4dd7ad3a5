import type { AccountsRepo } from './repo';

/**
 * What onboarding shows until someone edits it in the database: the referral sources, the terms of
 * use, the privacy policy, the conditions a new member agrees to, and the terms video shipped in
 * public/market/onboarding/. Written to the database on first start (and by the demo seed).
 */
export const DEFAULT_REFERRAL_SOURCES = [
  {
    id: 'search',
    name: 'Search engine',
    nameAr: 'محرك بحث',
    description: 'Google, Bing, DuckDuckGo…',
    descriptionAr: 'جوجل أو بينغ أو داك داك غو…',
  },
  {
    id: 'social',
    name: 'Social media',
    nameAr: 'وسائل التواصل الاجتماعي',
    description: 'LinkedIn, X, Instagram, Facebook…',
    descriptionAr: 'لينكدإن أو إكس أو إنستغرام أو فيسبوك…',
  },
  {
    id: 'friend',
    name: 'A friend or colleague',
    nameAr: 'صديق أو زميل',
    description: 'Someone told you about Guild.',
    descriptionAr: 'أخبرك أحدهم عن Guild.',
  },
  {
    id: 'journal',
    name: 'Guild Journal',
    nameAr: 'مجلة Guild',
    description: 'An article or The Source newsletter.',
    descriptionAr: 'مقال أو نشرة The Source.',
  },
  {
    id: 'event',
    name: 'An event or meetup',
    nameAr: 'فعالية أو لقاء',
    description: 'A conference, hackathon or community meetup.',
    descriptionAr: 'مؤتمر أو هاكاثون أو لقاء مجتمعي.',
  },
  {
    id: 'ad',
    name: 'An advertisement',
    nameAr: 'إعلان',
    description: 'Online, podcast or print.',
    descriptionAr: 'على الإنترنت أو في بودكاست أو مطبوع.',
  },
  { id: 'other', name: 'Somewhere else', nameAr: 'مكان آخر', description: '', descriptionAr: '' },
] as const;

export const TERMS_VIDEO = {
  path: '/market/onboarding/terms-video.webm',
  captions: { en: '/market/onboarding/terms-video.en.vtt', ar: '/market/onboarding/terms-video.ar.vtt' },
  title: { en: 'Guild terms of use in 16 seconds', ar: 'شروط استخدام Guild في 16 ثانية' },
} as const;

const EN = {
  termsOfUse: `These terms apply to everyone who uses Guild, the marketplace at /market/, whether you hire, sell gigs or both. By creating an account you accept them.

Your account. Give your real name or your company's name, keep your contact details current and keep your password to yourself. You are responsible for what happens under your account. You must be at least 16 years old.

Honest work. Describe your skills, credentials and gigs truthfully. Show only work you made or have the right to show. Reviews, endorsements and follows must reflect real experience.

Paying and delivering. Agree on scope, price and deadlines before work starts. Pay and take payment through Guild, so both sides keep the protection of our records. A gig kit you buy is licensed to you for the use its page describes; it is not yours to resell.

Respect. No harassment, discrimination, spam, malware or attempts to get around Guild's security. Do not collect other members' data to use outside Guild.

Our part. We keep Guild running, protect your data as our privacy policy says, and may suspend accounts that break these terms, telling you why. We may change these terms; we will tell you by e-mail at least 14 days before a change takes effect.`,
  privacyPolicy: `What we keep. Your account details (name, e-mail address, phone number if you add one), what you publish on your profile and gigs, your orders and messages, and basic technical records (sign-in times, the device's address) that keep accounts safe.

Why. To run the marketplace, to let people find your public profile, to process orders, to protect accounts against abuse, and to send the messages you ask for. We do not sell your data and we do not show third-party advertising.

Who sees what. Your public profile is public. Your e-mail address and phone number are never shown to other members. Payment providers and e-mail or text-message services process only what they need to do their job.

Your choices. You can correct your details at any time, download them on request, and delete your account from the account page: that removes your profile, sessions and personal data, except records the law asks us to keep.

Security. Passwords are stored only as strong one-way hashes; codes we send expire within minutes. Questions about privacy: write to us through the contact page.`,
  agreeConditions: `I have read and agree to the terms of use and the privacy policy.

I will describe my work honestly, pay and deliver through Guild, and treat other members with respect.`,
};

const AR = {
  termsOfUse: `تنطبق هذه الشروط على كل من يستخدم Guild، السوق الموجود في ‎/market/‎، سواء كنت توظّف أو تبيع الخدمات أو الاثنين معاً. بإنشائك حساباً فإنك تقبلها.

حسابك. استخدم اسمك الحقيقي أو اسم شركتك، وحافظ على بيانات التواصل محدّثة، واحتفظ بكلمة المرور لنفسك. أنت مسؤول عمّا يحدث في حسابك. يجب ألا يقل عمرك عن 16 عاماً.

العمل بصدق. صِف مهاراتك وشهاداتك وخدماتك بصدق. اعرض فقط الأعمال التي أنجزتها أو يحق لك عرضها. يجب أن تعكس المراجعات والتزكيات والمتابعات تجربة حقيقية.

الدفع والتسليم. اتفقوا على النطاق والسعر والمواعيد قبل بدء العمل. ادفع واستلم المدفوعات عبر Guild ليحتفظ الطرفان بحماية سجلاتنا. حزمة الخدمة التي تشتريها مرخّصة لك للاستخدام الموضّح في صفحتها، ولا يحق لك إعادة بيعها.

الاحترام. يُمنع التحرش والتمييز والرسائل المزعجة والبرمجيات الخبيثة ومحاولات الالتفاف على حماية Guild. لا تجمع بيانات الأعضاء الآخرين لاستخدامها خارج Guild.

دورنا. نُبقي Guild يعمل، ونحمي بياناتك كما تنص سياسة الخصوصية، وقد نوقف الحسابات التي تخالف هذه الشروط مع إبلاغك بالسبب. قد نغيّر هذه الشروط، وسنبلغك بالبريد الإلكتروني قبل 14 يوماً على الأقل من سريان أي تغيير.`,
  privacyPolicy: `ما نحتفظ به. بيانات حسابك (الاسم والبريد الإلكتروني ورقم الهاتف إن أضفته)، وما تنشره في ملفك وخدماتك، وطلباتك ورسائلك، وسجلات تقنية أساسية (أوقات تسجيل الدخول وعنوان الجهاز) تحافظ على أمان الحسابات.

لماذا. لتشغيل السوق، وليجد الناس ملفك العام، ولمعالجة الطلبات، ولحماية الحسابات من إساءة الاستخدام، ولإرسال الرسائل التي تطلبها. لا نبيع بياناتك ولا نعرض إعلانات لجهات أخرى.

من يرى ماذا. ملفك العام متاح للجميع. لا يظهر بريدك الإلكتروني ولا رقم هاتفك لأي عضو آخر. يعالج مزوّدو الدفع وخدمات البريد والرسائل النصية ما يلزمهم فقط لأداء عملهم.

خياراتك. يمكنك تصحيح بياناتك في أي وقت، وطلب نسخة منها، وحذف حسابك من صفحة الحساب: يؤدي ذلك إلى إزالة ملفك وجلساتك وبياناتك الشخصية، باستثناء السجلات التي يلزمنا القانون بالاحتفاظ بها.

الأمان. تُخزَّن كلمات المرور على شكل بصمات أحادية الاتجاه قوية فقط، وتنتهي صلاحية الرموز التي نرسلها خلال دقائق. للأسئلة حول الخصوصية: راسلنا عبر صفحة التواصل.`,
  agreeConditions: `لقد قرأت شروط الاستخدام وسياسة الخصوصية وأوافق عليهما.

سأصف عملي بصدق، وأدفع وأسلّم عبر Guild، وأعامل الأعضاء الآخرين باحترام.`,
};

/** Writes the defaults where nothing is stored yet; never overwrites or re-adds edited content. */
export async function ensureOnboardingContent(repo: AccountsRepo): Promise<void> {
  if ((await repo.referralSources(1, 0)).total === 0) {
    await repo.insertReferralSources(DEFAULT_REFERRAL_SOURCES.map((s, position) => ({ ...s, position })));
  }
  await repo.insertOnboardingContent(
    (['en', 'ar'] as const).map((language) => {
      const c = language === 'en' ? EN : AR;
      return {
        language,
        termsOfUse: c.termsOfUse,
        privacyPolicy: c.privacyPolicy,
        agreeConditions: c.agreeConditions,
        videoUrl: TERMS_VIDEO.path,
        videoTitle: TERMS_VIDEO.title[language],
      };
    }),
  );
}
