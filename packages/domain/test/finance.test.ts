import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountError,
  CreateTransactionBody,
  FINANCE_METHODS,
  JournalEntryBody,
  MSG,
  partyId,
  partyRule,
  resolveParties,
  sameParty,
  signedAmount,
} from '../src/index.js';

const ME = 7;

describe('who pays whom (spec 4.7)', () => {
  it.each([
    ['Received', { payor: null, payee: null }, { payor: ME, payee: ME }],
    ['Received', { payor: 12, payee: 99 }, { payor: 12, payee: ME }],
    ['Credit', { payor: 12, payee: null }, { payor: ME, payee: ME }],
    ['Credit', { payor: 12, payee: 30 }, { payor: ME, payee: 30 }],
    ['Debit', { payor: null, payee: 30 }, { payor: ME, payee: ME }],
    ['Debit', { payor: 12, payee: 30 }, { payor: 12, payee: ME }],
    ['Expense', { payor: 12, payee: null }, { payor: ME, payee: ME }],
    ['Expense', { payor: null, payee: 30 }, { payor: ME, payee: 30 }],
  ] as const)('%s with %o gives %o', (method, chosen, expected) => {
    expect(resolveParties(method, chosen, ME)).toEqual(expected);
  });

  it('reads -1, "-1", null, "" and absence as SELF, and refuses what is not an id', () => {
    for (const unset of [-1, '-1', null, '', undefined]) expect(partyId(unset)).toBeNull();
    expect(partyId('12')).toBe(12);
    expect(partyId(12)).toBe(12);
    for (const bad of ['abc', 0, -5, 1.5, '1.5', {}, true]) expect(partyId(bad)).toBeUndefined();
  });

  it('sees SELF and the signed-in id as the same party', () => {
    expect(sameParty(null, null, ME)).toBe(true);
    expect(sameParty(null, ME, ME)).toBe(true);
    expect(sameParty(3, 3, ME)).toBe(true);
    expect(sameParty(3, null, ME)).toBe(false);
  });
});

describe('the sign of the amount (contract 3.6)', () => {
  it('is positive for Received and Credit and negative for Debit and Expense, whatever sign was typed', () => {
    expect(signedAmount('Received', '100').toFixed(4)).toBe('100.0000');
    expect(signedAmount('Credit', 250.5).toFixed(4)).toBe('250.5000');
    expect(signedAmount('Debit', '-30').toFixed(4)).toBe('-30.0000');
    expect(signedAmount('Debit', '30').toFixed(4)).toBe('-30.0000');
    expect(signedAmount('Expense', '12.3456').toFixed(4)).toBe('-12.3456');
  });

  it('keeps the magnitude exactly for any 4-place amount', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FINANCE_METHODS),
        fc.bigInt({ min: 1n, max: 10n ** 14n - 1n }),
        (method, units) => {
          const text = `${units / 10000n}.${(units % 10000n).toString().padStart(4, '0')}`;
          const signed = signedAmount(method, text);
          expect(signed.abs().toFixed(4)).toBe(text);
          expect(signed.isNegative()).toBe(method === 'Debit' || method === 'Expense');
        },
      ),
    );
  });
});

describe('amount messages (spec 5.7)', () => {
  it.each([
    ['', MSG.amountRequired],
    ['   ', MSG.amountRequired],
    [null, MSG.amountRequired],
    [undefined, MSG.amountRequired],
    ['abc', MSG.onlyNumbers],
    ['12abc', MSG.onlyNumbers],
    ['1e5', MSG.onlyNumbers],
    ['0', MSG.amountPositive],
    ['-5', MSG.amountPositive],
    ['1.23456', MSG.amountDecimals],
    ['10000000000', MSG.amountTooLarge],
  ])('%j gives %s', (value, message) => {
    expect(amountError(value)).toBe(message);
  });

  it('accepts strings and numbers, and negatives where the method allows them', () => {
    expect(amountError('100')).toBeNull();
    expect(amountError(99.5)).toBeNull();
    expect(amountError('9999999999.9999')).toBeNull();
    expect(amountError('-30', true)).toBeNull();
    expect(amountError('0', true)).toBe(MSG.amountPositive);
  });
});

describe('payor and payee lists (spec 2.14)', () => {
  it('never offers a regular customer for Received, Debit and Credit', () => {
    for (const method of ['Received', 'Debit', 'Credit'] as const) {
      expect(partyRule(method, 'RETIAL').userTypes).not.toContain('REGULAR_CUSTOMER');
    }
    expect(partyRule('Expense', 'RETIAL').userTypes).toContain('REGULAR_CUSTOMER');
  });

  it('offers vendors only to a STORE and customers only to a STORE or RETIAL company', () => {
    expect(partyRule('Received', 'STORE').vendors).toBe(true);
    for (const type of ['PARENT', 'RETIAL', 'FACTORY'] as const) {
      expect(partyRule('Received', type).vendors).toBe(false);
    }
    expect(partyRule('Expense', 'PARENT').userTypes).toEqual(['SUPER_ADMIN', 'ADMIN', 'SALES_STAFF']);
    expect(partyRule('Expense', 'STORE').userTypes).toContain('WALK_IN_CUSTOMER');
  });
});

describe('request bodies', () => {
  const issues = (result: {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  }) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it('gives every field message of a transaction in one answer', () => {
    const result = CreateTransactionBody.safeParse({ payor: -1, payee: -1, amount: '', p_s: 'Received' });
    expect(issues(result)).toEqual({ amount: MSG.amountRequired, description: MSG.descriptionRequired });
    const words = CreateTransactionBody.safeParse({ amount: 'ten', description: 'x', p_s: 'Expense' });
    expect(issues(words)).toEqual({ amount: MSG.onlyNumbers });
  });

  it('takes the observed bodies as they are sent', () => {
    for (const body of [
      { payor: 1, payee: 1, amount: '100', transaction_id: '', description: 'cash in', p_s: 'Received' },
      { payor: 1, payee: 1, amount: '-30', transaction_id: '', description: 'paid', p_s: 'Debit' },
      { payor: '4', amount: 30, description: 'paid', p_s: 'Debit', payment_service: 'BANK' },
    ]) {
      expect(CreateTransactionBody.safeParse(body).success, JSON.stringify(body)).toBe(true);
    }
    expect(issues(CreateTransactionBody.safeParse({ amount: '1', description: 'x', p_s: 'Gift' }))).toEqual({
      p_s: '"Gift" is not a valid choice.',
    });
  });

  it('checks journal rows: department, amount, payor against payee, and an empty table', () => {
    expect(issues(JournalEntryBody.safeParse([]))).toEqual({ '': MSG.noTableData });
    const row = {
      p_s: 'JE',
      method: 'cash',
      payor: '-1',
      payee: '9',
      deptuserid: '3',
      deptname: 'X',
      amount: '5',
    };
    expect(JournalEntryBody.safeParse([row]).success).toBe(true);
    expect(issues(JournalEntryBody.safeParse([row, { ...row, payee: '-1' }]))).toEqual({
      '1.payee': MSG.payorPayeeSame,
    });
    expect(
      issues(JournalEntryBody.safeParse([{ ...row, deptuserid: '', deptname: '', amount: '' }])),
    ).toEqual({
      '0.amount': MSG.amountRequired,
      '0.deptname': MSG.departmentRequired,
    });
    expect(issues(JournalEntryBody.safeParse([{ ...row, method: 'barter' }]))).toEqual({
      '0.method': '"barter" is not a valid choice.',
    });
  });
});
