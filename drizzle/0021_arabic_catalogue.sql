CREATE TABLE `category_texts` (
	`category_id` text NOT NULL,
	`locale` text NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	PRIMARY KEY(`category_id`, `locale`),
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "category_texts_locale" CHECK("category_texts"."locale" <> 'en')
);
--> statement-breakpoint
CREATE TABLE `certification_texts` (
	`certification_id` integer NOT NULL,
	`locale` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`category` text NOT NULL,
	`status` text NOT NULL,
	PRIMARY KEY(`certification_id`, `locale`),
	FOREIGN KEY (`certification_id`) REFERENCES `certifications`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "certification_texts_locale" CHECK("certification_texts"."locale" <> 'en')
);
--> statement-breakpoint
CREATE TABLE `client_texts` (
	`client_id` integer NOT NULL,
	`locale` text NOT NULL,
	`industry` text NOT NULL,
	`description` text NOT NULL,
	PRIMARY KEY(`client_id`, `locale`),
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "client_texts_locale" CHECK("client_texts"."locale" <> 'en')
);
--> statement-breakpoint
-- A write to a translation changes what public pages show: the render cache's version moves (0002).
CREATE TRIGGER IF NOT EXISTS `content_version_category_texts_insert` AFTER INSERT ON `category_texts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_category_texts_update` AFTER UPDATE ON `category_texts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_category_texts_delete` AFTER DELETE ON `category_texts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_certification_texts_insert` AFTER INSERT ON `certification_texts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_certification_texts_update` AFTER UPDATE ON `certification_texts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_certification_texts_delete` AFTER DELETE ON `certification_texts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_client_texts_insert` AFTER INSERT ON `client_texts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_client_texts_update` AFTER UPDATE ON `client_texts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_client_texts_delete` AFTER DELETE ON `client_texts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
-- The Arabic of the seeded categories, certifications and clients (docs/decisions/041), from
-- app/server/db/seed-arabic.server.ts (the seed writes the same rows into a new database). Each row
-- goes in only where its item still holds the seeded English and has no Arabic yet: an editor's
-- Arabic is never overwritten, and an item rewritten in English gets no translation of its old words.
INSERT INTO `category_texts` (`category_id`, `locale`, `name`, `description`)
SELECT 'stranded', 'ar', 'الموصلات المجدولة', 'موصلات نحاس وألومنيوم مضغوطة من الفئة 2 لتوزيع الطاقة والتأريض والخطوط الهوائية.'
WHERE EXISTS (SELECT 1 FROM `categories` WHERE `id` = 'stranded' AND `name` = 'Stranded Conductors' AND `description` = 'Class 2 compacted copper and aluminium conductors for power distribution, earthing and overhead lines.')
  AND NOT EXISTS (SELECT 1 FROM `category_texts` WHERE `category_id` = 'stranded' AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `category_texts` (`category_id`, `locale`, `name`, `description`)
SELECT 'stranded-copper', 'ar', 'موصلات نحاس مجدولة', 'نحاس مُلدَّن عادي، الفئة 2.'
WHERE EXISTS (SELECT 1 FROM `categories` WHERE `id` = 'stranded-copper' AND `name` = 'Copper Stranded' AND `description` = 'Plain annealed copper, class 2.')
  AND NOT EXISTS (SELECT 1 FROM `category_texts` WHERE `category_id` = 'stranded-copper' AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `category_texts` (`category_id`, `locale`, `name`, `description`)
SELECT 'stranded-aluminum', 'ar', 'موصلات ألومنيوم مجدولة', 'ألومنيوم مسحوب على الصلب، الفئة 2.'
WHERE EXISTS (SELECT 1 FROM `categories` WHERE `id` = 'stranded-aluminum' AND `name` = 'Aluminum Stranded' AND `description` = 'Hard-drawn aluminium, class 2.')
  AND NOT EXISTS (SELECT 1 FROM `category_texts` WHERE `category_id` = 'stranded-aluminum' AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `category_texts` (`category_id`, `locale`, `name`, `description`)
SELECT 'stranded-tinned', 'ar', 'نحاس مقصدر', 'نحاس مقصدر للمواقع الرطبة والبحرية.'
WHERE EXISTS (SELECT 1 FROM `categories` WHERE `id` = 'stranded-tinned' AND `name` = 'Tinned Copper' AND `description` = 'Tinned copper for humid and marine sites.')
  AND NOT EXISTS (SELECT 1 FROM `category_texts` WHERE `category_id` = 'stranded-tinned' AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `category_texts` (`category_id`, `locale`, `name`, `description`)
SELECT 'multiConductor', 'ar', 'الكابلات متعددة الموصلات', 'كابلات قدرة بجهد 0.6/1 kV من موصلين إلى خمسة موصلات بعزل PVC أو XLPE للمباني والمنشآت الصناعية.'
WHERE EXISTS (SELECT 1 FROM `categories` WHERE `id` = 'multiConductor' AND `name` = 'Multi Conductors' AND `description` = 'Two to five-core 0.6/1 kV power cables with PVC or XLPE insulation for buildings and industrial plants.')
  AND NOT EXISTS (SELECT 1 FROM `category_texts` WHERE `category_id` = 'multiConductor' AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `category_texts` (`category_id`, `locale`, `name`, `description`)
SELECT 'multiConductor-2-core', 'ar', 'كابلات ثنائية الموصل', 'مغذيات أحادية الطور.'
WHERE EXISTS (SELECT 1 FROM `categories` WHERE `id` = 'multiConductor-2-core' AND `name` = '2-Core' AND `description` = 'Single-phase feeders.')
  AND NOT EXISTS (SELECT 1 FROM `category_texts` WHERE `category_id` = 'multiConductor-2-core' AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `category_texts` (`category_id`, `locale`, `name`, `description`)
SELECT 'multiConductor-3-core', 'ar', 'كابلات ثلاثية الموصل', 'ثلاثية الطور، وأحادية الطور مع موصل أرضي.'
WHERE EXISTS (SELECT 1 FROM `categories` WHERE `id` = 'multiConductor-3-core' AND `name` = '3-Core' AND `description` = 'Three-phase and single-phase with earth.')
  AND NOT EXISTS (SELECT 1 FROM `category_texts` WHERE `category_id` = 'multiConductor-3-core' AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `category_texts` (`category_id`, `locale`, `name`, `description`)
SELECT 'multiConductor-4-core', 'ar', 'كابلات 4 موصلات فأكثر', 'ثلاثية الطور مع موصل تعادل وموصل أرضي.'
WHERE EXISTS (SELECT 1 FROM `categories` WHERE `id` = 'multiConductor-4-core' AND `name` = '4+ Core Cables' AND `description` = 'Three-phase with neutral and earth.')
  AND NOT EXISTS (SELECT 1 FROM `category_texts` WHERE `category_id` = 'multiConductor-4-core' AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `category_texts` (`category_id`, `locale`, `name`, `description`)
SELECT 'control', 'ar', 'كابلات التحكم', 'كابلات تحكم وأجهزة قياس مرنة متعددة الموصلات، محجوبة وغير محجوبة، لأنظمة التشغيل الآلي والإشارات.'
WHERE EXISTS (SELECT 1 FROM `categories` WHERE `id` = 'control' AND `name` = 'Control Cables' AND `description` = 'Flexible multi-core control and instrumentation cables, screened and unscreened, for automation and signalling.')
  AND NOT EXISTS (SELECT 1 FROM `category_texts` WHERE `category_id` = 'control' AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `category_texts` (`category_id`, `locale`, `name`, `description`)
SELECT 'control-instrumentation', 'ar', 'كابلات أجهزة القياس', 'أزواج وموصلات محجوبة لدوائر القياس.'
WHERE EXISTS (SELECT 1 FROM `categories` WHERE `id` = 'control-instrumentation' AND `name` = 'Instrumentation' AND `description` = 'Screened pairs and cores for measurement loops.')
  AND NOT EXISTS (SELECT 1 FROM `category_texts` WHERE `category_id` = 'control-instrumentation' AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `category_texts` (`category_id`, `locale`, `name`, `description`)
SELECT 'control-communication', 'ar', 'كابلات الاتصالات', 'نقل البيانات والصوت بين غرف التحكم ولوحات الموقع.'
WHERE EXISTS (SELECT 1 FROM `categories` WHERE `id` = 'control-communication' AND `name` = 'Communication' AND `description` = 'Data and voice between control rooms and field panels.')
  AND NOT EXISTS (SELECT 1 FROM `category_texts` WHERE `category_id` = 'control-communication' AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `category_texts` (`category_id`, `locale`, `name`, `description`)
SELECT 'control-signal', 'ar', 'كابلات الإشارة', 'موصلات مرقّمة لدوائر الحماية المتبادلة والمرحّلات والإنذار.'
WHERE EXISTS (SELECT 1 FROM `categories` WHERE `id` = 'control-signal' AND `name` = 'Signal Cables' AND `description` = 'Numbered cores for interlocks, relays and alarms.')
  AND NOT EXISTS (SELECT 1 FROM `category_texts` WHERE `category_id` = 'control-signal' AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `category_texts` (`category_id`, `locale`, `name`, `description`)
SELECT 'pvc', 'ar', 'الكابلات المعزولة بـ PVC', 'كابلات تمديدات أحادية وثنائية الموصل معزولة بـ PVC للمساكن والمباني التجارية ولوحات التوزيع.'
WHERE EXISTS (SELECT 1 FROM `categories` WHERE `id` = 'pvc' AND `name` = 'PVC Insulated' AND `description` = 'Single and twin-core PVC insulated wiring cables for housing, commercial buildings and switchboards.')
  AND NOT EXISTS (SELECT 1 FROM `category_texts` WHERE `category_id` = 'pvc' AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `category_texts` (`category_id`, `locale`, `name`, `description`)
SELECT 'pvc-low-voltage', 'ar', 'الجهد المنخفض', 'أسلاك مبانٍ بجهد 300/500 V و450/750 V.'
WHERE EXISTS (SELECT 1 FROM `categories` WHERE `id` = 'pvc-low-voltage' AND `name` = 'Low Voltage' AND `description` = '300/500 V and 450/750 V building wires.')
  AND NOT EXISTS (SELECT 1 FROM `category_texts` WHERE `category_id` = 'pvc-low-voltage' AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `category_texts` (`category_id`, `locale`, `name`, `description`)
SELECT 'pvc-medium-voltage', 'ar', 'الجهد المتوسط', 'كابلات بغلاف PVC حتى 3.6/6 kV.'
WHERE EXISTS (SELECT 1 FROM `categories` WHERE `id` = 'pvc-medium-voltage' AND `name` = 'Medium Voltage' AND `description` = 'PVC-sheathed cables up to 3.6/6 kV.')
  AND NOT EXISTS (SELECT 1 FROM `category_texts` WHERE `category_id` = 'pvc-medium-voltage' AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `category_texts` (`category_id`, `locale`, `name`, `description`)
SELECT 'pvc-high-voltage', 'ar', 'الجهد العالي', 'مشروعات تُصمَّم وتُنفَّذ حسب الطلب.'
WHERE EXISTS (SELECT 1 FROM `categories` WHERE `id` = 'pvc-high-voltage' AND `name` = 'High Voltage' AND `description` = 'Projects engineered to order.')
  AND NOT EXISTS (SELECT 1 FROM `category_texts` WHERE `category_id` = 'pvc-high-voltage' AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `certification_texts` (`certification_id`, `locale`, `title`, `description`, `category`, `status`)
SELECT 1, 'ar', 'ISO 9001:2015', 'نظام إدارة الجودة', 'الجودة', 'سارية'
WHERE EXISTS (SELECT 1 FROM `certifications` WHERE `id` = 1 AND `title` = 'ISO 9001:2015' AND `description` = 'Quality Management System' AND `category` = 'Quality' AND `status` = 'Active')
  AND NOT EXISTS (SELECT 1 FROM `certification_texts` WHERE `certification_id` = 1 AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `certification_texts` (`certification_id`, `locale`, `title`, `description`, `category`, `status`)
SELECT 2, 'ar', 'IEC 60228', 'فئات الموصلات 1 و2 و5، متحقَّق منها باختبارات النوع لكل مقاس موصل نصنعه.', 'دولية', 'معتمدة'
WHERE EXISTS (SELECT 1 FROM `certifications` WHERE `id` = 2 AND `title` = 'IEC 60228' AND `description` = 'Conductor classes 1, 2 and 5 verified by type testing of every conductor size we make.' AND `category` = 'International' AND `status` = 'Certified')
  AND NOT EXISTS (SELECT 1 FROM `certification_texts` WHERE `certification_id` = 2 AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `certification_texts` (`certification_id`, `locale`, `title`, `description`, `category`, `status`)
SELECT 3, 'ar', 'علامة CE', 'المطابقة لتوجيه الجهد المنخفض الأوروبي 2014/35/EU لكابلات المباني وكابلات القدرة لدينا.', 'أوروبية', 'مطابقة'
WHERE EXISTS (SELECT 1 FROM `certifications` WHERE `id` = 3 AND `title` = 'CE Marking' AND `description` = 'Conformity with the EU Low Voltage Directive 2014/35/EU for our building and power cables.' AND `category` = 'European' AND `status` = 'Compliant')
  AND NOT EXISTS (SELECT 1 FROM `certification_texts` WHERE `certification_id` = 3 AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `certification_texts` (`certification_id`, `locale`, `title`, `description`, `category`, `status`)
SELECT 4, 'ar', 'مُدرجة لدى UL', 'أسلاك المباني وكابلات التحكم مُدرجة وفق UL 83 وUL 1277 لمشروعات أمريكا الشمالية.', 'أمريكا الشمالية', 'مُدرجة'
WHERE EXISTS (SELECT 1 FROM `certifications` WHERE `id` = 4 AND `title` = 'UL Listed' AND `description` = 'Building wire and control cable listed to UL 83 and UL 1277 for North American projects.' AND `category` = 'North America' AND `status` = 'Listed')
  AND NOT EXISTS (SELECT 1 FROM `certification_texts` WHERE `certification_id` = 4 AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `certification_texts` (`certification_id`, `locale`, `title`, `description`, `category`, `status`)
SELECT 5, 'ar', 'المطابقة لتوجيه RoHS', 'مركّبات العزل والغلاف خالية من المواد التي يقيّدها التوجيه 2011/65/EU.', 'بيئية', 'مطابقة'
WHERE EXISTS (SELECT 1 FROM `certifications` WHERE `id` = 5 AND `title` = 'RoHS Compliant' AND `description` = 'Insulation and sheath compounds free of the substances restricted by Directive 2011/65/EU.' AND `category` = 'Environmental' AND `status` = 'Compliant')
  AND NOT EXISTS (SELECT 1 FROM `certification_texts` WHERE `certification_id` = 5 AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `certification_texts` (`certification_id`, `locale`, `title`, `description`, `category`, `status`)
SELECT 6, 'ar', 'لائحة REACH', 'المواد المثيرة للقلق الشديد مُعلنة وفق اللائحة (EC) رقم 1907/2006.', 'السلامة الكيميائية', 'مسجّلة'
WHERE EXISTS (SELECT 1 FROM `certifications` WHERE `id` = 6 AND `title` = 'REACH Regulation' AND `description` = 'Substances of very high concern declared under Regulation (EC) No 1907/2006.' AND `category` = 'Chemical Safety' AND `status` = 'Registered')
  AND NOT EXISTS (SELECT 1 FROM `certification_texts` WHERE `certification_id` = 6 AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `client_texts` (`client_id`, `locale`, `industry`, `description`)
SELECT 1, 'ar', 'الصناعات الثقيلة', 'كابلات القدرة والتحكم لخطوط الدرفلة والأفران في منطقة الدلتا.'
WHERE EXISTS (SELECT 1 FROM `clients` WHERE `id` = 1 AND `name` = 'Delta Steel Works' AND `industry` = 'Heavy Industry' AND `description` = 'Power and control cabling for rolling mills and furnace lines in the Delta region.')
  AND NOT EXISTS (SELECT 1 FROM `client_texts` WHERE `client_id` = 1 AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `client_texts` (`client_id`, `locale`, `industry`, `description`)
SELECT 2, 'ar', 'توزيع الطاقة', 'مغذيات الجهد المنخفض وكابلات التوصيل لشبكات التوزيع الحضرية.'
WHERE EXISTS (SELECT 1 FROM `clients` WHERE `id` = 2 AND `name` = 'Nile Power Distribution' AND `industry` = 'Power Distribution' AND `description` = 'Low-voltage feeders and service cables for urban distribution networks.')
  AND NOT EXISTS (SELECT 1 FROM `client_texts` WHERE `client_id` = 2 AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `client_texts` (`client_id`, `locale`, `industry`, `description`)
SELECT 3, 'ar', 'التشييد والبناء', 'أسلاك المباني والكابلات الفرعية الرئيسية للأبراج السكنية ومجمعات الأعمال.'
WHERE EXISTS (SELECT 1 FROM `clients` WHERE `id` = 3 AND `name` = 'Alexandria Build Group' AND `industry` = 'Construction' AND `description` = 'Building wires and sub-main cables for residential towers and business parks.')
  AND NOT EXISTS (SELECT 1 FROM `client_texts` WHERE `client_id` = 3 AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `client_texts` (`client_id`, `locale`, `industry`, `description`)
SELECT 4, 'ar', 'النقل', 'كابلات الإشارة والتحكم لورش السكك الحديدية وأنظمة المحطات.'
WHERE EXISTS (SELECT 1 FROM `clients` WHERE `id` = 4 AND `name` = 'Cairo Transit Engineering' AND `industry` = 'Transportation' AND `description` = 'Signal and control cables for rail depots and station systems.')
  AND NOT EXISTS (SELECT 1 FROM `client_texts` WHERE `client_id` = 4 AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `client_texts` (`client_id`, `locale`, `industry`, `description`)
SELECT 5, 'ar', 'الهندسة البحرية', 'موصلات نحاس مقصدر لتركيبات أحواض بناء السفن والموانئ.'
WHERE EXISTS (SELECT 1 FROM `clients` WHERE `id` = 5 AND `name` = 'Mediterranean Marine Engineering' AND `industry` = 'Marine Engineering' AND `description` = 'Tinned copper conductors for shipyard and port installations.')
  AND NOT EXISTS (SELECT 1 FROM `client_texts` WHERE `client_id` = 5 AND `locale` = 'ar');
--> statement-breakpoint
INSERT INTO `client_texts` (`client_id`, `locale`, `industry`, `description`)
SELECT 6, 'ar', 'الضيافة', 'حزم كهربائية متكاملة لتجديد المنتجعات على ساحل البحر الأحمر.'
WHERE EXISTS (SELECT 1 FROM `clients` WHERE `id` = 6 AND `name` = 'Red Sea Resorts & Hotels' AND `industry` = 'Hospitality' AND `description` = 'Complete electrical packages for resort refurbishments on the Red Sea coast.')
  AND NOT EXISTS (SELECT 1 FROM `client_texts` WHERE `client_id` = 6 AND `locale` = 'ar');
