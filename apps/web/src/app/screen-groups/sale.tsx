import { D } from '@tillwise/domain';
import { NewSalePage, ReceiptsPage, type ReprintSlot, type SaleReceiptSlot } from '../../features/counter';
import { RefundPage, type RefundReceiptSlot } from '../../features/refund';
import { TillSessionBar } from '../../features/till-sessions';
import { useT } from '../../i18n';
import type { ScreenProps } from '../lazy-screen';
import { useReceiptFor } from '../receipt-for';

/** New Sale with the receipt after a printed sale and the till session strip (the counter, receipt and till chunk). */
export function SaleScreen({ me }: ScreenProps) {
  const t = useT();
  const receipt = useReceiptFor(me).modal;
  const slot: SaleReceiptSlot = ({ onNewOrder, ...rest }) =>
    receipt({ ...rest, actionLabel: t('screenGroups.newOrder'), onAction: onNewOrder });
  return <NewSalePage me={me} renderReceipt={slot} tillBar={<TillSessionBar me={me} />} />;
}

/**
 * Refund from the receipt, with the refund's own 80 mm receipt: the receipt titled Refund, naming
 * the sale it refunds, and what went back by which payment in place of the cash received.
 */
export function RefundScreen({ me }: ScreenProps) {
  const t = useT();
  const receipt = useReceiptFor(me).modal;
  const slot: RefundReceiptSlot = ({ refund, sale, tenders, onDone }) =>
    receipt({
      order: { ...refund, amount_received: new D(refund.total).abs().toFixed(4) },
      customerName: null,
      title: t('screenGroups.refund.title'),
      party: { label: t('screenGroups.refund.of'), name: sale.invoice_id },
      cashLabel: t('screenGroups.refund.to', {
        to: tenders.map((tender) => tender.label).join(' + ') || t('screenGroups.refund.customer'),
      }),
      actionLabel: t('screenGroups.refund.again'),
      onAction: onDone,
    });
  return (
    <RefundPage
      renderReceipt={slot}
      renderSaleReceipt={({ order, onClose }) =>
        receipt({ order, customerName: null, actionLabel: t('screenGroups.close'), onAction: onClose })
      }
    />
  );
}

/** Receipts at the counter: a cashier finds an earlier sale of their company and reprints it. */
export function ReceiptsScreen({ me }: ScreenProps) {
  const t = useT();
  const receipt = useReceiptFor(me).modal;
  const slot: ReprintSlot = ({ order, onClose }) =>
    receipt({ order, customerName: null, actionLabel: t('screenGroups.close'), onAction: onClose });
  return <ReceiptsPage renderReceipt={slot} />;
}
