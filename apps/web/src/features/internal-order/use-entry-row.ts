import { useDebouncedValue } from '@mantine/hooks';
import {
  type BatchWire,
  expiredBatches,
  type InternalEntry,
  type InternalEntryField,
  type InternalOrderType,
  internalEntryErrors,
  isDuplicateLine,
  localDay,
  ORDER_MSG,
  type ProductWire,
  parseDecimal,
  priceFromQuantity,
  quantityFromPrice,
  sellableBatches,
  toWire,
} from '@tillwise/domain';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { type ProductLookup, useProductLookup } from './api/find-products';
import { type VariantOption, variantOptions } from './product-results';
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
 * The entry row of the internal order (spec 2.5, 5.1, 5.2): product search by barcode or name with
 * keyboard navigation, quantity ⇄ buy price through the variant's cost price, dates for a purchase,
 * my batches for a sale or return.
 */
export function useEntryRow({ type, isReturn, lines, onAdd }: EntryRowOptions) {
  const [entry, setEntry] = useState<InternalEntry>(blank);
  const [chosen, setChosen] = useState<VariantOption | null>(null);
  const [lookup, setLookup] = useState<ProductLookup>({ by: 'name__icontains', text: '' });
  const [debounced] = useDebouncedValue(lookup, 250);
  const [highlighted, setHighlighted] = useState(0);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  /** Enter was pressed on a barcode: if it finds nothing, the row says so (spec 5.1's words). */
  const [scanned, setScanned] = useState(false);

  const results = useProductLookup(debounced);
  const needsStock = type === 'to';
  const options = useMemo(
    () => (lookup.text.trim() && !entry.chosen ? variantOptions(results.data ?? [], needsStock) : []),
    [results.data, needsStock, lookup.text, entry.chosen],
  );
  // The batch that expires first first; expired ones last (they may still go back to a vendor).
  const batchesOf = (all: BatchWire[]) => [
    ...sellableBatches(all, localDay()),
    ...expiredBatches(all, localDay()),
  ];
  const batches: BatchWire[] = chosen ? batchesOf(chosen.variant.batch) : [];

  const change = (patch: Partial<InternalEntry>, fields: InternalEntryField[]) => {
    setEntry((e) => ({ ...e, ...patch }));
    setTouched((t) => new Set([...t, ...fields]));
    setNotice(null);
  };

  const search = (by: ProductLookup['by'], text: string) => {
    const field = by === 'bar_code' ? 'barcode' : 'name';
    // Name and barcode messages wait for an Add attempt: typing is searching.
    change({ [field]: text, chosen: false, batch: null, batchStock: null }, []);
    setChosen(null);
    setLookup({ by, text });
    setHighlighted(0);
    setScanned(false);
  };

  const choose = (option: VariantOption) => {
    if (option.disabled) return;
    const [first] = batchesOf(option.variant.batch);
    setChosen(option);
    setEntry((e) => ({
      ...e,
      name: option.product.name,
      barcode: option.product.bar_code,
      quantity: '',
      price: '',
      chosen: true,
      batch: first?.id ?? null,
      batchStock: first ? String(first.inventory_quantity) : null,
    }));
    setLookup((l) => ({ ...l, text: '' }));
  };

  // A barcode that finds exactly one choosable variant is chosen at once (contract 7).
  const autoChoose = useEffectEvent((found: ProductWire[] | undefined, afterEnter: boolean) => {
    if (debounced.by !== 'bar_code' || !debounced.text.trim() || entry.chosen) return;
    // Only the answer for the text in the field: not one kept from the previous search.
    if (debounced.text !== lookup.text || results.isPlaceholderData) return;
    if (found && found.length === 0 && afterEnter) setNotice(ORDER_MSG.selectFromResults);
    const [only, ...others] = variantOptions(found ?? [], needsStock);
    if (only && others.length === 0 && !only.disabled && only.product.bar_code === debounced.text.trim()) {
      choose(only);
    }
  });
  useEffect(() => autoChoose(results.data, scanned), [results.data, scanned]);

  const unit = chosen?.variant.price ?? '0';
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
    change({ batch: id, batchStock: batch ? String(batch.inventory_quantity) : null }, ['batch']);
  };

  const errors = internalEntryErrors(entry, type, isReturn);
  const errorAt = (field: InternalEntryField) =>
    attempted || touched.has(field) ? errors[field] : undefined;
  const valid = Object.keys(errors).length === 0;

  /** Navigation in the results: down, up, Enter (spec 2.5). Returns true when it used the key. */
  const onSearchKey = (key: string): boolean => {
    // The results on screen may still be those of the previous text (kept while the next search runs).
    const pending = debounced.text !== lookup.text || debounced.by !== lookup.by || results.isPlaceholderData;
    if (options.length === 0 || (key === 'Enter' && pending)) {
      // A scanner ends with Enter; what it scanned may still be on its way to the server.
      if (key !== 'Enter' || lookup.by !== 'bar_code' || !lookup.text.trim() || entry.chosen) return false;
      setScanned(true);
      return true;
    }
    if (key === 'ArrowDown') setHighlighted((i) => Math.min(i + 1, options.length - 1));
    else if (key === 'ArrowUp') setHighlighted((i) => Math.max(i - 1, 0));
    else if (key === 'Enter') {
      const option = options[highlighted];
      if (option) choose(option);
    } else return false;
    return true;
  };

  const clear = () => {
    setEntry(blank());
    setChosen(null);
    setLookup({ by: 'name__icontains', text: '' });
    setTouched(new Set());
    setNotice(null);
    setAttempted(false);
  };

  /** Add Product: the line goes into the order and the row clears. */
  const add = () => {
    setAttempted(true);
    if (!chosen || !entry.chosen) return setNotice(ORDER_MSG.selectFromResults);
    if (!valid) return;
    const candidate = { variantId: chosen.variant.id, batchId: type === 'to' ? entry.batch : null };
    if (isDuplicateLine(lines, candidate, type)) return setNotice(ORDER_MSG.alreadyAdded);
    onAdd({
      ...candidate,
      key: `${candidate.variantId}-${candidate.batchId ?? 'new'}`,
      barcode: entry.barcode,
      name: entry.name,
      size: chosen.variant.size,
      quantity: toWire(entry.quantity),
      price: chosen.variant.price,
      discount: entry.discount.trim() || '0',
      manufacturing_date: type === 'from' ? entry.manufacturing_date : '',
      expiry_date: type === 'from' ? entry.expiry_date : '',
      batchStock: entry.batchStock,
    });
    clear();
  };

  return {
    entry,
    chosen,
    options,
    highlighted,
    batches,
    errorAt,
    valid: valid && entry.chosen,
    /** Errors show after the first Add attempt; from then on Add waits for a valid row (spec 5.1). */
    addDisabled: attempted && entry.chosen && !valid,
    notice,
    search,
    choose,
    onSearchKey,
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
