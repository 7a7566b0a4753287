import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  D,
  type Dec,
  FBR_CROSS_RULES,
  FBR_DI_ERROR_CODES,
  FBR_DI_INVOICE_FIELDS,
  FBR_DI_ITEM_FIELDS,
  FBR_INVOICE_FIELDS,
  FBR_ITEM_FIELDS,
  type FbrDiInvoice,
  type FbrPosInvoice,
  fbrDateTime,
  fbrDiInvoice,
  fbrDiInvoiceErrors,
  fbrPosInvoice,
  fbrPosInvoiceErrors,
  type OrderItemWire,
  type OrderWire,
  type TaxLineInput,
  type TaxPolicy,
  taxOrder,
  toWire,
} from '../src/index.js';
import { decimalText } from './support/decimal-arbitraries.js';

/*
 * The FBR POS invoice (docs/domain/fiscal.md): built from an order's stored figures only, so its
 * totals are the receipt's to the paisa, and checked field by field against the published rules.
 * Orders here are made the way the server makes them: `taxOrder`, then the wire's strings.
 */

const THIRD_SCHEDULE_CATEGORY = 7;
const STANDARD_CATEGORY = 1;

interface SaleSpec {
  lines: (TaxLineInput & { thirdSchedule?: boolean; hsCode?: string })[];
  policy?: Partial<TaxPolicy>;
  totalDiscount?: string;
  amountDiscount?: boolean;
  furtherTax?: boolean;
  refund?: boolean;
  over?: Partial<OrderWire>;
}

const policyOf = (over: Partial<TaxPolicy> = {}): TaxPolicy => ({
  chargesTax: true,
  pricesIncludeTax: true,
  decimals: 2,
  serviceFee: '1',
  furtherTaxRate: '4',
  ...over,
});

/** An order as `GET order/<id>` gives it, with the figures `taxOrder` gave when it was written. */
function orderOf(spec: SaleSpec): OrderWire {
  const policy = policyOf(spec.policy);
  const sign = spec.refund ? -1 : 1;
  const inputs = spec.lines.map((l) => ({ ...l, quantity: new D(l.quantity).times(sign) }));
  const taxed = taxOrder({
    lines: inputs,
    totalDiscount: spec.totalDiscount ?? '0',
    amountDiscount: spec.amountDiscount ?? false,
    policy,
    furtherTax: spec.furtherTax ?? false,
    serviceFee: !spec.refund,
  });
  const items = taxed.lines.map(
    (t, i): OrderItemWire => ({
      id: i + 1,
      order: 1,
      price: toWire(inputs[i]?.price ?? 0),
      discount: toWire(inputs[i]?.discount ?? 0),
      quantity: toWire(inputs[i]?.quantity ?? 0),
      line_total: toWire(t.gross),
      tax_rate: toWire(t.rate),
      sale_discount: toWire(t.saleDiscount),
      tax_value: toWire(t.value),
      tax: toWire(t.tax),
      further_tax: toWire(t.furtherTax),
      tax_category: spec.lines[i]?.thirdSchedule ? THIRD_SCHEDULE_CATEGORY : STANDARD_CATEGORY,
      hs_code: spec.lines[i]?.hsCode ?? '19059000',
      unit: null,
      unit_name: '',
      unit_count: 1,
      batch: {
        id: 10 + i,
        quantity: '100.0000',
        inventory_quantity: 100,
        manufacturing_date: '2026-01-01',
        expiry_date: '2027-01-01',
        product_variant: {
          id: 20 + i,
          color: '',
          size: '',
          price: toWire(inputs[i]?.price ?? 0),
          sale_price: toWire(inputs[i]?.price ?? 0),
          product: { id: 30 + i, name: `Product ${i + 1}`, bar_code: `89600000${i}`, token: false },
        },
      },
    }),
  );
  return {
    id: spec.refund ? 2 : 1,
    invoice_id: spec.refund ? 'INV-0002' : 'INV-0001',
    seller: 1,
    buyer: 2,
    total: toWire(taxed.total),
    total_discount: toWire(spec.totalDiscount ?? '0'),
    amount_received: toWire(taxed.total),
    amount_discount: spec.amountDiscount ?? false,
    cash_payment: true,
    payment_service: null,
    transaction_id: '',
    deduct_balance: false,
    internal_order: false,
    status: spec.refund ? 'RETURNED' : 'COMPLETE',
    created: '2026-11-27T14:05:09.000+00:00',
    order_item: items,
    refund_of: spec.refund ? 1 : null,
    tax: toWire(taxed.tax),
    further_tax: toWire(taxed.furtherTax),
    service_fee: toWire(taxed.serviceFee),
    prices_include_tax: policy.pricesIncludeTax,
    ...spec.over,
  };
}

const context = { posId: 110014, thirdScheduleCategories: [THIRD_SCHEDULE_CATEGORY] };
const dec = (n: number) => new D(String(n));
const sumOf = (xs: readonly (string | null)[]): Dec => xs.reduce((s: Dec, x) => s.plus(x ?? 0), new D(0));

/** The payload's figures against the order's stored ones, exactly. */
function expectStoredFigures(payload: FbrPosInvoice, order: OrderWire) {
  expect(dec(payload.TotalSaleValue).eq(sumOf(order.order_item.map((l) => l.tax_value)))).toBe(true);
  expect(dec(payload.TotalTaxCharged).eq(order.tax)).toBe(true);
  expect(dec(payload.FurtherTax).eq(order.further_tax)).toBe(true);
  expect(dec(payload.TotalBillAmount).eq(order.total)).toBe(true);
  expect(dec(payload.TotalQuantity).eq(sumOf(order.order_item.map((l) => l.quantity)))).toBe(true);
  order.order_item.forEach((line, i) => {
    const item = payload.Items[i];
    expect(dec(item?.SaleValue ?? NaN).eq(line.tax_value ?? 'NaN')).toBe(true);
    expect(dec(item?.TaxCharged ?? NaN).eq(line.tax)).toBe(true);
    expect(dec(item?.FurtherTax ?? NaN).eq(line.further_tax)).toBe(true);
    expect(dec(item?.TaxRate ?? NaN).eq(line.tax_rate)).toBe(true);
  });
}

describe('fbrPosInvoice, by hand', () => {
  it('reports a taxed cash sale with its stored figures and the Re 1 fee in the bill', () => {
    // Two loaves at 59 and a jar at 118, shelf prices including 18%.
    const order = orderOf({
      lines: [
        { quantity: '2', price: '59', rate: '18' },
        { quantity: '1', price: '118', rate: '18' },
      ],
    });
    const payload = fbrPosInvoice(order, { ...context, buyer: { name: 'Walk-in' } });
    expect(payload).toMatchObject({
      InvoiceNumber: '',
      POSID: 110014,
      USIN: 'INV-0001',
      RefUSIN: null,
      DateTime: '2026-11-27 19:05:09',
      BuyerName: 'Walk-in',
      TotalSaleValue: 200,
      TotalTaxCharged: 36,
      Discount: 0,
      FurtherTax: 0,
      TotalBillAmount: 237,
      TotalQuantity: 3,
      PaymentMode: 1,
      InvoiceType: 1,
    });
    expect(payload.Items[0]).toEqual({
      ItemCode: '896000000',
      ItemName: 'Product 1',
      PCTCode: '19059000',
      Quantity: 2,
      TaxRate: 18,
      SaleValue: 100,
      Discount: 0,
      FurtherTax: 0,
      TaxCharged: 18,
      TotalAmount: 118,
      InvoiceType: 1,
      RefUSIN: null,
    });
    expectStoredFigures(payload, order);
    expect(fbrPosInvoiceErrors(payload)).toEqual([]);
  });

  it('reports a refund as a credit note naming the sale, with negative figures and item type 3', () => {
    const order = orderOf({ lines: [{ quantity: '1', price: '118', rate: '18' }], refund: true });
    const payload = fbrPosInvoice(order, { ...context, refUsin: 'INV-0001' });
    expect(payload).toMatchObject({
      USIN: 'INV-0002',
      RefUSIN: 'INV-0001',
      InvoiceType: 3,
      TotalSaleValue: -100,
      TotalTaxCharged: -18,
      TotalBillAmount: -118,
      TotalQuantity: -1,
    });
    expect(payload.Items[0]).toMatchObject({ InvoiceType: 3, RefUSIN: 'INV-0001', Quantity: -1 });
    expectStoredFigures(payload, order);
    expect(fbrPosInvoiceErrors(payload)).toEqual([]);
  });

  it('treats a RETURNED order without refund_of as a credit note too', () => {
    const order = orderOf({
      lines: [{ quantity: '1', price: '59', rate: '18' }],
      refund: true,
      over: { refund_of: null },
    });
    const payload = fbrPosInvoice(order, context);
    expect(payload.InvoiceType).toBe(3);
    // No sale named: the checker refuses it, so it is fixed before it reaches the authority.
    expect(fbrPosInvoiceErrors(payload)).toEqual([
      {
        field: 'RefUSIN',
        code: 'Required',
        message: 'A credit note names the sale it takes back in RefUSIN.',
      },
    ]);
  });

  it('reports a sale paid in cash and by card as Mixed, and one paid in two cash parts as Cash', () => {
    const base = orderOf({ lines: [{ quantity: '1', price: '118', rate: '18' }] });
    const part = (method: 'CASH' | 'CARD' | 'CREDIT', amount: string) => ({
      method,
      amount,
      payment_service: method === 'CARD' ? ('BANK' as const) : null,
      transaction_id: method === 'CARD' ? 'T1' : '',
    });
    const mixed = {
      ...base,
      cash_payment: false,
      payments: [part('CASH', '60.0000'), part('CARD', '59.0000')],
    };
    expect(fbrPosInvoice(mixed, context).PaymentMode).toBe(5);
    const cash = { ...base, payments: [part('CASH', '100.0000'), part('CASH', '19.0000')] };
    expect(fbrPosInvoice(cash, context).PaymentMode).toBe(1);
    const card = { ...base, cash_payment: false, payment_service: 'JAZZ_CASH' as const };
    expect(fbrPosInvoice(card, context).PaymentMode).toBe(2);
    const account = { ...base, cash_payment: false, deduct_balance: true };
    expect(fbrPosInvoice(account, context).PaymentMode).toBe(1);
    expect(fbrPosInvoiceErrors(fbrPosInvoice(mixed, context))).toEqual([]);
  });

  it('gives a Third Schedule line item type 11 (12 when refunded), taxed on its retail price whatever the discount', () => {
    // Shampoo printed at 236, sold at 200: tax is 236 × 18/118 = 36, the value what is left of 200.
    const lines = [
      { quantity: '1', price: '200', rate: '18', retailPrice: '236', thirdSchedule: true },
      { quantity: '1', price: '118', rate: '18' },
    ];
    const sale = fbrPosInvoice(orderOf({ lines }), context);
    expect(sale.Items.map((i) => i.InvoiceType)).toEqual([11, 1]);
    expect(sale.Items[0]).toMatchObject({ SaleValue: 164, TaxCharged: 36, TotalAmount: 200 });
    expect(fbrPosInvoiceErrors(sale)).toEqual([]);
    const refund = fbrPosInvoice(orderOf({ lines, refund: true }), { ...context, refUsin: 'INV-0001' });
    expect(refund.Items.map((i) => i.InvoiceType)).toEqual([12, 3]);
    expect(fbrPosInvoiceErrors(refund)).toEqual([]);
  });

  it('reports discounts and further tax as stored, and the buyer as the FBR writes identities', () => {
    const order = orderOf({
      lines: [{ quantity: '3', price: '100', discount: '10', rate: '18' }],
      totalDiscount: '5',
      furtherTax: true,
    });
    const payload = fbrPosInvoice(order, {
      ...context,
      buyer: { name: 'Ali Traders', ntn: '12345678', cnic: '35202-1234567-1', phone: '+92 300 1234567' },
    });
    expect(payload).toMatchObject({
      BuyerNTN: '1234567-8',
      BuyerCNIC: '3520212345671',
      BuyerPhoneNumber: '+92 300 1234567',
    });
    // 300 less 10% = 270, less 5% of the sale = 256.50; the buyer was let off 43.50.
    expect(payload.Discount).toBe(43.5);
    expect(payload.FurtherTax).toBeGreaterThan(0);
    expectStoredFigures(payload, order);
    expect(fbrPosInvoiceErrors(payload)).toEqual([]);
  });

  it('writes the time in Pakistan time, whatever offset the order was written with', () => {
    expect(fbrDateTime('2026-11-27T23:30:00.000+00:00')).toBe('2026-11-28 04:30:00');
    expect(fbrDateTime('2026-11-27T10:00:00.000+05:00')).toBe('2026-11-27 10:00:00');
    expect(fbrDateTime('2026-11-27T10:00:00')).toBe('2026-11-27 10:00:00');
  });
});

describe('fbrPosInvoice, over random orders', () => {
  const rate = fc.oneof(fc.constantFrom('0', '5', '17', '18', '25', '100'), decimalText(0n, 1_000_000n, 2));
  const line = fc.record({
    quantity: decimalText(1n, 10_000_000n),
    price: decimalText(1n, 1_000_000_000n),
    discount: decimalText(0n, 1_000_000n, 2),
    rate,
    thirdSchedule: fc.boolean(),
    markup: decimalText(10_000n, 1_000_000n, 2),
  });
  const sale = fc.record({
    lines: fc.array(line, { minLength: 1, maxLength: 6 }),
    totalDiscount: decimalText(0n, 1_000_000n, 2),
    pricesIncludeTax: fc.boolean(),
    furtherTax: fc.boolean(),
    refund: fc.boolean(),
  });

  it("carries every order's stored figures exactly, and passes every rule", () => {
    fc.assert(
      fc.property(sale, (s) => {
        const order = orderOf({
          lines: s.lines.map((l) => ({
            quantity: l.quantity,
            price: l.price,
            discount: l.discount,
            rate: l.rate,
            thirdSchedule: l.thirdSchedule,
            // A printed retail price at or above the shelf price.
            retailPrice: l.thirdSchedule
              ? new D(l.price).times(new D(100).plus(l.markup)).div(100).toFixed(4)
              : null,
          })),
          totalDiscount: s.totalDiscount,
          policy: { pricesIncludeTax: s.pricesIncludeTax },
          furtherTax: s.furtherTax,
          refund: s.refund,
        });
        const payload = fbrPosInvoice(order, { ...context, refUsin: 'INV-0001' });
        expectStoredFigures(payload, order);
        // Through JSON and back, as the authority reads it.
        expect(fbrPosInvoiceErrors(JSON.parse(JSON.stringify(payload)))).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });
});

describe('fbrPosInvoiceErrors, one rule at a time', () => {
  const valid = () =>
    fbrPosInvoice(orderOf({ lines: [{ quantity: '1', price: '118', rate: '18' }], furtherTax: false }), {
      ...context,
      buyer: { name: 'Ali', ntn: '1234567-8', cnic: '3520212345671', phone: '923001234567' },
    });
  const errorsAfter = (
    change: (p: Record<string, unknown> & { Items: Record<string, unknown>[] }) => void,
  ) => {
    const p = JSON.parse(JSON.stringify(valid()));
    change(p);
    return fbrPosInvoiceErrors(p).map((e) => `${e.field} ${e.code}`);
  };

  it('accepts the valid payload', () => {
    expect(fbrPosInvoiceErrors(valid())).toEqual([]);
  });

  it('refuses what is not an invoice', () => {
    expect(fbrPosInvoiceErrors(null)[0]?.code).toBe('WrongType');
    expect(fbrPosInvoiceErrors([])[0]?.code).toBe('WrongType');
  });

  const required = [
    ...Object.entries(FBR_INVOICE_FIELDS)
      .filter(([, r]) => r.required)
      .map(([k]) => k),
  ];
  it.each(required)('refuses an invoice without %s', (field) => {
    expect(errorsAfter((p) => delete p[field])).toContain(`${field} Required`);
  });

  const requiredItem = Object.entries(FBR_ITEM_FIELDS)
    .filter(([, r]) => r.required)
    .map(([k]) => k);
  it.each(requiredItem)('refuses an item without %s', (field) => {
    expect(errorsAfter((p) => delete p.Items[0]?.[field])).toContain(`Items[0].${field} Required`);
  });

  it.each([
    ['USIN', 'U'.repeat(51)],
    ['RefUSIN', 'R'.repeat(51)],
    ['BuyerName', 'N'.repeat(151)],
    ['BuyerNTN', '1234567-89'],
    ['BuyerCNIC', '35202123456712'],
    ['BuyerPhoneNumber', '9'.repeat(21)],
    ['InvoiceNumber', 'X'.repeat(31)],
  ])('refuses %s longer than its limit', (field, value) => {
    expect(errorsAfter((p) => (p[field] = value))).toContain(`${field} TooLong`);
  });

  it.each([
    ['ItemCode', 'C'.repeat(51)],
    ['ItemName', 'N'.repeat(151)],
    ['PCTCode', '123456789'],
  ])('refuses an item %s longer than its limit', (field, value) => {
    expect(errorsAfter((p) => (p.Items[0] = { ...p.Items[0], [field]: value }))).toContain(
      `Items[0].${field} TooLong`,
    );
  });

  it.each([
    ['DateTime', '2026-11-27T19:05:09'],
    ['DateTime', '27/11/2026 19:05:09'],
    ['BuyerNTN', '123456-7'],
    ['BuyerCNIC', '35202-1234567'],
    ['BuyerPhoneNumber', 'call me'],
    ['InvoiceNumber', '123'],
  ])('refuses %s written as %s', (field, value) => {
    expect(errorsAfter((p) => (p[field] = value))).toContain(`${field} BadFormat`);
  });

  it('refuses an HS code that is not 4 to 8 digits', () => {
    expect(errorsAfter((p) => (p.Items[0] = { ...p.Items[0], PCTCode: '19.05' }))).toContain(
      'Items[0].PCTCode BadFormat',
    );
    expect(errorsAfter((p) => (p.Items[0] = { ...p.Items[0], PCTCode: '190' }))).toContain(
      'Items[0].PCTCode BadFormat',
    );
  });

  it('refuses codes outside the published lists', () => {
    expect(errorsAfter((p) => (p.PaymentMode = 7))).toContain('PaymentMode UnknownCode');
    expect(errorsAfter((p) => (p.InvoiceType = 4))).toContain('InvoiceType UnknownCode');
    expect(errorsAfter((p) => (p.Items[0] = { ...p.Items[0], InvoiceType: 2 }))).toContain(
      'Items[0].InvoiceType UnknownCode',
    );
  });

  it('refuses numbers sent as text, fractions where a whole number goes, and too many places', () => {
    expect(errorsAfter((p) => (p.TotalBillAmount = '119'))).toContain('TotalBillAmount WrongType');
    expect(errorsAfter((p) => (p.POSID = 1.5))).toContain('POSID WrongType');
    expect(errorsAfter((p) => (p.POSID = 0))).toContain('POSID OutOfRange');
    expect(errorsAfter((p) => (p.Items[0] = { ...p.Items[0], TaxRate: 18.125 }))).toContain(
      'Items[0].TaxRate TooManyDecimals',
    );
    expect(errorsAfter((p) => (p.Items[0] = { ...p.Items[0], TaxRate: 101 }))).toContain(
      'Items[0].TaxRate OutOfRange',
    );
    expect(errorsAfter((p) => (p.Items[0] = { ...p.Items[0], Quantity: 1.00001 }))).toContain(
      'Items[0].Quantity TooManyDecimals',
    );
  });

  it('refuses an invoice without items', () => {
    expect(errorsAfter((p) => (p.Items = []))).toContain('Items Required');
  });

  it.each(FBR_CROSS_RULES.sums)('refuses a %s that is not the sum of the items', (total) => {
    expect(errorsAfter((p) => (p[total] = (p[total] as number) + 0.01))).toContain(`${total} SumMismatch`);
  });

  it('refuses an item whose total is not its value, tax and further tax', () => {
    expect(errorsAfter((p) => (p.Items[0] = { ...p.Items[0], TotalAmount: 118.01 }))).toContain(
      'Items[0].TotalAmount SumMismatch',
    );
  });

  it('allows the Re 1 fee on a sale bill and nothing else', () => {
    expect(errorsAfter((p) => (p.TotalBillAmount = 118))).toEqual([]);
    expect(errorsAfter((p) => (p.TotalBillAmount = 119))).toEqual([]);
    expect(errorsAfter((p) => (p.TotalBillAmount = 120))).toContain('TotalBillAmount SumMismatch');
  });

  it('refuses a tax that is not the value at the rate, within a paisa, except on Third Schedule lines', () => {
    const wrongTax = (p: Record<string, unknown> & { Items: Record<string, unknown>[] }) => {
      p.Items[0] = { ...p.Items[0], TaxCharged: 18.02, TotalAmount: 118.02 };
      p.TotalTaxCharged = 18.02;
      p.TotalBillAmount = 119.02;
    };
    expect(errorsAfter(wrongTax)).toEqual(['Items[0].TaxCharged TaxMismatch']);
    expect(
      errorsAfter((p) => {
        wrongTax(p);
        p.Items[0] = { ...p.Items[0], InvoiceType: 11 };
      }),
    ).toEqual([]);
  });

  it('refuses items of the wrong type for the invoice, and quantities against it', () => {
    expect(errorsAfter((p) => (p.Items[0] = { ...p.Items[0], InvoiceType: 3 }))).toContain(
      'Items[0].InvoiceType ItemTypeMismatch',
    );
    expect(
      errorsAfter((p) => {
        p.InvoiceType = 3;
        p.RefUSIN = 'INV-0000';
        p.TotalBillAmount = 118;
        p.Items[0] = { ...p.Items[0], InvoiceType: 3 };
      }),
    ).toEqual(['Items[0].Quantity WrongSign']);
  });

  it('refuses a tax whose sign is not the quantity’s', () => {
    expect(
      errorsAfter((p) => {
        p.Items[0] = { ...p.Items[0], TaxCharged: -18, TotalAmount: 82, TaxRate: 0 };
        p.TotalTaxCharged = -18;
        p.TotalBillAmount = 83;
      }),
    ).toContain('Items[0].TaxCharged WrongSign');
  });
});

describe('fbrDiInvoice (Digital Invoicing)', () => {
  const seller = {
    ntn: '1234567-8',
    name: 'Tillwise Traders',
    province: 'PUNJAB',
    address: '1 Mall Road, Lahore',
  };
  const buyer = {
    ntn: '7654321-0',
    name: 'Buyer Ltd',
    province: 'SINDH',
    address: 'Clifton, Karachi',
    registered: true,
  };
  const diContext = { seller, buyer, thirdScheduleCategories: [THIRD_SCHEDULE_CATEGORY] };
  const DI_REF = '1234567DI1747119701593'; // 22 characters, as the spec's sample number

  /** The invoice's figures against the order's stored ones, exactly. */
  function expectDiFigures(payload: FbrDiInvoice, order: OrderWire) {
    const items = payload.items;
    expect(sumOf(items.map((i) => String(i.salesTaxApplicable))).eq(order.tax)).toBe(true);
    expect(sumOf(items.map((i) => String(i.furtherTax))).eq(order.further_tax)).toBe(true);
    // Every line's total, and the fee (the POS service's, not DI's) is the rest of the order's total.
    expect(
      sumOf(items.map((i) => String(i.totalValues)))
        .plus(order.service_fee)
        .eq(order.total),
    ).toBe(true);
    order.order_item.forEach((line, i) => {
      const item = items[i];
      expect(dec(item?.valueSalesExcludingST ?? NaN).eq(line.tax_value ?? 'NaN')).toBe(true);
      expect(dec(item?.salesTaxApplicable ?? NaN).eq(line.tax)).toBe(true);
      expect(dec(item?.quantity ?? NaN).eq(line.quantity)).toBe(true);
      expect(item?.rate).toBe(`${new D(line.tax_rate).toFixed()}%`);
    });
  }

  it('writes a sale to a registered buyer as the spec’s sample does', () => {
    const order = orderOf({ lines: [{ quantity: '2', price: '118', discount: '0', rate: '18' }] });
    const payload = fbrDiInvoice(order, diContext);
    expect(payload).toEqual({
      invoiceType: 'Sale Invoice',
      invoiceDate: '2026-11-27',
      sellerNTNCNIC: '1234567',
      sellerBusinessName: 'Tillwise Traders',
      sellerProvince: 'PUNJAB',
      sellerAddress: '1 Mall Road, Lahore',
      buyerNTNCNIC: '7654321',
      buyerBusinessName: 'Buyer Ltd',
      buyerProvince: 'SINDH',
      buyerAddress: 'Clifton, Karachi',
      buyerRegistrationType: 'Registered',
      invoiceRefNo: '',
      items: [
        {
          hsCode: '1905.9000',
          productDescription: 'Product 1',
          rate: '18%',
          uoM: 'Numbers, pieces, units',
          quantity: 2,
          totalValues: 236,
          valueSalesExcludingST: 200,
          fixedNotifiedValueOrRetailPrice: 0,
          salesTaxApplicable: 36,
          salesTaxWithheldAtSource: 0,
          extraTax: 0,
          furtherTax: 0,
          sroScheduleNo: '',
          fedPayable: 0,
          discount: 0,
          saleType: 'Goods at standard rate (default)',
          sroItemSerialNo: '',
        },
      ],
    });
    expect(fbrDiInvoiceErrors(payload)).toEqual([]);
  });

  it('writes a refund as a Debit Note naming the DI number of the sale', () => {
    const order = orderOf({
      lines: [{ quantity: '1', price: '118', discount: '0', rate: '18' }],
      refund: true,
    });
    const payload = fbrDiInvoice(order, { ...diContext, refInvoiceNo: DI_REF });
    expect(payload.invoiceType).toBe('Debit Note');
    expect(payload.invoiceRefNo).toBe(DI_REF);
    expect(fbrDiInvoiceErrors(payload)).toEqual([]);
    const unnamed = fbrDiInvoice(order, diContext);
    expect(fbrDiInvoiceErrors(unnamed).map((e) => [e.field, e.code])).toEqual([
      ['invoiceRefNo', FBR_DI_ERROR_CODES.refNo],
    ]);
  });

  it('refuses each field the spec constrains', () => {
    const order = orderOf({ lines: [{ quantity: '1', price: '118', discount: '0', rate: '18' }] });
    const good = fbrDiInvoice(order, diContext);
    const item = good.items[0] as FbrDiInvoice['items'][number];
    const cases: [Record<string, unknown>, string, string][] = [
      [{ invoiceType: 'Credit Note' }, 'invoiceType', '0003'],
      [{ invoiceDate: '27/11/2026' }, 'invoiceDate', '0005'],
      [{ sellerNTNCNIC: '12345678' }, 'sellerNTNCNIC', '0401'],
      [{ buyerNTNCNIC: '' }, 'buyerNTNCNIC', '0009'],
      [{ buyerNTNCNIC: '123' }, 'buyerNTNCNIC', '0002'],
      [{ buyerBusinessName: ' ' }, 'buyerBusinessName', '0010'],
      [{ buyerRegistrationType: 'Yes' }, 'buyerRegistrationType', '0053'],
      [{ sellerProvince: 'Lahore' }, 'sellerProvince', FBR_DI_ERROR_CODES.province],
      [{ invoiceRefNo: DI_REF }, 'invoiceRefNo', FBR_DI_ERROR_CODES.refNo],
      [{ items: [] }, 'items', FBR_DI_ERROR_CODES.noItems],
      [{ items: [{ ...item, hsCode: '' }] }, 'items[0].hsCode', '0019'],
      [{ items: [{ ...item, rate: '18' }] }, 'items[0].rate', '0020'],
      [{ items: [{ ...item, saleType: 'Goods' }] }, 'items[0].saleType', '0013'],
      [{ items: [{ ...item, uoM: 'Boxes' }] }, 'items[0].uoM', FBR_DI_ERROR_CODES.uom],
      [{ items: [{ ...item, salesTaxApplicable: '18' }] }, 'items[0].salesTaxApplicable', '0018'],
      [{ items: [{ ...item, totalValues: 119 }] }, 'items[0].totalValues', FBR_DI_ERROR_CODES.sum],
      [
        { items: [{ ...item, salesTaxApplicable: 17, totalValues: 117 }] },
        'items[0].salesTaxApplicable',
        FBR_DI_ERROR_CODES.taxAgainstRate,
      ],
    ];
    for (const [change, field, code] of cases)
      expect(fbrDiInvoiceErrors({ ...good, ...change }).map((e) => [e.field, e.code])).toEqual([
        [field, code],
      ]);
    // An unregistered buyer may go without a number.
    expect(fbrDiInvoiceErrors({ ...good, buyerNTNCNIC: '', buyerRegistrationType: 'Unregistered' })).toEqual(
      [],
    );
    // Every rule names its source.
    for (const rule of [...Object.values(FBR_DI_INVOICE_FIELDS), ...Object.values(FBR_DI_ITEM_FIELDS)])
      expect(rule.source).not.toBe('');
  });

  it("carries every order's stored figures to the paisa over random orders, and passes every rule", () => {
    const line = fc.record({
      quantity: decimalText(1n, 10_000_000n),
      price: decimalText(1n, 1_000_000_000n),
      discount: decimalText(0n, 1_000_000n, 2),
      rate: fc.oneof(fc.constantFrom('0', '5', '17', '18', '25'), decimalText(0n, 10_000n, 2)),
      thirdSchedule: fc.boolean(),
      markup: decimalText(10_000n, 1_000_000n, 2),
    });
    const sale = fc.record({
      lines: fc.array(line, { minLength: 1, maxLength: 6 }),
      totalDiscount: decimalText(0n, 1_000_000n, 2),
      pricesIncludeTax: fc.boolean(),
      furtherTax: fc.boolean(),
      refund: fc.boolean(),
    });
    fc.assert(
      fc.property(sale, (s) => {
        const retail = s.lines.map((l) =>
          l.thirdSchedule ? new D(l.price).times(new D(100).plus(l.markup)).div(100).toFixed(4) : null,
        );
        const order = orderOf({
          lines: s.lines.map((l, i) => ({
            quantity: l.quantity,
            price: l.price,
            discount: l.discount,
            rate: l.rate,
            thirdSchedule: l.thirdSchedule,
            retailPrice: retail[i] ?? null,
          })),
          totalDiscount: s.totalDiscount,
          policy: { pricesIncludeTax: s.pricesIncludeTax },
          furtherTax: s.furtherTax,
          refund: s.refund,
        });
        const payload = fbrDiInvoice(order, {
          ...diContext,
          refInvoiceNo: DI_REF,
          retailPriceOf: (variant) => retail[variant - 20] ?? null,
        });
        expectDiFigures(payload, order);
        expect(fbrDiInvoiceErrors(JSON.parse(JSON.stringify(payload)))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
