import {
  displayQuantity,
  editLineDiscount,
  editLineQuantity,
  editLineTotal,
  type SaleLine,
  type SaleTax,
  saleLineTotal,
} from '@tillwise/domain';
import { ItemsTable } from '../../components/order-entry/items-table';
import { useFormatter, useT } from '../../i18n';

/** New Sale's lines in the shared items table, edited in place by the sale's rules (spec 5.2). */
export function SaleItems({
  lines,
  tax = null,
  expired = [],
  returnOrder,
  onChange,
  onRemove,
}: {
  lines: SaleLine[];
  /** The sale's tax when the company charges it: each line's rate and amount, or why it cannot be taxed. */
  tax?: SaleTax | null;
  /** Expired batches picked for this sale: their lines are marked. */
  expired?: number[];
  returnOrder: boolean;
  onChange: (index: number, line: SaleLine) => void;
  onRemove: (index: number) => void;
}) {
  const t = useT();
  const f = useFormatter();
  const commit = (index: number, edit: (line: SaleLine) => SaleLine | null) => {
    const line = lines[index];
    const edited = line ? edit(line) : null;
    if (!edited) return false;
    onChange(index, edited);
    return true;
  };
  const taxOf = (i: number) => {
    const line = tax?.taxed.lines[i];
    if (!tax || !line || tax.errors[i]) return {};
    return { tax: `${line.rate.toString()}%\n${f.money(line.tax.plus(line.furtherTax))}` };
  };
  return (
    <ItemsTable
      taxColumn={tax !== null}
      rows={lines.map((line, i) => ({
        key: `${line.batchId}:${line.variantId}:${line.unitId ?? ''}`,
        barcode: line.barcode,
        // A line in a trade unit says which (docs/domain/units.md).
        name: line.unitName ? `${line.name} · ${line.unitName}` : line.name,
        color: line.color,
        size: line.size,
        quantity: displayQuantity(line.quantity),
        price: f.money(line.price),
        discount: line.discount,
        total: saleLineTotal(line).toFixed(2),
        expired: expired.includes(line.batchId),
        taxError: tax?.errors[i] ?? null,
        ...taxOf(i),
      }))}
      empty={t('counter.items.empty')}
      onQuantity={(i, text) => commit(i, (line) => editLineQuantity(line, text, returnOrder))}
      onDiscount={(i, text) => commit(i, (line) => editLineDiscount(line, text))}
      onTotal={(i, text) => commit(i, (line) => editLineTotal(line, text, returnOrder))}
      onRemove={onRemove}
    />
  );
}
