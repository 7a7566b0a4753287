import type { UserWire } from '@tillwise/domain';
import type { ReactNode } from 'react';
import { useSession } from '../features/auth';
import { NewSalePage, type SaleReceiptSlot } from '../features/counter';
import { OrderDetailsPage, type OrderReceiptSlot, OrdersPage } from '../features/orders';
import { useReceiptFor } from './receipt-for';

function SaleScreen({ me }: { me: UserWire }) {
  const receipt = useReceiptFor(me).modal;
  const slot: SaleReceiptSlot = ({ onNewOrder, ...rest }) =>
    receipt({ ...rest, actionLabel: 'New Order', onAction: onNewOrder });
  return <NewSalePage me={me} renderReceipt={slot} />;
}

function useReprint(me: UserWire): OrderReceiptSlot {
  const receipt = useReceiptFor(me).modal;
  return ({ order, onClose }) =>
    receipt({ order, customerName: null, actionLabel: 'Close', onAction: onClose });
}

function OrdersScreen({ me }: { me: UserWire }) {
  return <OrdersPage renderReceipt={useReprint(me)} />;
}

function OrderDetailsScreen({ me }: { me: UserWire }) {
  return <OrderDetailsPage renderReceipt={useReprint(me)} />;
}

/** `/` renders inside HomeRoute, which waits for the session. */
export function HomeSaleScreen() {
  const session = useSession();
  return session.status === 'ready' ? <SaleScreen me={session.user} /> : null;
}

/** The orders screens of the route table, by path; each receives the signed-in user from its guard. */
export const ORDER_SCREENS: Record<string, (me: UserWire) => ReactNode> = {
  '/orders': (me) => <OrdersScreen me={me} />,
  '/orders/:orderId': (me) => <OrderDetailsScreen me={me} />,
};
