-- Arabic for the content the earlier migrations seeded (docs/decisions/041). Each row goes in only
-- where its item still exists with the seeded English and has no Arabic yet, so an editor's Arabic
-- (or an item they rewrote in English) is never overwritten. Numbers, standards and units stay as in
-- English, in Western digits.
INSERT INTO `faq_texts` (`faq_id`, `locale`, `question`, `answer`)
SELECT 1, 'ar', 'ما الاختبارات التي يجتازها كل كابل قبل خروجه من المصنع؟', 'تجتاز كل بكرة الاختبارات الروتينية التي تنص عليها مواصفتها: مقاومة الموصل للتيار المستمر، واختبار تحمّل الجهد العالي، ومقاومة العزل، والفحص البصري والأبعادي. وتُختبر العروق المعزولة باختبار الشرارة على طولها كاملًا أثناء الإنتاج. وتُدوَّن النتائج في تقرير الاختبار الذي يُشحن مع البكرة.'
WHERE EXISTS (SELECT 1 FROM `faq_texts` WHERE `faq_id` = 1 AND `locale` = 'en' AND `question` = 'Which tests does every cable pass before it leaves the factory?')
  AND NOT EXISTS (SELECT 1 FROM `faq_texts` WHERE `faq_id` = 1 AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `faq_texts` (`faq_id`, `locale`, `question`, `answer`)
SELECT 2, 'ar', 'ما المواصفات القياسية التي تطابقها منتجاتكم؟', 'تطابق الموصلات المواصفة IEC 60228، وتطابق كابلات القوى المواصفة IEC 60502-1، وكابلات التوصيلات المعزولة بالـ PVC المواصفة IEC 60227. وتحمل منتجاتنا علامة CE، وبعض مجموعاتها مُدرجة لدى UL، وجميعها مطابقة لتوجيه RoHS وموادها مسجّلة وفق لائحة REACH. وتعرض صفحة الشهادات كل شهادة مع مدة صلاحيتها.'
WHERE EXISTS (SELECT 1 FROM `faq_texts` WHERE `faq_id` = 2 AND `locale` = 'en' AND `question` = 'Which standards do your products comply with?')
  AND NOT EXISTS (SELECT 1 FROM `faq_texts` WHERE `faq_id` = 2 AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `faq_texts` (`faq_id`, `locale`, `question`, `answer`)
SELECT 3, 'ar', 'هل يمكنني الحصول على تقرير اختبار أو شهادة لطلبيتي؟', 'نعم. لكل بكرة تقرير اختبار روتيني برقم خاص بها، ونرسل نسخًا منه مع مستندات التسليم. وتتوفر تقارير اختبارات النوع والشهادات في صفحة التنزيلات، ويمكننا عند الطلب ترتيب اختبارات بحضوركم في مختبرنا.'
WHERE EXISTS (SELECT 1 FROM `faq_texts` WHERE `faq_id` = 3 AND `locale` = 'en' AND `question` = 'Can I get a test report or certificate for my order?')
  AND NOT EXISTS (SELECT 1 FROM `faq_texts` WHERE `faq_id` = 3 AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `faq_texts` (`faq_id`, `locale`, `question`, `answer`)
SELECT 4, 'ar', 'كيف تضبطون جودة المواد الخام؟', 'لا نشتري قضبان النحاس والألومنيوم ومركّبات PVC وXLPE إلا من موردين معتمدين. وتُطابَق كل دفعة واردة مع شهادة المورد، وتؤخذ منها عينات في مختبرنا لقياس المقاومة النوعية وقوة الشد وخواص المركّبات قبل الإفراج عنها للإنتاج.'
WHERE EXISTS (SELECT 1 FROM `faq_texts` WHERE `faq_id` = 4 AND `locale` = 'en' AND `question` = 'How do you control the quality of raw materials?')
  AND NOT EXISTS (SELECT 1 FROM `faq_texts` WHERE `faq_id` = 4 AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `faq_texts` (`faq_id`, `locale`, `question`, `answer`)
SELECT 5, 'ar', 'ماذا يحدث إذا لم يطابق منتج مواصفته؟', 'يُعزل أي طول يخفق في أي اختبار ولا يُشحن أبدًا. ونسجّل الانحراف ونحدد سببه ونصحح العملية ونتحقق من التصحيح. وإذا أبلغ عميل عن مشكلة، يرد مهندس الجودة لدينا خلال يومي عمل ويزور الموقع عند الحاجة.'
WHERE EXISTS (SELECT 1 FROM `faq_texts` WHERE `faq_id` = 5 AND `locale` = 'en' AND `question` = 'What happens if a product does not meet its specification?')
  AND NOT EXISTS (SELECT 1 FROM `faq_texts` WHERE `faq_id` = 5 AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `job_texts` (`job_id`, `locale`, `title`, `department`, `location`, `employment_type`, `experience`, `description`, `requirements`)
SELECT 1, 'ar', 'مهندس كهرباء', 'الهندسة', 'مدينة برج العرب الجديدة', 'دوام كامل', '3-5 سنوات', 'تصميم تركيبات كابلات جديدة، وكتابة نشرات بياناتها الفنية، ومساندة العملاء في تحديد مقاطع الكابلات وحساب هبوط الجهد وأسئلة التركيب.', '["بكالوريوس هندسة القوى الكهربائية", "معرفة عملية بالمواصفات IEC 60228 وIEC 60502-1 وIEC 60364", "خبرة في تصنيع الكابلات أو اختبارها أو في مشروعات توزيع الطاقة", "إجادة الكتابة باللغتين الإنجليزية والعربية"]'
WHERE EXISTS (SELECT 1 FROM `job_texts` WHERE `job_id` = 1 AND `locale` = 'en' AND `title` = 'Electrical Engineer')
  AND NOT EXISTS (SELECT 1 FROM `job_texts` WHERE `job_id` = 1 AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `job_texts` (`job_id`, `locale`, `title`, `department`, `location`, `employment_type`, `experience`, `description`, `requirements`)
SELECT 2, 'ar', 'مدير مبيعات', 'المبيعات', 'الإسكندرية / القاهرة', 'دوام كامل', '5 سنوات فأكثر', 'قيادة مبيعاتنا للمقاولين ومصنّعي اللوحات الكهربائية والمنشآت الصناعية، وتنمية الحسابات الرئيسية، وتحويل المناقصات إلى اتفاقيات توريد طويلة الأجل.', '["درجة البكالوريوس في الهندسة أو إدارة الأعمال", "سجل حافل في مبيعات الكابلات أو المواد الكهربائية أو مواد البناء بين الشركات", "القدرة على قراءة المواصفات الفنية ووثائق المناقصات", "رخصة قيادة سارية؛ والسفر داخل مصر والمنطقة"]'
WHERE EXISTS (SELECT 1 FROM `job_texts` WHERE `job_id` = 2 AND `locale` = 'en' AND `title` = 'Sales Manager')
  AND NOT EXISTS (SELECT 1 FROM `job_texts` WHERE `job_id` = 2 AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `job_texts` (`job_id`, `locale`, `title`, `department`, `location`, `employment_type`, `experience`, `description`, `requirements`)
SELECT 3, 'ar', 'مفتش مراقبة جودة', 'الجودة', 'مدينة برج العرب الجديدة', 'دوام كامل، بنظام الورديات', 'سنتان فأكثر', 'إجراء الاختبارات الروتينية واختبارات العينات في مختبرنا، وفحص النحاس والألومنيوم والمركّبات الواردة، والإفراج عن البكرات التامة مع تقارير اختباراتها.', '["دبلوم أو بكالوريوس في الهندسة الكهربائية أو الميكانيكية", "خبرة عملية في اختبارات المقاومة والجهد العالي والأبعاد", "الإلمام بتوثيق ISO 9001 وسجلات المعايرة", "الدقة والمنهجية والاستعداد للعمل بنظام الورديات"]'
WHERE EXISTS (SELECT 1 FROM `job_texts` WHERE `job_id` = 3 AND `locale` = 'en' AND `title` = 'Quality Control Inspector')
  AND NOT EXISTS (SELECT 1 FROM `job_texts` WHERE `job_id` = 3 AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `download_texts` (`download_id`, `locale`, `title`, `description`)
SELECT 1, 'ar', 'الكتالوج الشامل للمنتجات', 'كل كابل وموصل نصنعه، بمواصفاته الكاملة ومزاياه واستخداماته.'
WHERE EXISTS (SELECT 1 FROM `download_texts` WHERE `download_id` = 1 AND `locale` = 'en' AND `title` = 'Complete Product Catalogue')
  AND NOT EXISTS (SELECT 1 FROM `download_texts` WHERE `download_id` = 1 AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `download_texts` (`download_id`, `locale`, `title`, `description`)
SELECT 2, 'ar', 'كتالوج موصلات وكابلات القوى', 'موصلات مجدولة وكابلات قوى متعددة العروق للتوزيع والمباني والمنشآت.'
WHERE EXISTS (SELECT 1 FROM `download_texts` WHERE `download_id` = 2 AND `locale` = 'en' AND `title` = 'Power Conductors & Cables Catalogue')
  AND NOT EXISTS (SELECT 1 FROM `download_texts` WHERE `download_id` = 2 AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `download_texts` (`download_id`, `locale`, `title`, `description`)
SELECT 3, 'ar', 'كتالوج كابلات التحكم والتوصيلات', 'كابلات التحكم والأجهزة الدقيقة وأسلاك التوصيل المعزولة بالـ PVC للوحات والمباني.'
WHERE EXISTS (SELECT 1 FROM `download_texts` WHERE `download_id` = 3 AND `locale` = 'en' AND `title` = 'Control & Wiring Cables Catalogue')
  AND NOT EXISTS (SELECT 1 FROM `download_texts` WHERE `download_id` = 3 AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `download_texts` (`download_id`, `locale`, `title`, `description`)
SELECT 4, 'ar', 'نشرات بيانات الموصلات المجدولة', 'النشرات الفنية لموصلاتنا المجدولة من النحاس والألومنيوم (IEC 60228 الفئة 2).'
WHERE EXISTS (SELECT 1 FROM `download_texts` WHERE `download_id` = 4 AND `locale` = 'en' AND `title` = 'Stranded Conductors Datasheets')
  AND NOT EXISTS (SELECT 1 FROM `download_texts` WHERE `download_id` = 4 AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `download_texts` (`download_id`, `locale`, `title`, `description`)
SELECT 5, 'ar', 'نشرات بيانات الكابلات متعددة العروق', 'النشرات الفنية لكابلات القوى متعددة العروق 0.6/1 kV.'
WHERE EXISTS (SELECT 1 FROM `download_texts` WHERE `download_id` = 5 AND `locale` = 'en' AND `title` = 'Multi-Conductor Cables Datasheets')
  AND NOT EXISTS (SELECT 1 FROM `download_texts` WHERE `download_id` = 5 AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `download_texts` (`download_id`, `locale`, `title`, `description`)
SELECT 6, 'ar', 'نشرات بيانات كابلات التحكم وكابلات PVC', 'النشرات الفنية لكابلات التحكم وكابلات التوصيل المعزولة بالـ PVC.'
WHERE EXISTS (SELECT 1 FROM `download_texts` WHERE `download_id` = 6 AND `locale` = 'en' AND `title` = 'Control & PVC Cables Datasheets')
  AND NOT EXISTS (SELECT 1 FROM `download_texts` WHERE `download_id` = 6 AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `download_texts` (`download_id`, `locale`, `title`, `description`)
SELECT 7, 'ar', 'شهادة الجودة ISO 9001:2015', 'شهادة نظام إدارة الجودة لدينا: نطاقها وحالتها وصلاحيتها.'
WHERE EXISTS (SELECT 1 FROM `download_texts` WHERE `download_id` = 7 AND `locale` = 'en' AND `title` = 'ISO 9001:2015 Quality Certificate')
  AND NOT EXISTS (SELECT 1 FROM `download_texts` WHERE `download_id` = 7 AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `download_texts` (`download_id`, `locale`, `title`, `description`)
SELECT 8, 'ar', 'شهادات مطابقة المنتجات', 'مطابقة موصلاتنا وكابلاتنا للمواصفة IEC 60228 وعلامة CE وإدراجها لدى UL.'
WHERE EXISTS (SELECT 1 FROM `download_texts` WHERE `download_id` = 8 AND `locale` = 'en' AND `title` = 'Product Conformity Certificates')
  AND NOT EXISTS (SELECT 1 FROM `download_texts` WHERE `download_id` = 8 AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `download_texts` (`download_id`, `locale`, `title`, `description`)
SELECT 9, 'ar', 'بيان الامتثال البيئي', 'مطابقة توجيه RoHS وتسجيل المواد المستخدمة في منتجاتنا وفق لائحة REACH.'
WHERE EXISTS (SELECT 1 FROM `download_texts` WHERE `download_id` = 9 AND `locale` = 'en' AND `title` = 'Environmental Compliance Statement')
  AND NOT EXISTS (SELECT 1 FROM `download_texts` WHERE `download_id` = 9 AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `hero_slide_texts` (`slide_id`, `locale`, `tagline`, `title`, `subtitle`, `description`, `alt`)
SELECT 1, 'ar', 'جودة موثوقة منذ 1974', 'طاقة تصل بين الجميع', 'كابلات وموصلات مصمَّمة ومصنَّعة في مصر', 'من مدينة برج العرب الجديدة نورّد الموصلات المجدولة وكابلات القوى والتحكم والكابلات المعزولة بالـ PVC، المختبرة وفق مواصفات IEC، لمشروعات في أنحاء مصر والمنطقة.', 'رسم توضيحي لأبراج نقل الجهد العالي وقت الغروب'
WHERE EXISTS (SELECT 1 FROM `hero_slide_texts` WHERE `slide_id` = 1 AND `locale` = 'en' AND `title` = 'Power That Connects')
  AND NOT EXISTS (SELECT 1 FROM `hero_slide_texts` WHERE `slide_id` = 1 AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `hero_slide_texts` (`slide_id`, `locale`, `tagline`, `title`, `subtitle`, `description`, `alt`)
SELECT 2, 'ar', 'مصنَّعة وفق مواصفات IEC', 'دقة في كل سلك', 'نحاس من الفئة 2 والفئة 5، يُسحب ويُجدل في مصانعنا', 'يُسحب كل موصل ويُجدل ويُعزل ويُختبر على خطوطنا، مع فحص المقاومة والشرارة والأبعاد لكل بكرة قبل شحنها.', 'رسم توضيحي لكابل مقطوع يُظهر أسلاك النحاس والعروق الملونة'
WHERE EXISTS (SELECT 1 FROM `hero_slide_texts` WHERE `slide_id` = 2 AND `locale` = 'en' AND `title` = 'Precision in Every Strand')
  AND NOT EXISTS (SELECT 1 FROM `hero_slide_texts` WHERE `slide_id` = 2 AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `hero_slide_texts` (`slide_id`, `locale`, `tagline`, `title`, `subtitle`, `description`, `alt`)
SELECT 3, 'ar', 'مخزون جاهز للشحن', 'مصنوعة للصناعة', 'كابلات التحكم والأجهزة الدقيقة والقوى على البكرات', 'نحتفظ في المخزون بآلاف الأمتار من أكثر المقاسات طلبًا، ونقطعها بالأطوال المطلوبة ونسلّمها إلى الموقع على بكراتنا.', 'رسم توضيحي لبكرات كابلات في صالة مصنع'
WHERE EXISTS (SELECT 1 FROM `hero_slide_texts` WHERE `slide_id` = 3 AND `locale` = 'en' AND `title` = 'Built for Industry')
  AND NOT EXISTS (SELECT 1 FROM `hero_slide_texts` WHERE `slide_id` = 3 AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `home_stat_texts` (`stat_id`, `locale`, `label`)
SELECT 1, 'ar', 'مشروع منجز'
WHERE EXISTS (SELECT 1 FROM `home_stat_texts` WHERE `stat_id` = 1 AND `locale` = 'en' AND `label` = 'Projects Completed')
  AND NOT EXISTS (SELECT 1 FROM `home_stat_texts` WHERE `stat_id` = 1 AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `home_stat_texts` (`stat_id`, `locale`, `label`)
SELECT 2, 'ar', 'عميل راضٍ'
WHERE EXISTS (SELECT 1 FROM `home_stat_texts` WHERE `stat_id` = 2 AND `locale` = 'en' AND `label` = 'Satisfied Clients')
  AND NOT EXISTS (SELECT 1 FROM `home_stat_texts` WHERE `stat_id` = 2 AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `home_stat_texts` (`stat_id`, `locale`, `label`)
SELECT 3, 'ar', 'عامًا من الخبرة'
WHERE EXISTS (SELECT 1 FROM `home_stat_texts` WHERE `stat_id` = 3 AND `locale` = 'en' AND `label` = 'Years of Experience')
  AND NOT EXISTS (SELECT 1 FROM `home_stat_texts` WHERE `stat_id` = 3 AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `core_value_texts` (`value_id`, `locale`, `title`, `description`)
SELECT 1, 'ar', 'التميّز في الجودة', 'تُختبر كل بكرة قبل خروجها من المصنع، وتُسجَّل كل نتيجة اختبار ويمكن تتبّعها حتى دفعة إنتاجها.'
WHERE EXISTS (SELECT 1 FROM `core_value_texts` WHERE `value_id` = 1 AND `locale` = 'en' AND `title` = 'Quality Excellence')
  AND NOT EXISTS (SELECT 1 FROM `core_value_texts` WHERE `value_id` = 1 AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `core_value_texts` (`value_id`, `locale`, `title`, `description`)
SELECT 2, 'ar', 'الموثوقية والثقة', 'نشرات بيانات صادقة، ومواعيد تسليم نلتزم بها، والجودة نفسها في الطلبية المئة كما في الأولى.'
WHERE EXISTS (SELECT 1 FROM `core_value_texts` WHERE `value_id` = 2 AND `locale` = 'en' AND `title` = 'Reliability & Trust')
  AND NOT EXISTS (SELECT 1 FROM `core_value_texts` WHERE `value_id` = 2 AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `core_value_texts` (`value_id`, `locale`, `title`, `description`)
SELECT 3, 'ar', 'الابتكار والتقنية', 'خطوط حديثة للسحب والجدل والبثق، وتركيبات نطوّرها مع مهندسي عملائنا.'
WHERE EXISTS (SELECT 1 FROM `core_value_texts` WHERE `value_id` = 3 AND `locale` = 'en' AND `title` = 'Innovation & Technology')
  AND NOT EXISTS (SELECT 1 FROM `core_value_texts` WHERE `value_id` = 3 AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `core_value_texts` (`value_id`, `locale`, `title`, `description`)
SELECT 4, 'ar', 'التركيز على العميل', 'مهندسون يجيبون عن الأسئلة الفنية، ويقطعون الأطوال حسب الطلب، ويرافقون المشروع حتى تشغيله.'
WHERE EXISTS (SELECT 1 FROM `core_value_texts` WHERE `value_id` = 4 AND `locale` = 'en' AND `title` = 'Customer Focus')
  AND NOT EXISTS (SELECT 1 FROM `core_value_texts` WHERE `value_id` = 4 AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `company_texts` (`settings_id`, `locale`, `street`, `city`, `region`, `country`, `business_hours`)
SELECT 1, 'ar', 'المنطقة الصناعية 3، البلوك 12', 'مدينة برج العرب الجديدة', 'الإسكندرية', 'مصر', 'السبت - الخميس: 9:00 ص - 6:00 م'
WHERE EXISTS (SELECT 1 FROM `company_texts` WHERE `settings_id` = 1 AND `locale` = 'en' AND `street` = 'Industrial Zone 3, Block 12')
  AND NOT EXISTS (SELECT 1 FROM `company_texts` WHERE `settings_id` = 1 AND `locale` = 'ar');
