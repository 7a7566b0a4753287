import type { OrderWire, UserWire } from '@tillwise/domain';
import type { ReactNode } from 'react';

/** What the bill says beyond the order itself: its title and who the other side was. */
export interface BillHeading {
  title: string;
  party: { label: 'Seller' | 'Buyer'; name: string } | null;
}

/**
 * The bill of a completed internal order: the one 80 mm receipt (contract 3.5), composed in by the
 * app (features do not import each other). It opens the print dialog itself, about 100 ms after
 * it renders, and prints alone.
 */
export type OrderBillSlot = (props: BillHeading & { order: OrderWire }) => ReactNode;

/** A purchase when my company bought; a return says so in the title. */
export function billHeading(order: OrderWire, me: UserWire, counterparty: UserWire | null): BillHeading {
  const bought = order.buyer === me.id;
  const title = `${bought ? 'Purchase' : 'Sales Invoice'}${order.status === 'RETURNED' ? ' (Return)' : ''}`;
  const party = counterparty && {
    label: bought ? ('Seller' as const) : ('Buyer' as const),
    name: counterparty.company?.company_name ?? counterparty.username,
  };
  return { title, party };
}
