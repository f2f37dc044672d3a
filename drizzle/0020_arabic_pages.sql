-- The Arabic of the About page and the legal pages, which migration 0017 did not seed (docs/decisions/041).
-- As in 0017, a row goes in only where the item has no Arabic yet and its English is still the seeded
-- text (the story's and the bodies' lengths stand in for their full text, as 0019 does for the news
-- bodies), so an editor's Arabic, or a page they rewrote in English, is never overwritten. Modern
-- Standard Arabic; standards, laws' numbers and units as in English, Western digits. The legal pages'
-- Arabic is a faithful translation that a lawyer should review before it is relied on.
INSERT INTO `about_texts` (`locale`, `story`, `mission`, `vision`)
SELECT 'ar', 'تأسست Cableworks عام 2011 في مدينة برج العرب الجديدة، المدينة الصناعية الواقعة غرب الإسكندرية، على أيدي مهندسين أمضوا سنوات عملهم في تركيب كابلات صنعها غيرهم، فعرفوا ما يحتاجه المقاول من مورّده: موصلات تطابق نشرات بياناتها، وبكرات تصل في الموعد الموعود، وشخصًا يرد على الهاتف.

بدأنا بخط سحب واحد وآلة بثق واحدة لصناعة الموصلات النحاسية المجدولة. واليوم يسحب مصنعنا ويجدل ويعزل ويغلّف ويختبر الموصلات المجدولة وكابلات القوى متعددة العروق وكابلات التحكم وأسلاك التوصيل المعزولة بالـ PVC، وتغادر كل بكرة المصنع ومعها تقرير اختبارها.

عملاؤنا مقاولون ومصنّعو لوحات كهربائية وشركات مرافق ومنشآت صناعية في أنحاء مصر والشرق الأوسط وأفريقيا. ويشتري كثير منهم منا منذ عامنا الأول، وهذا هو مقياس النجاح الذي يهمنا أكثر من غيره.', 'أن نورّد كابلات وموصلات آمنة، مواصفاتها معلنة بصدق، تُسلَّم في موعدها، حتى لا يضطر من يبنون شبكات الكهرباء والمصانع والبيوت في مصر إلى الشك أبدًا فيما تحت الغلاف.', 'أن نكون صانع الكابلات الذي يذكره مهندسو المنطقة أولًا: معروفين بمنتجات تطابق نشرات بياناتها في كل مرة، وبدعم فني يحل المشكلات، وبمصنع لا يكف عن رفع معاييره.'
WHERE EXISTS (SELECT 1 FROM `about_texts` WHERE `locale` = 'en' AND length(`story`) = 839 AND `mission` = 'To supply cables and conductors that are safe, honestly specified and delivered on time, so that the people who build Egypt''s power networks, factories and homes never have to doubt what is inside the sheath.' AND `vision` = 'To be the cable maker the region''s engineers name first: known for products that meet their datasheets every time, for technical support that solves problems, and for a factory that keeps raising its own standards.')
  AND NOT EXISTS (SELECT 1 FROM `about_texts` WHERE `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `legal_page_texts` (`slug`, `locale`, `title`, `description`, `intro`, `body`)
SELECT 'privacy', 'ar', 'سياسة الخصوصية', 'كيف تجمع Cableworks المعلومات التي ترسلها عبر هذا الموقع، وكيف تستخدمها وتحتفظ بها.', 'توضح هذه السياسة ما تجمعه شركة Cableworks Cables & Conductors ("نحن") من معلومات عبر هذا الموقع، ولماذا، ومدة احتفاظنا بها، وما يحق لك أن تطلبه منا. نجمع أقل ما يمكن: يمكنك تصفح كل صفحات الموقع دون أن تخبرنا بأي شيء عن نفسك.', '# ما الذي نجمعه

لا نتلقى إلا المعلومات التي تختار أن ترسلها إلينا عبر أحد نموذجين:

- نموذج "اتصل بنا": اسمك الأول واسم عائلتك (اختياريان)، وعنوان بريدك الإلكتروني، وموضوع الرسالة، ورسالتك.
- نموذج التقدم للوظائف في صفحة الوظائف: اسمك الكامل، وعنوان بريدك الإلكتروني، والوظيفة التي تهتم بها، وخطاب التقديم أو رسالتك، وسيرتك الذاتية إن أرفقتها (ملف PDF أو Word).

# ما الذي لا نجمعه

لا نستخدم أي خدمات للتحليلات أو الإعلانات أو التتبع، ولا يتلقى منا أي طرف ثالث معلومات عن زيارتك. ولا تُحمَّل الخريطة في صفحة "اتصل بنا" وفي تذييل الموقع من OpenStreetMap إلا حين تضغط "عرض الخريطة"؛ وعندئذ يتلقى OpenStreetMap عنوان IP الخاص بك كأي موقع تزوره، وتسري عليه سياسة الخصوصية الخاصة به.

يعالج خادمنا عنوان IP الخاص بك لفترة وجيزة لحماية النماذج من إساءة الاستخدام (حدٌّ لعدد الرسائل التي يمكن أن يرسلها عنوان واحد خلال عشر دقائق). وتُحفظ هذه العدّادات في الذاكرة فقط ولا تُخزَّن.

# لماذا نستخدمها

نستخدم رسالة التواصل للرد عليك، ولإعداد عرض سعر إن طلبت ذلك. ونستخدم طلب التوظيف للنظر في ترشيحك لوظيفة في شركتنا. ولا نستخدم أيًّا منهما في التسويق، ولا نبيعهما أبدًا ولا نشاركهما مع أي جهة خارج الشركة، باستثناء مزوّد البريد الإلكتروني الذي يوصل الرسالة إلى موظفينا.

# كيف تُخزَّن وتُسلَّم

حين تضغط "إرسال"، تُخزَّن رسالتك أولًا في قاعدة بياناتنا على خادمنا الخاص، ثم تُسلَّم بالبريد الإلكتروني إلى فريق المبيعات لدينا (وطلبات التوظيف إلى فريق الموارد البشرية). وإذا تعذّر تسليم البريد فورًا، يواصل خادمنا المحاولة حتى ينجح، فلا يضيع شيء مما ترسله. وتُخزَّن السير الذاتية ملفاتٍ على الخادم نفسه بأسماء يختارها خادمنا، ولا يستطيع فتحها إلا موظفونا.

# مدة الاحتفاظ بها

- رسائل التواصل: 24 شهرًا بعد آخر مراسلة بيننا وبينك، لنتمكن من متابعة عروض الأسعار والطلبيات؛ ثم تُحذف.
- طلبات التوظيف والسير الذاتية: 12 شهرًا بعد تقديم الطلب، لنتمكن من النظر في ترشيحك لوظائف أخرى؛ ثم يُحذف كلاهما. ويمكنك أن تطلب منا حذفهما قبل ذلك في أي وقت.

# حقوقك

يمكنك أن تسألنا عما نحتفظ به من معلومات عنك، أو أن تطلب منا تصحيحها أو حذفها، وسننفذ طلبك خلال 30 يومًا. راسلنا عبر صفحة "اتصل بنا" أو بالبريد الإلكتروني، من العنوان الذي استخدمته، لنتأكد من أن الطلب صادر عنك. وتتبع هذه السياسة قانون حماية البيانات الشخصية المصري (القانون رقم 151 لسنة 2020).

# التغييرات

إذا غيّرنا طريقة تعاملنا مع معلوماتك، فسنحدّث هذه الصفحة وتاريخها قبل أن يسري التغيير.'
WHERE EXISTS (SELECT 1 FROM `legal_page_texts` WHERE `slug` = 'privacy' AND `locale` = 'en' AND `title` = 'Privacy Policy' AND `description` = 'How Cableworks collects, uses and keeps the information you send through this website.' AND `intro` = 'This policy explains what information Cableworks Cables & Conductors ("we") collects through this website, why, how long we keep it and what you can ask of us. We collect as little as we can: you can browse every page without telling us anything about yourself.' AND length(`body`) = 2516)
  AND NOT EXISTS (SELECT 1 FROM `legal_page_texts` WHERE `slug` = 'privacy' AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `legal_page_texts` (`slug`, `locale`, `title`, `description`, `intro`, `body`)
SELECT 'terms', 'ar', 'شروط الخدمة', 'شروط استخدام موقع Cableworks ومعلومات منتجاته وملفاته القابلة للتنزيل.', 'تسري هذه الشروط على استخدامك لهذا الموقع الذي تديره شركة Cableworks Cables & Conductors، مدينة برج العرب الجديدة، مصر. وباستخدامك الموقع فإنك تقبلها. ولا تحل هذه الشروط محل شروط أي عرض سعر أو طلبية أو اتفاقية توريد، فتلك تكون لها الأولوية دائمًا.', '# معلومات المنتجات

تصف أوصاف المنتجات ومواصفاتها ونشرات بياناتها والكتالوجات المنشورة على هذا الموقع منتجاتِنا القياسية، وتذكر قيمها الاسمية. ونحرص على أن تكون دقيقة ومحدّثة، لكننا قد نطوّر منتجاتنا دون إشعار مسبق. وقبل أن تحدد مواصفات كابل أو تطلبه، يُرجى أن تؤكد مع فريق المبيعات لدينا القيم المهمة لمشروعك؛ فتقرير الاختبار المرفق بكل بكرة هو السجل المُلزِم لما تسلّمته.

الكميات المتوفرة في المخزون المعروضة في صفحات المنتجات استرشادية، ولا تُؤكَّد إلا في عرض سعر مكتوب.

# لا طلبات عبر الإنترنت

لا يقبل هذا الموقع طلبيات ولا مدفوعات. والرسالة المرسلة عبر صفحة "اتصل بنا" استفسار وليست طلبية؛ ولا ينعقد العقد إلا حين نؤكد أمر الشراء الخاص بك كتابةً.

# الملفات القابلة للتنزيل والمحتوى

النصوص والرسومات ونشرات البيانات والكتالوجات المنشورة على هذا الموقع مملوكة لشركة Cableworks Cables & Conductors. ويجوز لك تنزيلها وطباعتها ومشاركتها لتقييم منتجاتنا أو تحديد مواصفاتها أو شرائها أو تركيبها. ولا يجوز لك تعديلها أو تقديمها على أنها لمصنّع آخر.

# استخدام النماذج

يُرجى استخدام نموذجي التواصل والتوظيف للاستفسارات والطلبات الحقيقية فقط. ولحماية موظفينا من الرسائل المزعجة، تحدّ النماذج من عدد الرسائل التي يمكن إرسالها في وقت قصير، وترفض الإرسال الآلي.

# المسؤولية

نحرص على أن يكون هذا الموقع صحيحًا ومتاحًا، لكننا لا نضمن خلوّه من الأخطاء أو إتاحته على الدوام. وفي الحدود التي يسمح بها القانون، لا نتحمل المسؤولية عن الخسائر الناشئة عن استخدام معلومات هذا الموقع دون تأكيد منا. وليس في هذه الشروط ما يحدّ من مسؤولية لا يجوز الحد منها بموجب القانون المصري.

# روابط إلى مواقع أخرى

تقود الروابط إلى شبكات التواصل الاجتماعي وتطبيقات المحادثة والخرائط إلى خدمات لا نتحكم فيها، وتسري عليها شروطها الخاصة.

# القانون الواجب التطبيق

تخضع هذه الشروط لقوانين جمهورية مصر العربية، وتختص محاكم الإسكندرية بنظر أي نزاع بشأنها.'
WHERE EXISTS (SELECT 1 FROM `legal_page_texts` WHERE `slug` = 'terms' AND `locale` = 'en' AND `title` = 'Terms of Service' AND `description` = 'The terms for using the Cableworks website, its product information and its downloads.' AND `intro` = 'These terms apply to your use of this website, operated by Cableworks Cables & Conductors, New Borg El Arab City, Egypt. By using the site you accept them. They do not replace the terms of any quotation, order or supply agreement, which always take precedence.' AND length(`body`) = 1893)
  AND NOT EXISTS (SELECT 1 FROM `legal_page_texts` WHERE `slug` = 'terms' AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `legal_page_texts` (`slug`, `locale`, `title`, `description`, `intro`, `body`)
SELECT 'cookies', 'ar', 'سياسة ملفات تعريف الارتباط', 'ما تخزّنه Cableworks في متصفحك: لا ملفات تعريف ارتباط للتتبع، وتفضيلان محليان، وملف تعريف ارتباط واحد للجلسة خاص بالمسؤول.', 'باختصار: لا يضع هذا الموقع العام أي ملفات تعريف ارتباط على الإطلاق، ويخزّن في متصفحك تفضيلين صغيرين ليبدو كما تركته.', '# ما يخزّنه الموقع العام

تحفظ الصفحات العامة قيمتين فقط في التخزين المحلي لمتصفحك، ولا شيء غيرهما:

- اختيارك للمظهر (فاتح أو داكن)، حتى لا يعود الموقع إلى المظهر الآخر حين تفتح صفحة جديدة.
- ما إذا كان الشريط الجانبي موسَّعًا أو مطويًّا.

# لماذا التخزين المحلي لا ملفات تعريف الارتباط

لا تغادر هاتان القيمتان متصفحك أبدًا: فعلى خلاف ملفات تعريف الارتباط، لا يُرسَل التخزين المحلي إلى خادمنا مع كل طلب. ولا تحتويان على أي معرّف، ولا يمكن استخدامهما لتتبعك. ويمكنك مسحهما في أي وقت من إعدادات متصفحك (بيانات المواقع)، فيعود الموقع إلى إعداداته الافتراضية: المظهر الفاتح والشريط الجانبي المطوي.

# منطقة الإدارة

تضع منطقة الإدارة، التي لا يستخدمها إلا موظفونا، ملف تعريف ارتباط واحدًا: ملف تعريف ارتباط للجلسة يُبقي المسؤول مسجَّل الدخول. ويحمل معرّفًا عشوائيًّا، ومُعلَّم بالخاصية HttpOnly (فلا تستطيع النصوص البرمجية قراءته) وبالخاصية SameSite، وتنتهي صلاحيته بعد ساعتين من عدم النشاط أو اثنتي عشرة ساعة إجمالًا، أو حين يسجّل المسؤول خروجه. ولا يتلقاه زوار الموقع العام أبدًا.

# لا ملفات تعريف ارتباط لأطراف ثالثة

لا نستخدم أي أدوات تتبع للتحليلات أو الإعلانات أو وسائل التواصل الاجتماعي. ولا تُحمَّل خريطة OpenStreetMap إلا حين تضغط "عرض الخريطة"؛ ومن ثم تسري سياسة OpenStreetMap الخاصة على تلك الخريطة.'
WHERE EXISTS (SELECT 1 FROM `legal_page_texts` WHERE `slug` = 'cookies' AND `locale` = 'en' AND `title` = 'Cookie Policy' AND `description` = 'What Cableworks stores in your browser: no tracking cookies, two local preferences, and one session cookie for the administrator.' AND `intro` = 'Short version: this public website sets no cookies at all, and stores two small preferences in your browser so that it looks the way you left it.' AND length(`body`) = 1207)
  AND NOT EXISTS (SELECT 1 FROM `legal_page_texts` WHERE `slug` = 'cookies' AND `locale` = 'ar');
