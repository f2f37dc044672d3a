CREATE TABLE `metal_prices` (
	`id` integer PRIMARY KEY NOT NULL,
	`metal` text NOT NULL,
	`currency` text NOT NULL,
	`price_per_100kg` integer NOT NULL,
	`price_date` text NOT NULL,
	`entered_by` integer,
	`entered_by_name` text NOT NULL,
	`entered_at` integer NOT NULL,
	FOREIGN KEY (`entered_by`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "metal_prices_metal" CHECK("metal_prices"."metal" IN ('copper', 'aluminium')),
	CONSTRAINT "metal_prices_currency" CHECK("metal_prices"."currency" IN ('EGP', 'USD', 'EUR')),
	CONSTRAINT "metal_prices_positive" CHECK("metal_prices"."price_per_100kg" > 0)
);
--> statement-breakpoint
CREATE INDEX `metal_prices_latest_idx` ON `metal_prices` (`metal`,`currency`,`price_date`);