import {
  checkBooks,
  companyTaxSettings,
  orders,
  products,
  taxCategories,
  taxRates,
  users,
} from '@tillwise/db';
import {
  ACCOUNT_PURPOSES,
  type AccountPurpose,
  type BusinessReportWire,
  D,
  type OrderWire,
  orderTotal,
  type TaxRegisterRowWire,
  type TaxReportWire,
} from '@tillwise/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '../src/lib/day-range.js';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { callerFor, createProduct, firstVariantId, receive } from './support/catalog.js';
import { makeShop, type Shop, saleBody } from './support/orders.js';

/*
 * The monthly tax report (docs/domain/tax-reports.md): taxed sales made through the API at a store
 * that charges 18% on its standard goods, with exempt goods, further tax on an unregistered buyer,
 * a Rs 1 service fee and a refund. The register, the summary and the CSV must match the lines as
 * sold to the paisa, and the books: sales in the journal + tax payable + fees = what customers paid.
 */

let t: TestApp;
let shop: Shop;
let exemptBatch: number;
let month: string;
const sold: OrderWire[] = [];
let refund: { id: number; invoice_id: string };

async function sell(body: Record<string, unknown>): Promise<OrderWire> {
  const res = await shop.cashier({ method: 'POST', url: '/api/order/', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<OrderWire>();
}

/** A sale body whose total carries the further tax and fee the server adds to the goods. */
function taxedBody(
  buyer: number,
  lines: { batch: number; price: string; quantity: string }[],
  extra: string,
) {
  const goods = orderTotal(
    lines.map((l) => ({ ...l, discount: '0' })),
    '0',
    true,
  );
  const total = goods.plus(extra).toFixed(4);
  return saleBody(shop.cashier.userId, buyer, lines, { total, amount_received: total });
}

beforeAll(async () => {
  t = await buildTestApp();
  shop = await makeShop(t.app, t.db, '20');
  const group = shop.group.parent.id;
  const [standard] = await t.db
    .insert(taxCategories)
    .values({ groupId: group, name: 'Standard 18' })
    .returning();
  const [exempt] = await t.db
    .insert(taxCategories)
    .values({ groupId: group, name: 'Exempt goods', treatment: 'EXEMPT' })
    .returning();
  if (!standard || !exempt) throw new Error('no categories');
  await t.db.insert(taxRates).values({ categoryId: standard.id, rate: '18', validFrom: '2000-01-01' });
  await t.db
    .update(products)
    .set({ taxCategoryId: standard.id, hsCode: '33051000' })
    .where(eq(products.id, shop.product.id));
  const bread = await createProduct(shop.admin, { name: 'Bread' });
  await t.db
    .update(products)
    .set({ taxCategoryId: exempt.id, hsCode: '19059000' })
    .where(eq(products.id, bread.id));
  exemptBatch = await receive(shop.admin, firstVariantId(bread), '20');
  await t.db.insert(companyTaxSettings).values({
    companyId: shop.group.store.id,
    chargesTax: true,
    pricesIncludeTax: true,
    ntn: '1234567-8',
    strn: '3277876543210',
    serviceFee: '1',
    furtherTaxRate: '4',
  });
  await t.db.update(users).set({ cnic: '3520212345671' }).where(eq(users.id, shop.regular.id));
  month = today().slice(0, 7);

  // 1. A walk-in buys 2 × 100 (18% inside): value 169.49, tax 30.51, fee 1.
  sold.push(await sell(taxedBody(shop.walkIn.id, [{ batch: shop.batch, price: '100', quantity: '2' }], '1')));
  // 2. An unregistered regular customer: 100 taxable (value 84.75, tax 15.25, further 4% 3.39) and 50 exempt bread.
  sold.push(
    await sell(
      taxedBody(
        shop.regular.id,
        [
          { batch: shop.batch, price: '100', quantity: '1' },
          { batch: exemptBatch, price: '50', quantity: '1' },
        ],
        '4.39',
      ),
    ),
  );
  // 3. One of the walk-in's two units refunded from the receipt: its share of the tax comes back.
  const res = await shop.cashier({
    method: 'POST',
    url: `/api/order/${sold[0]?.id}/refund/`,
    payload: { lines: [{ item: sold[0]?.order_item[0]?.id, quantity: '1' }] },
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
  expect(res.statusCode, res.body).toBe(201);
  refund = res.json<{ id: number; invoice_id: string }>();
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const report = async (query = `company=${shop.group.store.id}&month=${month}`) => {
  const res = await shop.admin({ method: 'GET', url: `/api/report/tax/?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TaxReportWire>();
};

const pick = (r: TaxRegisterRowWire) => ({
  invoice_id: r.invoice_id,
  document: r.document,
  treatment: r.treatment,
  rate: r.rate,
  value: r.value,
  tax: r.tax,
  further_tax: r.further_tax,
  total: r.total,
});

describe('GET report/tax/', () => {
  it('lists one row per invoice and rate, with the buyer, HS codes and the tax as sold; a refund as a negative credit note', async () => {
    const body = await report();
    expect(body.month).toBe(month);
    expect(body.companies).toEqual([
      expect.objectContaining({ id: shop.group.store.id, ntn: '1234567-8', strn: '3277876543210' }),
    ]);
    const [first, second] = sold as [OrderWire, OrderWire];
    const rows = body.sales;
    expect(rows.filter((r) => r.order_id !== refund.id).map(pick)).toEqual([
      {
        invoice_id: first.invoice_id,
        document: 'Sale invoice',
        treatment: 'TAXABLE',
        rate: '18.0000',
        value: '169.4900',
        tax: '30.5100',
        further_tax: '0.0000',
        total: '200.0000',
      },
      {
        invoice_id: second.invoice_id,
        document: 'Sale invoice',
        treatment: 'TAXABLE',
        rate: '18.0000',
        value: '84.7500',
        tax: '15.2500',
        further_tax: '3.3900',
        total: '103.3900',
      },
      {
        invoice_id: second.invoice_id,
        document: 'Sale invoice',
        treatment: 'EXEMPT',
        rate: '0.0000',
        value: '50.0000',
        tax: '0.0000',
        further_tax: '0.0000',
        total: '50.0000',
      },
    ]);
    const regular = rows.find((r) => r.invoice_id === second.invoice_id && r.treatment === 'EXEMPT');
    expect(regular).toMatchObject({
      party_cnic: '3520212345671',
      party_registered: false,
      hs_codes: '19059000',
    });
    expect(rows[0]?.hs_codes).toBe('33051000');

    const credit = rows.filter((r) => r.order_id === refund.id);
    expect(credit).toHaveLength(1);
    expect(credit[0]).toMatchObject({
      document: 'Credit note',
      refund_of: first.invoice_id,
      rate: '18.0000',
    });
    // Half of the first line, negative: what one unit was paid (100), its tax share rounded to the
    // paisa (15.255 up to 15.26), the value the rest.
    expect(credit[0]).toMatchObject({ value: '-84.7400', tax: '-15.2600', total: '-100.0000' });
    const [back] = await t.db.select().from(orders).where(eq(orders.id, refund.id));
    expect(new D(back?.total ?? 0).abs().toFixed(4)).toBe('100.0000');
  });

  it('sums the month per rate, with exempt values apart and the fees; it agrees with the books', async () => {
    const { summary, sales } = await report();
    const credit = sales.find((r) => r.order_id === refund.id) as TaxRegisterRowWire;
    const output = new D('30.51').plus('15.25').plus(credit.tax);
    expect(summary.output_tax).toBe(output.toFixed(4));
    expect(summary.further_tax).toBe('3.3900');
    expect(summary.exempt_value).toBe('50.0000');
    expect(summary.zero_rated_value).toBe('0.0000');
    expect(summary.taxable_value).toBe(new D('169.49').plus('84.75').plus(credit.value).toFixed(4));
    expect(summary.service_fees).toBe('2.0000');
    expect(summary.input_tax).toBe('0.0000');
    expect(summary.net_tax).toBe(output.plus('3.39').toFixed(4));
    expect(summary.sales_by_rate.map((r) => [r.treatment, r.rate, r.invoices])).toEqual([
      ['TAXABLE', '18.0000', 3],
      ['EXEMPT', '0.0000', 1],
    ]);
    // The journal's tax accounts hold exactly what the register says.
    expect(summary.books).toEqual({
      sales_tax_payable: output.plus('3.39').toFixed(4),
      service_fee_payable: '2.0000',
      input_tax: '0.0000',
    });
  });

  it('keeps analytics net of tax: sales in the books + tax payable + fees = what customers paid', async () => {
    const res = await shop.admin({ method: 'GET', url: `/api/analytics/?company=${shop.group.store.id}` });
    expect(res.statusCode, res.body).toBe(200);
    const netSales = new D(res.json<{ total_orders_amount: string }>().total_orders_amount);
    const { summary } = await report();
    const paid = await t.db.execute(
      sql`select coalesce(sum(case when status = 'RETURNED' then -abs(total) else total end), 0)::text as paid
        from orders where company_id = ${shop.group.store.id}`,
    );
    const customers = new D((paid as unknown as { rows: { paid: string }[] }).rows[0]?.paid ?? 0);
    expect(
      netSales.plus(summary.books.sales_tax_payable).plus(summary.books.service_fee_payable).toFixed(4),
    ).toBe(customers.toFixed(4));
    expect(netSales.toFixed(4)).toBe(new D(summary.taxable_value).plus(summary.exempt_value).toFixed(4));
  });

  it('is empty for another month, and refuses a month that is not one', async () => {
    const other = await report(`company=${shop.group.store.id}&month=2001-02`);
    expect(other.sales).toEqual([]);
    expect(other.end_date).toBe('2001-02-28');
    const bad = await shop.admin({ method: 'GET', url: '/api/report/tax/?month=2024-13' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ month: ['Enter a month as YYYY-MM.'] });
  });

  it('is refused for a company out of reach', async () => {
    const res = await shop.admin({
      method: 'GET',
      url: `/api/report/tax/?company=${shop.group.elsewhere.id}&month=${month}`,
    });
    expect(res.statusCode).toBe(403);
    const cashier = await shop.cashier({ method: 'GET', url: `/api/report/tax/?month=${month}` });
    expect(cashier.statusCode).toBe(403);
  });
});

describe('the business report with taxed sales', () => {
  it('shows net sales excluding tax, the tax and fees apart, and product revenue net of tax', async () => {
    const head = await callerFor(t.app, t.db, 'SUPER_ADMIN', shop.group.parent.id);
    const res = await head({ method: 'GET', url: `/api/report/business/?company=${shop.group.store.id}` });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json<BusinessReportWire>();
    const { summary } = await report();
    expect(r.summary.sales_tax.current).toBe(summary.books.sales_tax_payable);
    expect(r.summary.service_fees.current).toBe('2.0000');
    expect(r.summary.net_sales.current).toBe(
      new D(summary.taxable_value).plus(summary.exempt_value).toFixed(4),
    );
    // No discount was given: the tax is not read as one.
    expect(r.summary.discounts.current).toBe('0.0000');
    expect(r.top_products_by_revenue.map((p) => [p.name, p.revenue])).toEqual([
      ['Milk 1L', summary.taxable_value],
      ['Bread', '50.0000'],
    ]);
  });
});

describe('GET report/tax/csv/', () => {
  it('streams the register as CSV with the annex columns, refunds negative', async () => {
    const res = await shop.admin({
      method: 'GET',
      url: `/api/report/tax/csv/?table=sales&company=${shop.group.store.id}&month=${month}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="tax-sales-${month}.csv"`);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'invoice_id,document,refund_of,date,company_name,party_name,party_ntn,party_strn,party_cnic,party_registered,hs_codes,treatment,rate,value,tax,further_tax,total',
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(',33051000,TAXABLE,18.0000,169.4900,30.5100,0.0000,200.0000');
    expect(lines[4]).toMatch(/^[^,]+,Credit note,/);
    expect(lines[4]).toContain(',TAXABLE,18.0000,-84.7400,-15.2600,0.0000,-100.0000');
  });

  it('exports the summary, and refuses a bad table or month before the first byte', async () => {
    const res = await shop.admin({
      method: 'GET',
      url: `/api/report/tax/csv/?table=summary&company=${shop.group.store.id}&month=${month}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('figure,service_fees,,,2.0000,,');
    expect(res.body).toContain('sales,EXEMPT,0.0000,1,50.0000,0.0000,0.0000');
    const table = await shop.admin({ method: 'GET', url: '/api/report/tax/csv/?table=nope' });
    expect(table.statusCode).toBe(400);
    expect(table.json()).toEqual({
      table: ['Select a valid choice. nope is not one of the available choices.'],
    });
    const late = await shop.admin({ method: 'GET', url: '/api/report/tax/csv/?month=9999-12' });
    expect(late.statusCode).toBe(400);
    expect(late.headers['content-type']).toMatch(/json/);
    expect(late.json()).toEqual({ month: ['Enter a date no later than 9999-12-30.'] });
  });
});

describe('purchases with input tax', () => {
  it('lists what the company bought from another registration, from the same columns', async () => {
    // No purchase path stores tax yet: a department's purchase shows in its purchases register,
    // untaxed, and the shop's own register is unchanged by it.
    const outletAdmin = await callerFor(t.app, t.db, 'ADMIN', shop.group.outlet.id);
    const res = await outletAdmin({ method: 'GET', url: `/api/report/tax/?month=${month}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TaxReportWire>().purchases).toEqual([]);
  });
});

describe("npm run db:check's tax invariants", () => {
  const scope = () => [shop.group.store.id, shop.group.outlet.id];
  const checks = async () => (await checkBooks(t.db, scope())).map((v) => `${v.check}: ${v.message}`);
  const first = () => sold[0] as OrderWire;

  /** Runs `change` with the sale altered, and always undoes it. */
  async function broken(change: () => Promise<unknown>, undo: () => Promise<unknown>): Promise<string[]> {
    await change();
    try {
      return await checks();
    } finally {
      await undo();
    }
  }

  /** The store's account for `purpose` (opened on first use, as the sale's writer opens it). */
  const account = async (purpose: AccountPurpose) => {
    const res = await t.db.execute(
      sql`select company_account(${shop.group.store.id}, ${purpose}::account_purpose,
        ${ACCOUNT_PURPOSES[purpose]}::account_kind, null, null, null) as id`,
    );
    return Number((res as unknown as { rows: { id: number }[] }).rows[0]?.id);
  };
  /** An entry of 0.01 naming the first sale as its source (the ledger is append-only: undo by its reverse). */
  const postOnSale = (debit: number, credit: number) =>
    t.db.execute(sql`select post_entry(${shop.group.store.id}, 'Tax check', 'order', ${first().id},
      ${shop.admin.userId}, now(), null,
      ${JSON.stringify([
        { account: debit, debit: '0.01' },
        { account: credit, credit: '0.01' },
      ])}::jsonb)`);

  it('hold after taxed sales, a further tax, fees and a refund', async () => {
    expect(await checks()).toEqual([]);
    const res = await shop.admin({ method: 'GET', url: `/api/ledger/check/?company=${shop.group.store.id}` });
    expect(res.json()).toMatchObject({ reconciles: true });
  });

  it("reports an order whose tax or further tax is not its lines' sum", async () => {
    const bump = (col: 'tax' | 'further_tax', by: string) =>
      t.db.execute(sql`update orders set ${sql.raw(col)} = ${sql.raw(col)} + ${by} where id = ${first().id}`);
    expect(
      await broken(
        () => bump('tax', '1'),
        () => bump('tax', '-1'),
      ),
    ).toEqual([
      `order-tax: Tax of order ${first().id} (${first().invoice_id}): expected 30.5100, found 31.5100`,
      expect.stringMatching(
        /^sales-tax-payable: Sales tax payable of .*: expected 34\.8900, found 33\.8900$/,
      ),
    ]);
    const further = await broken(
      () => bump('further_tax', '0.5'),
      () => bump('further_tax', '-0.5'),
    );
    expect(further[0]).toBe(
      `order-tax: Further tax of order ${first().id} (${first().invoice_id}): expected 0.0000, found 0.5000`,
    );
  });

  it('reports Sales tax payable that differs from the tax of the orders', async () => {
    // The order and its lines agree, but an entry of the order posted more on Sales tax payable
    // (as an input-side posting there would): its reverse undoes it, the ledger being append-only.
    const payable = await account('SALES_TAX_PAYABLE');
    const cash = await account('CASH');
    const found = await broken(
      () => postOnSale(payable, cash),
      () => postOnSale(cash, payable),
    );
    expect(found).toEqual([
      expect.stringMatching(/^sales-tax-payable: .*expected 33\.8900, found 33\.8800$/),
    ]);
    expect(await checks()).toEqual([]);
  });

  it('reports Service fee payable that differs from the fees of the orders', async () => {
    const set = (fee: string) =>
      t.db.update(orders).set({ serviceFee: fee }).where(eq(orders.id, first().id));
    expect(
      await broken(
        () => set('2'),
        () => set('1'),
      ),
    ).toEqual([
      expect.stringMatching(
        /^service-fee-payable: Service fee payable of .*: expected 3\.0000, found 2\.0000$/,
      ),
    ]);
  });

  it('reports Input tax that is neither the whole tax of an internal order nor nothing', async () => {
    // A counter sale never posts input tax: an entry of the order that does is reported, and its
    // reverse undoes it (the ledger is append-only).
    const inputTax = await account('INPUT_TAX');
    const cash = await account('CASH');
    const found = await broken(
      () => postOnSale(inputTax, cash),
      () => postOnSale(cash, inputTax),
    );
    expect(found).toEqual([
      `input-tax: Input tax of order ${first().id} (${first().invoice_id}): expected 0, found 0.0100`,
    ]);
  });
});

describe('prices excluding tax', () => {
  it('counts the tax added on top as neither sales nor a discount', async () => {
    // Runs last: the store switches to prices excluding tax for one more sale.
    await t.db
      .update(companyTaxSettings)
      .set({ pricesIncludeTax: false })
      .where(eq(companyTaxSettings.companyId, shop.group.store.id));
    const sale = await sell(
      taxedBody(shop.walkIn.id, [{ batch: shop.batch, price: '100', quantity: '1' }], '19'),
    );
    expect(sale.total).toBe('119.0000');
    const head = await callerFor(t.app, t.db, 'SUPER_ADMIN', shop.group.parent.id);
    const res = await head({ method: 'GET', url: `/api/report/business/?company=${shop.group.store.id}` });
    const r = res.json<BusinessReportWire>();
    expect(r.summary.discounts.current).toBe('0.0000');
    const { summary } = await report();
    const row = summary.sales_by_rate.find((x) => x.treatment === 'TAXABLE');
    expect(row?.invoices).toBe(4);
    expect(r.summary.sales_tax.current).toBe(summary.books.sales_tax_payable);
    expect(new D(r.summary.net_sales.current).toFixed(4)).toBe(
      new D(summary.taxable_value).plus(summary.exempt_value).toFixed(4),
    );
  });
});
