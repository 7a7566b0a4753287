import { InternalOrderPage, type OrderBillSlot } from '../../features/internal-order';
import { AddVendorModal } from '../../features/organisation';
import type { ScreenProps } from '../lazy-screen';
import { useReceiptFor } from '../receipt-for';

/** The internal order screen, with the sale's receipt as its bill and the Vendors form as a modal. */
export function InternalOrderScreen({ me }: ScreenProps) {
  const receipt = useReceiptFor(me).sheet;
  const bill: OrderBillSlot = ({ order, title, party }) =>
    receipt({ order, title, party, customerName: null, cashLabel: 'Cash Given' });
  return (
    <InternalOrderPage me={me} renderBill={bill} addVendorModal={(props) => <AddVendorModal {...props} />} />
  );
}
