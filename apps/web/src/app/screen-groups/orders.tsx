import type { UserWire } from '@tillwise/domain';
import { EditOrderPage, OrderDetailsPage, type OrderReceiptSlot, OrdersPage } from '../../features/orders';
import { useT } from '../../i18n';
import type { ScreenProps } from '../lazy-screen';
import { useReceiptFor } from '../receipt-for';

function useReprint(me: UserWire): OrderReceiptSlot {
  const t = useT();
  const receipt = useReceiptFor(me).modal;
  return ({ order, onClose }) =>
    receipt({ order, customerName: null, actionLabel: t('screenGroups.close'), onAction: onClose });
}

/** The orders list, with the receipt for a reprint. */
export function OrdersScreen({ me }: ScreenProps) {
  return <OrdersPage renderReceipt={useReprint(me)} />;
}

/** One order, read-only, with the receipt for a reprint. */
export function OrderDetailsScreen({ me }: ScreenProps) {
  return <OrderDetailsPage renderReceipt={useReprint(me)} />;
}

/** Edit Order (admins): complete or cancel a pending order, or refund lines of a sale. */
export function EditOrderScreen() {
  return <EditOrderPage />;
}
