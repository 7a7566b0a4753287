-- write_order writes a till's own invoice number as asked and lets the orders' unique keys decide
-- (ON CONFLICT DO NOTHING), where it used to look for the number in `orders` first under an
-- advisory lock. That lookup's plan, made while a store had few orders, walked every past order of
-- the store once the store had grown (docs/performance.md, "The invoice check decided by the
-- unique key"). take_invoice_number now only hands out the sequence's number, so it loses its till
-- argument; functions/04-orders.sql defines it again after this migration.
DROP FUNCTION IF EXISTS take_invoice_number(integer, text, integer, uuid);
