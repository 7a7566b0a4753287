import type { OrderWire, UserWire } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import { demoUser } from '../../test/fake-api';
import { company } from '../../test/organisation-fixtures';
import { billHeading } from './order-bill';

const me = { ...demoUser('ADMIN', 'STORE'), id: 1 };
const farm = {
  ...demoUser('VENDOR', 'VENDOR', 'Tariq'),
  id: 9,
  company: company(5, 'Green Farms', 'VENDOR'),
};
const order = (buyer: number, status: OrderWire['status']) => ({ buyer, status }) as OrderWire;

describe('the internal order bill heading', () => {
  it('calls my purchase a Purchase from its seller, and my sale a Sales Invoice to its buyer', () => {
    expect(billHeading(order(1, 'COMPLETE'), me, farm as UserWire)).toEqual({
      title: 'Purchase',
      party: { label: 'Seller', name: 'Green Farms' },
    });
    expect(billHeading(order(9, 'RETURNED'), me, null)).toEqual({
      title: 'Sales Invoice (Return)',
      party: null,
    });
  });
});
