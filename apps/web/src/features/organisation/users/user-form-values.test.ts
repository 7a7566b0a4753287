import { TAX_MSG } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import { emptyUser, userFormData, userFormErrors } from './user-form-values';

const customer = {
  ...emptyUser(),
  user_type: 'REGULAR_CUSTOMER' as const,
  contact_number: '03001234567',
  company: 3,
};

describe('a customer’s tax identity on the Users form', () => {
  it('checks the NTN and CNIC of a customer, and never asks an operator for them', () => {
    const errors = userFormErrors('edit')({ ...customer, ntn: '12', cnic: '1234' });
    expect(errors).toMatchObject({ ntn: TAX_MSG.ntn, cnic: TAX_MSG.cnic });
    expect(userFormErrors('edit')({ ...customer, ntn: '1234567-8', cnic: '35202-1234567-1' })).toEqual({});
    const staff = userFormErrors('edit')({ ...customer, user_type: 'SALES_STAFF', ntn: '12' });
    expect(staff.ntn).toBeUndefined();
  });

  it('sends them for customers and vendors only', () => {
    const sent = userFormData('edit', { ...customer, ntn: ' 1234567 ', tax_registered: true });
    expect([sent.get('ntn'), sent.get('cnic'), sent.get('tax_registered')]).toEqual(['1234567', '', 'true']);
    const staff = userFormData('edit', { ...customer, user_type: 'SALES_STAFF', ntn: '1234567' });
    expect(staff.has('ntn')).toBe(false);
  });
});
