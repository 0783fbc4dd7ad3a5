import { type Bilingual, CONTACT_EMAIL, type InfoDoc } from './types';

export const terms: Bilingual<InfoDoc> = {
  en: {
    title: 'Terms of use',
    lead: 'These terms are the agreement between you and Guild when you browse the marketplace, hire an expert or a team, buy a gig, or offer your own work. Please read them with the Privacy and Refund policies, which are part of them.',
    sections: [
      {
        id: 'agreement',
        heading: '1. Who we are and when these terms apply',
        body: [
          'Guild is a marketplace where clients hire freelance experts and teams, buy ready-made digital kits ("gigs"), and follow the people whose work they value. Guild Journal, our free design publication, has its own pages but follows the same rules where they meet.',
          'By creating an account, or by buying anything on Guild, you accept these terms. If you use Guild for a company, you confirm that you may accept them on its behalf.',
        ],
      },
      {
        id: 'accounts',
        heading: '2. Your account',
        body: [
          'You need an account to buy, to message other members, to follow them and to endorse their skills. When you create one:',
          {
            list: [
              'give your real name (or your company’s name) and an e-mail address you can read — we verify it with a six-digit code;',
              'keep your password to yourself; you are responsible for what is done with your account;',
              'be at least 18 years old, or the age of majority where you live if that is higher;',
              'hold one personal account; a company may have its own account beside the personal accounts of its people.',
            ],
          },
          'You can change your profile at any time and delete your account from your account settings. Deleting it removes your profile, skills, certifications, awards and messages; we keep order records as the law requires (see the [Privacy policy](/market/privacy/)).',
        ],
      },
      {
        id: 'experts',
        heading: '3. Experts and teams',
        body: [
          'Anyone may show their work on Guild. Switching on expert mode requires at least one skill and a GitHub profile link, so that clients can see real work behind the badge.',
          {
            list: [
              'Everything on your profile — skills, certifications, awards, statistics and links — must be true and yours. Do not list a certification you do not hold or a repository you did not contribute to.',
              'Endorsements must come from people who know your work. Trading endorsements or follows is not allowed.',
              'A team is shown by its lead, who answers for the team’s listing, its prices and the people named as members.',
            ],
          },
        ],
      },
      {
        id: 'gigs',
        heading: '4. Gigs and what a buyer may do with them',
        body: [
          'A gig is a digital kit: source files, templates or a starter project with its instructions, sold at the price shown beside its currency. When an order is completed, the buyer may download the kit from their past orders through a link that expires after a short time; a new link can be asked for at any time.',
          'Unless the gig page says otherwise, buying a gig gives you a lasting, non-exclusive licence to use and change the kit in your own projects and in projects you deliver to your clients. You may not resell, share or publish the kit itself, alone or as the main part of another kit or template.',
          'Sellers confirm that they own the kit or have the right to sell it, and that it contains nothing harmful. The instructions, media and statistics on a gig page must describe what the buyer actually receives.',
        ],
      },
      {
        id: 'requests',
        heading: '5. Projects, client requests and change requests',
        body: [
          'A client can send an expert or team a project request. The owner accepts or rejects it; a rejection states a reason, which the client sees. Once accepted, scope changes travel as change requests with a title, a description and a deadline, and each is approved or rejected in the same way. A request that has been decided cannot be decided again.',
          'The agreement for a project is between the client and the expert or team. Guild provides the tools to agree on it and keeps a record of each decision, which either side can rely on if there is a disagreement.',
        ],
      },
      {
        id: 'payments',
        heading: '6. Prices, payment and refunds',
        body: [
          'Prices are shown with two decimal places beside their currency code and include any Guild fee. You pay at checkout; an order is completed when the payment is confirmed. Orders that are cancelled or whose payment fails are not charged.',
          'Refunds follow our [Refund policy](/market/refund-policy/).',
        ],
      },
      {
        id: 'conduct',
        heading: '7. How we expect members to behave',
        body: [
          {
            list: [
              'Be respectful in messages and reviews. Harassment, hate and threats lead to the removal of the account.',
              'Do not send spam or unsolicited offers, and do not scrape profiles or contact details.',
              'Do not upload malware, or content you do not have the right to share.',
              'Do not try to get around Guild’s security, rate limits or payment flow.',
            ],
          },
          'We may hide content or suspend an account that breaks these rules. Where we can, we tell you why and give you a chance to answer before we act.',
        ],
      },
      {
        id: 'content',
        heading: '8. Your content',
        body: [
          'You keep the rights to what you publish on Guild. You allow us to show it on Guild and in Guild’s own promotion of the marketplace (for example, a gig featured on the home page), for as long as it is on Guild.',
          'If you believe something on Guild infringes your rights, write to us through the [contact page](/market/contact/) with the page address and the reason; we answer every notice.',
        ],
      },
      {
        id: 'liability',
        heading: '9. Our responsibility',
        body: [
          'We work to keep Guild available and secure, but we cannot promise that it will never be interrupted. Experts and teams are independent: they are not Guild employees, and Guild does not guarantee the result of their work. Nothing in these terms limits a right you have under the consumer law of your country.',
        ],
      },
      {
        id: 'changes',
        heading: '10. Changes and contact',
        body: [
          'When we change these terms, we update the date at the top of this page and tell account holders by e-mail at least 14 days before a change that affects them takes effect.',
          `Questions about these terms are welcome at [${CONTACT_EMAIL}](mailto:${CONTACT_EMAIL}) or through the [contact page](/market/contact/).`,
        ],
      },
    ],
  },
  ar: {
    title: 'شروط الاستخدام',
    lead: 'هذه الشروط هي الاتفاق بينك وبين Guild عند تصفّح السوق أو توظيف خبير أو فريق أو شراء خدمة جاهزة أو عرض أعمالك. يُرجى قراءتها مع سياستَي الخصوصية والاسترداد، فهما جزء منها.',
    sections: [
      {
        id: 'agreement',
        heading: '١. من نحن ومتى تنطبق هذه الشروط',
        body: [
          'Guild سوق يوظّف فيه العملاء خبراء وفرقاً مستقلين، ويشترون حزماً رقمية جاهزة («خدمات»)، ويتابعون أصحاب الأعمال التي يقدّرونها. ولمجلة Guild، وهي منشورتنا المجانية عن التصميم، صفحاتها الخاصة، لكنها تتبع القواعد نفسها حيث تلتقي بالسوق.',
          'بإنشائك حساباً أو بشرائك أي شيء على Guild فإنك توافق على هذه الشروط. وإذا استخدمت Guild باسم شركة، فإنك تؤكد أنك مخوّل بقبولها نيابةً عنها.',
        ],
      },
      {
        id: 'accounts',
        heading: '٢. حسابك',
        body: [
          'تحتاج إلى حساب لتشتري، ولتراسل الأعضاء الآخرين، ولتتابعهم، ولتؤيد مهاراتهم. عند إنشاء حسابك:',
          {
            list: [
              'استخدم اسمك الحقيقي (أو اسم شركتك) وبريداً إلكترونياً تستطيع قراءته، إذ نتحقق منه برمز من ستة أرقام؛',
              'احتفظ بكلمة المرور لنفسك، فأنت مسؤول عمّا يُفعل بحسابك؛',
              'يجب ألا يقل عمرك عن 18 عاماً، أو عن سن الرشد في بلدك إن كان أعلى؛',
              'لكل شخص حساب شخصي واحد، ويجوز للشركة أن يكون لها حسابها الخاص إلى جانب الحسابات الشخصية لأفرادها.',
            ],
          },
          'يمكنك تعديل ملفك الشخصي في أي وقت وحذف حسابك من إعدادات الحساب. يؤدي الحذف إلى إزالة ملفك الشخصي ومهاراتك وشهاداتك وجوائزك ورسائلك، ونحتفظ بسجلات الطلبات بالقدر الذي يفرضه القانون (راجع [سياسة الخصوصية](/market/privacy/)).',
        ],
      },
      {
        id: 'experts',
        heading: '٣. الخبراء والفرق',
        body: [
          'يمكن لأي شخص أن يعرض أعماله على Guild. ويتطلب تفعيل وضع الخبير مهارة واحدة على الأقل ورابطاً لملفك على GitHub، ليرى العملاء عملاً حقيقياً وراء الشارة.',
          {
            list: [
              'يجب أن يكون كل ما في ملفك من مهارات وشهادات وجوائز وإحصاءات وروابط صحيحاً ويخصّك. لا تُدرج شهادة لا تحملها أو مستودعاً لم تسهم فيه.',
              'يجب أن تأتي التأييدات من أشخاص يعرفون عملك. ولا يُسمح بتبادل التأييدات أو المتابعات.',
              'يُعرض الفريق باسم قائده، وهو المسؤول عن صفحة الفريق وأسعاره والأشخاص المذكورين أعضاءً فيه.',
            ],
          },
        ],
      },
      {
        id: 'gigs',
        heading: '٤. الخدمات الجاهزة وما يحق للمشتري فعله بها',
        body: [
          'الخدمة الجاهزة حزمة رقمية: ملفات مصدرية أو قوالب أو مشروع مبدئي مع تعليماته، تُباع بالسعر المعروض بجانب عملته. وعند اكتمال الطلب يستطيع المشتري تنزيل الحزمة من طلباته السابقة عبر رابط تنتهي صلاحيته بعد مدة قصيرة، ويمكنه طلب رابط جديد في أي وقت.',
          'ما لم تذكر صفحة الخدمة خلاف ذلك، يمنحك شراء الخدمة ترخيصاً دائماً غير حصري لاستخدام الحزمة وتعديلها في مشروعاتك وفي المشروعات التي تسلّمها لعملائك. ولا يجوز لك إعادة بيع الحزمة نفسها أو مشاركتها أو نشرها، منفردةً أو بوصفها الجزء الرئيسي من حزمة أو قالب آخر.',
          'يؤكد البائعون أنهم يملكون الحزمة أو يحق لهم بيعها، وأنها لا تحتوي على ما يضر. ويجب أن تصف التعليمات والوسائط والإحصاءات في صفحة الخدمة ما يحصل عليه المشتري فعلاً.',
        ],
      },
      {
        id: 'requests',
        heading: '٥. المشروعات وطلبات العملاء وطلبات التغيير',
        body: [
          'يستطيع العميل إرسال طلب مشروع إلى خبير أو فريق، فيقبله صاحبه أو يرفضه، ويُذكر سبب الرفض ليطّلع عليه العميل. وبعد القبول تُقدَّم تغييرات النطاق على شكل طلبات تغيير لها عنوان ووصف وموعد نهائي، ويُوافق على كلٍّ منها أو يُرفض بالطريقة نفسها. ولا يمكن البتّ في طلب سبق البتّ فيه.',
          'الاتفاق على المشروع قائم بين العميل والخبير أو الفريق. ويوفّر Guild أدوات الاتفاق عليه ويحتفظ بسجل لكل قرار يمكن لأي من الطرفين الاستناد إليه عند الخلاف.',
        ],
      },
      {
        id: 'payments',
        heading: '٦. الأسعار والدفع والاسترداد',
        body: [
          'تُعرض الأسعار بخانتين عشريتين بجانب رمز العملة، وتشمل أي رسوم لـ Guild. تدفع عند إتمام الشراء، ويكتمل الطلب عند تأكيد الدفع. ولا تُحتسب أي مبالغ على الطلبات الملغاة أو التي فشل دفعها.',
          'يخضع الاسترداد لـ[سياسة الاسترداد](/market/refund-policy/).',
        ],
      },
      {
        id: 'conduct',
        heading: '٧. السلوك المتوقع من الأعضاء',
        body: [
          {
            list: [
              'كن محترماً في الرسائل والتقييمات. يؤدي التحرش وخطاب الكراهية والتهديد إلى إزالة الحساب.',
              'لا ترسل رسائل مزعجة أو عروضاً غير مطلوبة، ولا تجمع الملفات الشخصية أو بيانات الاتصال آلياً.',
              'لا ترفع برمجيات خبيثة أو محتوى لا يحق لك مشاركته.',
              'لا تحاول الالتفاف على أمان Guild أو حدود الاستخدام أو مسار الدفع.',
            ],
          },
          'يجوز لنا إخفاء المحتوى أو تعليق الحساب الذي يخالف هذه القواعد. ونخبرك بالسبب متى استطعنا، ونمنحك فرصة للرد قبل أن نتخذ أي إجراء.',
        ],
      },
      {
        id: 'content',
        heading: '٨. محتواك',
        body: [
          'تحتفظ بحقوق ما تنشره على Guild، وتأذن لنا بعرضه على Guild وفي ترويج Guild للسوق (مثل إبراز خدمة في الصفحة الرئيسية) ما دام منشوراً على Guild.',
          'إذا رأيت أن شيئاً على Guild يتعدّى على حقوقك، فاكتب إلينا عبر [صفحة الاتصال](/market/contact/) مع عنوان الصفحة والسبب، ونحن نردّ على كل بلاغ.',
        ],
      },
      {
        id: 'liability',
        heading: '٩. مسؤوليتنا',
        body: [
          'نعمل على إبقاء Guild متاحاً وآمناً، لكننا لا نستطيع أن نعد بألا ينقطع أبداً. الخبراء والفرق مستقلون وليسوا موظفين لدى Guild، ولا يضمن Guild نتيجة أعمالهم. ولا يحدّ شيء في هذه الشروط من أي حق يمنحك إياه قانون حماية المستهلك في بلدك.',
        ],
      },
      {
        id: 'changes',
        heading: '١٠. التعديلات والتواصل',
        body: [
          'عند تعديل هذه الشروط نحدّث التاريخ أعلى هذه الصفحة، ونُبلغ أصحاب الحسابات بالبريد الإلكتروني قبل 14 يوماً على الأقل من سريان أي تعديل يمسّهم.',
          `نرحّب بأسئلتك عن هذه الشروط على [${CONTACT_EMAIL}](mailto:${CONTACT_EMAIL}) أو عبر [صفحة الاتصال](/market/contact/).`,
        ],
      },
    ],
  },
};
