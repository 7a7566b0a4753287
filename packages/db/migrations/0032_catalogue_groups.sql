-- The catalogue belongs to a head office's group (docs/security/authorization.md, "Catalogue by
-- group"): units, categories and products get the group's root company; variants, batches and
-- pictures follow their product. Existing rows go to the group of whoever can see them: a product
-- to the group whose companies received its first batch, otherwise the first head office; a unit
-- or category to the first head office, copied for every other group whose products use it. On a
-- database with one head office everything belongs to it.
ALTER TABLE "categories" DROP CONSTRAINT "categories_name_unique";--> statement-breakpoint
ALTER TABLE "units" DROP CONSTRAINT "units_name_unique";--> statement-breakpoint
DROP INDEX "products_bar_code_live_key";--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "group_id" integer;--> statement-breakpoint
CREATE TEMPORARY TABLE "group_roots" ON COMMIT DROP AS
  WITH RECURSIVE roots(id, root) AS (
    SELECT id, id FROM companies WHERE parent_id IS NULL
    UNION ALL
    SELECT c.id, r.root FROM companies c JOIN roots r ON c.parent_id = r.id
  )
  SELECT id, root FROM roots;--> statement-breakpoint
UPDATE "products" p SET "group_id" = coalesce(
  (SELECT g.root FROM product_variants v
     JOIN batches b ON b.product_variant_id = v.id
     JOIN group_roots g ON g.id = b.received_by_company_id
   WHERE v.product_id = p.id ORDER BY b.id LIMIT 1),
  (SELECT min(id) FROM companies WHERE parent_id IS NULL AND company_type = 'PARENT'),
  (SELECT min(id) FROM companies WHERE parent_id IS NULL));--> statement-breakpoint
UPDATE "units" SET "group_id" = coalesce(
  (SELECT min(id) FROM companies WHERE parent_id IS NULL AND company_type = 'PARENT'),
  (SELECT min(id) FROM companies WHERE parent_id IS NULL));--> statement-breakpoint
UPDATE "categories" SET "group_id" = coalesce(
  (SELECT min(id) FROM companies WHERE parent_id IS NULL AND company_type = 'PARENT'),
  (SELECT min(id) FROM companies WHERE parent_id IS NULL));--> statement-breakpoint
INSERT INTO "units" ("name", "group_id")
  SELECT DISTINCT u.name, p.group_id FROM products p JOIN units u ON u.id = p.unit_id
  WHERE p.group_id <> u.group_id;--> statement-breakpoint
UPDATE "products" p SET "unit_id" = mine.id
  FROM units theirs, units mine
  WHERE p.unit_id = theirs.id AND theirs.group_id <> p.group_id
    AND mine.group_id = p.group_id AND mine.name = theirs.name;--> statement-breakpoint
INSERT INTO "categories" ("name", "description", "group_id")
  SELECT DISTINCT ON (c.name, p.group_id) c.name, c.description, p.group_id
  FROM products p JOIN categories c ON c.id = p.category_id
  WHERE p.group_id <> c.group_id;--> statement-breakpoint
UPDATE "products" p SET "category_id" = mine.id
  FROM categories theirs, categories mine
  WHERE p.category_id = theirs.id AND theirs.group_id <> p.group_id
    AND mine.group_id = p.group_id AND mine.name = theirs.name;--> statement-breakpoint
ALTER TABLE "categories" ALTER COLUMN "group_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "group_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ALTER COLUMN "group_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_group_id_companies_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_group_id_companies_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_group_id_companies_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_group_name_key" ON "categories" USING btree ("group_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "units_group_name_key" ON "units" USING btree ("group_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "products_bar_code_live_key" ON "products" USING btree ("group_id","bar_code") WHERE "products"."is_active";
