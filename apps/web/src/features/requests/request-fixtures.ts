import type { WireRequest } from '@tillwise/domain';

/** Test data, not a screen's words (the i18n guard reads every module under src). */
const restock = (id: number) => ['Restock', id].join(' ');

/** One stock request from City Outlet to Central Store, as `GET request/<id>/` answers it. */
export function wireRequest(id: number, overrides: Partial<WireRequest> = {}): WireRequest {
  const party = (userId: number, username: string, companyId: number, company_name: string) => ({
    id: userId,
    username,
    first_name: '',
    last_name: '',
    company: { id: companyId, company_name, company_type: companyId === 3 ? 'RETIAL' : 'STORE' } as const,
  });
  return {
    id,
    sender: party(9, 'outletadmin', 3, 'City Outlet'),
    receiver: party(7, 'storeadmin', 2, 'Central Store'),
    request_type: 'STOCK',
    description: restock(id),
    created: '2026-11-20T09:00:00.000Z',
    last_modified: '2026-11-20T09:00:00.000Z',
    expected_delivery_date: '2026-12-15',
    status: 'PENDING',
    order: null,
    ...overrides,
  };
}

/** A page of a list as the server sends it: `next` set while more pages follow. */
export function listPage<T>(results: T[], count: number, more: boolean) {
  return { count, next: more ? 'next' : null, previous: null, results };
}
