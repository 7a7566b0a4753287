import { type BatchWire, batchErrors, costPriceError, displayQuantity, localDay } from '@tillwise/domain';

/** A field of the batch form. */
export type BatchField = import('@tillwise/domain').BatchField | 'cost_price' | 'received_from';

import { useMemo, useState } from 'react';
import { useMessage } from '../../../i18n';
import type { BatchPayload } from '../api/save-batch';

export interface BatchDraft {
  product_variant: number | null;
  quantity: string;
  manufacturing_date: string;
  expiry_date: string;
  in_stock: boolean;
  /** What one unit is valued at in the books; empty: the variant's cost price. */
  cost_price: string;
  /** The vendor's company the goods came from; null: opening stock (new batches only). */
  received_from: number | null;
}

/**
 * The batch form's state and rules (spec 5.4). Messages show once a field was touched; the
 * server's field errors show until the field is changed.
 */
export function useBatchForm(initial?: { batch: BatchWire; variantId: number }) {
  const [draft, setDraft] = useState<BatchDraft>(() =>
    initial
      ? {
          product_variant: initial.variantId,
          quantity: displayQuantity(initial.batch.quantity),
          manufacturing_date: initial.batch.manufacturing_date,
          expiry_date: initial.batch.expiry_date,
          in_stock: initial.batch.in_stock,
          cost_price: displayQuantity(initial.batch.cost_price),
          received_from: initial.batch.received_from,
        }
      : {
          product_variant: null,
          quantity: '',
          // Today where the user is: the UTC date is yesterday before 05:00 in Pakistan.
          manufacturing_date: localDay(),
          expiry_date: '',
          in_stock: true,
          cost_price: '',
          received_from: null,
        },
  );
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const say = useMessage();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const errors = useMemo(() => {
    const found: Partial<Record<BatchField, string>> = batchErrors(draft);
    const cost = draft.cost_price.trim() === '' ? null : costPriceError(draft.cost_price);
    return cost ? { ...found, cost_price: cost } : found;
  }, [draft]);

  return {
    draft,
    valid: Object.keys(errors).length === 0,
    /** A field's message in the chosen language (lib/use-form.ts does the same for every useForm). */
    messageFor: (field: BatchField) => {
      const message =
        (touched.has(field) || touched.has('*') ? errors[field] : undefined) ?? serverErrors[field];
      return message === undefined ? undefined : say(message);
    },
    /** Marks every field touched, so a refused save shows every message. */
    touchAll: () => setTouched((t) => new Set(t).add('*')),
    set: <K extends keyof BatchDraft>(field: K, value: BatchDraft[K]) => {
      setDraft((d) => ({ ...d, [field]: value }));
      setTouched((t) => new Set(t).add(field));
      setServerErrors(({ [field]: _dropped, ...rest }) => rest);
    },
    /**
     * Sets a field for the user rather than by them (the variant of a newly chosen product): it
     * shows no message until they change it, so a product with several variants does not say the
     * variant is missing before they could choose one.
     */
    preset: <K extends keyof BatchDraft>(field: K, value: BatchDraft[K]) => {
      setDraft((d) => ({ ...d, [field]: value }));
      setTouched((t) => new Set([...t].filter((name) => name !== field)));
      setServerErrors(({ [field]: _dropped, ...rest }) => rest);
    },
    setServerErrors,
    payload: (): BatchPayload => ({
      product_variant: draft.product_variant ?? 0,
      quantity: draft.quantity.trim(),
      manufacturing_date: draft.manufacturing_date,
      expiry_date: draft.expiry_date,
      in_stock: draft.in_stock,
      ...(draft.cost_price.trim() ? { cost_price: draft.cost_price.trim() } : {}),
      ...(initial || draft.received_from === null ? {} : { received_from: draft.received_from }),
    }),
  };
}

export type BatchForm = ReturnType<typeof useBatchForm>;
