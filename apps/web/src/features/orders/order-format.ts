import { type OrderWire, PAYMENT_SERVICE_LABELS, toDisplay } from '@tillwise/domain';

/** The order's own date and time, as the till's clock shows it (`2026-11-21 18:39`). */
export function orderDate(created: string): string {
  const d = new Date(created);
  if (Number.isNaN(d.getTime())) return created;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Cash or Card by the order's cash flag (spec 2.6), with the payment service when one was used. */
export function paymentMethod(order: OrderWire): string {
  const method = order.cash_payment ? 'Cash' : 'Card';
  const service = order.payment_service;
  const viaService = service && (service !== 'BANK' || order.transaction_id);
  return viaService ? `${method} · ${PAYMENT_SERVICE_LABELS[service] ?? service}` : method;
}

export const discountType = (order: OrderWire): string => (order.amount_discount ? 'Amount' : 'Percentage');

export const discountText = (order: OrderWire): string =>
  order.amount_discount ? toDisplay(order.total_discount) : `${toDisplay(order.total_discount)} %`;
