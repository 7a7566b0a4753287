-- Internal orders (transfers between departments) are kept apart in the report summaries, so that
-- customer sales and transfers are never summed together. The sums are emptied and the fold state
-- dropped: the next fold refolds every line with the new flag, and until then reports read the lines.
DELETE FROM "journal_day_sums";--> statement-breakpoint
DELETE FROM "sale_hour_sums";--> statement-breakpoint
DELETE FROM "report_fold";--> statement-breakpoint
ALTER TABLE "journal_day_sums" ADD COLUMN "internal_order" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_hour_sums" ADD COLUMN "internal_order" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_day_sums" DROP CONSTRAINT "journal_day_sums_company_id_day_account_id_sale_entry_pk";--> statement-breakpoint
ALTER TABLE "sale_hour_sums" DROP CONSTRAINT "sale_hour_sums_company_id_day_hour_user_id_pk";--> statement-breakpoint
ALTER TABLE "journal_day_sums" ADD CONSTRAINT "journal_day_sums_company_id_day_account_id_sale_entry_internal_order_pk" PRIMARY KEY("company_id","day","account_id","sale_entry","internal_order");--> statement-breakpoint
ALTER TABLE "sale_hour_sums" ADD CONSTRAINT "sale_hour_sums_company_id_day_hour_user_id_internal_order_pk" PRIMARY KEY("company_id","day","hour","user_id","internal_order");
