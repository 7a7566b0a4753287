import {
  type InternalEntry,
  type InternalEntryField,
  type InternalOrderType,
  internalEntryErrors,
  isDuplicateLine,
  localDay,
  ORDER_MSG,
  parseDecimal,
  priceFromQuantity,
  quantityFromPrice,
  toWire,
} from '@tillwise/domain';
import { useState } from 'react';
import type { ShownBatch, VariantChoice } from '../../components/order-entry/variant-choices';
import type { ScreenLine } from './use-internal-order';

const blank = (): InternalEntry => ({
  name: '',
  barcode: '',
  quantity: '',
  price: '',
  discount: '',
  manufacturing_date: localDay(),
  expiry_date: '',
  batch: null,
  batchStock: null,
  chosen: false,
});

interface EntryRowOptions {
  type: InternalOrderType;
  isReturn: boolean;
  lines: readonly ScreenLine[];
  onAdd: (line: ScreenLine) => void;
}

/**
 * The entry row's state on the internal order screen (spec 2.5, 5.1, 5.2): quantity ⇄ buy price
 * through the variant's cost price, dates for a purchase, my batches for a sale or return. The
 * search, results and keys are the shared order-entry stack's.
 */
export function useEntryRow({ type, isReturn, lines, onAdd }: EntryRowOptions) {
  const [entry, setEntry] = useState<InternalEntry>(blank);
  const [chosen, setChosen] = useState<VariantChoice | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  // The batch that expires first first; expired ones last (they may still go back to a vendor).
  const batches: ShownBatch[] = chosen?.picked.batches ?? [];

  const change = (patch: Partial<InternalEntry>, fields: InternalEntryField[]) => {
    setEntry((e) => ({ ...e, ...patch }));
    setTouched((t) => new Set([...t, ...fields]));
    setNotice(null);
  };

  /** Typing a barcode or a name unlinks the product chosen before; its messages wait for Add. */
  const typeText = (field: 'barcode' | 'name', text: string) => {
    change({ [field]: text, chosen: false, batch: null, batchStock: null }, []);
    setChosen(null);
  };

  /**
   * Picks a product from the results. One the order already has a line for (a purchase's product,
   * or a sale's or return's whose every batch with stock is in the order) only shows the message
   * (spec 5.1): the index of its line is returned so the screen can put the keyboard in that line's
   * quantity. A sale's or return's product gets the oldest batch not yet in the order preselected.
   * Returns -1 when the row was filled.
   */
  const choose = (choice: VariantChoice): number => {
    const variantId = choice.variant.id;
    const offered: ShownBatch[] = choice.picked.batches;
    const free = offered.filter(
      (b) =>
        type === 'from' ||
        !isDuplicateLine(lines, { variantId, batchId: b.id, unit: choice.picked.unit }, type),
    );
    const unitId = choice.picked.unit?.id ?? null;
    const inOrder = lines.findIndex((l) => l.variantId === variantId && (l.unit?.id ?? null) === unitId);
    if (inOrder >= 0 && (type === 'from' || free.length === 0)) {
      setNotice(ORDER_MSG.alreadyAdded);
      return inOrder;
    }
    const [first] = free;
    setChosen(choice);
    setEntry((e) => ({
      ...e,
      name: choice.product.name,
      barcode: choice.product.bar_code,
      quantity: '',
      price: '',
      chosen: true,
      batch: first?.id ?? null,
      batchStock: first?.available ?? null,
    }));
    setNotice(null);
    return -1;
  };

  /**
   * A purchase line brought in from elsewhere (a replenishment proposal): the product picked with
   * its quantity and the buy price that follows from it; the user adds the batch dates and Add.
   */
  const fill = (choice: VariantChoice, quantity: string) => {
    if (choose(choice) >= 0) return;
    const cost = choice.price;
    change(
      { quantity, price: quantityPriceLink(quantity, cost, (q) => toWire(priceFromQuantity(q, cost))) },
      ['quantity'],
    );
  };

  // The cost of one of the chosen unit: the variant's cost price, or a trade unit's (docs/domain/units.md).
  const unit = chosen?.price ?? '0';
  const setQuantity = (quantity: string) =>
    change(
      { quantity, price: quantityPriceLink(quantity, unit, (q) => toWire(priceFromQuantity(q, unit))) },
      ['quantity'],
    );
  const setPrice = (price: string) =>
    change({ price, quantity: quantityPriceLink(price, unit, (p) => toWire(quantityFromPrice(p, unit))) }, [
      'price',
      'quantity',
    ]);
  const setBatch = (id: number | null) => {
    const batch = batches.find((b) => b.id === id);
    change({ batch: id, batchStock: batch?.available ?? null }, ['batch']);
  };

  const errors = internalEntryErrors(entry, type, isReturn);
  const errorAt = (field: InternalEntryField) =>
    attempted || touched.has(field) ? errors[field] : undefined;
  const valid = Object.keys(errors).length === 0;

  const clear = () => {
    setEntry(blank());
    setChosen(null);
    setTouched(new Set());
    setNotice(null);
    setAttempted(false);
  };

  /** Add Product: the line goes into the order and the row clears. True when it was added. */
  const add = (): boolean => {
    setAttempted(true);
    if (!chosen || !entry.chosen) {
      setNotice(ORDER_MSG.selectFromResults);
      return false;
    }
    if (!valid) return false;
    const lineUnit = chosen.picked.unit ?? null;
    const candidate = {
      variantId: chosen.variant.id,
      batchId: type === 'to' ? entry.batch : null,
      unit: lineUnit,
    };
    if (isDuplicateLine(lines, candidate, type)) {
      setNotice(ORDER_MSG.alreadyAdded);
      return false;
    }
    onAdd({
      ...candidate,
      key: `${candidate.variantId}-${candidate.batchId ?? 'new'}${lineUnit ? `-u${lineUnit.id}` : ''}`,
      barcode: entry.barcode,
      name: entry.name,
      size: chosen.variant.size,
      quantity: toWire(entry.quantity),
      price: chosen.price,
      discount: entry.discount.trim() || '0',
      manufacturing_date: type === 'from' ? entry.manufacturing_date : '',
      expiry_date: type === 'from' ? entry.expiry_date : '',
      batchStock: entry.batchStock,
      batchExpired: type === 'to' && chosen.picked.expired.some((b) => b.id === entry.batch),
    });
    clear();
    return true;
  };

  return {
    entry,
    chosen,
    batches,
    errorAt,
    valid: valid && entry.chosen,
    /** Errors show after the first Add attempt; from then on Add waits for a valid row (spec 5.1). */
    addDisabled: attempted && entry.chosen && !valid,
    notice,
    setNotice,
    typeText,
    choose,
    fill,
    setQuantity,
    setPrice,
    setBatch,
    setDiscount: (discount: string) => change({ discount }, ['discount']),
    setDate: (field: 'manufacturing_date' | 'expiry_date', value: string) =>
      change({ [field]: value }, [field]),
    clear,
    add,
  };
}

/** The linked field follows while the typed one is a number and the cost price is set; else it empties. */
function quantityPriceLink(text: string, unit: string, link: (value: string) => string): string {
  const value = text.trim();
  if (parseDecimal(value) === null || parseDecimal(unit)?.isZero() !== false) return '';
  return link(value);
}
