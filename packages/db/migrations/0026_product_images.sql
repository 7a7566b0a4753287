-- A product's picture for the touch grid (issue 19): the path of an image in "media", as a
-- company's logo keeps its own. Optional; products without one show their initial.
ALTER TABLE "products" ADD COLUMN "image_path" text;
