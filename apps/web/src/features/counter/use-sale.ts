import {
  alreadyInOrder,
  buyerPaysFurtherTax,
  canSubmitSale,
  DEFAULT_PAYMENT,
  EMPTY_ENTRY,
  type EntryField,
  entryErrors,
  entryLines,
  localDay,
  oneMoreOf,
  type PaymentMethod,
  type PickedVariant,
  paymentErrors,
  pickVariant,
  type SaleEntry,
  type SaleLine,
  type SalePayment,
  saleChange,
  saleTax,
  saleTaxing,
  saleTotal,
  splitParts,
  type TillTaxWire,
  type UserWire,
  withMethod,
  withPrice,
  withQuantity,
} from '@tillwise/domain';
import { useState } from 'react';
import { useT } from '../../i18n';
import { newIdempotencyKey } from '../../lib/orders-api';

/** An expired batch the entry row may pick (its id, the stock held, its expiry). */
type ExpiredBatch = { id: number; available: string; expiry: string };

export interface SaleState {
  entry: SaleEntry;
  /** An Add was tried: the entry row's messages show from then on (spec 5.1). */
  attempted: boolean;
  /** A message about the entry as a whole (duplicate line, stock, nothing found). */
  notice: string | null;
  lines: SaleLine[];
  payment: SalePayment;
  returnOrder: boolean;
  /** Credit: the customer chosen, for the name and balance shown. */
  customer: UserWire | null;
  /** The sale's Idempotency-Key: made when the sale starts, kept across its retries. */
  key: string;
  /** Expired batches picked for this sale (sold with a manager's approval). */
  expired: number[];
}

const freshSale = (): SaleState => ({
  entry: EMPTY_ENTRY,
  attempted: false,
  notice: null,
  lines: [],
  payment: DEFAULT_PAYMENT,
  returnOrder: false,
  customer: null,
  key: newIdempotencyKey(),
  expired: [],
});

/**
 * The New Sale screen's state and its transitions; every rule comes from the domain. `tax` is the
 * company's tax answer (offline/till-tax.ts): every total is `taxOrder`'s, as the server's.
 */
export function useSale(tax: TillTaxWire | null = null) {
  const t = useT();
  const [sale, setSale] = useState<SaleState>(freshSale);
  const update = (patch: Partial<SaleState>) => setSale((s) => ({ ...s, ...patch }));

  // The sale's day is the till's: the server taxes a sale made offline at the rates of that day.
  const taxing = saleTaxing(tax, {
    day: localDay(),
    returnOrder: sale.returnOrder,
    furtherTax: buyerPaysFurtherTax(sale.customer),
  });
  const taxed = saleTax(sale.lines, sale.payment, taxing);
  const errors: Partial<Record<EntryField, string>> = sale.attempted
    ? entryErrors(sale.entry, sale.returnOrder)
    : {};
  const payErrors = paymentErrors(sale.lines, sale.payment, sale.returnOrder, taxing);

  /**
   * Picks a variant from the results (a scan, barcode + Enter, a name result or a tile). One already
   * in the order gets one more unit on its line and the entry row is emptied for the next scan: the
   * index of that line is returned. Returns -1 when the entry row was filled (or no unit was left).
   */
  function pick(picked: PickedVariant & { expired?: ExpiredBatch[] }, manager = false): number {
    if (alreadyInOrder(sale.lines, picked.variantId, picked.unit?.id ?? null)) {
      const more = oneMoreOf(sale.lines, picked, sale.returnOrder);
      if (!more) {
        update({ entry: EMPTY_ENTRY, attempted: false, notice: t('counter.notice.stockLess') });
        return -1;
      }
      update({ lines: more.lines, entry: EMPTY_ENTRY, attempted: false, notice: null });
      return more.index;
    }
    // Its only stock is expired: the first expired batch is picked for the line (a cashier's sale
    // then asks a manager's approval at Submit), never a dead end.
    const [oldest] = picked.expired ?? [];
    if (!sale.returnOrder && picked.batches.length === 0 && oldest) {
      const withExpired = { ...picked, batches: [oldest] };
      setSale((s) => ({
        ...s,
        entry: pickVariant(withExpired, false),
        expired: s.expired.includes(oldest.id) ? s.expired : [...s.expired, oldest.id],
        notice: manager ? null : t('counter.notice.expiredBatch'),
      }));
      return -1;
    }
    update({ entry: pickVariant(picked, sale.returnOrder), notice: null });
    return -1;
  }

  /**
   * A scale label scanned (docs/domain/units.md, "At the counter"): the weighed quantity, as a line
   * of its own, or added to the variant's line already in the order. A quantity the stock cannot
   * cover stays in the entry row with its message. Returns the index of the line that took it, or -1.
   */
  function pickScaled(picked: PickedVariant, quantity: string): number {
    const signed = sale.returnOrder ? `-${quantity}` : quantity;
    if (alreadyInOrder(sale.lines, picked.variantId, picked.unit?.id ?? null)) {
      const more = oneMoreOf(sale.lines, picked, sale.returnOrder, quantity);
      if (!more) {
        update({ entry: EMPTY_ENTRY, attempted: false, notice: t('counter.notice.stockLess') });
        return -1;
      }
      update({ lines: more.lines, entry: EMPTY_ENTRY, attempted: false, notice: null });
      return more.index;
    }
    const entry = withQuantity(pickVariant(picked, sale.returnOrder), signed);
    const added =
      Object.keys(entryErrors(entry, sale.returnOrder)).length === 0
        ? entryLines(entry, sale.returnOrder)
        : null;
    if (!added) {
      update({ entry, attempted: true, notice: null });
      return -1;
    }
    update({ lines: [...sale.lines, ...added], entry: EMPTY_ENTRY, attempted: false, notice: null });
    return sale.lines.length;
  }

  /** Typing in barcode or name by hand unlinks the product picked before. */
  const typeText = (field: 'barcode' | 'name', text: string) =>
    setSale((s) => ({
      ...s,
      notice: null,
      entry: { ...s.entry, picked: null, batchId: null, [field]: text },
    }));

  const setQuantity = (text: string) => setSale((s) => ({ ...s, entry: withQuantity(s.entry, text) }));
  const setPrice = (text: string) => setSale((s) => ({ ...s, entry: withPrice(s.entry, text) }));
  const setDiscount = (text: string) => setSale((s) => ({ ...s, entry: { ...s.entry, discount: text } }));
  const setBatch = (batchId: number | null) => setSale((s) => ({ ...s, entry: { ...s.entry, batchId } }));
  /** An expired batch is picked: it joins the batches the line may take from (after the others). */
  const chooseExpiredBatch = (batch: { id: number; available: string }) =>
    setSale((s) => {
      const picked = s.entry.picked;
      if (!picked) return s;
      const batches = picked.batches.some((b) => b.id === batch.id)
        ? picked.batches
        : [...picked.batches, batch];
      const expired = s.expired.includes(batch.id) ? s.expired : [...s.expired, batch.id];
      return { ...s, expired, entry: { ...s.entry, picked: { ...picked, batches }, batchId: batch.id } };
    });
  const setNoticeText = (notice: string | null) => update({ notice });
  const clearEntry = () => update({ entry: EMPTY_ENTRY, attempted: false, notice: null });

  /** Add Product: the line(s), or the messages. Returns true when lines were added. */
  function add(): boolean {
    const found = entryErrors(sale.entry, sale.returnOrder);
    if (Object.keys(found).length > 0) {
      update({ attempted: true });
      return false;
    }
    const picked = sale.entry.picked;
    if (picked && alreadyInOrder(sale.lines, picked.variantId, picked.unit?.id ?? null)) {
      update({ attempted: true, notice: t('counter.notice.alreadyAdded') });
      return false;
    }
    const added = entryLines(sale.entry, sale.returnOrder);
    if (!added) {
      update({ attempted: true, notice: t('counter.notice.stockLess') });
      return false;
    }
    update({ lines: [...sale.lines, ...added], entry: EMPTY_ENTRY, attempted: false, notice: null });
    return true;
  }

  const replaceLine = (index: number, line: SaleLine) =>
    setSale((s) => ({ ...s, lines: s.lines.map((l, i) => (i === index ? line : l)) }));
  const removeLine = (index: number) =>
    setSale((s) => ({ ...s, lines: s.lines.filter((_, i) => i !== index) }));

  const setPayment = (patch: Partial<SalePayment>) =>
    setSale((s) => ({ ...s, payment: { ...s.payment, ...patch } }));
  const setMethod = (method: PaymentMethod) =>
    setSale((s) => ({ ...s, payment: withMethod(s.payment, method), customer: null }));
  const setCustomer = (customer: UserWire | null) =>
    setSale((s) => ({ ...s, customer, payment: { ...s.payment, customerId: customer?.id ?? null } }));

  /** Return Order: only before lines are added; cash received becomes 0 (spec 5.1). */
  const setReturnOrder = (returnOrder: boolean) =>
    setSale((s) =>
      s.lines.length > 0
        ? s
        : {
            ...s,
            returnOrder,
            entry: EMPTY_ENTRY,
            attempted: false,
            notice: null,
            // A return is refunded one way: a split payment goes back to cash.
            payment:
              returnOrder && s.payment.method === 'split'
                ? { ...withMethod(s.payment, 'cash'), cashReceived: '0' }
                : { ...s.payment, cashReceived: returnOrder ? '0' : '' },
          },
    );

  /** New Order and Cancel Order: an empty sale with a new Idempotency-Key (spec 4.2). */
  const reset = () => setSale(freshSale());

  /** A held sale recalled: its lines, payment, customer and Idempotency-Key, nothing being typed. */
  const restore = (held: Pick<SaleState, 'lines' | 'payment' | 'returnOrder' | 'customer' | 'key'>) =>
    // A sale held before split payment existed has no split fields: they start empty.
    setSale({ ...freshSale(), ...held, payment: { ...DEFAULT_PAYMENT, ...held.payment } });

  return {
    sale,
    errors,
    payErrors,
    /** How the sale is taxed, and its tax line by line (`taxOrder`, as the server computes it). */
    taxing,
    taxed,
    total: saleTotal(sale.lines, sale.payment, taxing),
    /** The sale's lines take from an expired batch picked for it. */
    holdsExpired: sale.lines.some((l) => sale.expired.includes(l.batchId)),
    change: saleChange(sale.lines, sale.payment, taxing),
    /** Split: the cash, card and credit parts (null while card or credit is not a number). */
    split: splitParts(sale.lines, sale.payment, taxing),
    canSubmit: (submitting: boolean) =>
      canSubmitSale(sale.lines, sale.payment, sale.returnOrder, submitting, taxing),
    pick,
    pickScaled,
    typeText,
    setQuantity,
    setPrice,
    setDiscount,
    setBatch,
    chooseExpiredBatch,
    setNoticeText,
    clearEntry,
    add,
    replaceLine,
    removeLine,
    setPayment,
    setMethod,
    setCustomer,
    setReturnOrder,
    reset,
    restore,
  };
}

export type Sale = ReturnType<typeof useSale>;
