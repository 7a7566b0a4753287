import { TextInput } from '@mantine/core';
import type { InternalOrderType } from '@tillwise/domain';
import { BatchSelect } from '../../components/order-entry/batch-select';
import { EntryRow } from '../../components/order-entry/entry-row';
import { focusLineQuantity } from '../../components/order-entry/items-table';
import { adminOrderRules } from '../../components/order-entry/rules';
import type { ShownBatch } from '../../components/order-entry/variant-choices';
import { useT } from '../../i18n';
import type { Translate } from '../../i18n/use-t';
import type { useEntryRow } from './use-entry-row';

type EntryRowState = ReturnType<typeof useEntryRow>;

/** The words this screen's users know for a batch: its id, expiry and quantity. */
const batchWords = (t: Translate) => (b: ShownBatch) =>
  t('internalOrder.entry.batch', { id: String(b.id), expiry: b.expiry, quantity: b.available });

/** A purchase makes a new batch: its dates; Enter in the last one adds the line. */
const DATES = [
  { field: 'manufacturing_date', labelKey: 'internalOrder.entry.manufactured', addsOnEnter: false },
  { field: 'expiry_date', labelKey: 'internalOrder.entry.expiry', addsOnEnter: true },
] as const;

/** The internal order's entry row: the shared one, with a purchase's new batch dates or my batches. */
export function EntryRowView({ row, type }: { row: EntryRowState; type: InternalOrderType }) {
  const t = useT();
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
        barcode: t('internalOrder.entry.barcode'),
        name: t('internalOrder.entry.name'),
        price: type === 'from' ? t('internalOrder.entry.buyPrice') : t('internalOrder.entry.price'),
        priceHint: row.chosen
          ? t('internalOrder.entry.costEach', { cost: row.chosen.variant.price })
          : undefined,
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
            placeholder={t('internalOrder.entry.noBatch')}
            label={batchWords(t)}
          />
        ) : (
          DATES.map((d) => (
            <TextInput
              key={d.field}
              label={t(d.labelKey)}
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
