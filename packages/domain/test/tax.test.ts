import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  D,
  type Dec,
  furtherTaxApplies,
  lineTaxFacts,
  NO_TAX,
  normaliseHsCode,
  orderTotal,
  rateOn,
  refundTax,
  TAX_MSG,
  type TaxPolicy,
  taxOrder,
  withTaxPostings,
} from '../src/index.js';
import { decimalText } from './support/decimal-arbitraries.js';
import { HUNDRED, Rational, ZERO } from './support/rational.js';

/*
 * Sales tax (docs/domain/tax.md, "Computing"), checked against exact rationals built on BigInt
 * (nothing from decimal.js): each line's tax is its exact tax rounded once, half away from zero, to
 * the policy's places; the order's figures are the sums of its lines'; and a line refunded in any
 * number of parts gives back exactly what it was sold for.
 */

const r = (x: Dec | string | number) => Rational.parse(new D(x).toFixed());
const policy = (over: Partial<TaxPolicy> = {}): TaxPolicy => ({
  chargesTax: true,
  pricesIncludeTax: true,
  decimals: 2,
  serviceFee: '0',
  furtherTaxRate: '0',
  ...over,
});

describe('taxOrder, by hand', () => {
  it('takes 18% out of a price that includes it, rounded to the paisa', () => {
    const t = taxOrder({ lines: [{ quantity: '1', price: '100', rate: '18' }], policy: policy() });
    // 100 × 18/118 = 15.2542…
    expect(t.lines[0]?.tax.toFixed(4)).toBe('15.2500');
    expect(t.lines[0]?.value.toFixed(4)).toBe('84.7500');
    expect(t.total.toFixed(4)).toBe('100.0000');
  });

  it('adds 18% on top of a price that excludes it', () => {
    const t = taxOrder({
      lines: [{ quantity: '3', price: '33.33', rate: '18' }],
      policy: policy({ pricesIncludeTax: false }),
    });
    // 99.99 × 0.18 = 17.9982 → 18.00
    expect(t.tax.toFixed(2)).toBe('18.00');
    expect(t.total.toFixed(4)).toBe('117.9900');
  });

  it('lets a line and a whole-sale discount reduce the taxable value', () => {
    const t = taxOrder({
      lines: [
        { quantity: '2', price: '59', discount: '10', rate: '18' },
        { quantity: '1', price: '50', rate: '0' },
      ],
      totalDiscount: '10',
      amountDiscount: true,
      policy: policy(),
    });
    // Gross 106.2 and 50; the 10 off is spread 6.80 and 3.20 (largest remainder).
    expect(t.lines.map((l) => l.saleDiscount.toFixed(2))).toEqual(['6.80', '3.20']);
    // (106.2 − 6.8) × 18/118 = 15.1627… → 15.16
    expect(t.lines[0]?.tax.toFixed(2)).toBe('15.16');
    expect(t.lines[1]?.tax.toFixed(2)).toBe('0.00');
    expect(t.total.toFixed(2)).toBe('146.20');
  });

  it('taxes Third Schedule goods on their printed retail price whatever the discount', () => {
    const t = taxOrder({
      lines: [{ quantity: '2', price: '100', discount: '50', rate: '18', retailPrice: '118' }],
      policy: policy(),
    });
    // Tax on 2 × 118 including 18%: 36.00, though the customer paid 100.
    expect(t.lines[0]?.tax.toFixed(2)).toBe('36.00');
    expect(t.lines[0]?.value.toFixed(2)).toBe('64.00');
    expect(t.total.toFixed(2)).toBe('100.00');
  });

  it('charges further tax and the service fee only when asked, and nothing when the company charges no tax', () => {
    const p = policy({ furtherTaxRate: '4', serviceFee: '1' });
    const lines = [{ quantity: '1', price: '118', rate: '18' }];
    const named = taxOrder({ lines, policy: p, furtherTax: true, serviceFee: true });
    expect(named.furtherTax.toFixed(2)).toBe('4.00');
    expect(named.total.toFixed(2)).toBe('123.00');
    const walkIn = taxOrder({ lines, policy: p, serviceFee: false });
    expect(walkIn.total.toFixed(2)).toBe('118.00');
    const off = taxOrder({ lines, policy: NO_TAX, furtherTax: true, serviceFee: true });
    expect([off.tax.toFixed(2), off.furtherTax.toFixed(2), off.serviceFee.toFixed(2)]).toEqual([
      '0.00',
      '0.00',
      '0.00',
    ]);
  });

  it('rounds a return like a sale, away from zero', () => {
    const t = taxOrder({ lines: [{ quantity: '-1', price: '100', rate: '18' }], policy: policy() });
    expect(t.lines[0]?.tax.toFixed(2)).toBe('-15.25');
    expect(t.total.toFixed(2)).toBe('-100.00');
  });
});

describe('the rate of a day, and a line that cannot be taxed', () => {
  const rates = [
    { rate: '17', validFrom: '2019-07-01' },
    { rate: '18', validFrom: '2023-02-14' },
  ];
  it('is the latest rate that started on or before the day', () => {
    expect(rateOn(rates, '2023-02-13')).toBe('17');
    expect(rateOn(rates, '2023-02-14')).toBe('18');
    expect(rateOn(rates, '2019-06-30')).toBeNull();
  });
  it('refuses a product without a category, a day without a rate and Third Schedule goods without a price', () => {
    const category = { categoryId: 4, treatment: 'TAXABLE' as const, thirdSchedule: false, rates };
    expect(lineTaxFacts({ chargesTax: true }, null, null, '2026-11-27')).toEqual({
      ok: false,
      error: TAX_MSG.categoryRequired,
    });
    expect(lineTaxFacts({ chargesTax: true }, category, null, '2019-01-01')).toEqual({
      ok: false,
      error: TAX_MSG.noRate,
    });
    expect(
      lineTaxFacts({ chargesTax: true }, { ...category, thirdSchedule: true }, null, '2026-11-27'),
    ).toEqual({ ok: false, error: TAX_MSG.retailPriceRequired });
    expect(
      lineTaxFacts({ chargesTax: true }, { ...category, treatment: 'EXEMPT' }, null, '2026-11-27'),
    ).toEqual({
      ok: true,
      facts: { categoryId: 4, rate: '0' },
    });
    expect(lineTaxFacts({ chargesTax: false }, null, null, '2026-11-27')).toEqual({
      ok: true,
      facts: { categoryId: null, rate: '0' },
    });
  });
  it('charges further tax to a named unregistered customer only', () => {
    expect(furtherTaxApplies({ userType: 'REGULAR_CUSTOMER', taxRegistered: false })).toBe(true);
    expect(furtherTaxApplies({ userType: 'REGULAR_CUSTOMER', taxRegistered: true })).toBe(false);
    expect(furtherTaxApplies({ userType: 'WALK_IN_CUSTOMER', taxRegistered: false })).toBe(false);
  });
  it('reads an HS code of 4 to 8 digits', () => {
    expect(normaliseHsCode('2202.1010')).toBe('22021010');
    expect(normaliseHsCode('')).toBe('');
    expect(normaliseHsCode('123')).toBeNull();
    expect(normaliseHsCode('123456789')).toBeNull();
  });
});

describe('a refund of part of a taxed line', () => {
  it('gives back exactly what a unit was paid, its tax rounded as sold', () => {
    // 2 at 100 including 18%: tax 30.51, value 169.49. One back: 100, of which 15.26 tax.
    const sold = taxOrder({ lines: [{ quantity: '2', price: '100', rate: '18' }], policy: policy() })
      .lines[0];
    if (!sold) throw new Error('no line');
    const back = refundTax({ quantity: '2', ...sold }, new D(0), new D(1), 2);
    expect([back.value.plus(back.tax).toFixed(4), back.tax.toFixed(4), back.value.toFixed(4)]).toEqual([
      '100.0000',
      '15.2600',
      '84.7400',
    ]);
  });
});

describe('the books of a taxed sale', () => {
  it('keep the value in sales and the tax and fee apart, on the same side, balanced', () => {
    const lines = withTaxPostings(
      [
        { purpose: 'CASH', side: 'debit', amount: new D('119') },
        { purpose: 'SALES', side: 'credit', amount: new D('119') },
      ],
      { tax: new D('18'), serviceFee: new D('1') },
    );
    expect(lines.map((l) => [l.purpose, l.side, l.amount.toFixed(2)])).toEqual([
      ['CASH', 'debit', '119.00'],
      ['SALES', 'credit', '100.00'],
      ['SALES_TAX_PAYABLE', 'credit', '18.00'],
      ['SERVICE_FEE_PAYABLE', 'credit', '1.00'],
    ]);
  });
});

// ---- Against exact rationals ----

const rateArb = fc.constantFrom('0', '5', '16', '17', '18', '25', '12.5');
const lineArb = fc.record({
  quantity: fc.oneof(decimalText(1n, 1_000_000n, 3), fc.integer({ min: 1, max: 50 }).map(String)),
  price: decimalText(0n, 100_000_000n, 2),
  discount: fc.oneof(fc.constant('0'), decimalText(0n, 1_000_000n, 2)),
  rate: rateArb,
  retail: fc.option(decimalText(1n, 100_000_000n, 2), { nil: undefined }),
});
const orderArb = fc.record({
  lines: fc.array(lineArb, { minLength: 1, maxLength: 8 }),
  inclusive: fc.boolean(),
  decimals: fc.constantFrom(0, 2, 2, 2, 4),
  further: fc.constantFrom('0', '0', '3', '4'),
  fee: fc.constantFrom('0', '1'),
  saleDiscount: fc.oneof(fc.constant('0'), decimalText(0n, 5_000_000n, 2)),
  amountDiscount: fc.boolean(),
  named: fc.boolean(),
  returning: fc.boolean(),
});

/** The exact tax of a line, rounded once as the law's rounding rule says. */
function oracleLine(
  line: { quantity: string; rate: string; retail?: string | undefined },
  net: Rational,
  p: { inclusive: boolean; decimals: number; further: string },
  applyFurther: boolean,
) {
  const rate = Rational.parse(line.rate);
  if (rate.eq(ZERO)) return { tax: ZERO, value: net, further: ZERO };
  let tax: Rational;
  let value: Rational;
  if (line.retail !== undefined) {
    tax = Rational.parse(line.retail)
      .mul(Rational.parse(line.quantity))
      .mul(rate)
      .div(HUNDRED.add(rate))
      .round(p.decimals);
    value = p.inclusive ? net.sub(tax) : net;
  } else if (p.inclusive) {
    tax = net.mul(rate).div(HUNDRED.add(rate)).round(p.decimals);
    value = net.sub(tax);
  } else {
    value = net;
    tax = net.mul(rate).div(HUNDRED).round(p.decimals);
  }
  const further = applyFurther ? value.mul(Rational.parse(p.further)).div(HUNDRED).round(p.decimals) : ZERO;
  return { tax, value, further };
}

describe('taxOrder against exact rationals (10,000 random orders)', () => {
  it('gives every line its exact tax rounded once, and the order the sums of its lines, to the last paisa', () => {
    fc.assert(
      fc.property(orderArb, (o) => {
        const sign = o.returning ? '-' : '';
        const lines = o.lines.map((l) => ({
          quantity: `${sign}${l.quantity}`,
          price: l.price,
          discount: l.discount,
          rate: l.rate,
          retailPrice: l.retail,
        }));
        const p = policy({
          pricesIncludeTax: o.inclusive,
          decimals: o.decimals,
          furtherTaxRate: o.further,
          serviceFee: o.fee,
        });
        const t = taxOrder({
          lines,
          totalDiscount: o.saleDiscount,
          amountDiscount: o.amountDiscount,
          policy: p,
          furtherTax: o.named,
          serviceFee: !o.returning,
        });
        const before = orderTotal(lines, o.saleDiscount, o.amountDiscount);
        // The whole-sale discount is spread exactly: the nets add up to the total before tax rules.
        const nets = t.lines.map((l) => r(l.gross).sub(r(l.saleDiscount)));
        expect(nets.reduce((a, n) => a.add(n), ZERO).eq(r(before))).toBe(true);
        let value = ZERO;
        let tax = ZERO;
        let further = ZERO;
        for (const [i, line] of t.lines.entries()) {
          const source = lines[i] as (typeof lines)[number];
          const exact = oracleLine(
            { quantity: source.quantity, rate: source.rate, retail: source.retailPrice },
            nets[i] as Rational,
            { inclusive: o.inclusive, decimals: o.decimals, further: o.further },
            o.named,
          );
          expect(r(line.tax).eq(exact.tax)).toBe(true);
          expect(r(line.value).eq(exact.value)).toBe(true);
          expect(r(line.furtherTax).eq(exact.further)).toBe(true);
          expect(r(line.total).eq(exact.value.add(exact.tax).add(exact.further))).toBe(true);
          value = value.add(exact.value);
          tax = tax.add(exact.tax);
          further = further.add(exact.further);
        }
        expect([r(t.value).eq(value), r(t.tax).eq(tax), r(t.furtherTax).eq(further)]).toEqual([
          true,
          true,
          true,
        ]);
        const fee = o.returning ? ZERO : Rational.parse(o.fee);
        expect(r(t.total).eq(value.add(tax).add(further).add(fee))).toBe(true);
        // Prices including tax, no further tax and no fee: the total the original client computes.
        if (o.inclusive && (!o.named || o.further === '0') && (o.returning || o.fee === '0')) {
          expect(t.total.equals(before)).toBe(true);
        }
        // The books balance: what the buyer pays = sales value + tax owed + fee.
        const posted = withTaxPostings(
          [
            { purpose: 'CASH', side: 'debit', amount: t.total.abs() },
            { purpose: 'SALES', side: 'credit', amount: t.total.abs() },
          ],
          { tax: t.tax.plus(t.furtherTax).abs(), serviceFee: t.serviceFee },
        );
        const debits = posted.filter((l) => l.side === 'debit').reduce((s, l) => s.plus(l.amount), new D(0));
        const credits = posted
          .filter((l) => l.side === 'credit')
          .reduce((s, l) => s.plus(l.amount), new D(0));
        expect(debits.equals(credits)).toBe(true);
      }),
      { numRuns: 10_000 },
    );
    // 10,000 orders take a few seconds on a quiet machine, much longer on a busy one.
  }, 300_000);

  it('refunds a line in any parts: the parts add up to exactly what it was sold for, each within a unit of its share', () => {
    const partsArb = fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(orderArb, partsArb, fc.constantFrom(0, 2, 4), (o, parts, decimals) => {
        const whole = parts.reduce((a, b) => a + b, 0);
        // Sold in whole units, so every part is an exact quantity.
        const line = { ...(o.lines[0] as (typeof o.lines)[number]), quantity: String(whole) };
        const sold = taxOrder({
          lines: [{ ...line, retailPrice: line.retail }],
          policy: policy({ pricesIncludeTax: o.inclusive, decimals, furtherTaxRate: o.further }),
          furtherTax: o.named,
        }).lines[0];
        if (!sold) return;
        const quantity = new D(line.quantity);
        const soldTax = { quantity, value: sold.value, tax: sold.tax, furtherTax: sold.furtherTax };
        let returned = new D(0);
        const back = { value: ZERO, tax: ZERO, further: ZERO };
        for (const part of parts) {
          const q = new D(part);
          const share = refundTax(soldTax, returned, q, decimals);
          // Each part's tax is within one rounding unit of its exact proportion.
          const exact = r(sold.tax).mul(r(q)).div(r(quantity));
          const unit = Rational.parse(new D(1).div(new D(10).pow(decimals)).toFixed());
          const gap = r(share.tax).sub(exact);
          expect((gap.lt(ZERO) ? ZERO.sub(gap) : gap).lte(unit)).toBe(true);
          back.value = back.value.add(r(share.value));
          back.tax = back.tax.add(r(share.tax));
          back.further = back.further.add(r(share.furtherTax));
          returned = returned.plus(q);
        }
        expect([
          back.value.eq(r(sold.value)),
          back.tax.eq(r(sold.tax)),
          back.further.eq(r(sold.furtherTax)),
        ]).toEqual([true, true, true]);
      }),
      { numRuns: 2_000 },
    );
  }, 300_000);
});
