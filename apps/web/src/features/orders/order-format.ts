import {
  type OrderWire,
  type PaymentPartWire,
  type PaymentService,
  saleFunds,
  toDisplay,
} from '@tillwise/domain';
import type { MessageKey } from '../../i18n';
import type { Translate } from '../../i18n/use-t';

const SERVICE_KEYS: Record<PaymentService, MessageKey> = {
  BANK: 'orders.service.BANK',
  JAZZ_CASH: 'orders.service.JAZZ_CASH',
  EASY_PAISA: 'orders.service.EASY_PAISA',
};

const service = (name: string | null | undefined, t: Translate): string => {
  const key = SERVICE_KEYS[(name ?? 'BANK') as PaymentService];
  return key ? t(key) : String(name);
};

/** A part of a split payment: "Cash", "Card · JazzCash (JC-77)", "On account" (the domain's `paymentPartLabel`). */
export function paymentPartLabel(
  part: Pick<PaymentPartWire, 'method' | 'payment_service' | 'transaction_id'>,
  t: Translate,
): string {
  if (part.method === 'CASH') return t('orders.method.cash');
  if (part.method === 'CREDIT') return t('orders.method.onAccount');
  const card = t('orders.method.cardWith', { service: service(part.payment_service, t) });
  return part.transaction_id ? `${card} (${part.transaction_id})` : card;
}

/**
 * Credit, Cash, or Card with its payment service (spec 2.6). `cash_payment` false is only ever sent
 * for a credit sale (contract 3.1); otherwise the books' rule tells card from cash, since the
 * original client sends `cash_payment` true for card sales too.
 */
export function paymentMethod(order: OrderWire, t: Translate): string {
  if (order.payments && order.payments.length > 0) {
    const parts = order.payments.map((p) =>
      p.method === 'CARD'
        ? t('orders.method.cardWith', { service: service(p.payment_service, t) })
        : p.method === 'CASH'
          ? t('orders.method.cash')
          : t('orders.method.credit'),
    );
    return t('orders.method.split', { parts: parts.join(' + ') });
  }
  if (!order.cash_payment) return t('orders.method.credit');
  const funds = saleFunds(order);
  return funds === 'CASH'
    ? t('orders.method.cash')
    : t('orders.method.cardWith', { service: service(funds, t) });
}

export const discountType = (order: OrderWire, t: Translate): string =>
  order.amount_discount ? t('orders.discount.amount') : t('orders.discount.percentage');

export const discountText = (order: OrderWire): string =>
  order.amount_discount ? toDisplay(order.total_discount) : `${toDisplay(order.total_discount)} %`;
