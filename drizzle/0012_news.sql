CREATE TABLE `news_articles` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`publish_at` integer NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`cover_image` text,
	`read_minutes` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`deleted_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `news_articles_slug_idx` ON `news_articles` (`slug`);--> statement-breakpoint
CREATE INDEX `news_articles_public_idx` ON `news_articles` (`status`,`deleted_at`,`publish_at`);--> statement-breakpoint
CREATE TABLE `news_texts` (
	`article_id` integer NOT NULL,
	`locale` text NOT NULL,
	`title` text NOT NULL,
	`excerpt` text NOT NULL,
	`body` text NOT NULL,
	`author` text NOT NULL,
	`category` text NOT NULL,
	`seo_title` text DEFAULT '' NOT NULL,
	`seo_description` text DEFAULT '' NOT NULL,
	PRIMARY KEY(`article_id`, `locale`),
	FOREIGN KEY (`article_id`) REFERENCES `news_articles`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
INSERT INTO `news_articles` (`id`, `slug`, `status`, `publish_at`, `featured`, `read_minutes`, `created_at`, `updated_at`) VALUES (1, 'new-xlpe-extrusion-line', 'published', 1757808000000, 1, 5, 1757808000000, 1757808000000);--> statement-breakpoint
INSERT INTO `news_texts` (`article_id`, `locale`, `title`, `excerpt`, `body`, `author`, `category`) VALUES (1, 'en', 'New XLPE Extrusion Line Doubles Our Power Cable Capacity', 'A new triple-head extrusion line at our New Borg El Arab plant lets us make 0.6/1 kV XLPE power cables up to 240 mm² twice as fast, with tighter insulation tolerances.', 'This September we commissioned a new triple-head extrusion line in hall B of our New Borg El Arab plant. It applies the conductor screen, the XLPE insulation and the insulation screen in one pass, and it doubles our capacity for 0.6/1 kV multi-core power cables.

For our customers the change is simple: shorter lead times on XLPE power cables from 16 to 240 mm², and the ability to quote large project quantities with confidence. Orders that took six weeks can now ship in three.

# Why XLPE, and why now

Cross-linked polyethylene insulation runs at a conductor temperature of 90 °C in service and 250 °C in a short circuit, against 70 °C and 160 °C for PVC. The same cable carries more current, or a smaller cable carries the same current. Contractors on industrial and infrastructure projects in Egypt have moved steadily to XLPE, and our order book showed it.

The new line also gives us tighter control of insulation thickness. A laser gauge measures the core in three axes several hundred times a second and feeds the extruder''s screw speed, so we hold the minimum thickness of IEC 60502-1 with less material above it. That is better for the buyer''s price and for the environment.

# What stays the same

Every length from the new line goes through the same laboratory as before: conductor resistance, a high-voltage withstand test, insulation resistance and a hot-set test on each production lot to confirm the cross-linking. Test reports ship with every drum.

- Conductor sizes 16 to 240 mm², copper or aluminium
- Two to five cores, with or without armour
- Standard drum lengths of 500 and 1,000 m, or cut to order

If you have a project coming up, ask our sales team for the updated datasheets or a quotation. We are happy to arrange a visit to see the line running.', 'Eng. Karim Hassan', 'Company News');--> statement-breakpoint
INSERT INTO `news_articles` (`id`, `slug`, `status`, `publish_at`, `featured`, `read_minutes`, `created_at`, `updated_at`) VALUES (2, 'iso-9001-recertification-2025', 'published', 1751414400000, 1, 4, 1751414400000, 1751414400000);--> statement-breakpoint
INSERT INTO `news_texts` (`article_id`, `locale`, `title`, `excerpt`, `body`, `author`, `category`) VALUES (2, 'en', 'ISO 9001:2015 Recertification Completed With Zero Major Findings', 'Our quality management system has been recertified to ISO 9001:2015 after a three-day audit of production, laboratory, purchasing and customer service.', 'In June our quality management system passed its three-yearly recertification audit to ISO 9001:2015. Over three days the auditors followed orders from the first enquiry to the delivered drum, and closed the audit with no major and two minor findings.

# What the auditors looked at

- Incoming inspection of copper rod and PVC and XLPE compounds
- Process control on the drawing, stranding and extrusion lines
- Calibration of our laboratory instruments and the traceability of test reports
- How customer complaints are recorded, investigated and closed

The two minor findings concerned the labelling of calibration due dates on two hand-held gauges and the review interval of one work instruction. Both were corrected within a week.

# Why it matters to buyers

A certificate on the wall is not the point. What matters is that a contractor who buys a 1,000 m drum from us today gets the same cable, made and tested the same way, as the one who bought it a year ago. ISO 9001 is the discipline that makes that true, and an external audit is how we prove it to ourselves.

The renewed certificate is valid until 2026 and can be downloaded from our Downloads page, together with our product conformity certificates.', 'Mona Abdelrahman', 'Certifications');--> statement-breakpoint
INSERT INTO `news_articles` (`id`, `slug`, `status`, `publish_at`, `featured`, `read_minutes`, `created_at`, `updated_at`) VALUES (3, 'solar-park-control-cables', 'published', 1747699200000, 0, 3, 1747699200000, 1747699200000);--> statement-breakpoint
INSERT INTO `news_texts` (`article_id`, `locale`, `title`, `excerpt`, `body`, `author`, `category`) VALUES (3, 'en', 'Control Cables Delivered for a 50 MW Solar Park in Upper Egypt', 'We supplied 180 km of screened control and instrumentation cable for the monitoring system of a new 50 MW photovoltaic plant near Benban.', 'This spring we completed delivery of 180 km of control and instrumentation cable for a 50 MW photovoltaic plant near Benban in Aswan governorate. The cables connect string monitoring boxes, weather stations and tracker controllers to the plant''s SCADA system.

Desert sites are hard on cables: ground temperatures above 60 °C in summer, strong ultraviolet light where cables leave the trench, and sand that abrades any exposed sheath. We supplied a UV-stabilised black PVC sheath and an overall copper tape screen to keep the signals clean next to the inverters.

# Delivered in stages

The contractor needed the cable in four lots timed to the civil works. We cut each lot to the lengths of the cable schedule, which saved the site team a week of cutting and reduced waste at the end of each run.

Our thanks to the EPC contractor''s electrical team for their close cooperation. Renewable energy is one of the fastest-growing markets for our control cables, and we are glad to be part of it.', 'Eng. Ahmed Fathy', 'Projects');--> statement-breakpoint
INSERT INTO `news_articles` (`id`, `slug`, `status`, `publish_at`, `featured`, `read_minutes`, `created_at`, `updated_at`) VALUES (4, 'choosing-conductor-cross-section', 'published', 1744070400000, 0, 6, 1744070400000, 1744070400000);--> statement-breakpoint
INSERT INTO `news_texts` (`article_id`, `locale`, `title`, `excerpt`, `body`, `author`, `category`) VALUES (4, 'en', 'How to Choose the Right Conductor Cross Section', 'Current rating, voltage drop and short-circuit withstand: a practical guide to the three checks that decide the size of a power cable.', 'The question we are asked most often is some version of "which size do I need?". The honest answer is: the largest of three sizes, each found by a different check. Here is how our engineers work it out.

# 1. Current-carrying capacity

First, the cable must carry the design current without its conductor exceeding its maximum temperature: 70 °C for PVC insulation, 90 °C for XLPE. The tables in IEC 60364-5-52 give the rating for each installation method (in air, on trays, in conduit, buried) and correction factors for ambient temperature and grouping. Egypt''s high ambient temperatures matter here: a cable rated for 30 °C air carries noticeably less at 45 °C on a sunny roof.

# 2. Voltage drop

Second, the voltage at the far end must stay within limits, typically 3% for lighting and 5% for other loads. Voltage drop grows with length and current, so long feeders are often sized by this check rather than by current rating. Our datasheets give the resistance and reactance per kilometre you need for the calculation.

# 3. Short-circuit withstand

Third, the conductor must survive the prospective fault current until the protective device clears it, without the insulation exceeding its short-circuit temperature. The adiabatic equation S = I·√t / k gives the minimum cross section, where k is 115 for copper with PVC and 143 for copper with XLPE.

# A worked example

- A three-phase 400 V motor of 75 kW, design current about 135 A
- Route of 120 m on a perforated tray, grouped with three other circuits, 40 °C ambient
- Current rating with corrections: 50 mm² copper XLPE is enough
- Voltage drop at 120 m: 50 mm² gives about 2.4%, inside the 5% limit
- Fault level 12 kA cleared in 0.1 s: at least 27 mm², so 50 mm² passes

Here the current rating decides the size. On a 300 m run, voltage drop would have pushed it to 95 mm². Send us your load list and routes and our engineers will check the sizes for you, free of charge.', 'Eng. Karim Hassan', 'Technical');--> statement-breakpoint
INSERT INTO `news_articles` (`id`, `slug`, `status`, `publish_at`, `featured`, `read_minutes`, `created_at`, `updated_at`) VALUES (5, 'elecx-cairo-2025', 'published', 1740787200000, 0, 3, 1740787200000, 1740787200000);--> statement-breakpoint
INSERT INTO `news_texts` (`article_id`, `locale`, `title`, `excerpt`, `body`, `author`, `category`) VALUES (5, 'en', 'Meet Us at the Electricity Exhibition in Cairo', 'Visit our stand to see cross-sections of our cables, meet our engineers and ask about project pricing for 2026.', 'We will exhibit at this year''s electricity and energy exhibition at the Egypt International Exhibition Center in New Cairo. Our stand is in the power distribution hall, near the main entrance.

On the stand you can see cut cross-sections of our conductors and cables, compare PVC and XLPE constructions side by side, and talk to the engineers who design them. Our sales team will be there all three days to discuss project quantities and supply agreements for 2026.

# Book a meeting

If you would like a fixed time with our technical or sales team, send us a message through the Contact page with the subject "Exhibition meeting" and your preferred day. We look forward to seeing you.', 'Nour El-Sayed', 'Events');--> statement-breakpoint
INSERT INTO `news_articles` (`id`, `slug`, `status`, `publish_at`, `featured`, `read_minutes`, `created_at`, `updated_at`) VALUES (6, 'copper-recycling-programme', 'published', 1736985600000, 0, 4, 1736985600000, 1736985600000);--> statement-breakpoint
INSERT INTO `news_texts` (`article_id`, `locale`, `title`, `excerpt`, `body`, `author`, `category`) VALUES (6, 'en', 'Our Copper Recycling Programme Recovers 98% of Production Scrap', 'Drawing and stranding scrap now goes back to the rod mill instead of the scrap market, cutting waste and our carbon footprint.', 'Every cable factory produces copper scrap: wire breaks on the drawing machines, the ends of stranded lengths, and cores that fail a test. Until last year we sold ours on the scrap market. Since January, clean copper scrap goes back to our rod supplier under a closed-loop agreement.

# How it works

- Scrap is sorted at each machine into bare copper, tinned copper and insulated waste
- Insulated scrap is granulated and separated so the copper and the PVC can both be reused
- Clean copper is returned to the rod mill and comes back to us as certified rod

In the first year the programme recovered 98% of our copper scrap by weight. Recycled copper needs a fraction of the energy of primary copper, so the saving in carbon is significant, and it protects us and our customers from swings in the scrap price.

The granulated PVC goes to a local producer of cable trays and floor mats. We are now working on the last 2%: the fine copper dust from the drawing lubricant, which we hope to recover by filtration next year.', 'Mona Abdelrahman', 'Sustainability');--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_news_articles_insert` AFTER INSERT ON `news_articles` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_news_articles_update` AFTER UPDATE ON `news_articles` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_news_articles_delete` AFTER DELETE ON `news_articles` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_news_texts_insert` AFTER INSERT ON `news_texts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_news_texts_update` AFTER UPDATE ON `news_texts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_news_texts_delete` AFTER DELETE ON `news_texts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
