CREATE TABLE "irrigation_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"crop_id" uuid NOT NULL,
	"date" date NOT NULL,
	"depth_mm" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "irrigation_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"soil_texture" text NOT NULL,
	"irrigation_method" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "water_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"capacity_litres" double precision NOT NULL,
	"current_litres" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weather_cache" (
	"cell" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "weather_cache_cell_kind_pk" PRIMARY KEY("cell","kind")
);
--> statement-breakpoint
ALTER TABLE "irrigation_events" ADD CONSTRAINT "irrigation_events_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "irrigation_settings" ADD CONSTRAINT "irrigation_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_sources" ADD CONSTRAINT "water_sources_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "irrigation_events_crop_id_date_idx" ON "irrigation_events" USING btree ("crop_id","date");--> statement-breakpoint
CREATE INDEX "water_sources_user_id_idx" ON "water_sources" USING btree ("user_id");