-- History is append-only: stock movements, journal entries and lines, finance records, order lines
-- and payment parts are never edited or removed (a correction is a new row), and orders are never
-- deleted. Applied after the migrations whenever this folder changes (packages/db/src/functions.ts,
-- ADR 0007); each trigger is dropped and created again, so applying the file twice changes nothing.

-- The stock ledger is append-only: a correction is a new movement, never an edit.
CREATE OR REPLACE FUNCTION refuse_ledger_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'rows of % are append-only', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "stock_movements_append_only" ON "stock_movements";
--> statement-breakpoint
CREATE TRIGGER stock_movements_append_only
  BEFORE UPDATE OR DELETE ON stock_movements
  FOR EACH ROW EXECUTE FUNCTION refuse_ledger_change();
--> statement-breakpoint
-- Posted books are never edited: a correction is a reversing entry.
DROP TRIGGER IF EXISTS "journal_entries_append_only" ON "journal_entries";
--> statement-breakpoint
CREATE TRIGGER journal_entries_append_only
  BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION refuse_ledger_change();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "journal_lines_append_only" ON "journal_lines";
--> statement-breakpoint
CREATE TRIGGER journal_lines_append_only
  BEFORE UPDATE OR DELETE ON journal_lines
  FOR EACH ROW EXECUTE FUNCTION refuse_ledger_change();
--> statement-breakpoint
-- Finance records are never edited: a correction is a new record whose entry reverses the first.
DROP TRIGGER IF EXISTS "transactions_append_only" ON "transactions";
--> statement-breakpoint
CREATE TRIGGER transactions_append_only
  BEFORE UPDATE OR DELETE ON transactions
  FOR EACH ROW EXECUTE FUNCTION refuse_ledger_change();
--> statement-breakpoint
-- Order lines are history: never edited or removed (a return is a new order). Orders change only
-- their status, and are never deleted.
DROP TRIGGER IF EXISTS "order_items_append_only" ON "order_items";
--> statement-breakpoint
CREATE TRIGGER order_items_append_only
  BEFORE UPDATE OR DELETE ON order_items
  FOR EACH ROW EXECUTE FUNCTION refuse_ledger_change();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "orders_never_deleted" ON "orders";
--> statement-breakpoint
CREATE TRIGGER orders_never_deleted
  BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION refuse_ledger_change();
--> statement-breakpoint
-- The parts are history, like the order's lines: never edited or removed.
DROP TRIGGER IF EXISTS "order_payments_append_only" ON "order_payments";
--> statement-breakpoint
CREATE TRIGGER order_payments_append_only
  BEFORE UPDATE OR DELETE ON order_payments
  FOR EACH ROW EXECUTE FUNCTION refuse_ledger_change();
