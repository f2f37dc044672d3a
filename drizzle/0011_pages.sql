-- The home page's hero slides and statistics, the About page's texts and values, and the legal
-- pages in the database (issue 18, docs/decisions/029). Today's words are inserted here, not by the
-- seed, so a site seeded before keeps them; the legal sections are written as Markdown ('#' renders
-- as h2) and the company's name is literal text.
CREATE TABLE `about_texts` (
	`locale` text PRIMARY KEY NOT NULL,
	`story` text NOT NULL,
	`mission` text NOT NULL,
	`vision` text NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `core_value_texts` (
	`value_id` integer NOT NULL,
	`locale` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	PRIMARY KEY(`value_id`, `locale`),
	FOREIGN KEY (`value_id`) REFERENCES `core_values`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `core_values` (
	`id` integer PRIMARY KEY NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`icon` text NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `hero_slide_texts` (
	`slide_id` integer NOT NULL,
	`locale` text NOT NULL,
	`tagline` text NOT NULL,
	`title` text NOT NULL,
	`subtitle` text NOT NULL,
	`description` text NOT NULL,
	`alt` text NOT NULL,
	PRIMARY KEY(`slide_id`, `locale`),
	FOREIGN KEY (`slide_id`) REFERENCES `hero_slides`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `hero_slides` (
	`id` integer PRIMARY KEY NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`image` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`deleted_at` integer
);
--> statement-breakpoint
CREATE TABLE `home_stat_texts` (
	`stat_id` integer NOT NULL,
	`locale` text NOT NULL,
	`label` text NOT NULL,
	PRIMARY KEY(`stat_id`, `locale`),
	FOREIGN KEY (`stat_id`) REFERENCES `home_stats`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `home_stats` (
	`id` integer PRIMARY KEY NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`value` integer,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `legal_page_texts` (
	`slug` text NOT NULL,
	`locale` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`intro` text NOT NULL,
	`body` text NOT NULL,
	PRIMARY KEY(`slug`, `locale`),
	FOREIGN KEY (`slug`) REFERENCES `legal_pages`(`slug`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `legal_pages` (
	`slug` text PRIMARY KEY NOT NULL,
	`updated` text NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);--> statement-breakpoint
INSERT INTO `hero_slides` (`id`, `sort_order`, `image`) VALUES (1, 1, 'power');--> statement-breakpoint
INSERT INTO `hero_slide_texts` (`slide_id`, `locale`, `tagline`, `title`, `subtitle`, `description`, `alt`) VALUES (1, 'en', 'Trusted quality since 1974', 'Power That Connects', 'Cables and conductors engineered in Egypt', 'From New Borg El Arab City we supply stranded conductors, power, control and PVC insulated cables tested to IEC standards for projects across Egypt and the region.', 'Illustration of high-voltage transmission towers at dusk');--> statement-breakpoint
INSERT INTO `hero_slides` (`id`, `sort_order`, `image`) VALUES (2, 2, 'strands');--> statement-breakpoint
INSERT INTO `hero_slide_texts` (`slide_id`, `locale`, `tagline`, `title`, `subtitle`, `description`, `alt`) VALUES (2, 'en', 'Made to IEC standards', 'Precision in Every Strand', 'Class 2 and class 5 copper, drawn and stranded in-house', 'Every conductor is drawn, stranded, insulated and tested on our own lines, with resistance, spark and dimension checks on every drum before it ships.', 'Illustration of a cable cut open to show copper strands and coloured cores');--> statement-breakpoint
INSERT INTO `hero_slides` (`id`, `sort_order`, `image`) VALUES (3, 3, 'factory');--> statement-breakpoint
INSERT INTO `hero_slide_texts` (`slide_id`, `locale`, `tagline`, `title`, `subtitle`, `description`, `alt`) VALUES (3, 'en', 'Stock ready to ship', 'Built for Industry', 'Control, instrumentation and power cables on the drum', 'Thousands of metres of our most requested sizes are held in stock, cut to length and delivered to site on our own drums.', 'Illustration of cable drums in a factory hall');--> statement-breakpoint
INSERT INTO `home_stats` (`id`, `sort_order`, `value`) VALUES (1, 1, 20);--> statement-breakpoint
INSERT INTO `home_stat_texts` (`stat_id`, `locale`, `label`) VALUES (1, 'en', 'Projects Completed');--> statement-breakpoint
INSERT INTO `home_stats` (`id`, `sort_order`, `value`) VALUES (2, 2, 120);--> statement-breakpoint
INSERT INTO `home_stat_texts` (`stat_id`, `locale`, `label`) VALUES (2, 'en', 'Satisfied Clients');--> statement-breakpoint
INSERT INTO `home_stats` (`id`, `sort_order`, `value`) VALUES (3, 3, NULL);--> statement-breakpoint
INSERT INTO `home_stat_texts` (`stat_id`, `locale`, `label`) VALUES (3, 'en', 'Years of Experience');--> statement-breakpoint
INSERT INTO `about_texts` (`locale`, `story`, `mission`, `vision`) VALUES ('en', 'Cableworks was founded in 2011 in New Borg El Arab City, the industrial city west of Alexandria, by engineers who had spent their careers installing other people''s cables and knew what a contractor needs from a supplier: conductors that meet their datasheet, drums that arrive when promised, and someone who answers the phone.

We started with one drawing line and one extruder making stranded copper conductors. Today our plant draws, strands, insulates, sheathes and tests stranded conductors, multi-core power cables, control cables and PVC insulated wiring, and every drum leaves the factory with a test report.

Our customers are contractors, panel builders, utilities and industrial plants across Egypt, the Middle East and Africa. Many have bought from us since the first year, and that is the measure of success we care about most.', 'To supply cables and conductors that are safe, honestly specified and delivered on time, so that the people who build Egypt''s power networks, factories and homes never have to doubt what is inside the sheath.', 'To be the cable maker the region''s engineers name first: known for products that meet their datasheets every time, for technical support that solves problems, and for a factory that keeps raising its own standards.');--> statement-breakpoint
INSERT INTO `core_values` (`id`, `sort_order`, `icon`) VALUES (1, 1, 'Award');--> statement-breakpoint
INSERT INTO `core_value_texts` (`value_id`, `locale`, `title`, `description`) VALUES (1, 'en', 'Quality Excellence', 'Every drum is tested before it leaves the plant, and every test result is recorded and traceable to its production lot.');--> statement-breakpoint
INSERT INTO `core_values` (`id`, `sort_order`, `icon`) VALUES (2, 2, 'ShieldCheck');--> statement-breakpoint
INSERT INTO `core_value_texts` (`value_id`, `locale`, `title`, `description`) VALUES (2, 'en', 'Reliability & Trust', 'Honest datasheets, delivery dates we keep, and the same quality on the hundredth order as on the first.');--> statement-breakpoint
INSERT INTO `core_values` (`id`, `sort_order`, `icon`) VALUES (3, 3, 'Lightbulb');--> statement-breakpoint
INSERT INTO `core_value_texts` (`value_id`, `locale`, `title`, `description`) VALUES (3, 'en', 'Innovation & Technology', 'Modern drawing, stranding and extrusion lines, and constructions improved with our customers'' engineers.');--> statement-breakpoint
INSERT INTO `core_values` (`id`, `sort_order`, `icon`) VALUES (4, 4, 'Users');--> statement-breakpoint
INSERT INTO `core_value_texts` (`value_id`, `locale`, `title`, `description`) VALUES (4, 'en', 'Customer Focus', 'Engineers who answer technical questions, cut lengths to order, and stay with a project until it is energised.');--> statement-breakpoint
INSERT INTO `legal_pages` (`slug`, `updated`) VALUES ('privacy', '2025-10-01');--> statement-breakpoint
INSERT INTO `legal_page_texts` (`slug`, `locale`, `title`, `description`, `intro`, `body`) VALUES ('privacy', 'en', 'Privacy Policy', 'How Cableworks collects, uses and keeps the information you send through this website.', 'This policy explains what information Cableworks Cables & Conductors ("we") collects through this website, why, how long we keep it and what you can ask of us. We collect as little as we can: you can browse every page without telling us anything about yourself.', '# What we collect

We only receive information you choose to send us through one of two forms:

- The Contact Us form: your first and last name (optional), your e-mail address, a subject and your message.
- The Careers application form: your full name, your e-mail address, the position you are interested in, your cover letter or message, and, if you attach one, your CV (a PDF or Word file).

# What we do not collect

We do not use analytics, advertising or tracking services, and no third party receives information about your visit from us. The map on the Contact page and in the footer is loaded from OpenStreetMap only when you press Show map; OpenStreetMap then receives your IP address like any website you visit, under its own privacy policy.

Our server briefly processes your IP address to protect the forms against abuse (a limit on how many messages one address can send in ten minutes). These counters are kept in memory only and are not stored.

# Why we use it

We use a contact message to answer you and, if you ask for one, to prepare a quotation. We use an application to consider you for a position at our company. We do not use either for marketing, and we never sell or share it with anyone outside the company, except our e-mail provider, which delivers the message to our staff.

# How it is stored and delivered

When you press Send, your message is first stored in our database on our own server, and then delivered by e-mail to our sales team (applications to our HR team). If the e-mail cannot be delivered at once, our server keeps trying until it succeeds, so nothing you send is lost. CVs are stored as files on the same server under names our server chooses; only our staff can open them.

# How long we keep it

- Contact messages: 24 months after our last exchange with you, so we can follow up on quotations and orders; then they are deleted.
- Job applications and CVs: 12 months after the application, so we can consider you for other openings; then both are deleted. You can ask us to delete them earlier at any time.

# Your rights

You can ask us what we hold about you, ask us to correct it, or ask us to delete it, and we will do so within 30 days. Write to us through the Contact page or by e-mail, from the address you used, so we can confirm the request is yours. This policy follows Egypt''s Personal Data Protection Law (Law No. 151 of 2020).

# Changes

If we change how we handle your information, we will update this page and its date before the change takes effect.');--> statement-breakpoint
INSERT INTO `legal_pages` (`slug`, `updated`) VALUES ('terms', '2025-10-01');--> statement-breakpoint
INSERT INTO `legal_page_texts` (`slug`, `locale`, `title`, `description`, `intro`, `body`) VALUES ('terms', 'en', 'Terms of Service', 'The terms for using the Cableworks website, its product information and its downloads.', 'These terms apply to your use of this website, operated by Cableworks Cables & Conductors, New Borg El Arab City, Egypt. By using the site you accept them. They do not replace the terms of any quotation, order or supply agreement, which always take precedence.', '# Product information

Product descriptions, specifications, datasheets and catalogues on this site describe our standard products and give nominal values. We keep them accurate and up to date, but we may improve our products without notice. Before you specify or order a cable, please confirm the values that matter to your project with our sales team; the test report delivered with each drum is the binding record of what you received.

Stock quantities shown on product pages are indicative and are confirmed only in a written quotation.

# No online orders

This website does not take orders or payments. A message sent through the Contact page is an enquiry, not an order; a contract is formed only when we confirm your purchase order in writing.

# Downloads and content

The texts, drawings, datasheets and catalogues on this site belong to Cableworks Cables & Conductors. You may download, print and share them to evaluate, specify, buy or install our products. You may not change them or present them as another manufacturer''s.

# Using the forms

Please use the contact and careers forms only for genuine enquiries and applications. To protect our staff from spam, the forms limit how many messages can be sent in a short time and refuse automated submissions.

# Liability

We take care that this site is correct and available, but we cannot guarantee that it is free of errors or always online. To the extent the law allows, we are not liable for losses arising from the use of information on this site without confirmation from us. Nothing in these terms limits liability that cannot be limited under Egyptian law.

# Links to other sites

Links to social networks, chat apps and maps lead to services we do not control; their own terms apply there.

# Governing law

These terms are governed by the laws of the Arab Republic of Egypt; the courts of Alexandria have jurisdiction.');--> statement-breakpoint
INSERT INTO `legal_pages` (`slug`, `updated`) VALUES ('cookies', '2025-10-01');--> statement-breakpoint
INSERT INTO `legal_page_texts` (`slug`, `locale`, `title`, `description`, `intro`, `body`) VALUES ('cookies', 'en', 'Cookie Policy', 'What Cableworks stores in your browser: no tracking cookies, two local preferences, and one session cookie for the administrator.', 'Short version: this public website sets no cookies at all, and stores two small preferences in your browser so that it looks the way you left it.', '# What the public site stores

The public pages keep exactly two values in your browser''s local storage, and nothing else:

- Your theme choice (light or dark), so the site does not switch back when you open another page.
- Whether the sidebar is expanded or collapsed.

# Why local storage and not cookies

These values never leave your browser: unlike cookies, local storage is not sent to our server with each request. They contain no identifier and cannot be used to track you. You can clear them at any time in your browser''s settings (site data), and the site returns to its defaults: light theme, collapsed sidebar.

# The admin area

The administration area, used only by our staff, sets one cookie: a session cookie that keeps the administrator signed in. It holds a random identifier, is marked HttpOnly (scripts cannot read it) and SameSite, and expires after two hours of inactivity or twelve hours in all, or when the administrator signs out. Visitors of the public site never receive it.

# No third-party cookies

We use no analytics, advertising or social media trackers. The OpenStreetMap map loads only when you press Show map; from then on, OpenStreetMap''s own policy applies to that map.');--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_hero_slides_insert` AFTER INSERT ON `hero_slides` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_hero_slides_update` AFTER UPDATE ON `hero_slides` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_hero_slides_delete` AFTER DELETE ON `hero_slides` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_hero_slide_texts_insert` AFTER INSERT ON `hero_slide_texts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_hero_slide_texts_update` AFTER UPDATE ON `hero_slide_texts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_hero_slide_texts_delete` AFTER DELETE ON `hero_slide_texts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_home_stats_insert` AFTER INSERT ON `home_stats` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_home_stats_update` AFTER UPDATE ON `home_stats` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_home_stats_delete` AFTER DELETE ON `home_stats` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_home_stat_texts_insert` AFTER INSERT ON `home_stat_texts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_home_stat_texts_update` AFTER UPDATE ON `home_stat_texts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_home_stat_texts_delete` AFTER DELETE ON `home_stat_texts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_about_texts_insert` AFTER INSERT ON `about_texts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_about_texts_update` AFTER UPDATE ON `about_texts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_about_texts_delete` AFTER DELETE ON `about_texts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_core_values_insert` AFTER INSERT ON `core_values` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_core_values_update` AFTER UPDATE ON `core_values` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_core_values_delete` AFTER DELETE ON `core_values` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_core_value_texts_insert` AFTER INSERT ON `core_value_texts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_core_value_texts_update` AFTER UPDATE ON `core_value_texts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_core_value_texts_delete` AFTER DELETE ON `core_value_texts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_legal_pages_insert` AFTER INSERT ON `legal_pages` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_legal_pages_update` AFTER UPDATE ON `legal_pages` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_legal_pages_delete` AFTER DELETE ON `legal_pages` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_legal_page_texts_insert` AFTER INSERT ON `legal_page_texts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_legal_page_texts_update` AFTER UPDATE ON `legal_page_texts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_legal_page_texts_delete` AFTER DELETE ON `legal_page_texts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
