import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_PURPOSES, checkEntry, D, normalBalance, reversalOf } from '../src/index.js';

const amount = fc.integer({ min: 1, max: 10 ** 12 }).map((n) => (n / 10 ** 4).toFixed(4));

describe('checkEntry', () => {
  it('accepts a balanced two-line entry', () => {
    const result = checkEntry([
      { account: 1, debit: '100.50' },
      { account: 2, credit: 100.5 },
    ]);
    expect(result.ok && result.total.toFixed(4)).toBe('100.5000');
  });

  it.each([
    [[{ account: 1, debit: '10' }], 'at least two lines'],
    [
      [
        { account: 1, debit: '10' },
        { account: 2, credit: '9.9999' },
      ],
      'differ',
    ],
    [
      [
        { account: 1, debit: '10', credit: '10' },
        { account: 2, credit: '0' },
      ],
      'either a debit or a credit',
    ],
    [[{ account: 1 }, { account: 2 }], 'either a debit or a credit'],
    [
      [
        { account: 1, debit: '-10' },
        { account: 2, credit: '-10' },
      ],
      'positive amount',
    ],
    [
      [
        { account: 1, debit: 'ten' },
        { account: 2, credit: '10' },
      ],
      'positive amount',
    ],
    [
      [
        { account: 1, debit: '0.00001' },
        { account: 2, credit: '0.00001' },
      ],
      'four decimal places',
    ],
  ])('refuses %j (%s)', (lines, reason) => {
    const result = checkEntry(lines);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain(reason);
  });

  it('accepts any split of a total into debits and credits, and refuses it off by the smallest unit', () => {
    fc.assert(
      fc.property(
        fc.array(amount, { minLength: 1, maxLength: 6 }),
        fc.array(amount, { minLength: 1, maxLength: 6 }),
        (ds, cs) => {
          const sum = (xs: string[]) => xs.reduce((a, x) => a.plus(x), new D(0));
          const gap = sum(ds).minus(sum(cs));
          const credits = [...cs];
          if (gap.gt(0)) credits.push(gap.toFixed(4));
          const debits = [...ds];
          if (gap.lt(0)) debits.push(gap.negated().toFixed(4));
          const lines = [
            ...debits.map((d, i) => ({ account: i, debit: d })),
            ...credits.map((c, i) => ({ account: 100 + i, credit: c })),
          ];
          expect(checkEntry(lines).ok).toBe(true);
          const off = [...lines, { account: 999, debit: '0.0001' }];
          expect(checkEntry(off).ok).toBe(false);
        },
      ),
    );
  });

  it('builds a reversal that balances and cancels the original', () => {
    const original = checkEntry([
      { account: 1, debit: '30' },
      { account: 2, debit: '70' },
      { account: 3, credit: '100' },
    ]);
    if (!original.ok) throw new Error(original.reason);
    const reversal = checkEntry(reversalOf(original.lines));
    expect(reversal.ok).toBe(true);
    if (reversal.ok) {
      for (const [i, line] of reversal.lines.entries()) {
        expect(line.debit.equals(original.lines[i]?.credit ?? -1)).toBe(true);
      }
    }
  });
});

describe('normal balances', () => {
  it('reads assets and expenses by debit and the rest by credit', () => {
    expect(normalBalance(ACCOUNT_PURPOSES.CASH, '100', '30').toFixed(4)).toBe('70.0000');
    expect(normalBalance(ACCOUNT_PURPOSES.SALES, '0', '250').toFixed(4)).toBe('250.0000');
    expect(normalBalance(ACCOUNT_PURPOSES.PAYABLE, '10', '40').toFixed(4)).toBe('30.0000');
    expect(normalBalance(ACCOUNT_PURPOSES.EXPENSES, '15', '0').toFixed(4)).toBe('15.0000');
  });
});
