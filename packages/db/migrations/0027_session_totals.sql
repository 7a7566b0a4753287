-- A till session's figures folded after commit (docs/till-sessions.md, "Speed"): the Z report reads
-- the session's folded row plus the orders above its watermark, instead of summing 10,000 orders
-- and their journal lines. No sale writes these rows (ADR 0009); a fold every few seconds and the
-- close do. No foreign key to till_sessions: its check would take a key-share lock on the session's
-- row, which a closing session holds for update while it waits for the fold's advisory lock.
CREATE TABLE "till_session_sums" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"folded_through" bigint NOT NULL,
	"sales_count" integer NOT NULL,
	"returns_count" integer NOT NULL,
	"gross_sales" numeric NOT NULL,
	"net_sales" numeric NOT NULL,
	"returns" numeric NOT NULL,
	"cash" numeric NOT NULL,
	"bank" numeric NOT NULL,
	"jazz_cash" numeric NOT NULL,
	"easy_paisa" numeric NOT NULL,
	"receivable" numeric NOT NULL,
	"first_order_id" integer,
	"first_invoice" varchar(60),
	"last_order_id" integer,
	"last_invoice" varchar(60)
);
--> statement-breakpoint
CREATE TABLE "till_session_fold" (
	"id" smallint PRIMARY KEY NOT NULL,
	"folded_through" bigint DEFAULT 0 NOT NULL,
	"pending_through" bigint,
	"pending_xmax" bigint,
	CONSTRAINT "till_session_fold_one_row" CHECK ("till_session_fold"."id" = 1)
);
--> statement-breakpoint
-- The orders above a session's watermark, in id order, from the index alone: the same leading
-- column as before, so no index is added to the table every sale writes.
DROP INDEX IF EXISTS "orders_till_session_idx";--> statement-breakpoint
CREATE INDEX "orders_till_session_idx" ON "orders" USING btree ("till_session_id","id") WHERE "till_session_id" IS NOT NULL;
