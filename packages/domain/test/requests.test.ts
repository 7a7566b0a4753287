import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPANY_TYPES,
  CreateRequestBody,
  REQUEST_STATUSES,
  REQUEST_TYPES,
  type RequestRole,
  requestStatusChoices,
  requestStatusLocked,
  requestTransitionError,
} from '../src/index.js';

const roles: RequestRole[] = ['sender', 'receiver', 'other'];

describe('request status choices (spec 4.6)', () => {
  it('offers the sender PENDING and CANCEL, plus the status it is in when APPROVED or COMPLETE', () => {
    expect(requestStatusChoices('sender', 'SPECIAL_ORDER', 'PENDING')).toEqual(['PENDING', 'CANCEL']);
    expect(requestStatusChoices('sender', 'SPECIAL_ORDER', 'APPROVED')).toEqual([
      'PENDING',
      'APPROVED',
      'CANCEL',
    ]);
    expect(requestStatusChoices('sender', 'TRANSACTION', 'COMPLETE')).toEqual([
      'PENDING',
      'COMPLETE',
      'CANCEL',
    ]);
    expect(requestStatusChoices('receiver', 'TRANSACTION', 'PENDING')).toEqual([
      'PENDING',
      'COMPLETE',
      'CANCEL',
    ]);
    expect(requestStatusChoices('receiver', 'STOCK', 'PENDING')).toEqual([...REQUEST_STATUSES]);
    expect(requestStatusChoices('other', 'STOCK', 'PENDING')).toEqual([]);
  });

  it('locks COMPLETE for everyone and APPROVED or CANCEL for RETIAL users only', () => {
    expect(requestStatusLocked('COMPLETE', 'PARENT')).toBe(true);
    expect(requestStatusLocked('APPROVED', 'RETIAL')).toBe(true);
    expect(requestStatusLocked('CANCEL', 'RETIAL')).toBe(true);
    expect(requestStatusLocked('APPROVED', 'STORE')).toBe(false);
    expect(requestStatusLocked('PENDING', 'RETIAL')).toBe(false);
  });

  it('allows a change exactly when the dropdown would offer it and is not locked', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...roles),
        fc.constantFrom(...REQUEST_TYPES),
        fc.constantFrom(...REQUEST_STATUSES),
        fc.constantFrom(...REQUEST_STATUSES),
        fc.constantFrom(...COMPANY_TYPES),
        (role, type, from, to, company) => {
          const offered =
            !requestStatusLocked(from, company) && requestStatusChoices(role, type, from).includes(to);
          expect(requestTransitionError(role, type, from, to, company) === null).toBe(offered);
        },
      ),
    );
  });
});

describe('the request body (contract O22, spec 5.6)', () => {
  it('gives the spec messages and defaults the type to SPECIAL_ORDER', () => {
    const empty = CreateRequestBody.safeParse({});
    expect(empty.success).toBe(false);
    const messages = empty.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining([
        "Requestee is required. Add store's user to system.",
        'Delivery is required',
        'Description is required',
      ]),
    );
    const ok = CreateRequestBody.parse({
      receiver: '5',
      expected_delivery_date: '2026-12-01',
      description: ' x ',
    });
    expect(ok).toMatchObject({ receiver: 5, request_type: 'SPECIAL_ORDER', description: 'x', items: [] });
  });

  it('needs items on STOCK and RETURN, refuses them on TRANSACTION and twice the same variant', () => {
    const base = { receiver: 5, expected_delivery_date: '2026-12-01', description: 'x' };
    expect(CreateRequestBody.safeParse({ ...base, request_type: 'STOCK' }).success).toBe(false);
    const item = { product_variant: 3, quantity: '2' };
    expect(CreateRequestBody.safeParse({ ...base, request_type: 'TRANSACTION', items: [item] }).success).toBe(
      false,
    );
    expect(CreateRequestBody.safeParse({ ...base, request_type: 'STOCK', items: [item, item] }).success).toBe(
      false,
    );
    expect(CreateRequestBody.parse({ ...base, request_type: 'STOCK', items: [item] }).items).toEqual([
      { product_variant: 3, quantity: '2.0000' },
    ]);
    expect(
      CreateRequestBody.safeParse({ ...base, items: [{ product_variant: 3, quantity: '0' }] }).success,
    ).toBe(false);
  });
});
