import type { OrderWire } from '@tillwise/domain';
import { InvoiceBarcode } from './invoice-barcode';
import classes from './receipt.module.css';
import { receiptFigures } from './receipt-figures';

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
 * The 80 mm sales receipt (contract 3.5) in the selling company's own name. A sale paid in parts
 * lists each part (cash, card with its service, on account) under Net Payable, then the cash
 * received and the change on the cash part.
 */
export function Receipt(props: ReceiptProps) {
  const { order, company, logoUrl, operatorName, customerName, party, cashLabel } = props;
  const f = receiptFigures(order, props.currency);
  const totals: TotalRow[] = [
    ['Items', String(f.items), 'items'],
    ['Total Units', f.totalUnits, 'total-units'],
    [f.discountLabel, f.discount, 'discount'],
    ['Total', f.total, 'total'],
    // A refund says what is paid back, never a negative amount payable.
    f.refund ? ['Paid back', f.netPayable, 'paid-back'] : ['Net Payable', f.netPayable, 'net-payable'],
    ...((): TotalRow[] => {
      if (cashLabel) return [[cashLabel, f.received, 'cash-given']];
      if (f.refund) return [];
      if (f.card) return [[f.card, f.received, 'card']];
      return [
        ['Received', f.received, 'received'],
        [
          f.cashOutcome.label,
          f.cashOutcome.amount,
          f.cashOutcome.label === 'Change' ? 'change' : 'on-account',
        ],
      ];
    })(),
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
      <footer className={classes.foot}>
        <div>Operator: {operatorName}</div>
        <InvoiceBarcode value={order.invoice_id} />
        <div className={classes.thanks}>Thank you for shopping with us!</div>
      </footer>
      {f.lines
        .filter((l) => l.token)
        .map((l) => (
          <section key={`token-${l.key}`} className={classes.token} data-testid="token-slip">
            <div className={classes.company}>{company?.company_name}</div>
            <div className={classes.tokenTitle}>TOKEN</div>
            <div>
              {order.invoice_id} · {f.time}
            </div>
            <div className={classes.tokenItem}>
              {l.product}
              {l.variant ? ` (${l.variant})` : ''} × {l.qty}
            </div>
          </section>
        ))}
    </div>
  );
}
