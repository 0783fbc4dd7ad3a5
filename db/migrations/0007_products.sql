CREATE TABLE `product_categories` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`title_ar` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`position` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `product_categories_title_unique` ON `product_categories` (`title`);--> statement-breakpoint
CREATE TABLE `product_media` (
	`id` text PRIMARY KEY NOT NULL,
	`stock_id` text NOT NULL,
	`media_type` text NOT NULL,
	`image` text,
	`video` text,
	`video_url` text,
	`description` text DEFAULT '' NOT NULL,
	`order` integer DEFAULT 0 NOT NULL,
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`stock_id`) REFERENCES `product_stocks`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_media_stock_idx` ON `product_media` (`stock_id`,`order`);--> statement-breakpoint
CREATE TABLE `product_purchases` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`customer_id` text NOT NULL,
	`stock_id` text NOT NULL,
	`quantity` integer NOT NULL,
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`stock_id`) REFERENCES `product_stocks`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `product_purchases_order_idx` ON `product_purchases` (`order_id`);--> statement-breakpoint
CREATE INDEX `product_purchases_customer_stock_idx` ON `product_purchases` (`customer_id`,`stock_id`);--> statement-breakpoint
CREATE TABLE `product_questions` (
	`id` text PRIMARY KEY NOT NULL,
	`product_id` text NOT NULL,
	`customer_id` text NOT NULL,
	`vendor_id` text NOT NULL,
	`question` text NOT NULL,
	`answer` text,
	`answered_on` text,
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`customer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`vendor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_questions_product_idx` ON `product_questions` (`product_id`,`created_on`);--> statement-breakpoint
CREATE TABLE `product_reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`customer_id` text NOT NULL,
	`stock_id` text NOT NULL,
	`product_id` text NOT NULL,
	`rating` integer NOT NULL,
	`comment` text DEFAULT '' NOT NULL,
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`stock_id`) REFERENCES `product_stocks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `product_reviews_customer_stock_idx` ON `product_reviews` (`customer_id`,`stock_id`);--> statement-breakpoint
CREATE INDEX `product_reviews_product_idx` ON `product_reviews` (`product_id`,`created_on`);--> statement-breakpoint
CREATE TABLE `product_stocks` (
	`id` text PRIMARY KEY NOT NULL,
	`product_id` text NOT NULL,
	`options` text DEFAULT '{}' NOT NULL,
	`quantity` integer DEFAULT 0 NOT NULL,
	`sold` integer DEFAULT 0 NOT NULL,
	`sku_number` text NOT NULL,
	`barcode` text DEFAULT '' NOT NULL,
	`price_minor` integer NOT NULL,
	`price_currency` text DEFAULT 'USD' NOT NULL,
	`discount_minor` integer DEFAULT 0 NOT NULL,
	`discount_currency` text DEFAULT 'USD' NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_stocks_product_idx` ON `product_stocks` (`product_id`,`position`);--> statement-breakpoint
CREATE UNIQUE INDEX `product_stocks_sku_idx` ON `product_stocks` (`sku_number`);--> statement-breakpoint
CREATE TABLE `product_types` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`title_ar` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`image` text,
	`position` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `product_types_title_unique` ON `product_types` (`title`);--> statement-breakpoint
CREATE TABLE `products` (
	`id` text PRIMARY KEY NOT NULL,
	`vendor_id` text NOT NULL,
	`category_id` text,
	`product_type_id` text,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`is_return_available` integer DEFAULT false NOT NULL,
	`is_exchange_available` integer DEFAULT false NOT NULL,
	`return_exchange_days` integer DEFAULT 0 NOT NULL,
	`services` text DEFAULT '[]' NOT NULL,
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`edited_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`vendor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `product_categories`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`product_type_id`) REFERENCES `product_types`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `products_vendor_idx` ON `products` (`vendor_id`);--> statement-breakpoint
CREATE INDEX `products_category_idx` ON `products` (`category_id`);--> statement-breakpoint
CREATE INDEX `products_type_idx` ON `products` (`product_type_id`);--> statement-breakpoint
CREATE INDEX `products_created_idx` ON `products` (`created_on`);--> statement-breakpoint
CREATE TABLE `review_images` (
	`id` text PRIMARY KEY NOT NULL,
	`review_id` text NOT NULL,
	`image` text NOT NULL,
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`review_id`) REFERENCES `product_reviews`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `review_images_review_idx` ON `review_images` (`review_id`);--> statement-breakpoint
CREATE TABLE `review_videos` (
	`id` text PRIMARY KEY NOT NULL,
	`review_id` text NOT NULL,
	`video` text,
	`url` text,
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`review_id`) REFERENCES `product_reviews`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `review_videos_review_idx` ON `review_videos` (`review_id`);--> statement-breakpoint
CREATE TABLE `wishlist_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`customer_id` text NOT NULL,
	`stock_id` text NOT NULL,
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`stock_id`) REFERENCES `product_stocks`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `wishlist_entries_customer_stock_idx` ON `wishlist_entries` (`customer_id`,`stock_id`);--> statement-breakpoint
ALTER TABLE `orders` ADD `product_stock_id` text REFERENCES product_stocks(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `orders` ADD `quantity` integer DEFAULT 1 NOT NULL;