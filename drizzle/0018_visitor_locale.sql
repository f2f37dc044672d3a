ALTER TABLE `applications` ADD `locale` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `messages` ADD `locale` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `quotes` ADD `locale` text DEFAULT 'en' NOT NULL;