import { tillScaleLayout } from '@tillwise/domain';
import type { RefObject } from 'react';
import { BatchSelect } from '../../components/order-entry/batch-select';
import { EntryRow } from '../../components/order-entry/entry-row';
import { NEW_SALE_RULES } from '../../components/order-entry/rules';
import type { PickedChoice } from '../../components/order-entry/variant-choices';
import { useT } from '../../i18n';
import { focusAndSelect } from '../../lib/focus';
import { useTillTax } from '../../offline/till-tax';
import type { Sale } from './use-sale';

/** New Sale's entry row: the shared one over the sale's state, with the sale's batch rules. */
export function SaleEntryRow({
  sale,
  refs,
  manager = false,
}: {
  sale: Sale;
  refs: { barcode: RefObject<HTMLInputElement | null>; name: RefObject<HTMLInputElement | null> };
  /** The seller is a manager: an expired batch they pick needs no one else's approval. */
  manager?: boolean;
}) {
  const t = useT();
  const labels = {
    barcode: t('counter.entry.barcode'),
    name: t('counter.entry.name'),
    price: t('counter.entry.price'),
  };
  const { entry, notice, attempted } = sale.sale;
  const picked = entry.picked as PickedChoice | null;
  // Expired batches are listed last and may be picked: a manager's pick is their approval, a
  // cashier's needs a manager's at Submit (docs/till-sessions.md, "Manager approval").
  const expired = picked?.expired ?? [];
  const setters = { quantity: sale.setQuantity, price: sale.setPrice, discount: sale.setDiscount };
  // The company's scale label layout, from the till's tax answer (kept for offline too).
  const scaleLayout = tillScaleLayout(useTillTax()?.scale_layout);
  return (
    <EntryRow
      scale={{
        layout: scaleLayout,
        // The weighed line is added at once: the barcode keeps the keyboard for the next label.
        onScan: (choice, quantity) => {
          if (sale.pickScaled(choice.picked, quantity) >= 0) focusAndSelect(refs.barcode.current);
        },
      }}
      rules={NEW_SALE_RULES}
      labels={labels}
      refs={refs}
      model={{
        values: entry,
        picked,
        errors: sale.errors,
        notice,
        addDisabled: attempted && Object.keys(sale.errors).length > 0,
        type: sale.typeText,
        set: (field, text) => setters[field](text),
        // A product already in the order grew by one: the barcode keeps the keyboard for the next scan.
        pick: (choice) => {
          if (sale.pick(choice.picked, manager) >= 0) focusAndSelect(refs.barcode.current);
        },
        setNotice: sale.setNoticeText,
        add: sale.add,
        clear: sale.clearEntry,
      }}
      batch={
        <BatchSelect
          batches={picked?.batches ?? []}
          expired={expired}
          expiredChoosable
          value={entry.batchId}
          onChange={(id) => {
            const old = expired.find((b) => b.id === id);
            if (!old) sale.setBatch(id);
            else {
              sale.chooseExpiredBatch(old);
              // A manager's sale says so to the server; a cashier's asks a manager at Submit.
              if (!manager) sale.setNoticeText(t('counter.notice.expiredBatch'));
            }
          }}
          error={sale.errors.batch}
          picked={picked !== null}
          placeholder={t('counter.entry.chooseBatch')}
        />
      }
    />
  );
}
