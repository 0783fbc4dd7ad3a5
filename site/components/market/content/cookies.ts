import type { Bilingual, InfoDoc } from './types';

export const cookies: Bilingual<InfoDoc> = {
  en: {
    title: 'Cookie policy',
    lead: 'Guild uses no advertising or tracking cookies. It keeps a handful of values in your browser so that you stay signed in and see the marketplace in your language. Here is each one.',
    sections: [
      {
        id: 'what',
        heading: 'Cookies and browser storage',
        body: [
          'A cookie is a small file a website stores in your browser. Browser storage ("local storage" and "session storage") works in a similar way but is never sent to the server on its own. Guild mainly uses browser storage; the rules below apply to both.',
        ],
      },
      {
        id: 'necessary',
        heading: 'Strictly necessary: what we store and why',
        body: [
          {
            list: [
              '“access” and “refresh” (local storage): the tokens that keep you signed in. They are removed when you log out or delete your account.',
              '“guild:root” (local storage): who is signed in, so every page can show your account menu straight away. Removed when you log out.',
              '“preferredLanguage” (local storage): English or Arabic, the language you chose with the language button. Kept until you clear your browser’s data.',
              '“guild:flash” (session storage): a message to show on the next page, such as “Successfully logged out.”. Removed as soon as it is shown, and when you close the tab.',
            ],
          },
          'Without these values Guild cannot sign you in or remember your language, so they do not need your consent. We do not use them to follow you across other websites.',
        ],
      },
      {
        id: 'analytics',
        heading: 'Measuring what is read',
        body: [
          'Guild Journal counts how many times each article is read so that we know what readers find useful. The count needs no cookie: the server sees a request for the article and adds it to a total, and a reader’s repeat visits to the same article on the same day count once.',
        ],
      },
      {
        id: 'third-party',
        heading: 'Third parties',
        body: [
          'When you pay for an order you go through our payment provider’s checkout, which may set its own cookies to process the payment and prevent fraud. Those cookies are governed by the provider’s own policy. Guild itself loads no third-party trackers, advertising scripts or social-media widgets.',
        ],
      },
      {
        id: 'control',
        heading: 'How to control them',
        body: [
          'Logging out removes the sign-in values. You can also clear all of Guild’s storage from your browser’s settings (“Clear site data”); Guild then forgets your language and signs you out, and nothing else stops working.',
          'If we ever add a cookie that is not strictly necessary, we will list it here first and ask for your consent before setting it.',
        ],
      },
    ],
  },
  ar: {
    title: 'سياسة ملفات تعريف الارتباط',
    lead: 'لا يستخدم Guild ملفات تعريف ارتباط إعلانية أو للتتبع. بل يحتفظ ببضع قيم في متصفحك لتبقى مسجّلاً الدخول وترى السوق بلغتك. وإليك كل واحدة منها.',
    sections: [
      {
        id: 'what',
        heading: 'ملفات تعريف الارتباط وتخزين المتصفح',
        body: [
          'ملف تعريف الارتباط ملف صغير يخزّنه الموقع في متصفحك. أما تخزين المتصفح («التخزين المحلي» و«تخزين الجلسة») فيعمل بطريقة مشابهة، لكنه لا يُرسَل إلى الخادم من تلقاء نفسه. يستخدم Guild تخزين المتصفح في الغالب، والقواعد أدناه تنطبق على الاثنين.',
        ],
      },
      {
        id: 'necessary',
        heading: 'الضروري تماماً: ما نخزّنه ولماذا',
        body: [
          {
            list: [
              '«access» و«refresh» (التخزين المحلي): الرموز التي تُبقيك مسجّلاً الدخول، وتُحذف عند تسجيل الخروج أو حذف حسابك.',
              '«guild:root» (التخزين المحلي): هوية المستخدم المسجّل دخوله، لتعرض كل صفحة قائمة حسابك فوراً، ويُحذف عند تسجيل الخروج.',
              '«preferredLanguage» (التخزين المحلي): الإنجليزية أو العربية، اللغة التي اخترتها بزر اللغة، ويبقى حتى تمسح بيانات متصفحك.',
              '«guild:flash» (تخزين الجلسة): رسالة تُعرض في الصفحة التالية، مثل «تم تسجيل الخروج بنجاح.»، وتُحذف فور عرضها وعند إغلاق التبويب.',
            ],
          },
          'لا يستطيع Guild من دون هذه القيم تسجيل دخولك أو تذكّر لغتك، لذا لا تحتاج إلى موافقتك. ولا نستخدمها لتتبّعك في مواقع أخرى.',
        ],
      },
      {
        id: 'analytics',
        heading: 'قياس ما يُقرأ',
        body: [
          'تحصي مجلة Guild عدد مرات قراءة كل مقال لنعرف ما يجده القراء مفيداً. ولا يحتاج هذا العدّ إلى ملف تعريف ارتباط: يرى الخادم طلب المقال فيضيفه إلى المجموع، وتُحتسب زيارات القارئ المتكررة للمقال نفسه في اليوم نفسه مرة واحدة.',
        ],
      },
      {
        id: 'third-party',
        heading: 'الأطراف الأخرى',
        body: [
          'عند الدفع مقابل طلب تمرّ بصفحة الدفع لدى مزوّد الدفع، وقد يضع ملفات تعريف ارتباط خاصة به لمعالجة الدفع ومنع الاحتيال، وتخضع تلك الملفات لسياسته الخاصة. أما Guild نفسه فلا يحمّل أي أدوات تتبع أو نصوص إعلانية أو أدوات لوسائل التواصل الاجتماعي من أطراف أخرى.',
        ],
      },
      {
        id: 'control',
        heading: 'كيف تتحكم فيها',
        body: [
          'يؤدي تسجيل الخروج إلى حذف قيم تسجيل الدخول. ويمكنك أيضاً مسح كل ما يخزّنه Guild من إعدادات متصفحك («مسح بيانات الموقع»)، فينسى Guild لغتك ويسجّل خروجك، ولا يتعطل شيء آخر.',
          'إذا أضفنا يوماً ملف تعريف ارتباط غير ضروري تماماً، فسندرجه هنا أولاً ونطلب موافقتك قبل وضعه.',
        ],
      },
    ],
  },
};
