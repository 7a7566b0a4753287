import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FINANCE_METHODS,
  type FundsPurpose,
  journalRowPlan,
  type PartyKind,
  type PlannedLine,
  transactionPlan,
} from '../src/index.js';

const show = (lines: PlannedLine[]) =>
  lines.map((l) => `${l.side === 'debit' ? 'Dr' : 'Cr'} ${l.purpose}${l.holder ? `(${l.holder})` : ''}`);

/** The change to funds on hand a plan makes for an amount of 1 (+1 in, -1 out, 0 none). */
const fundsEffect = (lines: PlannedLine[]) =>
  lines
    .filter((l) => ['CASH', 'BANK', 'JAZZ_CASH', 'EASY_PAISA'].includes(l.purpose))
    .reduce((sum, l) => sum + (l.side === 'debit' ? 1 : -1), 0);

describe('the entry of each finance method', () => {
  it.each([
    ['Received', 'company', ['Dr CASH', 'Cr RECEIVABLE(party)']],
    ['Received', 'customer', ['Dr CASH', 'Cr RECEIVABLE(party)']],
    ['Received', 'own', ['Dr CASH', 'Cr OWNER_FUNDS']],
    ['Credit', 'company', ['Dr CASH', 'Cr PAYABLE(party)']],
    ['Credit', 'customer', ['Dr CASH', 'Cr RECEIVABLE(party)']],
    ['Credit', 'own', ['Dr CASH', 'Cr OWNER_FUNDS']],
    ['Debit', 'company', ['Dr PAYABLE(party)', 'Cr CASH']],
    ['Debit', 'customer', ['Dr RECEIVABLE(party)', 'Cr CASH']],
    ['Debit', 'own', ['Dr OWNER_FUNDS', 'Cr CASH']],
    ['Expense', 'company', ['Dr EXPENSES', 'Cr CASH']],
    ['Expense', 'own', ['Dr EXPENSES', 'Cr CASH']],
  ] as const)('%s with a %s party posts %j', (method, kind, expected) => {
    expect(show(transactionPlan(method, kind, 'CASH'))).toEqual(expected);
  });

  it('moves the chosen payment service instead of cash', () => {
    expect(show(transactionPlan('Expense', 'own', 'JAZZ_CASH'))).toEqual(['Dr EXPENSES', 'Cr JAZZ_CASH']);
    expect(show(transactionPlan('Received', 'company', 'BANK'))).toEqual(['Dr BANK', 'Cr RECEIVABLE(party)']);
  });

  it('always has one debit and one credit, and moves funds the way the sign of the amount says', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FINANCE_METHODS),
        fc.constantFrom<PartyKind>('own', 'customer', 'company'),
        fc.constantFrom<FundsPurpose>('CASH', 'BANK', 'JAZZ_CASH', 'EASY_PAISA'),
        (method, kind, funds) => {
          const plan = transactionPlan(method, kind, funds);
          expect(plan.map((l) => l.side).sort()).toEqual(['credit', 'debit']);
          expect(fundsEffect(plan)).toBe(method === 'Debit' || method === 'Expense' ? -1 : 1);
        },
      ),
    );
  });

  it('raises company credit (payables) with Credit and lowers it with Debit', () => {
    const owed = (lines: PlannedLine[]) =>
      lines.filter((l) => l.purpose === 'PAYABLE').reduce((n, l) => n + (l.side === 'credit' ? 1 : -1), 0);
    expect(owed(transactionPlan('Credit', 'company', 'CASH'))).toBe(1);
    expect(owed(transactionPlan('Debit', 'company', 'CASH'))).toBe(-1);
    expect(owed(transactionPlan('Received', 'company', 'CASH'))).toBe(0);
  });
});

describe('the entry of a journal row', () => {
  it.each([
    [
      { direction: 'out', settlement: 'cash', kind: 'company', ownDepartment: true },
      ['Dr EXPENSES', 'Cr CASH'],
    ],
    [
      { direction: 'out', settlement: 'cash', kind: 'company', ownDepartment: false },
      ['Dr RECEIVABLE(department)', 'Cr CASH'],
    ],
    [
      { direction: 'out', settlement: 'credit', kind: 'company', ownDepartment: false },
      ['Dr RECEIVABLE(department)', 'Cr PAYABLE(party)'],
    ],
    [
      { direction: 'out', settlement: 'credit', kind: 'customer', ownDepartment: true },
      ['Dr EXPENSES', 'Cr RECEIVABLE(party)'],
    ],
    [
      { direction: 'in', settlement: 'cash', kind: 'company', ownDepartment: true },
      ['Dr CASH', 'Cr EXPENSES'],
    ],
    [
      { direction: 'in', settlement: 'cash', kind: 'company', ownDepartment: false },
      ['Dr CASH', 'Cr PAYABLE(department)'],
    ],
    [
      { direction: 'in', settlement: 'credit', kind: 'company', ownDepartment: false },
      ['Dr RECEIVABLE(party)', 'Cr PAYABLE(department)'],
    ],
  ] as const)('%o posts %j', (row, expected) => {
    expect(show(journalRowPlan(row))).toEqual(expected);
  });
});
