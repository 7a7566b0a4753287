import type { UserWire } from '@tillwise/domain';
import {
  PrintableReceipt,
  type PrintableReceiptProps,
  ReceiptModal,
  type ReceiptModalProps,
} from '../features/receipt';
import { useCompanyLogo } from '../features/shell';
import { displayName } from '../lib/format';
import { useTillCurrency } from '../offline/till-currency';
import { useTillTax } from '../offline/till-tax';

type Shared =
  | 'company'
  | 'logoUrl'
  | 'operatorName'
  | 'autoPrint'
  | 'currency'
  | 'taxRegistration'
  | 'urduDigits';
type Choice = Omit<ReceiptModalProps, Shared>;
type SheetChoice = Omit<PrintableReceiptProps, Shared>;

/**
 * The one 80 mm receipt in the signed-in user's company name, with the header's logo, the user
 * as operator (contract 3.5) and, when the company charges tax, its registration; the print dialog opens once it is on screen. `modal` is the sale's
 * and the reprint's preview with its own buttons; `sheet` sits inside another dialog (the
 * internal order's status).
 */
export function useReceiptFor(me: UserWire) {
  const { data: logo } = useCompanyLogo();
  const currency = useTillCurrency();
  const tax = useTillTax();
  const shared = {
    currency,
    // A company that charges sales tax prints its registration (docs/domain/tax.md, "Receipts").
    taxRegistration: tax?.charges_tax ? tax.registration : null,
    company: me.company,
    logoUrl: logo ?? null,
    operatorName: displayName(me),
    autoPrint: true,
    // The company's choice of digits on Urdu receipts (issue 43); the till keeps the signed-in
    // user with the company (get-current-user.ts), so a receipt printed offline follows it too.
    urduDigits: me.company?.receipt_urdu_digits ?? false,
  };
  return {
    modal: (choice: Choice) => <ReceiptModal {...shared} {...choice} />,
    sheet: (choice: SheetChoice) => <PrintableReceipt {...shared} {...choice} />,
  };
}
