CREATE TABLE "journal_day_sums" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"account_id" integer NOT NULL,
	"sale_entry" boolean NOT NULL,
	"debit" numeric NOT NULL,
	"credit" numeric NOT NULL,
	CONSTRAINT "journal_day_sums_company_id_day_account_id_sale_entry_pk" PRIMARY KEY("company_id","day","account_id","sale_entry")
);
--> statement-breakpoint
CREATE TABLE "report_fold" (
	"id" smallint PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"folded_through" bigint DEFAULT 0 NOT NULL,
	"pending_through" bigint,
	"pending_xmax" bigint,
	CONSTRAINT "report_fold_one_row" CHECK ("report_fold"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "sale_hour_sums" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"user_id" integer NOT NULL,
	"orders" integer NOT NULL,
	"net" numeric NOT NULL,
	"quantity" numeric NOT NULL,
	"discounts" numeric NOT NULL,
	CONSTRAINT "sale_hour_sums_company_id_day_hour_user_id_pk" PRIMARY KEY("company_id","day","hour","user_id")
);
