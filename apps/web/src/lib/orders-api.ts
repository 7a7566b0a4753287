import type { ListEnvelope, OrderCreateBody, OrderWire, ProductWire } from '@tillwise/domain';
import { type ApiResult, apiRequest, unwrap } from './api-client';

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
export const newIdempotencyKey = (): string => crypto.randomUUID();

export type ProductLookupBy = 'bar_code' | 'name__icontains';

/** `GET product/` (O1) for the order screens: `bar_code` exact (the scanner) or `name__icontains`. */
export async function findProducts(by: ProductLookupBy, text: string): Promise<ProductWire[]> {
  if (!text.trim()) return [];
  const query = { [by]: text.trim() };
  return unwrap(await apiRequest<ListEnvelope<ProductWire>>('GET', 'product/', { query })).results;
}
