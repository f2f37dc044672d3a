-- The content version: a counter bumped by trigger on every insert, update or delete in a content
-- table; the render cache keys its pages on it. Private tables (admin_users, applications,
-- content_version, login_attempts, messages, sessions) have no triggers: a visitor's message or a
-- login must not throw away every cached page. A new content table needs its three triggers in its
-- own migration (app/server/db/content-version.test.ts fails until it has them).
-- IF NOT EXISTS: databases from before this migration already have the table and triggers, made
-- at start-up by the code this migration replaces.
CREATE TABLE IF NOT EXISTS `content_version` (
	`id` integer PRIMARY KEY NOT NULL,
	`n` integer NOT NULL,
	CONSTRAINT "content_version_one_row" CHECK("content_version"."id" = 1)
);
--> statement-breakpoint
INSERT OR IGNORE INTO `content_version` (`id`, `n`) VALUES (1, 0);
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_categories_insert` AFTER INSERT ON `categories` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_categories_update` AFTER UPDATE ON `categories` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_categories_delete` AFTER DELETE ON `categories` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_products_insert` AFTER INSERT ON `products` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_products_update` AFTER UPDATE ON `products` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_products_delete` AFTER DELETE ON `products` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_certifications_insert` AFTER INSERT ON `certifications` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_certifications_update` AFTER UPDATE ON `certifications` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_certifications_delete` AFTER DELETE ON `certifications` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_clients_insert` AFTER INSERT ON `clients` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_clients_update` AFTER UPDATE ON `clients` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_clients_delete` AFTER DELETE ON `clients` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_media_insert` AFTER INSERT ON `media` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_media_update` AFTER UPDATE ON `media` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_media_delete` AFTER DELETE ON `media` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_settings_insert` AFTER INSERT ON `settings` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_settings_update` AFTER UPDATE ON `settings` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_settings_delete` AFTER DELETE ON `settings` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;