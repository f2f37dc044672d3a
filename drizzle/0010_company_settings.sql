-- The company's contact details in the database (issue 18, docs/decisions/028): one settings row and
-- its per-locale texts. Today's values (app/lib/site.ts before this change) are inserted here, not by
-- the seed, so an upgraded site shows exactly what it showed before. Their updated_at is 0, "never
-- edited": the generated PDFs key and date on it (downloads.server.ts), and keep theirs until a save.
CREATE TABLE `company_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`office_phone` text NOT NULL,
	`sales_phones` text NOT NULL,
	`sales_email` text NOT NULL,
	`info_email` text NOT NULL,
	`author_email` text NOT NULL,
	`postal_code` text NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL,
	`facebook_url` text NOT NULL,
	`linkedin_url` text NOT NULL,
	`whatsapp_url` text NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "company_settings_one_row" CHECK("company_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE `company_texts` (
	`settings_id` integer NOT NULL,
	`locale` text NOT NULL,
	`street` text NOT NULL,
	`city` text NOT NULL,
	`region` text NOT NULL,
	`country` text NOT NULL,
	`business_hours` text NOT NULL,
	PRIMARY KEY(`settings_id`, `locale`),
	FOREIGN KEY (`settings_id`) REFERENCES `company_settings`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
INSERT INTO `company_settings` (`id`, `office_phone`, `sales_phones`, `sales_email`, `info_email`, `author_email`, `postal_code`, `latitude`, `longitude`, `facebook_url`, `linkedin_url`, `whatsapp_url`, `updated_at`) VALUES (1, '+20 3 459 1200', '["+20 100 245 7810","+20 122 318 4406","+20 111 562 9034"]', 'sales@cableworks.com.eg', 'info@cableworks.com.eg', 'webmaster@cableworks.com.eg', '21934', 30.8704, 29.5863, 'https://www.facebook.com/cableworks.eg', 'https://www.linkedin.com/company/cableworks-eg', 'https://wa.me/201002457810', 0);--> statement-breakpoint
INSERT INTO `company_texts` (`settings_id`, `locale`, `street`, `city`, `region`, `country`, `business_hours`) VALUES (1, 'en', 'Industrial Zone 3, Block 12', 'New Borg El Arab City', 'Alexandria', 'Egypt', 'Saturday - Thursday: 9:00 AM - 6:00 PM');--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_company_settings_insert` AFTER INSERT ON `company_settings` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_company_settings_update` AFTER UPDATE ON `company_settings` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_company_settings_delete` AFTER DELETE ON `company_settings` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_company_texts_insert` AFTER INSERT ON `company_texts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_company_texts_update` AFTER UPDATE ON `company_texts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_company_texts_delete` AFTER DELETE ON `company_texts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
