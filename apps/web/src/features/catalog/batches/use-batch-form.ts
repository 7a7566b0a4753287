import { type BatchField, type BatchWire, batchErrors, displayQuantity } from '@tillwise/domain';
import { useMemo, useState } from 'react';
import type { BatchPayload } from '../api/save-batch';

export interface BatchDraft {
  product_variant: number | null;
  quantity: string;
  manufacturing_date: string;
  expiry_date: string;
  in_stock: boolean;
}

const today = () => new Date().toISOString().slice(0, 10);

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
        }
      : { product_variant: null, quantity: '', manufacturing_date: today(), expiry_date: '', in_stock: true },
  );
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const errors = useMemo(() => batchErrors(draft), [draft]);

  return {
    draft,
    valid: Object.keys(errors).length === 0,
    messageFor: (field: BatchField) =>
      (touched.has(field) ? errors[field] : undefined) ?? serverErrors[field],
    set: <K extends keyof BatchDraft>(field: K, value: BatchDraft[K]) => {
      setDraft((d) => ({ ...d, [field]: value }));
      setTouched((t) => new Set(t).add(field));
      setServerErrors(({ [field]: _dropped, ...rest }) => rest);
    },
    setServerErrors,
    payload: (): BatchPayload => ({
      product_variant: draft.product_variant ?? 0,
      quantity: draft.quantity.trim(),
      manufacturing_date: draft.manufacturing_date,
      expiry_date: draft.expiry_date,
      in_stock: draft.in_stock,
    }),
  };
}

export type BatchForm = ReturnType<typeof useBatchForm>;
