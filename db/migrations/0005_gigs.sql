CREATE TABLE `gig_categories` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`title_ar` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`position` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `gig_categories_title_unique` ON `gig_categories` (`title`);--> statement-breakpoint
CREATE TABLE `gig_kits` (
	`id` text PRIMARY KEY NOT NULL,
	`gig_id` text NOT NULL,
	`zip_file` text,
	`instruction_pdf` text,
	`instruction_video` text,
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`edited_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`gig_id`) REFERENCES `gigs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `gig_kits_gig_id_unique` ON `gig_kits` (`gig_id`);--> statement-breakpoint
CREATE TABLE `gig_likes` (
	`gig_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`gig_id`, `user_id`),
	FOREIGN KEY (`gig_id`) REFERENCES `gigs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `gig_likes_user_idx` ON `gig_likes` (`user_id`);--> statement-breakpoint
CREATE TABLE `gig_media` (
	`id` text PRIMARY KEY NOT NULL,
	`gig_id` text NOT NULL,
	`media_type` text NOT NULL,
	`file` text NOT NULL,
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`gig_id`) REFERENCES `gigs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `gig_media_gig_idx` ON `gig_media` (`gig_id`);--> statement-breakpoint
CREATE TABLE `gig_stats` (
	`id` text PRIMARY KEY NOT NULL,
	`gig_id` text NOT NULL,
	`title` text NOT NULL,
	`value` integer NOT NULL,
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`gig_id`) REFERENCES `gigs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `gig_stats_gig_idx` ON `gig_stats` (`gig_id`);--> statement-breakpoint
CREATE TABLE `gig_tag_links` (
	`gig_id` text NOT NULL,
	`tag_id` text NOT NULL,
	PRIMARY KEY(`gig_id`, `tag_id`),
	FOREIGN KEY (`gig_id`) REFERENCES `gigs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tag_id`) REFERENCES `gig_tags`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `gig_tag_links_tag_idx` ON `gig_tag_links` (`tag_id`);--> statement-breakpoint
CREATE TABLE `gig_tags` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`image` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `gig_tags_title_unique` ON `gig_tags` (`title`);--> statement-breakpoint
CREATE TABLE `gig_visit_marks` (
	`day` text NOT NULL,
	`gig_id` text NOT NULL,
	`visitor_hash` text NOT NULL,
	PRIMARY KEY(`day`, `gig_id`, `visitor_hash`),
	FOREIGN KEY (`gig_id`) REFERENCES `gigs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `gig_visit_marks_day_idx` ON `gig_visit_marks` (`day`);--> statement-breakpoint
CREATE TABLE `gig_visit_salts` (
	`day` text PRIMARY KEY NOT NULL,
	`salt` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `gigs` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`summary` text DEFAULT '' NOT NULL,
	`live_url` text,
	`type` text NOT NULL,
	`pricing_currency` text DEFAULT 'USD' NOT NULL,
	`pricing_minor` integer NOT NULL,
	`banner_image` text,
	`status` text DEFAULT 'published' NOT NULL,
	`category_id` text,
	`faqs` text DEFAULT '[]' NOT NULL,
	`appreciations` integer DEFAULT 0 NOT NULL,
	`visits` integer DEFAULT 0 NOT NULL,
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`edited_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `gig_categories`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `gigs_user_idx` ON `gigs` (`user_id`);--> statement-breakpoint
CREATE INDEX `gigs_status_created_idx` ON `gigs` (`status`,`created_on`);--> statement-breakpoint
CREATE INDEX `gigs_category_idx` ON `gigs` (`category_id`);--> statement-breakpoint
CREATE TABLE `team_follows` (
	`team_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`team_id`, `user_id`),
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `team_follows_user_idx` ON `team_follows` (`user_id`);--> statement-breakpoint
CREATE TABLE `team_members` (
	`team_id` text NOT NULL,
	`user_id` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`team_id`, `user_id`),
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `team_members_user_idx` ON `team_members` (`user_id`);--> statement-breakpoint
CREATE TABLE `team_tags` (
	`team_id` text NOT NULL,
	`tag_id` text NOT NULL,
	PRIMARY KEY(`team_id`, `tag_id`),
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tag_id`) REFERENCES `gig_tags`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `teams` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`logo` text,
	`banner_image` text,
	`rating_tenths` integer DEFAULT 0 NOT NULL,
	`project_count` integer DEFAULT 0 NOT NULL,
	`pricing_currency` text DEFAULT 'USD' NOT NULL,
	`pricing_minor` integer DEFAULT 0 NOT NULL,
	`team_lead_id` text NOT NULL,
	`followers` integer DEFAULT 0 NOT NULL,
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`team_lead_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `teams_lead_idx` ON `teams` (`team_lead_id`);--> statement-breakpoint
CREATE TABLE `checkout_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`provider` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`expires_at` text NOT NULL,
	`completed_at` text,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `checkout_sessions_order_idx` ON `checkout_sessions` (`order_id`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`order_type` text DEFAULT 'gig' NOT NULL,
	`gig_id` text,
	`team_id` text,
	`item_name` text NOT NULL,
	`amount_minor` integer NOT NULL,
	`amount_currency` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`transaction_id` text,
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`order_completion_timestamp` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`gig_id`) REFERENCES `gigs`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `orders_user_idx` ON `orders` (`user_id`,`created_on`);--> statement-breakpoint
CREATE INDEX `orders_gig_idx` ON `orders` (`gig_id`);