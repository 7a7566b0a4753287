import type { UserWire } from '@tillwise/domain';
import type { ReactNode } from 'react';
import { useSession } from '../features/auth';
import { NewSalePage, type SaleReceiptSlot } from '../features/counter';
import { OrderDetailsPage, type OrderReceiptSlot, OrdersPage } from '../features/orders';
import { ReceiptModal, type ReceiptModalProps } from '../features/receipt';
import { useCompanyLogo } from '../features/shell';
import { displayName } from '../lib/format';

type ReceiptChoice = Pick<ReceiptModalProps, 'order' | 'customerName' | 'actionLabel' | 'onAction'>;

/**
 * The receipt in the signed-in user's company name, with its logo and the user as operator
 * (contract 3.5); the print dialog opens once it is on screen, after a sale and for a reprint.
 */
function useReceiptFor(me: UserWire) {
  const { data: logo } = useCompanyLogo();
  return (choice: ReceiptChoice) => (
    <ReceiptModal
      company={me.company}
      logoUrl={logo ?? null}
      operatorName={displayName(me)}
      autoPrint
      {...choice}
    />
  );
}

function SaleScreen({ me }: { me: UserWire }) {
  const receipt = useReceiptFor(me);
  const slot: SaleReceiptSlot = ({ onNewOrder, ...rest }) =>
    receipt({ ...rest, actionLabel: 'New Order', onAction: onNewOrder });
  return <NewSalePage me={me} renderReceipt={slot} />;
}

function useReprint(me: UserWire): OrderReceiptSlot {
  const receipt = useReceiptFor(me);
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
