import type { CompanyType, UserType, UserWire } from '@tillwise/domain';
import { vi } from 'vitest';

export function demoUser(user_type: UserType, company_type: CompanyType, first_name = 'Bilal'): UserWire {
  return {
    id: 7,
    username: 'demo',
    first_name,
    last_name: 'Khan',
    email: '',
    contact_number: '03001234567',
    user_type,
    user_profilepic: null,
    company: {
      id: 2,
      company_name: 'Central Store',
      company_type,
      address: '',
      contact_number: '',
      parent: 1,
      credit: '0.0000',
      balance: '0.0000',
    },
    credit: '0.0000',
    is_active: true,
    is_staff: false,
    user_extra: null,
    ntn: '',
    cnic: '',
    tax_registered: false,
  };
}

type Route = (
  init: RequestInit | undefined,
  url: URL,
) => { status: number; body?: unknown; headers?: Record<string, string> } | Promise<never>;

/**
 * Replaces fetch with a table of `METHOD path` answers; anything else is a 404. Returns the mock
 * so tests can assert what was sent.
 */
export function fakeApi(routes: Record<string, Route>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const route = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    const answer: { status: number; body?: unknown; headers?: Record<string, string> } = route
      ? await route(init, url)
      : { status: 404, body: { detail: 'Not found.' } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

export const userData = (user: UserWire) => () => ({
  status: 200,
  body: { count: 1, next: null, previous: null, results: [user] },
});
