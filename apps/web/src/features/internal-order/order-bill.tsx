import type { OrderWire, UserWire } from '@tillwise/domain';
import type { ReactNode } from 'react';
import type { Translate } from '../../i18n/use-t';

/** What the bill says beyond the order itself: its title and who the other side was. */
export interface BillHeading {
  title: string;
  party: { label: string; name: string } | null;
}

/**
 * The bill of a completed internal order: the one 80 mm receipt (contract 3.5), composed in by the
 * app (features do not import each other). It opens the print dialog itself, about 100 ms after
 * it renders, and prints alone.
 */
export type OrderBillSlot = (props: BillHeading & { order: OrderWire }) => ReactNode;

/** A purchase when my company bought; a return says so in the title. In the reader's language. */
export function billHeading(
  order: OrderWire,
  me: UserWire,
  counterparty: UserWire | null,
  t: Translate,
): BillHeading {
  const bought = order.buyer === me.id;
  const returned = order.status === 'RETURNED';
  const title = bought
    ? t(returned ? 'internalOrder.bill.purchaseReturn' : 'internalOrder.bill.purchase')
    : t(returned ? 'internalOrder.bill.saleReturn' : 'internalOrder.bill.sale');
  const party = counterparty && {
    label: bought ? t('internalOrder.bill.seller') : t('internalOrder.bill.buyer'),
    name: counterparty.company?.company_name ?? counterparty.username,
  };
  return { title, party };
}
