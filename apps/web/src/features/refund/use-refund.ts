import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type OrderWire, refundPickErrors } from '@tillwise/domain';
import { useEffect, useMemo, useState } from 'react';
import { useMessage } from '../../i18n';
import { describeApiError } from '../../lib/api-error';
import { fetchOrder, fetchRefundable, newIdempotencyKey, postRefund } from '../../lib/orders-api';
import { queryKeys } from '../../lib/query-keys';
import { offlineDb } from '../../offline/offline-db';
import { tillHeaders } from '../../offline/till-session';
import { picksOf, type RefundTenderLine, refundPreview, soldLines } from './refund-preview';
import { useTenderLabel } from './tender-label';

/** A refund that was made: what the receipt shows. */
export interface DoneRefund {
  refund: OrderWire;
  sale: OrderWire;
  tenders: RefundTenderLine[];
}

/**
 * One refund of the sale `saleId`: the sale and what may still be refunded of it, the quantities
 * typed, their preview, and the submit. A new sale starts a fresh refund with its own
 * Idempotency-Key, so a repeated submit of one refund is answered once.
 */
export function useRefund(saleId: number) {
  const queryClient = useQueryClient();
  const label = useTenderLabel();
  const message = useMessage();
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [key, setKey] = useState(newIdempotencyKey);
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [done, setDone] = useState<DoneRefund | null>(null);

  const sale = useQuery({
    queryKey: queryKeys.order(saleId),
    queryFn: () => fetchOrder(saleId),
    enabled: saleId > 0,
  });
  const view = useQuery({
    queryKey: queryKeys.refundable(saleId),
    queryFn: () => fetchRefundable(saleId),
    enabled: saleId > 0,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new sale starts a fresh refund (its own key).
  useEffect(() => {
    setQuantities({});
    setErrors([]);
    setKey(newIdempotencyKey());
  }, [saleId]);

  const preview = useMemo(() => {
    if (!view.data) return null;
    const made = refundPreview(view.data, quantities, label);
    // The domain's checks of the typed quantities, in the reader's language.
    return { ...made, errors: made.errors.map(message) };
  }, [view.data, quantities, label, message]);

  async function submit() {
    if (!view.data || !sale.data || submitting || done) return;
    const picks = picksOf(quantities);
    const problems = refundPickErrors(soldLines(view.data), picks);
    if (problems.length > 0) {
      setErrors(problems.map(message));
      return;
    }
    setSubmitting(true);
    setErrors([]);
    // Paid out of this till's drawer: the refund names the till and its open session.
    const till = await tillHeaders(offlineDb()).catch(() => ({}));
    const result = await postRefund(saleId, { lines: picks }, key, till);
    setSubmitting(false);
    if (!result.ok) {
      const lines = result.error.fieldErrors('lines');
      const other = result.error.fieldErrors('non_field_errors');
      setErrors(lines.length + other.length > 0 ? [...lines, ...other] : [describeApiError(result.error)]);
      void view.refetch();
      return;
    }
    void queryClient.invalidateQueries({ queryKey: queryKeys.orders() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.inventory() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.catalog() });
    setDone({ refund: result.data, sale: sale.data, tenders: preview?.tenders ?? [] });
  }

  return {
    sale,
    view,
    quantities,
    setQuantities,
    preview,
    errors,
    submitting,
    done,
    clearDone: () => setDone(null),
    submit,
  };
}
