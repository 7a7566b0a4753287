import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserType, UserWire } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import { demoUser, fakeApi } from '../../../test/fake-api';
import { listAnswer } from '../../../test/organisation-fixtures';
import { renderRoutes } from '../../../test/render';
import { EditUserPage } from './edit-user-page';
import { UsersPage } from './users-page';

const person = (id: number, username: string, user_type: UserType, first_name: string): UserWire => ({
  ...demoUser(user_type, 'STORE', first_name),
  id,
  username,
});
const ME = person(7, 'storeadmin', 'ADMIN', 'Bilal');
const ROWS = [
  ME,
  person(1, 'superadmin', 'SUPER_ADMIN', 'Sara'),
  person(8, 'cashier', 'SALES_STAFF', 'Usman'),
  person(9, '03111234567', 'REGULAR_CUSTOMER', 'Zainab'),
];
const rowOf = (username: string) => screen.getByRole('row', { name: new RegExp(`\\b${username}\\b`) });
const buttonsIn = (username: string) =>
  within(rowOf(username))
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('Users list', { timeout: 20_000 }, () => {
  it('offers each action only where the caller may take it', async () => {
    fakeApi({ 'GET /api/user/': () => listAnswer(ROWS) });
    renderRoutes([{ path: '/users', element: <UsersPage me={ME} /> }], '/users');
    await screen.findByText('superadmin');

    expect(within(rowOf('superadmin')).queryByRole('link', { name: /Edit/ })).toBeNull();
    expect(buttonsIn('superadmin')).toEqual([]);
    expect(buttonsIn('storeadmin')).toEqual([]); // nobody switches themselves off
    expect(buttonsIn('cashier')).toEqual(['Set password', 'Deactivate']);
    expect(buttonsIn('03111234567')).toEqual(['Deactivate']); // customers never sign in
  });

  it('deactivates after a confirmation that names the user', async () => {
    const api = fakeApi({
      'GET /api/user/': () => listAnswer(ROWS),
      'PATCH /api/user/8/': () => ({ status: 200, body: { ...ROWS[2], is_active: false } }),
    });
    renderRoutes([{ path: '/users', element: <UsersPage me={ME} /> }], '/users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Usman Khan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate user' });
    expect(dialog.textContent).toContain('Deactivate Usman Khan (cashier)?');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    await waitFor(() => expect(api.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const patch = api.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ is_active: false });
  });

  it('edits without username and company, and locks one’s own role', async () => {
    fakeApi({
      'GET /api/user/7/': () => ({ status: 200, body: ME }),
      'GET /api/type/': () => listAnswer([{ user_type: ['SUPER_ADMIN', 'ADMIN', 'SALES_STAFF'] }]),
    });
    renderRoutes([{ path: '/user/edit/:userId', element: <EditUserPage me={ME} /> }], '/user/edit/7');
    await screen.findByLabelText(/^First Name/);
    expect(screen.queryByLabelText(/^User Name/)).toBeNull();
    expect(screen.queryByLabelText(/^Company/)).toBeNull();
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(screen.getByLabelText(/^Role/, { selector: 'input' })).toHaveProperty('disabled', true);
  });
});
