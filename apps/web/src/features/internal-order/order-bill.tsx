import { grossTotal, type OrderWire, toWire, type UserWire } from '@tillwise/domain';
import classes from './order-bill.module.css';

export interface OrderBillProps {
  order: OrderWire;
  me: UserWire;
  counterparty: UserWire | null;
  logoUrl: string | null;
}

const money = (value: string) => toWire(value);

/** The internal order's bill, laid out like the 80 mm receipt of contract 3.5. */
export function OrderBill({ order, me, counterparty, logoUrl }: OrderBillProps) {
  const company = me.company;
  const created = new Date(order.created);
  const units = order.order_item.length;
  const gross = toWire(grossTotal(order.order_item));
  const discount = toWire(grossTotal(order.order_item).minus(order.total));
  return (
    <section className={classes.bill} aria-label="Order bill">
      <div className={classes.head}>
        {logoUrl && <img className={classes.logo} src={logoUrl} alt="" />}
        <div className={classes.company}>{company?.company_name}</div>
        {company?.address && <div>{company.address}</div>}
        {company?.contact_number && <div>{company.contact_number}</div>}
      </div>
      <div className={classes.meta}>
        <div>Invoice: {order.invoice_id}</div>
        <div>
          {created.toDateString()} {created.toLocaleTimeString()}
        </div>
        {counterparty && (
          <div>
            {order.buyer === me.id ? 'Seller' : 'Buyer'}:{' '}
            {counterparty.company?.company_name ?? counterparty.username}
          </div>
        )}
        {order.status === 'RETURNED' && <div>Return Order</div>}
      </div>
      <table className={classes.lines}>
        <thead>
          <tr>
            <th>Sr#</th>
            <th>Item</th>
            <th>Size</th>
            <th className={classes.right}>Qty</th>
            <th className={classes.right}>Rate</th>
            <th className={classes.right}>Amount</th>
          </tr>
        </thead>
        <tbody>
          {order.order_item.map((item, i) => (
            <tr key={item.id}>
              <td>{i + 1}</td>
              <td>{item.batch.product_variant.product.name}</td>
              <td>{item.batch.product_variant.size}</td>
              <td className={classes.right}>{Number(item.quantity)}</td>
              <td className={classes.right}>{money(item.price)}</td>
              <td className={classes.right}>{money(item.line_total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={classes.totals}>
        <dt>Total Units</dt>
        <dd>{units}</dd>
        <dt>Total</dt>
        <dd>{gross}</dd>
        <dt>Discount</dt>
        <dd>{discount}</dd>
        <dt>Net Payable</dt>
        <dd data-testid="bill-net">{money(order.total)}</dd>
        <dt>Cash Given</dt>
        <dd>{money(order.amount_received)}</dd>
      </dl>
      <div className={classes.foot}>Operator: {me.username}</div>
    </section>
  );
}
