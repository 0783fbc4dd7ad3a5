import { type Bilingual, CONTACT_EMAIL, type InfoDoc, PRIVACY_EMAIL } from './types';

export const contact: Bilingual<InfoDoc> = {
  en: {
    title: 'Contact Us',
    lead: 'A question about an order, a problem with a gig, an idea for Guild? Write to us; a person reads every message.',
    sections: [
      {
        id: 'when',
        heading: 'When we answer',
        body: ['Within 2 working days, usually sooner. We reply to the e-mail address you give in the form.'],
      },
      {
        id: 'orders',
        heading: 'About an order',
        body: [
          'Give the transaction number from your past orders and say what went wrong; a refund request is handled under the [Refund policy](/market/refund-policy/).',
        ],
      },
      {
        id: 'other',
        heading: 'Other ways to reach us',
        body: [
          `E-mail: [${CONTACT_EMAIL}](mailto:${CONTACT_EMAIL}). For your data and privacy rights: [${PRIVACY_EMAIL}](mailto:${PRIVACY_EMAIL}).`,
          'Quick answers about accounts, payments and expert mode are in the [FAQ](/market/faq/).',
        ],
      },
    ],
  },
  ar: {
    title: 'اتصل بنا',
    lead: 'سؤال عن طلب، أو مشكلة في خدمة، أو فكرة لـ Guild؟ اكتب إلينا، فهناك شخص يقرأ كل رسالة.',
    sections: [
      {
        id: 'when',
        heading: 'متى نرد',
        body: ['خلال يومَي عمل، وغالباً قبل ذلك. نرد على البريد الإلكتروني الذي تكتبه في النموذج.'],
      },
      {
        id: 'orders',
        heading: 'بخصوص طلب',
        body: [
          'اذكر رقم المعاملة من طلباتك السابقة ووضّح ما الخطأ الذي حدث، وتُعالج طلبات الاسترداد وفق [سياسة الاسترداد](/market/refund-policy/).',
        ],
      },
      {
        id: 'other',
        heading: 'طرق أخرى للتواصل',
        body: [
          `البريد الإلكتروني: [${CONTACT_EMAIL}](mailto:${CONTACT_EMAIL}). ولطلبات البيانات وحقوق الخصوصية: [${PRIVACY_EMAIL}](mailto:${PRIVACY_EMAIL}).`,
          'تجد إجابات سريعة عن الحسابات والدفع ووضع الخبير في [الأسئلة الشائعة](/market/faq/).',
        ],
      },
    ],
  },
};
