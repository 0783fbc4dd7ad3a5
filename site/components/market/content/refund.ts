import { type Bilingual, CONTACT_EMAIL, type InfoDoc } from './types';

export const refund: Bilingual<InfoDoc> = {
  en: {
    title: 'Refund policy',
    lead: 'When you can get your money back for a gig or a project, how to ask, and how long it takes.',
    sections: [
      {
        id: 'gigs-not-downloaded',
        heading: 'Gigs you have not downloaded',
        body: [
          'If you have not downloaded a gig’s kit, you can ask for a full refund within 14 days of the order, for any reason.',
        ],
      },
      {
        id: 'gigs-downloaded',
        heading: 'Gigs you have downloaded',
        body: [
          'Because a downloaded kit cannot be returned, we refund a downloaded gig when something is wrong with it:',
          {
            list: [
              'the files are missing, damaged or cannot be opened with the tools the gig page names;',
              'the kit is materially different from its description, media or statistics;',
              'you were charged twice for the same gig.',
            ],
          },
          'Ask within 30 days of the order and tell us what is wrong. We usually ask the seller to fix the kit first; if they cannot within 5 working days, we refund you in full.',
        ],
      },
      {
        id: 'projects',
        heading: 'Projects with experts and teams',
        body: [
          'Work agreed through a client request is refunded according to what the client and the expert or team agreed, including the change requests each side approved. If you cannot agree, write to us with the request and we will look at the record of both sides before we decide. A project that has not started can always be cancelled with a full refund.',
        ],
      },
      {
        id: 'not-charged',
        heading: 'Orders that were never charged',
        body: [
          'An order that is cancelled at checkout, or whose payment fails, is not charged, so there is nothing to refund. If your bank shows a pending amount for such an order, it disappears when the bank releases it, usually within a few days.',
        ],
      },
      {
        id: 'how',
        heading: 'How to ask for a refund',
        body: [
          `Use the [contact page](/market/contact/) or write to [${CONTACT_EMAIL}](mailto:${CONTACT_EMAIL}) from the e-mail address of your account. Give the order’s transaction number, which you find in your past orders, and tell us briefly what happened. We answer within 2 working days.`,
        ],
      },
      {
        id: 'timing',
        heading: 'When the money arrives',
        body: [
          'We refund to the payment method you used, in the currency you paid. Once we approve a refund it usually reaches you within 5 to 10 working days, depending on your bank. A refunded gig can no longer be downloaded.',
        ],
      },
      {
        id: 'law',
        heading: 'Your legal rights',
        body: [
          'This policy adds to the rights the consumer law of your country gives you; it does not take any away.',
        ],
      },
    ],
  },
  ar: {
    title: 'سياسة الاسترداد',
    lead: 'متى يمكنك استرداد ما دفعته مقابل خدمة جاهزة أو مشروع، وكيف تطلب ذلك، وكم يستغرق.',
    sections: [
      {
        id: 'gigs-not-downloaded',
        heading: 'خدمات لم تنزّلها',
        body: [
          'إذا لم تنزّل حزمة الخدمة، يمكنك طلب استرداد كامل المبلغ خلال 14 يوماً من تاريخ الطلب، لأي سبب.',
        ],
      },
      {
        id: 'gigs-downloaded',
        heading: 'خدمات نزّلتها',
        body: [
          'لأن الحزمة التي نُزّلت لا يمكن إرجاعها، نردّ ثمن الخدمة المنزّلة عندما يكون فيها خلل:',
          {
            list: [
              'الملفات ناقصة أو تالفة أو لا تُفتح بالأدوات المذكورة في صفحة الخدمة؛',
              'الحزمة تختلف اختلافاً جوهرياً عن وصفها أو وسائطها أو إحصاءاتها؛',
              'دُفع ثمن الخدمة نفسها مرتين.',
            ],
          },
          'اطلب ذلك خلال 30 يوماً من تاريخ الطلب ووضّح الخلل. نطلب من البائع عادةً إصلاح الحزمة أولاً، فإن تعذّر عليه ذلك خلال 5 أيام عمل، رددنا لك المبلغ كاملاً.',
        ],
      },
      {
        id: 'projects',
        heading: 'المشروعات مع الخبراء والفرق',
        body: [
          'يُسترد مقابل العمل المتفق عليه عبر طلب عميل وفق ما اتفق عليه العميل والخبير أو الفريق، بما في ذلك طلبات التغيير التي وافق عليها كل طرف. وإن لم تتفقا، فاكتب إلينا مع الطلب، وسنراجع سجل الطرفين قبل أن نقرر. ويمكن دائماً إلغاء مشروع لم يبدأ مع استرداد كامل المبلغ.',
        ],
      },
      {
        id: 'not-charged',
        heading: 'طلبات لم تُحتسب قيمتها',
        body: [
          'لا تُحتسب قيمة الطلب الذي أُلغي عند الدفع أو فشل دفعه، فلا يوجد ما يُسترد. وإذا أظهر مصرفك مبلغاً معلّقاً لهذا الطلب، فسيختفي عندما يفرج عنه المصرف، وعادةً ما يكون ذلك خلال أيام قليلة.',
        ],
      },
      {
        id: 'how',
        heading: 'كيف تطلب الاسترداد',
        body: [
          `استخدم [صفحة الاتصال](/market/contact/) أو اكتب إلى [${CONTACT_EMAIL}](mailto:${CONTACT_EMAIL}) من البريد الإلكتروني المرتبط بحسابك. اذكر رقم معاملة الطلب، وتجده في طلباتك السابقة، وأخبرنا باختصار بما حدث. نرد خلال يومَي عمل.`,
        ],
      },
      {
        id: 'timing',
        heading: 'متى يصلك المبلغ',
        body: [
          'نردّ المبلغ إلى وسيلة الدفع التي استخدمتها وبالعملة التي دفعت بها. وبعد موافقتنا على الاسترداد يصلك المبلغ عادةً خلال 5 إلى 10 أيام عمل بحسب مصرفك. ولا يمكن تنزيل الخدمة بعد استرداد ثمنها.',
        ],
      },
      {
        id: 'law',
        heading: 'حقوقك القانونية',
        body: ['تضيف هذه السياسة إلى الحقوق التي يمنحك إياها قانون حماية المستهلك في بلدك، ولا تنتقص منها.'],
      },
    ],
  },
};
