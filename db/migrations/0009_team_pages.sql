CREATE TABLE `team_likes` (
	`team_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_on` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`team_id`, `user_id`),
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `team_likes_user_idx` ON `team_likes` (`user_id`);--> statement-breakpoint
CREATE TABLE `team_visit_marks` (
	`day` text NOT NULL,
	`team_id` text NOT NULL,
	`visitor_hash` text NOT NULL,
	PRIMARY KEY(`day`, `team_id`, `visitor_hash`),
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `team_visit_marks_day_idx` ON `team_visit_marks` (`day`);--> statement-breakpoint
CREATE TABLE `team_visit_salts` (
	`day` text PRIMARY KEY NOT NULL,
	`salt` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `teams` ADD `live_url` text;--> statement-breakpoint
ALTER TABLE `teams` ADD `stats` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `teams` ADD `faqs` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `teams` ADD `appreciations` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `teams` ADD `visits` integer DEFAULT 0 NOT NULL;