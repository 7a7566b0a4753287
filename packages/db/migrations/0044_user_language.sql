ALTER TABLE "companies" ADD COLUMN "default_language" varchar(5);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" varchar(5);--> statement-breakpoint
-- hand-written
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("language" IN ('en', 'ur'));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_default_language_check" CHECK ("default_language" IN ('en', 'ur'));
