import type { CompanyWire } from '@tillwise/domain';

/** A DRF list envelope answer of the fake API. */
export const listAnswer = <T>(results: T[]) => ({
  status: 200,
  body: { count: results.length, next: null, previous: null, results },
});

export const company = (
  id: number,
  company_name: string,
  company_type: CompanyWire['company_type'],
): CompanyWire => ({
  id,
  company_name,
  company_type,
  address: '',
  contact_number: '',
  parent: 1,
  credit: '0.0000',
  balance: '0.0000',
});

/** `type/` as the server answers it. */
export const typeListsAnswer = () =>
  listAnswer([
    { user_type: ['SUPER_ADMIN', 'ADMIN', 'SALES_STAFF', 'REGULAR_CUSTOMER', 'WALK_IN_CUSTOMER', 'VENDOR'] },
    { company_type: ['PARENT', 'STORE', 'RETIAL', 'VENDOR', 'FACTORY'] },
    { request_type: ['SPECIAL_ORDER', 'TRANSACTION'] },
  ]);
