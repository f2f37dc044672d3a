-- Sizes (one row per article) and typed attributes of products (docs/decisions/019-product-sizes.md).
-- A database from before this migration gets each product's sizes and attributes at start-up,
-- once, from its current data (app/server/db/backfill-sizes.server.ts): SQL cannot read the texts.
CREATE TABLE `product_sizes` (
	`id` integer PRIMARY KEY NOT NULL,
	`product_id` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`article_number` text NOT NULL,
	`cores` integer NOT NULL,
	`section_mm2` real NOT NULL,
	`extra_cores` integer,
	`extra_section_mm2` real,
	`conductor_class` integer NOT NULL,
	`outer_diameter_mm` real NOT NULL,
	`weight_kg_km` real NOT NULL,
	`resistance_ohm_km` real NOT NULL,
	`current_rating_a` real,
	`rating_installation` text,
	`rating_loaded_conductors` integer,
	`drum_length_m` integer NOT NULL,
	`stock_m` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "product_sizes_cores_range" CHECK("product_sizes"."cores" BETWEEN 1 AND 200),
	CONSTRAINT "product_sizes_section_range" CHECK("product_sizes"."section_mm2" > 0 AND "product_sizes"."section_mm2" <= 3000),
	CONSTRAINT "product_sizes_extra_pair" CHECK(("product_sizes"."extra_cores" IS NULL) = ("product_sizes"."extra_section_mm2" IS NULL) AND ("product_sizes"."extra_cores" IS NULL OR ("product_sizes"."extra_cores" BETWEEN 1 AND 200 AND "product_sizes"."extra_section_mm2" > 0))),
	CONSTRAINT "product_sizes_class" CHECK("product_sizes"."conductor_class" IN (1, 2, 5, 6)),
	CONSTRAINT "product_sizes_rating_triple" CHECK(("product_sizes"."current_rating_a" IS NULL) = ("product_sizes"."rating_installation" IS NULL) AND ("product_sizes"."current_rating_a" IS NULL) = ("product_sizes"."rating_loaded_conductors" IS NULL)),
	CONSTRAINT "product_sizes_loaded" CHECK("product_sizes"."rating_loaded_conductors" IS NULL OR "product_sizes"."rating_loaded_conductors" IN (2, 3)),
	CONSTRAINT "product_sizes_positive" CHECK("product_sizes"."outer_diameter_mm" > 0 AND "product_sizes"."weight_kg_km" > 0 AND "product_sizes"."resistance_ohm_km" > 0 AND "product_sizes"."drum_length_m" > 0 AND "product_sizes"."stock_m" >= 0 AND ("product_sizes"."current_rating_a" IS NULL OR "product_sizes"."current_rating_a" > 0))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `product_sizes_article_idx` ON `product_sizes` (`article_number`);--> statement-breakpoint
CREATE INDEX `product_sizes_product_idx` ON `product_sizes` (`product_id`,`sort_order`,`id`);--> statement-breakpoint
CREATE INDEX `product_sizes_section_idx` ON `product_sizes` (`section_mm2`,`cores`,`product_id`);--> statement-breakpoint
CREATE INDEX `product_sizes_cores_idx` ON `product_sizes` (`cores`,`section_mm2`,`product_id`);--> statement-breakpoint
CREATE TABLE `product_standards` (
	`product_id` text NOT NULL,
	`standard` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`product_id`, `standard`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_standards_standard_idx` ON `product_standards` (`standard`,`product_id`);--> statement-breakpoint
ALTER TABLE `products` ADD `rated_voltage` text;--> statement-breakpoint
ALTER TABLE `products` ADD `conductor_material` text DEFAULT 'copper' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `insulation` text DEFAULT 'pvc' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `sheath` text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `armour` text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `max_conductor_temp_c` integer;--> statement-breakpoint
ALTER TABLE `products` ADD `fire_behaviour` text;--> statement-breakpoint
ALTER TABLE `products` ADD `type_designation` text;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_product_sizes_insert` AFTER INSERT ON `product_sizes` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_product_sizes_update` AFTER UPDATE ON `product_sizes` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_product_sizes_delete` AFTER DELETE ON `product_sizes` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_product_standards_insert` AFTER INSERT ON `product_standards` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_product_standards_update` AFTER UPDATE ON `product_standards` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_product_standards_delete` AFTER DELETE ON `product_standards` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;