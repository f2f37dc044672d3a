CREATE TABLE `password_setup_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`mail_state` text DEFAULT 'none' NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `password_setup_tokens_user_idx` ON `password_setup_tokens` (`user_id`);--> statement-breakpoint
ALTER TABLE `admin_users` ADD `role` text DEFAULT 'administrator' NOT NULL;--> statement-breakpoint
ALTER TABLE `admin_users` ADD `display_name` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `admin_users` ADD `email` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `admin_users` ADD `active` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `admin_users` ADD `last_login_at` integer;