DROP INDEX `products_category_idx`;--> statement-breakpoint
DROP INDEX `products_subcategory_idx`;--> statement-breakpoint
CREATE INDEX `products_listing_idx` ON `products` (`deleted_at`,`sort_order`,`name`,`id`,`search_text`);--> statement-breakpoint
CREATE INDEX `products_category_listing_idx` ON `products` (`category`,`deleted_at`,`sort_order`,`name`,`id`);--> statement-breakpoint
CREATE INDEX `products_subcategory_listing_idx` ON `products` (`subcategory`,`deleted_at`,`sort_order`,`name`,`id`);