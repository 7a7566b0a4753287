import { type OrderWire, PAYMENT_SERVICE_LABELS, saleFunds, toDisplay } from '@tillwise/domain';

/** The order's own date and time, as the till's clock shows it (`2026-11-21 18:39`). */
export function orderDate(created: string): string {
  const d = new Date(created);
  if (Number.isNaN(d.getTime())) return created;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * Cash, or Card with its payment service (spec 2.6), by the rule the books use: the original client
 * sends `cash_payment` true for card sales too, so a card sale shows by its service or reference.
 */
export function paymentMethod(order: OrderWire): string {
  const funds = saleFunds(order);
  return funds === 'CASH' ? 'Cash' : `Card · ${PAYMENT_SERVICE_LABELS[funds] ?? funds}`;
}

export const discountType = (order: OrderWire): string => (order.amount_discount ? 'Amount' : 'Percentage');

export const discountText = (order: OrderWire): string =>
  order.amount_discount ? toDisplay(order.total_discount) : `${toDisplay(order.total_discount)} %`;
