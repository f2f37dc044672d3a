-- The Careers page's openings in the database (issue 18, docs/decisions/027). Today's three openings
-- are inserted here, not by the seed, so a site seeded before keeps them after the upgrade; their
-- dates are the ones the page has published since October.
CREATE TABLE `job_texts` (
	`job_id` integer NOT NULL,
	`locale` text NOT NULL,
	`title` text NOT NULL,
	`department` text NOT NULL,
	`location` text NOT NULL,
	`employment_type` text NOT NULL,
	`experience` text NOT NULL,
	`description` text NOT NULL,
	`requirements` text NOT NULL,
	PRIMARY KEY(`job_id`, `locale`),
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `jobs` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`open` integer DEFAULT true NOT NULL,
	`date_posted` text NOT NULL,
	`valid_through` text,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`deleted_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `jobs_slug_idx` ON `jobs` (`slug`);--> statement-breakpoint
INSERT INTO `jobs` (`id`, `slug`, `open`, `date_posted`, `valid_through`, `sort_order`) VALUES (1, 'electrical-engineer', 1, '2026-10-05', NULL, 1);--> statement-breakpoint
INSERT INTO `job_texts` (`job_id`, `locale`, `title`, `department`, `location`, `employment_type`, `experience`, `description`, `requirements`) VALUES (1, 'en', 'Electrical Engineer', 'Engineering', 'New Borg El Arab City', 'Full-time', '3-5 years', 'Design new cable constructions, write their datasheets and support customers with cable sizing, voltage drop and installation questions.', '["B.Sc. in Electrical Power Engineering","Working knowledge of IEC 60228, IEC 60502-1 and IEC 60364","Experience in cable manufacturing, testing or power distribution projects","Good written English and Arabic"]');--> statement-breakpoint
INSERT INTO `jobs` (`id`, `slug`, `open`, `date_posted`, `valid_through`, `sort_order`) VALUES (2, 'sales-manager', 1, '2026-10-19', NULL, 2);--> statement-breakpoint
INSERT INTO `job_texts` (`job_id`, `locale`, `title`, `department`, `location`, `employment_type`, `experience`, `description`, `requirements`) VALUES (2, 'en', 'Sales Manager', 'Sales', 'Alexandria / Cairo', 'Full-time', '5+ years', 'Lead our sales to contractors, panel builders and industrial plants, grow key accounts and turn tenders into long-term supply agreements.', '["Bachelor''s degree in engineering or business","A track record in B2B sales of cables, electrical or building materials","Able to read technical specifications and tender documents","Valid driving licence; travel within Egypt and the region"]');--> statement-breakpoint
INSERT INTO `jobs` (`id`, `slug`, `open`, `date_posted`, `valid_through`, `sort_order`) VALUES (3, 'quality-control-inspector', 1, '2026-11-02', NULL, 3);--> statement-breakpoint
INSERT INTO `job_texts` (`job_id`, `locale`, `title`, `department`, `location`, `employment_type`, `experience`, `description`, `requirements`) VALUES (3, 'en', 'Quality Control Inspector', 'Quality', 'New Borg El Arab City', 'Full-time, shifts', '2+ years', 'Run routine and sample tests in our laboratory, inspect incoming copper, aluminium and compounds, and release finished drums with their test reports.', '["Diploma or degree in electrical or mechanical engineering","Hands-on experience with resistance, high-voltage and dimensional testing","Familiar with ISO 9001 documentation and calibration records","Careful, methodical and comfortable working shifts"]');--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_jobs_insert` AFTER INSERT ON `jobs` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_jobs_update` AFTER UPDATE ON `jobs` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_jobs_delete` AFTER DELETE ON `jobs` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_job_texts_insert` AFTER INSERT ON `job_texts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_job_texts_update` AFTER UPDATE ON `job_texts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_job_texts_delete` AFTER DELETE ON `job_texts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
-- The Downloads page's entries in the database (issue 18, docs/decisions/027). Today's nine are
-- documents the server builds from the catalogue (`generator` names each); they are inserted here,
-- not by the seed, so a site seeded before keeps them after the upgrade, built as before.
CREATE TABLE `download_texts` (
	`download_id` integer NOT NULL,
	`locale` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	PRIMARY KEY(`download_id`, `locale`),
	FOREIGN KEY (`download_id`) REFERENCES `downloads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `downloads` (
	`id` integer PRIMARY KEY NOT NULL,
	`tab` text NOT NULL,
	`file` text NOT NULL,
	`generator` text,
	`stored_file` text,
	`bytes` integer,
	`uploaded_at` integer,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`deleted_at` integer,
	CONSTRAINT "downloads_tab" CHECK("downloads"."tab" IN ('catalogs', 'datasheets', 'certifications')),
	CONSTRAINT "downloads_source" CHECK(("downloads"."generator" IS NULL) <> ("downloads"."stored_file" IS NULL) AND ("downloads"."stored_file" IS NULL) = ("downloads"."bytes" IS NULL) AND ("downloads"."stored_file" IS NULL) = ("downloads"."uploaded_at" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `downloads_file_idx` ON `downloads` (`file`);--> statement-breakpoint
INSERT INTO `downloads` (`id`, `tab`, `file`, `generator`, `sort_order`) VALUES (1, 'catalogs', 'cableworks-product-catalogue.pdf', 'cableworks-product-catalogue.pdf', 1);--> statement-breakpoint
INSERT INTO `download_texts` (`download_id`, `locale`, `title`, `description`) VALUES (1, 'en', 'Complete Product Catalogue', 'Every cable and conductor we make, with full specifications, features and applications.');--> statement-breakpoint
INSERT INTO `downloads` (`id`, `tab`, `file`, `generator`, `sort_order`) VALUES (2, 'catalogs', 'cableworks-power-cables-catalogue.pdf', 'cableworks-power-cables-catalogue.pdf', 2);--> statement-breakpoint
INSERT INTO `download_texts` (`download_id`, `locale`, `title`, `description`) VALUES (2, 'en', 'Power Conductors & Cables Catalogue', 'Stranded conductors and multi-core power cables for distribution, buildings and plants.');--> statement-breakpoint
INSERT INTO `downloads` (`id`, `tab`, `file`, `generator`, `sort_order`) VALUES (3, 'catalogs', 'cableworks-control-wiring-catalogue.pdf', 'cableworks-control-wiring-catalogue.pdf', 3);--> statement-breakpoint
INSERT INTO `download_texts` (`download_id`, `locale`, `title`, `description`) VALUES (3, 'en', 'Control & Wiring Cables Catalogue', 'Control and instrumentation cables and PVC insulated wiring for panels and buildings.');--> statement-breakpoint
INSERT INTO `downloads` (`id`, `tab`, `file`, `generator`, `sort_order`) VALUES (4, 'datasheets', 'datasheets-stranded-conductors.pdf', 'datasheets-stranded-conductors.pdf', 1);--> statement-breakpoint
INSERT INTO `download_texts` (`download_id`, `locale`, `title`, `description`) VALUES (4, 'en', 'Stranded Conductors Datasheets', 'Technical datasheets of our copper and aluminium stranded conductors (IEC 60228 class 2).');--> statement-breakpoint
INSERT INTO `downloads` (`id`, `tab`, `file`, `generator`, `sort_order`) VALUES (5, 'datasheets', 'datasheets-multi-conductor-cables.pdf', 'datasheets-multi-conductor-cables.pdf', 2);--> statement-breakpoint
INSERT INTO `download_texts` (`download_id`, `locale`, `title`, `description`) VALUES (5, 'en', 'Multi-Conductor Cables Datasheets', 'Technical datasheets of our 0.6/1 kV multi-core power cables.');--> statement-breakpoint
INSERT INTO `downloads` (`id`, `tab`, `file`, `generator`, `sort_order`) VALUES (6, 'datasheets', 'datasheets-control-pvc-cables.pdf', 'datasheets-control-pvc-cables.pdf', 3);--> statement-breakpoint
INSERT INTO `download_texts` (`download_id`, `locale`, `title`, `description`) VALUES (6, 'en', 'Control & PVC Cables Datasheets', 'Technical datasheets of our control cables and PVC insulated wiring cables.');--> statement-breakpoint
INSERT INTO `downloads` (`id`, `tab`, `file`, `generator`, `sort_order`) VALUES (7, 'certifications', 'cableworks-iso-9001-certificate.pdf', 'cableworks-iso-9001-certificate.pdf', 1);--> statement-breakpoint
INSERT INTO `download_texts` (`download_id`, `locale`, `title`, `description`) VALUES (7, 'en', 'ISO 9001:2015 Quality Certificate', 'Our quality management system certification: scope, status and validity.');--> statement-breakpoint
INSERT INTO `downloads` (`id`, `tab`, `file`, `generator`, `sort_order`) VALUES (8, 'certifications', 'cableworks-product-conformity.pdf', 'cableworks-product-conformity.pdf', 2);--> statement-breakpoint
INSERT INTO `download_texts` (`download_id`, `locale`, `title`, `description`) VALUES (8, 'en', 'Product Conformity Certificates', 'IEC 60228, CE Marking and UL listing of our conductors and cables.');--> statement-breakpoint
INSERT INTO `downloads` (`id`, `tab`, `file`, `generator`, `sort_order`) VALUES (9, 'certifications', 'cableworks-environmental-compliance.pdf', 'cableworks-environmental-compliance.pdf', 3);--> statement-breakpoint
INSERT INTO `download_texts` (`download_id`, `locale`, `title`, `description`) VALUES (9, 'en', 'Environmental Compliance Statement', 'RoHS compliance and REACH registration of the materials in our products.');--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_downloads_insert` AFTER INSERT ON `downloads` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_downloads_update` AFTER UPDATE ON `downloads` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_downloads_delete` AFTER DELETE ON `downloads` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_download_texts_insert` AFTER INSERT ON `download_texts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_download_texts_update` AFTER UPDATE ON `download_texts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_download_texts_delete` AFTER DELETE ON `download_texts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
