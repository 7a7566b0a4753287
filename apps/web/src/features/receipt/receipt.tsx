import type { OrderWire, TillTaxRegistrationWire } from '@tillwise/domain';
import { FiscalBlock } from './fiscal-block';
import { InvoiceBarcode } from './invoice-barcode';
import classes from './receipt.module.css';
import { receiptFigures, taxFigures } from './receipt-figures';

export interface ReceiptCompany {
  company_name: string;
  address: string;
  contact_number: string;
}

export interface ReceiptProps {
  order: OrderWire;
  company: ReceiptCompany | null;
  logoUrl: string | null;
  operatorName: string;
  /** Shown only for a named (non walk-in) customer. */
  customerName: string | null;
  /** The heading over the invoice id; an internal purchase says "Purchase". */
  title?: string;
  /** The other side of an internal order, e.g. `{ label: 'Seller', name: 'Green Farms' }`. */
  party?: ReceiptParty | null;
  /**
   * What the received cash is called when it is not tendered by a customer (an internal order's
   * "Cash Given", a refund's "Refunded to Cash"); no change is due then, so the Change line is left out.
   */
  cashLabel?: string;
  /** The company's currency (a till setting; PKR by default), before every total. */
  currency?: string;
  /**
   * The company charges sales tax: the business block its receipts print (SRO 1006(I)/2021), and
   * the tax invoice's lines and totals. Without it the receipt is as before tax.
   */
  taxRegistration?: TillTaxRegistrationWire | null;
  /** The buyer's NTN or CNIC, printed with their name when the invoice must name the buyer. */
  customerTaxId?: string | null;
  /** `a4`: the full-page tax invoice instead of the 80 mm roll. */
  paper?: 'roll' | 'a4';
}

export interface ReceiptParty {
  label: string;
  name: string;
}

/** A totals row: its label, its amount, and the test id that names it. */
type TotalRow = [label: string, value: string, id: string];

const totalRow = ([label, value, id]: TotalRow) => (
  <div key={id} className={id === 'net-payable' || id === 'paid-back' ? classes.net : undefined}>
    <dt>{label}:</dt>
    <dd data-testid={`receipt-${id}`}>{value}</dd>
  </div>
);

/**
 * What is payable and how it was paid, the last rows of either receipt: a refund says what is paid
 * back, never a negative amount payable.
 */
function paymentRows(f: Figures, cashLabel: string | undefined): TotalRow[] {
  const payable: TotalRow = f.refund
    ? ['Paid back', f.netPayable, 'paid-back']
    : ['Net Payable', f.netPayable, 'net-payable'];
  if (cashLabel) return [payable, [cashLabel, f.received, 'cash-given']];
  if (f.refund) return [payable];
  if (f.card) return [payable, [f.card, f.received, 'card']];
  return [
    payable,
    ['Received', f.received, 'received'],
    [f.cashOutcome.label, f.cashOutcome.amount, f.cashOutcome.label === 'Change' ? 'change' : 'on-account'],
  ];
}

/**
 * The 80 mm sales receipt (contract 3.5) in the selling company's own name. A sale paid in parts
 * lists each part (cash, card with its service, on account) under Net Payable, then the cash
 * received and the change on the cash part.
 */
export function Receipt(props: ReceiptProps) {
  const { order, company, logoUrl, operatorName, customerName, party, cashLabel } = props;
  const f = receiptFigures(order, props.currency);
  // A company that charges tax prints the tax invoice; with tax off the receipt is as before tax.
  const registration = props.taxRegistration ?? null;
  // An internal order's tax invoice between registrations is another matter (its own screen).
  const t = registration && !order.internal_order ? taxFigures(order, props.currency) : null;
  if (registration && t) return <TaxReceipt {...props} f={f} t={t} registration={registration} />;
  const totals: TotalRow[] = [
    ['Items', String(f.items), 'items'],
    ['Total Units', f.totalUnits, 'total-units'],
    [f.discountLabel, f.discount, 'discount'],
    ['Total', f.total, 'total'],
    ...paymentRows(f, cashLabel),
  ];
  return (
    <div className={classes.receipt} data-testid="receipt">
      <header className={classes.head}>
        {logoUrl && <img className={classes.logo} src={logoUrl} alt="" />}
        <div className={classes.company}>{company?.company_name}</div>
        {company?.address && <div>{company.address}</div>}
        {company?.contact_number && <div>{company.contact_number}</div>}
      </header>
      <div className={classes.invoice}>
        <span>{props.title ?? 'Sales Invoice'}</span>
        <span className={classes.invoiceBox} data-testid="receipt-invoice">
          {order.invoice_id}
        </span>
      </div>
      <div className={classes.when}>
        <span>{f.time}</span>
        <span>{f.date}</span>
      </div>
      {customerName && <div className={classes.customer}>Customer's Name: {customerName}</div>}
      {party && (
        <div className={classes.customer}>
          {party.label}: {party.name}
        </div>
      )}
      <table className={classes.table}>
        <thead>
          <tr>
            <th>Sr#</th>
            <th>Item's Name</th>
            <th>Size</th>
            <th className={classes.num}>Qty</th>
            <th className={classes.num}>Rate</th>
            <th className={classes.num}>Amount</th>
          </tr>
        </thead>
        <tbody>
          {f.lines.map((l) => (
            <tr key={l.key}>
              <td>{l.sr}</td>
              <td>{l.name}</td>
              <td>{l.size}</td>
              <td className={classes.num}>{l.qty}</td>
              <td className={classes.num}>{l.rate}</td>
              <td className={classes.num}>{l.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={classes.totals}>
        {totals.slice(0, 4).map(totalRow)}
        {f.parts.length > 0 && (
          <div className={classes.partsTitle}>
            <dt>Paid in parts</dt>
          </div>
        )}
        {f.parts.map((p) => (
          <div key={p.key} className={classes.part} data-testid="receipt-part">
            <dt>{p.label}:</dt>
            <dd>{p.amount}</dd>
          </div>
        ))}
        {totals.slice(4).map(totalRow)}
      </dl>
      <FiscalBlock order={order} />
      <footer className={classes.foot}>
        <div>Operator: {operatorName}</div>
        <InvoiceBarcode value={order.invoice_id} />
        <div className={classes.thanks}>Thank you for shopping with us!</div>
      </footer>
      <TokenSlips order={order} companyName={company?.company_name ?? ''} f={f} />
    </div>
  );
}

type Figures = ReturnType<typeof receiptFigures>;
type TaxFigures = NonNullable<ReturnType<typeof taxFigures>>;

/** One slip per line whose product has the token flag (spec 9), after the receipt. */
function TokenSlips({ order, companyName, f }: { order: OrderWire; companyName: string; f: Figures }) {
  return f.lines
    .filter((l) => l.token)
    .map((l) => (
      <section key={`token-${l.key}`} className={classes.token} data-testid="token-slip">
        <div className={classes.company}>{companyName}</div>
        <div className={classes.tokenTitle}>TOKEN</div>
        <div>
          {order.invoice_id} · {f.time}
        </div>
        <div className={classes.tokenItem}>
          {l.product}
          {l.variant ? ` (${l.variant})` : ''} × {l.qty}
        </div>
      </section>
    ));
}

/** How the sale was paid, as a tax invoice names it (the FBR's payment modes). */
const paymentMode = (f: Figures): string =>
  f.parts.length > 0 ? 'Mixed' : f.card ? 'Card' : f.cashOutcome.label === 'On account' ? 'Credit' : 'Cash';

/**
 * The receipt of a company that charges sales tax (docs/domain/tax.md, "Receipts"; SRO
 * 1006(I)/2021): the business block with its NTN, STRN, tax office and POS registration number;
 * each line's unit price excluding tax, rate, tax and total; the value excluding tax, tax, further
 * tax, discount, service fee, payable, received and change; the buyer's name and NTN or CNIC above
 * Rs 100,000 or on credit (blank lines to fill in when the till does not know them); and, when the
 * company reports to the FBR, the fiscal number with its QR code (fiscal-block.tsx).
 */
function TaxReceipt(
  props: ReceiptProps & { f: Figures; t: TaxFigures; registration: TillTaxRegistrationWire },
) {
  const { order, company, logoUrl, operatorName, customerName, party, cashLabel, f, t, registration } = props;
  const name = registration.business_name || company?.company_name;
  const address = registration.address || company?.address;
  const totals: TotalRow[] = [
    ['Items', String(f.items), 'items'],
    ['Total Units', f.totalUnits, 'total-units'],
    ['Value excl. tax', t.value, 'value-excl-tax'],
    ['Sales tax', t.tax, 'sales-tax'],
    ...(t.furtherTax ? [['Further tax', t.furtherTax, 'further-tax'] as TotalRow] : []),
    [f.discountLabel, f.discount, 'discount'],
    ...(t.serviceFee ? [['POS service fee', t.serviceFee, 'service-fee'] as TotalRow] : []),
  ];
  const after = paymentRows(f, cashLabel);
  const a4 = props.paper === 'a4';
  return (
    <div className={a4 ? `${classes.receipt} ${classes.a4}` : classes.receipt} data-testid="receipt">
      <header className={classes.head} data-testid="receipt-business">
        {logoUrl && <img className={classes.logo} src={logoUrl} alt="" />}
        <div className={classes.company}>{name}</div>
        {address && <div>{address}</div>}
        {company?.contact_number && <div>{company.contact_number}</div>}
        <div className={classes.registration}>
          <span data-testid="receipt-ntn">NTN: {registration.ntn || '-'}</span>
          <span data-testid="receipt-strn">STRN: {registration.strn || '-'}</span>
          {registration.tax_office && <span>Tax office: {registration.tax_office}</span>}
          <span data-testid="receipt-pos">POS: {registration.pos_registration || '-'}</span>
        </div>
      </header>
      <div className={classes.invoice}>
        <span>{props.title ?? (f.refund ? 'Credit Note' : 'Sales Tax Invoice')}</span>
        <span className={classes.invoiceBox} data-testid="receipt-invoice">
          {order.invoice_id}
        </span>
      </div>
      <div className={classes.when}>
        <span>{f.time}</span>
        <span>{f.date}</span>
      </div>
      <div className={classes.when}>
        <span>Payment: {paymentMode(f)}</span>
        <span>{t.pricesIncludeTax ? 'Prices incl. tax' : 'Tax added to prices'}</span>
      </div>
      {t.buyerNamed ? (
        <div className={classes.buyer} data-testid="receipt-buyer">
          <div>Customer's Name: {customerName || <span className={classes.blank} />}</div>
          <div>NTN/CNIC: {props.customerTaxId || <span className={classes.blank} />}</div>
        </div>
      ) : (
        customerName && <div className={classes.customer}>Customer's Name: {customerName}</div>
      )}
      {party && (
        <div className={classes.customer}>
          {party.label}: {party.name}
        </div>
      )}
      <table className={classes.table}>
        <thead>
          <tr>
            <th>Item</th>
            <th className={classes.num}>Qty</th>
            <th className={classes.num}>Excl.</th>
            <th className={classes.num}>Rate</th>
            <th className={classes.num}>Tax</th>
            <th className={classes.num}>Total</th>
          </tr>
        </thead>
        {f.lines.map((l, i) => {
          const tl = t.lines[i];
          return (
            <tbody key={l.key} className={classes.taxLine} data-testid="receipt-tax-line">
              <tr>
                <td colSpan={6}>
                  {l.sr}. {l.name}
                  {l.size ? ` · ${l.size}` : ''}
                </td>
              </tr>
              <tr>
                <td />
                <td className={classes.num}>{l.qty}</td>
                <td className={classes.num}>{tl?.unitExcl}</td>
                <td className={classes.num}>{tl?.rate}</td>
                <td className={classes.num}>{tl?.tax}</td>
                <td className={classes.num}>{tl?.total}</td>
              </tr>
            </tbody>
          );
        })}
      </table>
      <dl className={classes.totals}>
        {totals.map(totalRow)}
        {f.parts.length > 0 && (
          <div className={classes.partsTitle}>
            <dt>Paid in parts</dt>
          </div>
        )}
        {f.parts.map((p) => (
          <div key={p.key} className={classes.part} data-testid="receipt-part">
            <dt>{p.label}:</dt>
            <dd>{p.amount}</dd>
          </div>
        ))}
        {after.map(totalRow)}
      </dl>
      <FiscalBlock order={order} />
      <footer className={classes.foot}>
        <div>Operator: {operatorName}</div>
        <InvoiceBarcode value={order.invoice_id} />
        <div className={classes.thanks}>Thank you for shopping with us!</div>
      </footer>
      <TokenSlips order={order} companyName={name ?? ''} f={f} />
    </div>
  );
}
