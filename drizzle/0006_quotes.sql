CREATE TABLE `quote_acknowledgements` (
	`id` integer PRIMARY KEY NOT NULL,
	`delivery_state` text DEFAULT 'pending' NOT NULL,
	`delivery_attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer,
	`last_error` text,
	`delivered_at` integer,
	`read_at` integer,
	FOREIGN KEY (`id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `quote_acknowledgements_outbox_idx` ON `quote_acknowledgements` (`delivery_state`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `quote_counters` (
	`year` integer PRIMARY KEY NOT NULL,
	`last` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `quote_lines` (
	`id` integer PRIMARY KEY NOT NULL,
	`quote_id` integer NOT NULL,
	`position` integer NOT NULL,
	`product_id` text NOT NULL,
	`product_name` text NOT NULL,
	`size_article` text,
	`size_designation` text,
	`length_m` integer NOT NULL,
	`drum_m` integer,
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `quote_lines_quote_idx` ON `quote_lines` (`quote_id`,`position`);--> statement-breakpoint
CREATE TABLE `quotes` (
	`id` integer PRIMARY KEY NOT NULL,
	`reference` text NOT NULL,
	`name` text NOT NULL,
	`company` text DEFAULT '' NOT NULL,
	`email` text NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`country` text NOT NULL,
	`project` text DEFAULT '' NOT NULL,
	`needed_by` text DEFAULT '' NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`internal_notes` text DEFAULT '' NOT NULL,
	`access_token_hash` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`delivery_state` text DEFAULT 'pending' NOT NULL,
	`delivery_attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer,
	`last_error` text,
	`delivered_at` integer,
	`read_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quotes_reference_idx` ON `quotes` (`reference`);--> statement-breakpoint
CREATE UNIQUE INDEX `quotes_access_token_idx` ON `quotes` (`access_token_hash`);--> statement-breakpoint
CREATE INDEX `quotes_outbox_idx` ON `quotes` (`delivery_state`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `quotes_created_idx` ON `quotes` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `quotes_email_idx` ON `quotes` (`email`,`created_at`);