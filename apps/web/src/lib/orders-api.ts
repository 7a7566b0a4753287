import type {
  ListEnvelope,
  OrderCreateBody,
  OrderStatus,
  OrderWire,
  ProductWire,
  QueryParams,
  RefundableWire,
  RefundBodyWire,
} from '@tillwise/domain';
import { type ApiResult, apiRequest, unwrap } from './api-client';
import { randomUuid } from './random-uuid';

/*
 * The order calls the New Sale screen, the internal order screen and the orders screens share
 * (features do not import each other, so they live here, like the invoice id).
 */

/** `GET order/<id>` (O15, no trailing slash): a list envelope with the one order, or null when there is none. */
export async function fetchOrder(id: number): Promise<OrderWire | null> {
  const envelope = unwrap(await apiRequest<ListEnvelope<OrderWire>>('GET', `order/${id}`));
  return envelope.results.length === 1 ? (envelope.results[0] ?? null) : null;
}

/**
 * `POST order/` or `POST internal-order/` with the order's Idempotency-Key, so a retry after a
 * lost answer never posts twice. An offline outbox goes in front of this, replaying the same key.
 */
export const postOrder = (
  path: 'order/' | 'internal-order/',
  body: OrderCreateBody,
  idempotencyKey: string,
): Promise<ApiResult<{ id: number }>> =>
  apiRequest<{ id: number }>('POST', path, { body, headers: { 'Idempotency-Key': idempotencyKey } });

/** A key for one order, kept across its retries and renewed by New Order. */
export const newIdempotencyKey = (): string => randomUuid();

export type ProductLookupBy = 'bar_code' | 'name__icontains';

/** `GET product/` (O1) for the order screens: `bar_code` exact (the scanner) or `name__icontains`. */
export async function findProducts(by: ProductLookupBy, text: string): Promise<ProductWire[]> {
  if (!text.trim()) return [];
  const query = { [by]: text.trim() };
  return unwrap(await apiRequest<ListEnvelope<ProductWire>>('GET', 'product/', { query })).results;
}

/** `GET order/<id>/refund/`: what is left to refund of a sale, how it was paid, and its refunds. */
export async function fetchRefundable(id: number): Promise<RefundableWire> {
  return unwrap(await apiRequest<RefundableWire>('GET', `order/${id}/refund/`));
}

/** `POST order/<id>/refund/` with the refund's Idempotency-Key (kept across retries of one refund). */
export const postRefund = (
  saleId: number,
  body: RefundBodyWire,
  idempotencyKey: string,
  /** The till paying it out (`X-Till-Id`, `X-Till-Session`): the refund joins its session. */
  till: Record<string, string> = {},
) =>
  apiRequest<OrderWire>('POST', `order/${saleId}/refund/`, {
    body,
    headers: { ...till, 'Idempotency-Key': idempotencyKey },
  });

/**
 * The sales whose invoice id contains the text (a scanned receipt gives the whole id), newest
 * first; an exact match (any case) comes first.
 */
export async function findSalesByInvoice(text: string): Promise<OrderWire[]> {
  const wanted = text.trim();
  if (!wanted) return [];
  const envelope = unwrap(
    await apiRequest<ListEnvelope<OrderWire>>('GET', 'order/', {
      query: { invoice_id__contains: wanted } satisfies QueryParams<'order/'>,
    }),
  );
  const exact = envelope.results.filter((o) => o.invoice_id.toLowerCase() === wanted.toLowerCase());
  return exact.length > 0 ? exact : envelope.results;
}

/** `PATCH order/<id>/` (O17): an order's status (Responses › Orders and Edit Order). */
export const setOrderStatus = (id: number, status: OrderStatus) =>
  apiRequest<OrderWire>('PATCH', `order/${id}/`, { body: { id, status } });

/** The counter's Receipts: one page of `GET order/`, by part of the invoice id and the day (YYYY-MM-DD). */
export async function findReceipts(params: {
  invoice: string;
  date: string;
  page: number;
}): Promise<ListEnvelope<OrderWire>> {
  const query = {
    invoice_id__contains: params.invoice.trim() || undefined,
    created__date: params.date || undefined,
    page: params.page,
  };
  return unwrap(await apiRequest<ListEnvelope<OrderWire>>('GET', 'order/', { query }));
}
