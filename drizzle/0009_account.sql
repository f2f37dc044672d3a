ALTER TABLE `admin_users` ADD `env_password_hash` text;--> statement-breakpoint
ALTER TABLE `sessions` ADD `user_agent` text;