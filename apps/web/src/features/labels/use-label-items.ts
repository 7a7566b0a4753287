import { useQueries, useQuery } from '@tanstack/react-query';
import { type LabelItem, labelTaxing, localDay } from '@tillwise/domain';
import { tillTaxQuery } from '../../offline/till-tax';
import { batchQuery } from './api/get-batch';
import { orderQuery } from './api/get-order';
import { productQuery } from './api/get-product';
import {
  type LabelRequest,
  labelItemsOf,
  type WantedLabels,
  wantedFromBatch,
  wantedFromOrder,
} from './label-sources';

/** An order the address names that the server does not have (the screen says so in its language). */
export class OrderNotFound extends Error {
  constructor(readonly orderId: number) {
    super(`Order ${orderId} was not found.`);
  }
}

export type LabelItemsState =
  | { status: 'loading' }
  | { status: 'failed'; error: Error; retry: () => void }
  | { status: 'ready'; items: LabelItem[]; source: LabelJobSource };

/** What the print job's items come from, for the screen to name in the reader's language. */
export type LabelJobSource =
  | { kind: 'batch'; id: number; product: string }
  | { kind: 'order'; invoice: string }
  | { kind: 'products' }
  | { kind: 'none' };

/**
 * The items of a print job: its source (a batch, an order) read first, then its products and the
 * company's tax answer, turned into label items by the domain's `labelItem` (prices with tax as
 * the counter charges them today).
 */
export function useLabelItems(request: LabelRequest): LabelItemsState {
  const batch = useQuery({
    ...batchQuery(request.kind === 'batch' ? request.id : 0),
    enabled: request.kind === 'batch',
  });
  const order = useQuery({
    ...orderQuery(request.kind === 'order' ? request.id : 0),
    enabled: request.kind === 'order',
  });
  const tax = useQuery(tillTaxQuery());

  const wanted: WantedLabels | null =
    request.kind === 'products'
      ? { productIds: request.ids, copies: null }
      : request.kind === 'batch' && batch.data
        ? wantedFromBatch(batch.data)
        : request.kind === 'order' && order.data
          ? wantedFromOrder(order.data)
          : request.kind === 'none'
            ? { productIds: [], copies: null }
            : null;
  const products = useQueries({ queries: (wanted?.productIds ?? []).map((id) => productQuery(id)) });

  const source: LabelJobSource =
    request.kind === 'batch' && batch.data
      ? { kind: 'batch', id: batch.data.id, product: batch.data.product_variant.product.name }
      : request.kind === 'order' && order.data
        ? { kind: 'order', invoice: order.data.invoice_id }
        : request.kind === 'products'
          ? { kind: 'products' }
          : { kind: 'none' };
  const loaded = products.flatMap((p) => (p.data ? [p.data] : []));
  const items =
    wanted && loaded.length === products.length && tax.isSuccess
      ? labelItemsOf(loaded, wanted, labelTaxing(tax.data, localDay()))
      : null;

  const failed = [batch, order, ...products].find((q) => q.error);
  if (failed?.error) return { status: 'failed', error: failed.error, retry: () => void failed.refetch() };
  if (request.kind === 'order' && order.isSuccess && order.data === null)
    return {
      status: 'failed',
      error: new OrderNotFound(request.id),
      retry: () => void order.refetch(),
    };
  if (!items) return { status: 'loading' };
  return { status: 'ready', items, source };
}
