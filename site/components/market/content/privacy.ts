import { type Bilingual, type InfoDoc, PRIVACY_EMAIL } from './types';

export const privacy: Bilingual<InfoDoc> = {
  en: {
    title: 'Privacy policy',
    lead: 'What Guild collects about you, why, who else sees it, how long we keep it, and how you can see, correct or delete it.',
    sections: [
      {
        id: 'collect',
        heading: 'What we collect',
        body: [
          {
            list: [
              'Account details: your name or company name, e-mail address and password (stored only as a salted hash), and, if you choose to add them, phone number, gender, date of birth or foundation date, city, location and website.',
              'Profile details you publish: job title, description, skills, certifications, awards, social links such as GitHub, LinkedIn and LeetCode, and the public statistics we read from those services when you link them.',
              'Activity on Guild: whom you follow, skills you endorse, gigs you appreciate or visit, your orders, and your project and change requests.',
              'Messages you send to other members, and messages you send us through the contact form.',
              'Technical data: your IP address and browser details in our security logs, used to stop abuse such as repeated sign-in attempts.',
            ],
          },
        ],
      },
      {
        id: 'use',
        heading: 'Why we use it',
        body: [
          {
            list: [
              'To run your account and the marketplace: sign-in, verification codes, showing your profile, delivering orders and messages.',
              'To keep Guild safe: rate limits, fraud prevention and investigating reports.',
              'To answer you when you write to us.',
              'To send the e-mails you expect: verification codes, order receipts, and notices about changes to our terms. We do not send marketing e-mail unless you subscribe to it, and every newsletter has a one-click unsubscribe.',
            ],
          },
          'We do not sell your personal data and we do not show third-party advertising.',
        ],
      },
      {
        id: 'public',
        heading: 'What other people can see',
        body: [
          'Your public profile — name, avatar, job title, city, description, skills with their endorsement counts, certifications, awards, social links, followers and the statistics shown on it — can be seen by visitors. Your e-mail address, phone number and date of birth are never shown on your profile. Messages are visible only to you and the member you are writing to.',
        ],
      },
      {
        id: 'sharing',
        heading: 'Who we share it with',
        body: [
          {
            list: [
              'Our payment provider, to take payment for orders. We never see or store your full card number.',
              'Our e-mail delivery provider, to send the messages described above.',
              'Our hosting provider, which stores Guild’s data on our behalf.',
              'Authorities, when the law requires it and only as far as it requires.',
            ],
          },
          'Each of these providers may use your data only to provide their service to us.',
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep it',
        body: [
          {
            list: [
              'Account and profile data: while your account exists. When you delete your account, your profile, skills, certifications, awards, follows, endorsements and messages are deleted at once.',
              'Orders: seven years after the order, because tax and accounting law requires it.',
              'Contact-form messages: two years, so that we can follow up an earlier conversation.',
              'Security logs: 30 days.',
            ],
          },
        ],
      },
      {
        id: 'rights',
        heading: 'Your rights',
        body: [
          'You can see and correct most of your data yourself on your profile and account pages, and delete your account at any time. You may also ask us for a copy of your data, for a correction, for deletion, or object to how we use it. We answer within 30 days.',
          `Write to [${PRIVACY_EMAIL}](mailto:${PRIVACY_EMAIL}) or use the [contact page](/market/contact/), and tell us the e-mail address of your account. If you are not satisfied with our answer, you may complain to the data protection authority of your country.`,
        ],
      },
      {
        id: 'storage',
        heading: 'Cookies and browser storage',
        body: [
          'Guild keeps a few values in your browser so that it works; the [Cookie policy](/market/cookie-policy/) lists each of them.',
        ],
      },
      {
        id: 'children',
        heading: 'Children',
        body: [
          'Guild is not meant for anyone under 18, and we do not knowingly collect their data. If you believe a child has an account, tell us and we will remove it.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to this policy',
        body: [
          'When this policy changes we update the date at the top of this page, and we e-mail account holders before a change that affects how their data is used.',
        ],
      },
    ],
  },
  ar: {
    title: 'سياسة الخصوصية',
    lead: 'ما الذي يجمعه Guild عنك، ولماذا، ومن يطّلع عليه أيضاً، وإلى متى نحتفظ به، وكيف يمكنك الاطلاع عليه أو تصحيحه أو حذفه.',
    sections: [
      {
        id: 'collect',
        heading: 'ما الذي نجمعه',
        body: [
          {
            list: [
              'بيانات الحساب: اسمك أو اسم شركتك، وبريدك الإلكتروني، وكلمة المرور (تُخزَّن بصيغة مشفّرة أحادية الاتجاه فقط)، وإن اخترت إضافتها: رقم الهاتف والجنس وتاريخ الميلاد أو تاريخ التأسيس والمدينة والموقع والموقع الإلكتروني.',
              'بيانات الملف الشخصي التي تنشرها: المسمى الوظيفي والوصف والمهارات والشهادات والجوائز وروابط التواصل مثل GitHub وLinkedIn وLeetCode، والإحصاءات العامة التي نقرؤها من تلك الخدمات عند ربطها.',
              'نشاطك على Guild: من تتابعهم، والمهارات التي تؤيدها، والخدمات التي تقدّرها أو تزورها، وطلباتك، وطلبات المشروعات وطلبات التغيير.',
              'الرسائل التي ترسلها إلى الأعضاء الآخرين، والرسائل التي ترسلها إلينا عبر نموذج الاتصال.',
              'البيانات التقنية: عنوان IP وتفاصيل المتصفح في سجلات الأمان، ونستخدمها لمنع إساءة الاستخدام مثل محاولات تسجيل الدخول المتكررة.',
            ],
          },
        ],
      },
      {
        id: 'use',
        heading: 'لماذا نستخدمها',
        body: [
          {
            list: [
              'لتشغيل حسابك والسوق: تسجيل الدخول ورموز التحقق وعرض ملفك الشخصي وتسليم الطلبات والرسائل.',
              'للحفاظ على أمان Guild: حدود الاستخدام ومنع الاحتيال والتحقق في البلاغات.',
              'للرد عليك عندما تكتب إلينا.',
              'لإرسال الرسائل التي تتوقعها: رموز التحقق وإيصالات الطلبات والإشعارات بتعديل الشروط. لا نرسل رسائل تسويقية ما لم تشترك فيها، ولكل نشرة بريدية رابط لإلغاء الاشتراك بنقرة واحدة.',
            ],
          },
          'لا نبيع بياناتك الشخصية، ولا نعرض إعلانات لأطراف أخرى.',
        ],
      },
      {
        id: 'public',
        heading: 'ما الذي يراه الآخرون',
        body: [
          'يستطيع الزوار رؤية ملفك الشخصي العام: الاسم والصورة والمسمى الوظيفي والمدينة والوصف والمهارات مع عدد تأييداتها والشهادات والجوائز وروابط التواصل والمتابعين والإحصاءات المعروضة فيه. لا يظهر بريدك الإلكتروني ولا رقم هاتفك ولا تاريخ ميلادك في ملفك الشخصي أبداً. أما الرسائل فلا يراها إلا أنت والعضو الذي تراسله.',
        ],
      },
      {
        id: 'sharing',
        heading: 'مع من نشاركها',
        body: [
          {
            list: [
              'مزوّد الدفع، لتحصيل قيمة الطلبات. ولا نرى رقم بطاقتك كاملاً ولا نخزّنه أبداً.',
              'مزوّد خدمة البريد الإلكتروني، لإرسال الرسائل المذكورة أعلاه.',
              'مزوّد الاستضافة، الذي يخزّن بيانات Guild نيابةً عنا.',
              'الجهات الرسمية، عندما يفرض القانون ذلك وبالقدر الذي يفرضه فقط.',
            ],
          },
          'لا يجوز لأي من هؤلاء المزوّدين استخدام بياناتك إلا لتقديم خدمته لنا.',
        ],
      },
      {
        id: 'retention',
        heading: 'مدة الاحتفاظ',
        body: [
          {
            list: [
              'بيانات الحساب والملف الشخصي: ما دام حسابك قائماً. وعند حذف حسابك تُحذف فوراً بيانات ملفك الشخصي ومهاراتك وشهاداتك وجوائزك ومتابعاتك وتأييداتك ورسائلك.',
              'الطلبات: سبع سنوات من تاريخ الطلب، لأن قوانين الضرائب والمحاسبة تفرض ذلك.',
              'رسائل نموذج الاتصال: سنتان، لنتمكن من متابعة محادثة سابقة.',
              'سجلات الأمان: 30 يوماً.',
            ],
          },
        ],
      },
      {
        id: 'rights',
        heading: 'حقوقك',
        body: [
          'يمكنك الاطلاع على معظم بياناتك وتصحيحها بنفسك في صفحتَي ملفك الشخصي وحسابك، وحذف حسابك في أي وقت. ويحق لك أيضاً أن تطلب منا نسخة من بياناتك أو تصحيحها أو حذفها، أو أن تعترض على طريقة استخدامنا لها، ونرد خلال 30 يوماً.',
          `اكتب إلى [${PRIVACY_EMAIL}](mailto:${PRIVACY_EMAIL}) أو استخدم [صفحة الاتصال](/market/contact/)، واذكر البريد الإلكتروني المرتبط بحسابك. وإن لم يرضك ردّنا، يحق لك تقديم شكوى إلى الجهة المختصة بحماية البيانات في بلدك.`,
        ],
      },
      {
        id: 'storage',
        heading: 'ملفات تعريف الارتباط وتخزين المتصفح',
        body: [
          'يحتفظ Guild ببعض القيم في متصفحك ليعمل كما ينبغي، وتسرد [سياسة ملفات تعريف الارتباط](/market/cookie-policy/) كل واحدة منها.',
        ],
      },
      {
        id: 'children',
        heading: 'الأطفال',
        body: [
          'Guild غير مخصّص لمن هم دون 18 عاماً، ولا نجمع بياناتهم عن علم. إذا كنت تعتقد أن لطفلٍ حساباً، فأخبرنا وسنزيله.',
        ],
      },
      {
        id: 'changes',
        heading: 'تعديل هذه السياسة',
        body: [
          'عند تعديل هذه السياسة نحدّث التاريخ أعلى هذه الصفحة، ونراسل أصحاب الحسابات بالبريد الإلكتروني قبل أي تعديل يمسّ طريقة استخدام بياناتهم.',
        ],
      },
    ],
  },
};
