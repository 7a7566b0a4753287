import { type OrderWire, PAYMENT_SERVICE_LABELS, saleFunds, toDisplay } from '@tillwise/domain';

/**
 * Credit, Cash, or Card with its payment service (spec 2.6). `cash_payment` false is only ever sent
 * for a credit sale (contract 3.1); otherwise the books' rule tells card from cash, since the
 * original client sends `cash_payment` true for card sales too.
 */
export function paymentMethod(order: OrderWire): string {
  if (order.payments && order.payments.length > 0) {
    const parts = order.payments.map((p) =>
      p.method === 'CARD'
        ? `Card · ${PAYMENT_SERVICE_LABELS[p.payment_service ?? 'BANK']}`
        : p.method === 'CASH'
          ? 'Cash'
          : 'Credit',
    );
    return `Split: ${parts.join(' + ')}`;
  }
  if (!order.cash_payment) return 'Credit';
  const funds = saleFunds(order);
  return funds === 'CASH' ? 'Cash' : `Card · ${PAYMENT_SERVICE_LABELS[funds] ?? funds}`;
}

export const discountType = (order: OrderWire): string => (order.amount_discount ? 'Amount' : 'Percentage');

export const discountText = (order: OrderWire): string =>
  order.amount_discount ? toDisplay(order.total_discount) : `${toDisplay(order.total_discount)} %`;
