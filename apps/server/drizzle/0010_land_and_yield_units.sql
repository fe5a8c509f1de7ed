ALTER TABLE "users" ADD COLUMN "land_unit" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "yield_unit" text;