CREATE TYPE "public"."payment_service" AS ENUM('BANK', 'JAZZ_CASH', 'EASY_PAISA');--> statement-breakpoint
CREATE TYPE "public"."settlement" AS ENUM('cash', 'credit');--> statement-breakpoint
CREATE TYPE "public"."transaction_method" AS ENUM('Received', 'Credit', 'Debit', 'Expense', 'JE');--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" varchar(100) DEFAULT '' NOT NULL,
	"payor_id" integer NOT NULL,
	"payee_id" integer NOT NULL,
	"amount" numeric(14, 4) NOT NULL,
	"payment_service" "payment_service",
	"method" "transaction_method" NOT NULL,
	"description" varchar(250) NOT NULL,
	"company_id" integer NOT NULL,
	"journal_entry_id" integer NOT NULL,
	"department_id" integer,
	"settlement" "settlement",
	"user_id" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_payor_id_users_id_fk" FOREIGN KEY ("payor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_payee_id_users_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_department_id_companies_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_company_created_idx" ON "transactions" USING btree ("company_id","created");--> statement-breakpoint
CREATE INDEX "transactions_entry_idx" ON "transactions" USING btree ("journal_entry_id");--> statement-breakpoint
-- Finance records are never edited: a correction is a new record whose entry reverses the first.
CREATE TRIGGER transactions_append_only
  BEFORE UPDATE OR DELETE ON transactions
  FOR EACH ROW EXECUTE FUNCTION refuse_ledger_change();
