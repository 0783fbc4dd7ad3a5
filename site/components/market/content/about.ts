import type { Bilingual, InfoDoc } from './types';

export const about: Bilingual<InfoDoc> = {
  en: {
    title: 'About us',
    lead: 'Guild is a marketplace for people who build software and design, where the work speaks before the sales pitch. Clients hire experts and teams or buy ready-made kits; makers show what they have actually shipped.',
    sections: [
      {
        id: 'why',
        heading: 'Why we built Guild',
        body: [
          'Hiring a freelancer usually means trusting a portfolio of screenshots and a list of buzzwords. We wanted a place where a profile carries the evidence: the repositories someone contributes to, their coding-challenge record, the certifications they hold, and the endorsements of people who have worked with them.',
          'The same goes for gigs. A gig on Guild is a real kit — source files, instructions and a live demo — from the person who built it, with the statistics that show how it performs.',
        ],
      },
      {
        id: 'what',
        heading: 'What you can do here',
        body: [
          {
            list: [
              '[Find experts](/market/experts/) by skill, city or name, and follow the ones whose work you like.',
              '[Explore gigs](/market/gigs/): starter apps, design systems, templates and components, ready to download after checkout.',
              'Hire a whole team for a larger project, send a project request, and agree on changes through change requests with clear deadlines.',
              'Read [Guild Journal](/), our free, open-source publication on design and code, and its weekly newsletter, The Source.',
            ],
          },
        ],
      },
      {
        id: 'principles',
        heading: 'What we hold to',
        body: [
          {
            list: [
              'Proof over promises: skills are endorsed by people, statistics come from the services where the work lives.',
              'Two languages from the first line: every marketplace screen works in English and in Arabic, right to left, not as an afterthought.',
              'Accessible by default: every page can be used with a keyboard and a screen reader, and we test each one for it.',
              'No advertising and no selling of data: Guild earns from a transparent fee on orders, shown in the price.',
            ],
          },
        ],
      },
      {
        id: 'contact',
        heading: 'Talk to us',
        body: [
          'We read every message. Questions, ideas and complaints are all welcome on the [contact page](/market/contact/), and the [FAQ](/market/faq/) may already have your answer.',
        ],
      },
    ],
  },
  ar: {
    title: 'من نحن',
    lead: 'Guild سوق لمن يبنون البرمجيات والتصاميم، حيث يتحدث العمل قبل العرض التسويقي. يوظّف العملاء الخبراء والفرق أو يشترون حزماً جاهزة، ويعرض الصانعون ما أنجزوه فعلاً.',
    sections: [
      {
        id: 'why',
        heading: 'لماذا أنشأنا Guild',
        body: [
          'غالباً ما يعني توظيف مستقل أن تثق بمعرض من لقطات الشاشة وقائمة من الكلمات الرنانة. أردنا مكاناً يحمل فيه الملف الشخصي الدليل: المستودعات التي يسهم فيها صاحبه، وسجلّه في تحديات البرمجة، والشهادات التي يحملها، وتأييدات من عملوا معه.',
          'والأمر نفسه ينطبق على الخدمات الجاهزة. فالخدمة على Guild حزمة حقيقية من ملفات مصدرية وتعليمات وعرض حيّ، يقدّمها من بناها، مع الإحصاءات التي تبيّن أداءها.',
        ],
      },
      {
        id: 'what',
        heading: 'ما الذي يمكنك فعله هنا',
        body: [
          {
            list: [
              '[ابحث عن خبراء](/market/experts/) بحسب المهارة أو المدينة أو الاسم، وتابع من يعجبك عملهم.',
              '[استكشف الخدمات](/market/gigs/): تطبيقات مبدئية وأنظمة تصميم وقوالب ومكوّنات جاهزة للتنزيل بعد الدفع.',
              'وظّف فريقاً كاملاً لمشروع أكبر، وأرسل طلب مشروع، واتفقا على التغييرات عبر طلبات تغيير بمواعيد نهائية واضحة.',
              'اقرأ [مجلة Guild](/)، منشورتنا المجانية مفتوحة المصدر عن التصميم والبرمجة، ونشرتها الأسبوعية The Source.',
            ],
          },
        ],
      },
      {
        id: 'principles',
        heading: 'ما نلتزم به',
        body: [
          {
            list: [
              'الدليل قبل الوعود: يؤيد الناسُ المهاراتِ، وتأتي الإحصاءات من الخدمات التي يعيش فيها العمل.',
              'لغتان منذ السطر الأول: كل شاشة في السوق تعمل بالإنجليزية وبالعربية من اليمين إلى اليسار، لا كإضافة لاحقة.',
              'سهولة الوصول أولاً: يمكن استخدام كل صفحة بلوحة المفاتيح وقارئ الشاشة، ونختبر كل صفحة لذلك.',
              'لا إعلانات ولا بيع للبيانات: يكسب Guild من رسوم شفافة على الطلبات تظهر ضمن السعر.',
            ],
          },
        ],
      },
      {
        id: 'contact',
        heading: 'تحدّث إلينا',
        body: [
          'نقرأ كل رسالة. نرحّب بالأسئلة والأفكار والشكاوى في [صفحة الاتصال](/market/contact/)، وقد تجد إجابتك في [الأسئلة الشائعة](/market/faq/).',
        ],
      },
    ],
  },
};
