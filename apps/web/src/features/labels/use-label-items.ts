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

export type LabelItemsState =
  | { status: 'loading' }
  | { status: 'failed'; error: Error; retry: () => void }
  | { status: 'ready'; items: LabelItem[]; source: string };

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

  const source =
    request.kind === 'batch' && batch.data
      ? `Batch ${batch.data.id} of ${batch.data.product_variant.product.name}: one label per unit received`
      : request.kind === 'order' && order.data
        ? `Order ${order.data.invoice_id}: one label per unit of each line`
        : request.kind === 'products'
          ? 'Products chosen in the product list: one label per variant and per trade unit (pack, carton)'
          : '';
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
      error: new Error(`Order ${request.id} was not found.`),
      retry: () => void order.refetch(),
    };
  if (!items) return { status: 'loading' };
  return { status: 'ready', items, source };
}
