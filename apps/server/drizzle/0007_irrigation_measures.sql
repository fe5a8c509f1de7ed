ALTER TABLE "water_sources" ALTER COLUMN "capacity_litres" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "water_sources" ALTER COLUMN "current_litres" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "crops" ADD COLUMN "sown_area_ha" double precision;--> statement-breakpoint
ALTER TABLE "irrigation_events" ADD COLUMN "unit" text DEFAULT 'mm' NOT NULL;--> statement-breakpoint
ALTER TABLE "irrigation_events" ADD COLUMN "amount" double precision;--> statement-breakpoint
ALTER TABLE "irrigation_settings" ADD COLUMN "alternate_wetting_drying" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "water_sources" ADD COLUMN "flow_litres_per_second" double precision;--> statement-breakpoint
ALTER TABLE "water_sources" ADD COLUMN "turn_hours_per_week" double precision;