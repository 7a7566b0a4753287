import { NewSalePage, type SaleReceiptSlot } from '../../features/counter';
import { TillSessionBar } from '../../features/till-sessions';
import type { ScreenProps } from '../lazy-screen';
import { useReceiptFor } from '../receipt-for';

/** New Sale with the receipt after a printed sale and the till session strip (the counter, receipt and till chunk). */
export function SaleScreen({ me }: ScreenProps) {
  const receipt = useReceiptFor(me).modal;
  const slot: SaleReceiptSlot = ({ onNewOrder, ...rest }) =>
    receipt({ ...rest, actionLabel: 'New Order', onAction: onNewOrder });
  return <NewSalePage me={me} renderReceipt={slot} tillBar={<TillSessionBar me={me} />} />;
}
