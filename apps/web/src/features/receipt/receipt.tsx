import { D, type OrderWire, type TillTaxRegistrationWire } from '@tillwise/domain';
import { Ltr, useFormatter, useT } from '../../i18n';
import type { Translate } from '../../i18n/use-t';
import type { Formatter } from '../../lib/format';
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
  /**
   * The company prints Urdu digits on its receipts (its `receipt_urdu_digits`, issue 43): money,
   * quantities and dates in ۰۱۲۳ when the receipt is in Urdu; Western digits otherwise. The invoice
   * id, the FBR number, NTN and barcodes stay Western and left to right.
   */
  urduDigits?: boolean;
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
function paymentRows(f: Figures, cashLabel: string | undefined, tr: Translate): TotalRow[] {
  const payable: TotalRow = f.refund
    ? [tr('receipt.paidBack'), f.netPayable, 'paid-back']
    : [tr('receipt.netPayable'), f.netPayable, 'net-payable'];
  if (cashLabel) return [payable, [cashLabel, f.received, 'cash-given']];
  if (f.refund) return [payable];
  if (f.card) return [payable, [partLabel(f.card, tr), f.received, 'card']];
  return [
    payable,
    [tr('receipt.received'), f.received, 'received'],
    [
      partLabel(f.cashOutcome.label, tr),
      f.cashOutcome.amount,
      f.cashOutcome.label === 'Change' ? 'change' : 'on-account',
    ],
  ];
}

/** A payment part's or outcome's label (the domain's English words) in the chosen language. */
function partLabel(label: string, tr: Translate): string {
  if (label === 'Cash') return tr('receipt.cash');
  if (label === 'Change') return tr('receipt.change');
  if (label === 'On account') return tr('receipt.onAccount');
  // "Card · JazzCash (JC-77)": the service and its reference stay as they are.
  if (label.startsWith('Card')) return `${tr('receipt.card')}${label.slice('Card'.length)}`;
  return label;
}

/** The discount's label: an amount, or the percentage taken off. */
const discountLabel = (order: OrderWire, tr: Translate, fmt: Formatter): string =>
  order.amount_discount
    ? tr('receipt.discount')
    : tr('receipt.discountPercent', { percent: fmt.decimal(new D(order.total_discount)) });

/**
 * The 80 mm sales receipt (contract 3.5) in the selling company's own name. A sale paid in parts
 * lists each part (cash, card with its service, on account) under Net Payable, then the cash
 * received and the change on the cash part.
 */
export function Receipt(props: ReceiptProps) {
  const { order, company, logoUrl, operatorName, customerName, party, cashLabel } = props;
  const tr = useT();
  const fmt = useFormatter({ urduDigits: props.urduDigits ?? false });
  const f = receiptFigures(order, props.currency, fmt);
  // A company that charges tax prints the tax invoice; with tax off the receipt is as before tax.
  const registration = props.taxRegistration ?? null;
  // An internal order's tax invoice between registrations is another matter (its own screen).
  const t = registration && !order.internal_order ? taxFigures(order, props.currency, fmt) : null;
  if (registration && t) return <TaxReceipt {...props} f={f} t={t} registration={registration} />;
  const totals: TotalRow[] = [
    [tr('receipt.items'), fmt.count(f.items), 'items'],
    [tr('receipt.totalUnits'), f.totalUnits, 'total-units'],
    [discountLabel(order, tr, fmt), f.discount, 'discount'],
    [tr('receipt.total'), f.total, 'total'],
    ...paymentRows(f, cashLabel, tr),
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
        <span>{props.title ?? tr('receipt.salesInvoice')}</span>
        <span className={classes.invoiceBox} data-testid="receipt-invoice">
          <Ltr>{order.invoice_id}</Ltr>
        </span>
      </div>
      <div className={classes.when}>
        <span>{f.time}</span>
        <span>{f.date}</span>
      </div>
      {customerName && (
        <div className={classes.customer}>{tr('receipt.customerName', { name: customerName })}</div>
      )}
      {party && (
        <div className={classes.customer}>
          {party.label}: {party.name}
        </div>
      )}
      <table className={classes.table}>
        <thead>
          <tr>
            <th>{tr('receipt.col.sr')}</th>
            <th>{tr('receipt.col.name')}</th>
            <th>{tr('receipt.col.size')}</th>
            <th className={classes.num}>{tr('receipt.col.qty')}</th>
            <th className={classes.num}>{tr('receipt.col.rate')}</th>
            <th className={classes.num}>{tr('receipt.col.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {f.lines.map((l) => (
            <tr key={l.key}>
              <td>{fmt.count(l.sr)}</td>
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
            <dt>{tr('receipt.paidInParts')}</dt>
          </div>
        )}
        {f.parts.map((p) => (
          <div key={p.key} className={classes.part} data-testid="receipt-part">
            <dt>{partLabel(p.label, tr)}:</dt>
            <dd>{p.amount}</dd>
          </div>
        ))}
        {totals.slice(4).map(totalRow)}
      </dl>
      <FiscalBlock order={order} />
      <footer className={classes.foot}>
        <div>{tr('receipt.operator', { name: operatorName })}</div>
        <InvoiceBarcode value={order.invoice_id} />
        <div className={classes.thanks}>{tr('receipt.thanks')}</div>
      </footer>
      <TokenSlips order={order} companyName={company?.company_name ?? ''} f={f} />
    </div>
  );
}

type Figures = ReturnType<typeof receiptFigures>;
type TaxFigures = NonNullable<ReturnType<typeof taxFigures>>;

/** One slip per line whose product has the token flag (spec 9), after the receipt. */
function TokenSlips({ order, companyName, f }: { order: OrderWire; companyName: string; f: Figures }) {
  const tr = useT();
  return f.lines
    .filter((l) => l.token)
    .map((l) => (
      <section key={`token-${l.key}`} className={classes.token} data-testid="token-slip">
        <div className={classes.company}>{companyName}</div>
        <div className={classes.tokenTitle}>{tr('receipt.token')}</div>
        <div>
          <Ltr>{order.invoice_id}</Ltr> · {f.time}
        </div>
        <div className={classes.tokenItem}>
          {l.product}
          {l.variant ? ` (${l.variant})` : ''} × {l.qty}
        </div>
      </section>
    ));
}

/** How the sale was paid, as a tax invoice names it (the FBR's payment modes). */
const paymentMode = (f: Figures, tr: Translate): string =>
  f.parts.length > 0
    ? tr('receipt.mode.mixed')
    : f.card
      ? tr('receipt.mode.card')
      : f.cashOutcome.label === 'On account'
        ? tr('receipt.mode.credit')
        : tr('receipt.mode.cash');

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
  const tr = useT();
  const fmt = useFormatter({ urduDigits: props.urduDigits ?? false });
  const name = registration.business_name || company?.company_name;
  const address = registration.address || company?.address;
  const totals: TotalRow[] = [
    [tr('receipt.items'), fmt.count(f.items), 'items'],
    [tr('receipt.totalUnits'), f.totalUnits, 'total-units'],
    [tr('receipt.valueExclTax'), t.value, 'value-excl-tax'],
    [tr('receipt.salesTax'), t.tax, 'sales-tax'],
    ...(t.furtherTax ? [[tr('receipt.furtherTax'), t.furtherTax, 'further-tax'] as TotalRow] : []),
    [discountLabel(order, tr, fmt), f.discount, 'discount'],
    ...(t.serviceFee ? [[tr('receipt.serviceFee'), t.serviceFee, 'service-fee'] as TotalRow] : []),
  ];
  const after = paymentRows(f, cashLabel, tr);
  const a4 = props.paper === 'a4';
  return (
    <div className={a4 ? `${classes.receipt} ${classes.a4}` : classes.receipt} data-testid="receipt">
      <header className={classes.head} data-testid="receipt-business">
        {logoUrl && <img className={classes.logo} src={logoUrl} alt="" />}
        <div className={classes.company}>{name}</div>
        {address && <div>{address}</div>}
        {company?.contact_number && <div>{company.contact_number}</div>}
        <div className={classes.registration}>
          <span data-testid="receipt-ntn">{tr('receipt.ntn', { value: registration.ntn || '-' })}</span>
          <span data-testid="receipt-strn">{tr('receipt.strn', { value: registration.strn || '-' })}</span>
          {registration.tax_office && (
            <span>{tr('receipt.taxOffice', { office: registration.tax_office })}</span>
          )}
          <span data-testid="receipt-pos">
            {tr('receipt.pos', { value: registration.pos_registration || '-' })}
          </span>
        </div>
      </header>
      <div className={classes.invoice}>
        <span>{props.title ?? (f.refund ? tr('receipt.creditNote') : tr('receipt.salesTaxInvoice'))}</span>
        <span className={classes.invoiceBox} data-testid="receipt-invoice">
          <Ltr>{order.invoice_id}</Ltr>
        </span>
      </div>
      <div className={classes.when}>
        <span>{f.time}</span>
        <span>{f.date}</span>
      </div>
      <div className={classes.when}>
        <span>{tr('receipt.payment', { mode: paymentMode(f, tr) })}</span>
        <span>{t.pricesIncludeTax ? tr('receipt.pricesInclTax') : tr('receipt.taxAdded')}</span>
      </div>
      {t.buyerNamed ? (
        <div className={classes.buyer} data-testid="receipt-buyer">
          <div>
            {tr('receipt.customerNameLabel')} {customerName || <span className={classes.blank} />}
          </div>
          <div>
            {tr('receipt.taxId')}{' '}
            {props.customerTaxId ? <Ltr>{props.customerTaxId}</Ltr> : <span className={classes.blank} />}
          </div>
        </div>
      ) : (
        customerName && (
          <div className={classes.customer}>{tr('receipt.customerName', { name: customerName })}</div>
        )
      )}
      {party && (
        <div className={classes.customer}>
          {party.label}: {party.name}
        </div>
      )}
      <table className={classes.table}>
        <thead>
          <tr>
            <th>{tr('receipt.col.item')}</th>
            <th className={classes.num}>{tr('receipt.col.qty')}</th>
            <th className={classes.num}>{tr('receipt.col.excl')}</th>
            <th className={classes.num}>{tr('receipt.col.taxRate')}</th>
            <th className={classes.num}>{tr('receipt.col.tax')}</th>
            <th className={classes.num}>{tr('receipt.col.total')}</th>
          </tr>
        </thead>
        {f.lines.map((l, i) => {
          const tl = t.lines[i];
          return (
            <tbody key={l.key} className={classes.taxLine} data-testid="receipt-tax-line">
              <tr>
                <td colSpan={6}>
                  {fmt.count(l.sr)}. {l.name}
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
            <dt>{tr('receipt.paidInParts')}</dt>
          </div>
        )}
        {f.parts.map((p) => (
          <div key={p.key} className={classes.part} data-testid="receipt-part">
            <dt>{partLabel(p.label, tr)}:</dt>
            <dd>{p.amount}</dd>
          </div>
        ))}
        {after.map(totalRow)}
      </dl>
      <FiscalBlock order={order} />
      <footer className={classes.foot}>
        <div>{tr('receipt.operator', { name: operatorName })}</div>
        <InvoiceBarcode value={order.invoice_id} />
        <div className={classes.thanks}>{tr('receipt.thanks')}</div>
      </footer>
      <TokenSlips order={order} companyName={name ?? ''} f={f} />
    </div>
  );
}
