CREATE TABLE "mandi_polls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"records" integer NOT NULL,
	"message" text
);
--> statement-breakpoint
CREATE TABLE "mandi_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state" text NOT NULL,
	"district" text NOT NULL,
	"market" text NOT NULL,
	"commodity" text NOT NULL,
	"variety" text NOT NULL,
	"grade" text NOT NULL,
	"arrival_date" date NOT NULL,
	"min_price" double precision NOT NULL,
	"max_price" double precision NOT NULL,
	"modal_price" double precision NOT NULL,
	"crop_id" text,
	"state_code" text,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mandi_polls_started_at_idx" ON "mandi_polls" USING btree ("started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "mandi_prices_record_idx" ON "mandi_prices" USING btree ("state","district","market","commodity","variety","grade","arrival_date");--> statement-breakpoint
CREATE INDEX "mandi_prices_crop_state_date_idx" ON "mandi_prices" USING btree ("crop_id","state_code","arrival_date");