CREATE TABLE "soil_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"ph" double precision,
	"nitrogen_ppm" double precision,
	"phosphorus_ppm" double precision,
	"potassium_ppm" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crops" ADD COLUMN "harvested_on" date;--> statement-breakpoint
ALTER TABLE "crops" ADD COLUMN "harvest_quantity_kg" double precision;--> statement-breakpoint
ALTER TABLE "crops" ADD COLUMN "harvest_area_ha" double precision;--> statement-breakpoint
ALTER TABLE "soil_tests" ADD CONSTRAINT "soil_tests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "soil_tests_user_id_created_at_idx" ON "soil_tests" USING btree ("user_id","created_at");