PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_article_view_marks` (
	`day` text NOT NULL,
	`slug` text NOT NULL,
	`reader_hash` text NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_article_view_marks`("day", "slug", "reader_hash") SELECT "day", "slug", "reader_hash" FROM `article_view_marks`;--> statement-breakpoint
DROP TABLE `article_view_marks`;--> statement-breakpoint
ALTER TABLE `__new_article_view_marks` RENAME TO `article_view_marks`;--> statement-breakpoint
PRAGMA foreign_keys=ON;