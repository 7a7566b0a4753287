import { type OrderWire, PAYMENT_SERVICE_LABELS, toDisplay } from '@tillwise/domain';

/** The order's own date and time, as the till's clock shows it (`2026-11-21 18:39`). */
export function orderDate(created: string): string {
  const d = new Date(created);
  if (Number.isNaN(d.getTime())) return created;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Cash, or Card with its service. */
export const paymentMethod = (order: OrderWire): string =>
  order.cash_payment
    ? 'Cash'
    : `Card${order.payment_service ? ` (${PAYMENT_SERVICE_LABELS[order.payment_service] ?? order.payment_service})` : ''}`;

export const discountType = (order: OrderWire): string => (order.amount_discount ? 'Amount' : 'Percentage');

export const discountText = (order: OrderWire): string =>
  order.amount_discount ? toDisplay(order.total_discount) : `${toDisplay(order.total_discount)} %`;
