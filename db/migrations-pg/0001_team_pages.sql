CREATE TABLE "team_likes" (
	"team_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_on" text DEFAULT to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL,
	CONSTRAINT "team_likes_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "team_visit_marks" (
	"day" text NOT NULL,
	"team_id" text NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "team_visit_marks_day_team_id_visitor_hash_pk" PRIMARY KEY("day","team_id","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "team_visit_salts" (
	"day" text PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "live_url" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "stats" text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "faqs" text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "appreciations" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "visits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_likes" ADD CONSTRAINT "team_likes_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_likes" ADD CONSTRAINT "team_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_visit_marks" ADD CONSTRAINT "team_visit_marks_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_likes_user_idx" ON "team_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "team_visit_marks_day_idx" ON "team_visit_marks" USING btree ("day");