import type { OrderWire } from '@tillwise/domain';
import { Ltr, useT } from '../../i18n';
import { FbrPosMark, FiscalQr } from './fiscal-qr';
import classes from './receipt.module.css';

/** The verification line the SRO asks every fiscal receipt to carry (in English; the catalog's `receipt.fiscal.verify`). */
export const FISCAL_VERIFY_LINE = 'Verify this invoice through FBR Tax Asaan Mobile App or SMS at 9966';
export const FISCAL_PENDING_LINE = 'Fiscal number pending — reprint this receipt once it is reported';

/**
 * The FBR block of a receipt (docs/domain/fiscal.md, "The receipt"; SRO 1006(I)/2021): once the
 * authority gave the order its number, the FBR POS mark, the number, a QR code of it and the
 * verification line; while the order waits to be reported, that its number is pending; nothing
 * for an order that is not reported.
 */
export function FiscalBlock({ order }: { order: Pick<OrderWire, 'fiscal_status' | 'fiscal_number'> }) {
  const t = useT();
  if (!order.fiscal_status) return null;
  const number = order.fiscal_number;
  if (!number)
    return (
      <section className={classes.fiscal} data-testid="receipt-fiscal" aria-label={t('receipt.fiscal.label')}>
        <div className={classes.fiscalPending} data-testid="receipt-fiscal-pending">
          {t('receipt.fiscal.pending')}
        </div>
      </section>
    );
  return (
    <section className={classes.fiscal} data-testid="receipt-fiscal" aria-label={t('receipt.fiscal.label')}>
      <div className={classes.fiscalText}>
        <FbrPosMark className={classes.fiscalMark} />
        <div className={classes.fiscalTitle}>{t('receipt.fiscal.title')}</div>
        <div className={classes.fiscalNumber} data-testid="receipt-fiscal-number">
          <Ltr>{number}</Ltr>
        </div>
      </div>
      <FiscalQr value={number} className={classes.fiscalQr} />
      <div className={classes.fiscalVerify}>{t('receipt.fiscal.verify')}</div>
    </section>
  );
}
