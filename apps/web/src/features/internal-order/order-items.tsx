import { D, type InternalOrderType, lineTotal, parseDecimal, toWire } from '@tillwise/domain';
import { ItemsTable } from '../../components/order-entry/items-table';
import { Ltr, useT } from '../../i18n';
import type { ScreenLine } from './use-internal-order';

/** An in-line quantity over the batch's stock is ignored (spec 5.2); so is a non-number. */
function acceptsQuantity(line: ScreenLine, text: string): boolean {
  const q = parseDecimal(text);
  if (q === null) return false;
  return line.batchStock === null || q.abs().lte(line.batchStock);
}

/** An in-line discount outside 0–100 is ignored (spec 5.2). */
const acceptsDiscount = (text: string) => {
  const d = parseDecimal(text);
  return Boolean(d?.gte(0) && d.lte(100));
};

interface OrderItemsProps {
  type: InternalOrderType;
  lines: ScreenLine[];
  onEdit: (key: string, patch: Partial<ScreenLine>) => void;
  onEditTotal: (line: ScreenLine, total: string) => void;
  onRemove: (key: string) => void;
}

/** The internal order's lines in the shared items table, with the batch or a purchase's dates. */
export function OrderItems({ type, lines, onEdit, onEditTotal, onRemove }: OrderItemsProps) {
  const t = useT();
  /** Line i's edit, when its rule accepts the text; false leaves the cell as it was. */
  const edit = (i: number, accepts: (line: ScreenLine) => boolean, apply: (line: ScreenLine) => void) => {
    const line = lines[i];
    if (!line || !accepts(line)) return false;
    apply(line);
    return true;
  };
  return (
    <ItemsTable
      rows={lines.map((line) => ({
        key: line.key,
        barcode: line.barcode,
        // A line in a trade unit says which (docs/domain/units.md).
        name: line.unit ? `${line.name} · ${line.unit.name}` : line.name,
        size: line.size,
        extra: (
          <Ltr>
            {type === 'from' ? `${line.manufacturing_date} / ${line.expiry_date}` : `#${line.batchId}`}
          </Ltr>
        ),
        quantity: line.quantity,
        price: line.price,
        discount: line.discount,
        total: toWire(lineTotal(line.quantity, line.price, line.discount)),
        expired: line.batchExpired ?? false,
      }))}
      extraHeader={type === 'from' ? t('internalOrder.items.dates') : t('internalOrder.items.batch')}
      empty={t('internalOrder.items.empty')}
      onQuantity={(i, text) =>
        edit(
          i,
          (line) => acceptsQuantity(line, text),
          (line) => onEdit(line.key, { quantity: toWire(text) }),
        )
      }
      onDiscount={(i, text) =>
        edit(
          i,
          () => acceptsDiscount(text),
          (line) => onEdit(line.key, { discount: new D(text).toString() }),
        )
      }
      onTotal={(i, text) =>
        edit(
          i,
          () => parseDecimal(text) !== null,
          (line) => onEditTotal(line, text),
        )
      }
      onRemove={(i) => {
        const line = lines[i];
        if (line) onRemove(line.key);
      }}
    />
  );
}
