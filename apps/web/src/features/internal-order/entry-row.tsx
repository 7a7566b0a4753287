import { TextInput } from '@mantine/core';
import type { InternalOrderType } from '@tillwise/domain';
import { BatchSelect } from '../../components/order-entry/batch-select';
import { EntryRow } from '../../components/order-entry/entry-row';
import { focusLineQuantity } from '../../components/order-entry/items-table';
import { adminOrderRules } from '../../components/order-entry/rules';
import type { ShownBatch } from '../../components/order-entry/variant-choices';
import type { useEntryRow } from './use-entry-row';

type EntryRowState = ReturnType<typeof useEntryRow>;

/** The words this screen's users know for a batch: its id, expiry and quantity. */
const batchWords = (b: ShownBatch) => `#${b.id} · Exp ${b.expiry} · Quan: ${b.available}`;

/** A purchase makes a new batch: its dates; Enter in the last one adds the line. */
const DATES = [
  { field: 'manufacturing_date', label: 'Manufactured date', addsOnEnter: false },
  { field: 'expiry_date', label: 'Expiry date', addsOnEnter: true },
] as const;

/** The internal order's entry row: the shared one, with a purchase's new batch dates or my batches. */
export function EntryRowView({ row, type }: { row: EntryRowState; type: InternalOrderType }) {
  const { entry } = row;
  const setters = { quantity: row.setQuantity, price: row.setPrice, discount: row.setDiscount };
  const errors = {
    barcode: row.errorAt('barcode'),
    name: row.errorAt('name'),
    quantity: row.errorAt('quantity'),
    price: row.errorAt('price'),
    discount: row.errorAt('discount'),
  };
  return (
    <EntryRow
      rules={adminOrderRules(type)}
      labels={{
        barcode: 'Barcode',
        name: 'Product name',
        price: type === 'from' ? 'Buy price' : 'Price',
        priceHint: row.chosen ? `Cost ${row.chosen.variant.price} each` : undefined,
      }}
      lockUntilPicked
      model={{
        values: entry,
        picked: row.chosen,
        errors,
        notice: row.notice,
        addDisabled: row.addDisabled,
        type: row.typeText,
        set: (field, text) => setters[field](text),
        pick: (choice) => focusLineQuantity(row.choose(choice)),
        setNotice: row.setNotice,
        add: row.add,
        clear: row.clear,
      }}
      batch={
        type === 'to' ? (
          <BatchSelect
            batches={row.batches}
            // Expired batches are offered last, marked EXPIRED (they may go back to a vendor).
            expired={(row.chosen?.picked.expired ?? []).filter((x) => row.batches.some((b) => b.id === x.id))}
            expiredChoosable
            value={entry.batch}
            onChange={row.setBatch}
            error={row.errorAt('batch')}
            picked={entry.chosen}
            placeholder="No batch with stock"
            label={batchWords}
          />
        ) : (
          DATES.map((d) => (
            <TextInput
              key={d.field}
              label={d.label}
              type="date"
              size="sm"
              value={entry[d.field]}
              onChange={(e) => row.setDate(d.field, e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key !== 'Enter' || !d.addsOnEnter) return;
                e.preventDefault();
                row.add();
              }}
              error={row.errorAt(d.field)}
            />
          ))
        )
      }
    />
  );
}
