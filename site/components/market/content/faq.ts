import { type Bilingual, CONTACT_EMAIL, type FaqDoc } from './types';

export const faq: Bilingual<FaqDoc> = {
  en: {
    title: 'Frequently asked questions',
    lead: 'Short answers about hiring, buying, showing your work and your account. Cannot find yours? Ask us on the contact page.',
    groups: [
      {
        heading: 'Hiring and buying',
        items: [
          {
            q: 'How do I find the right expert?',
            a: [
              'Search by name, skill or technology from the home page, then narrow the results by city or location and sort them by views, appreciations or followers. Each profile shows skills with endorsement counts, certifications, awards and, where linked, GitHub and LeetCode statistics.',
            ],
          },
          {
            q: 'What do I get when I buy a gig?',
            a: [
              'A kit: the source files or templates, an instruction PDF or video, and the rights described in our [Terms](/market/terms/) — you may use and change it in your own projects and your clients’ projects, but not resell the kit itself.',
              'After checkout the order appears in your past orders, where you can download the kit at any time.',
            ],
          },
          {
            q: 'Can I hire a whole team?',
            a: [
              'Yes. Team pages show the members, the team lead, the number of projects delivered and a starting price. Send the team a project request describing what you need; the lead accepts or rejects it, and later changes go through change requests with their own deadlines.',
            ],
          },
          {
            q: 'What happens when an expert rejects my request?',
            a: [
              'You see the request as Rejected, with the reason the expert gave. You can send a new, changed request, or ask another expert.',
            ],
          },
        ],
      },
      {
        heading: 'Payments and refunds',
        items: [
          {
            q: 'Which currencies can I pay in?',
            a: [
              'Each gig and team shows its price with its currency code, for example 49.00 USD. You pay in that currency; your bank converts it if your card uses another one.',
            ],
          },
          {
            q: 'When am I charged?',
            a: [
              'When you confirm the payment at checkout. If you cancel at checkout or the payment fails, the order is marked Cancelled or Failed and nothing is charged.',
            ],
          },
          {
            q: 'Can I get a refund?',
            a: [
              'Yes: within 14 days for a gig you have not downloaded, and within 30 days for a downloaded gig that is broken or not as described. The [Refund policy](/market/refund-policy/) has the details.',
            ],
          },
        ],
      },
      {
        heading: 'Showing your work',
        items: [
          {
            q: 'How do I become an expert?',
            a: [
              'Add at least one skill and a link to your GitHub profile on your profile, then switch on expert mode. You can switch it off again at any time.',
            ],
          },
          {
            q: 'How do endorsements work?',
            a: [
              'Signed-in members can endorse the skills of people whose work they know. Each skill shows how many endorsements it has, and you can see who endorsed you.',
            ],
          },
          {
            q: 'How do I add a certification or an award?',
            a: [
              'From your profile: a certification needs a title, the issuer, the issue date and the credential ID; an award needs a title, the organisation that gave it and the date. Deleting either asks you to confirm first.',
            ],
          },
        ],
      },
      {
        heading: 'Your account',
        items: [
          {
            q: 'How do I switch between English and Arabic?',
            a: [
              'Use the language button in the header. Guild remembers your choice on this device, and the whole marketplace switches direction for Arabic.',
            ],
          },
          {
            q: 'I forgot my password. What now?',
            a: [
              'Choose “Forgot password?” on the sign-in page and enter your e-mail address. We send you a six-digit code to set a new password; check your registered e-mail, including the spam folder.',
            ],
          },
          {
            q: 'How do I delete my account?',
            a: [
              'From your account settings. We ask you to confirm, then delete your profile, skills, certifications, awards and messages at once. Order records are kept as the [Privacy policy](/market/privacy/) explains.',
            ],
          },
          {
            q: 'How do I reach a person at Guild?',
            a: [
              `Use the [contact form](/market/contact/) or write to [${CONTACT_EMAIL}](mailto:${CONTACT_EMAIL}). We answer within 2 working days.`,
            ],
          },
        ],
      },
    ],
  },
  ar: {
    title: 'الأسئلة الشائعة',
    lead: 'إجابات قصيرة عن التوظيف والشراء وعرض أعمالك وحسابك. لم تجد سؤالك؟ اسألنا في صفحة الاتصال.',
    groups: [
      {
        heading: 'التوظيف والشراء',
        items: [
          {
            q: 'كيف أجد الخبير المناسب؟',
            a: [
              'ابحث بالاسم أو المهارة أو التقنية من الصفحة الرئيسية، ثم ضيّق النتائج بحسب المدينة أو الموقع، ورتّبها بحسب المشاهدات أو التقديرات أو المتابعين. يعرض كل ملف شخصي المهارات مع عدد تأييداتها، والشهادات والجوائز، وإحصاءات GitHub وLeetCode إن كانت مرتبطة.',
            ],
          },
          {
            q: 'ماذا أحصل عليه عند شراء خدمة جاهزة؟',
            a: [
              'تحصل على حزمة: الملفات المصدرية أو القوالب، وملف تعليمات PDF أو فيديو، والحقوق الموضّحة في [الشروط](/market/terms/)؛ إذ يمكنك استخدامها وتعديلها في مشروعاتك ومشروعات عملائك، لكن لا يجوز لك إعادة بيع الحزمة نفسها.',
              'بعد الدفع يظهر الطلب في طلباتك السابقة، ويمكنك تنزيل الحزمة منها في أي وقت.',
            ],
          },
          {
            q: 'هل يمكنني توظيف فريق كامل؟',
            a: [
              'نعم. تعرض صفحات الفرق الأعضاء وقائد الفريق وعدد المشروعات المنجزة وسعراً مبدئياً. أرسل إلى الفريق طلب مشروع تصف فيه ما تحتاج إليه، فيقبله القائد أو يرفضه، وتمرّ التغييرات اللاحقة عبر طلبات تغيير لكلٍّ منها موعده النهائي.',
            ],
          },
          {
            q: 'ماذا يحدث إذا رفض خبير طلبي؟',
            a: [
              'يظهر الطلب بحالة «مرفوض» مع السبب الذي ذكره الخبير. يمكنك إرسال طلب جديد معدّل، أو التوجه إلى خبير آخر.',
            ],
          },
        ],
      },
      {
        heading: 'الدفع والاسترداد',
        items: [
          {
            q: 'بأي العملات يمكنني الدفع؟',
            a: [
              'تعرض كل خدمة وكل فريق السعر مع رمز العملة، مثل 49.00 USD. تدفع بتلك العملة، ويحوّلها مصرفك إن كانت بطاقتك بعملة أخرى.',
            ],
          },
          {
            q: 'متى يُخصم المبلغ؟',
            a: [
              'عند تأكيد الدفع في صفحة الدفع. وإذا ألغيت عند الدفع أو فشل الدفع، يُوسم الطلب بأنه «ملغى» أو «فاشل» ولا يُخصم أي مبلغ.',
            ],
          },
          {
            q: 'هل يمكنني استرداد المبلغ؟',
            a: [
              'نعم: خلال 14 يوماً لخدمة لم تنزّلها، وخلال 30 يوماً لخدمة نزّلتها وكانت معطوبة أو مختلفة عن وصفها. التفاصيل في [سياسة الاسترداد](/market/refund-policy/).',
            ],
          },
        ],
      },
      {
        heading: 'عرض أعمالك',
        items: [
          {
            q: 'كيف أصبح خبيراً؟',
            a: [
              'أضف مهارة واحدة على الأقل ورابطاً لملفك على GitHub في ملفك الشخصي، ثم فعّل وضع الخبير. ويمكنك إيقافه مرة أخرى في أي وقت.',
            ],
          },
          {
            q: 'كيف تعمل التأييدات؟',
            a: [
              'يستطيع الأعضاء المسجّلون تأييد مهارات من يعرفون عملهم. تعرض كل مهارة عدد تأييداتها، ويمكنك معرفة من أيّدك.',
            ],
          },
          {
            q: 'كيف أضيف شهادة أو جائزة؟',
            a: [
              'من ملفك الشخصي: تحتاج الشهادة إلى عنوان والجهة المانحة وتاريخ الإصدار ورقم الاعتماد، وتحتاج الجائزة إلى عنوان والجهة التي منحتها والتاريخ. ويُطلب منك التأكيد قبل حذف أيٍّ منهما.',
            ],
          },
        ],
      },
      {
        heading: 'حسابك',
        items: [
          {
            q: 'كيف أنتقل بين الإنجليزية والعربية؟',
            a: [
              'استخدم زر اللغة في أعلى الصفحة. يتذكر Guild اختيارك على هذا الجهاز، ويتحول اتجاه السوق كله عند اختيار العربية.',
            ],
          },
          {
            q: 'نسيت كلمة المرور. ماذا أفعل؟',
            a: [
              'اختر «نسيت كلمة المرور؟» في صفحة تسجيل الدخول وأدخل بريدك الإلكتروني. سنرسل إليك رمزاً من ستة أرقام لتعيين كلمة مرور جديدة؛ تحقق من بريدك المسجّل، بما في ذلك مجلد الرسائل غير المرغوب فيها.',
            ],
          },
          {
            q: 'كيف أحذف حسابي؟',
            a: [
              'من إعدادات حسابك. نطلب منك التأكيد، ثم نحذف فوراً ملفك الشخصي ومهاراتك وشهاداتك وجوائزك ورسائلك. ونحتفظ بسجلات الطلبات كما توضح [سياسة الخصوصية](/market/privacy/).',
            ],
          },
          {
            q: 'كيف أتواصل مع شخص في Guild؟',
            a: [
              `استخدم [نموذج الاتصال](/market/contact/) أو اكتب إلى [${CONTACT_EMAIL}](mailto:${CONTACT_EMAIL}). نرد خلال يومَي عمل.`,
            ],
          },
        ],
      },
    ],
  },
};
