import type { OrderWire } from '@tillwise/domain';
import { FbrPosMark, FiscalQr } from './fiscal-qr';
import classes from './receipt.module.css';

/** The verification line the SRO asks every fiscal receipt to carry. */
export const FISCAL_VERIFY_LINE = 'Verify this invoice through FBR Tax Asaan Mobile App or SMS at 9966';
export const FISCAL_PENDING_LINE = 'Fiscal number pending — reprint this receipt once it is reported';

/**
 * The FBR block of a receipt (docs/domain/fiscal.md, "The receipt"; SRO 1006(I)/2021): once the
 * authority gave the order its number, the FBR POS mark, the number, a QR code of it and the
 * verification line; while the order waits to be reported, that its number is pending; nothing
 * for an order that is not reported.
 */
export function FiscalBlock({ order }: { order: Pick<OrderWire, 'fiscal_status' | 'fiscal_number'> }) {
  if (!order.fiscal_status) return null;
  const number = order.fiscal_number;
  if (!number)
    return (
      <section className={classes.fiscal} data-testid="receipt-fiscal" aria-label="Fiscal invoice">
        <div className={classes.fiscalPending} data-testid="receipt-fiscal-pending">
          {FISCAL_PENDING_LINE}
        </div>
      </section>
    );
  return (
    <section className={classes.fiscal} data-testid="receipt-fiscal" aria-label="Fiscal invoice">
      <div className={classes.fiscalText}>
        <FbrPosMark className={classes.fiscalMark} />
        <div className={classes.fiscalTitle}>FBR invoice number</div>
        <div className={classes.fiscalNumber} data-testid="receipt-fiscal-number">
          {number}
        </div>
      </div>
      <FiscalQr value={number} className={classes.fiscalQr} />
      <div className={classes.fiscalVerify}>{FISCAL_VERIFY_LINE}</div>
    </section>
  );
}
