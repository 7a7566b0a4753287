import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CompanyWire, MSG } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import { demoUser, fakeApi } from '../../../test/fake-api';
import { choose, field, messageAt, optionNames } from '../../../test/fields';
import { company, listAnswer, typeListsAnswer } from '../../../test/organisation-fixtures';
import { renderRoutes } from '../../../test/render';
import { AddUserPage } from './add-user-page';

function renderPage(
  opts: {
    me?: ReturnType<typeof demoUser>;
    companies?: CompanyWire[];
    create?: Parameters<typeof fakeApi>[0][string];
  } = {},
) {
  const api = fakeApi({
    'GET /api/type/': typeListsAnswer,
    'GET /api/company/': () =>
      listAnswer(
        opts.companies ?? [company(2, 'Central Store', 'STORE'), company(4, 'Green Farms', 'VENDOR')],
      ),
    'POST /api/create/user/': opts.create ?? (() => ({ status: 201, body: {} })),
  });
  const me = opts.me ?? demoUser('ADMIN', 'STORE');
  const view = renderRoutes(
    [
      { path: '/user/create', element: <AddUserPage me={me} /> },
      { path: '/users', element: <p>users list</p> },
    ],
    '/user/create',
  );
  return { api, ...view };
}

describe('Add User', { timeout: 20_000 }, () => {
  it('gives every required message of spec 5.5 at its field when Enter is pressed on an empty form', async () => {
    const { api } = renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^User Name/), '{Enter}');

    expect(messageAt(/^User Name/)).toBe(MSG.usernameRequired);
    expect(messageAt(/^Contact Number/)).toBe(MSG.numberRequired);
    expect(messageAt(/^Company/)).toBe(MSG.companyRequired);
    expect(messageAt(/^Password/)).toBe(MSG.passwordRequired);
    expect(messageAt(/^Confirm Password/)).toBe(MSG.confirmPasswordRequired);
    expect(screen.getByRole('button', { name: 'Add User' })).toHaveProperty('disabled', true);
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('checks the username, email, phone and password patterns and the confirmation', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^User Name/), 'ab');
    await user.type(field(/^Email/), 'not-an-email');
    await user.type(field(/^Contact Number/), '12345');
    await user.type(field(/^Password/), 'password');
    await user.type(field(/^Confirm Password/), 'Password1!');

    expect(messageAt(/^User Name/)).toBe(MSG.usernamePattern);
    expect(messageAt(/^Email/)).toBe(MSG.emailInvalid);
    expect(messageAt(/^Contact Number/)).toBe(MSG.phoneInvalid);
    expect(messageAt(/^Password/)).toBe(MSG.passwordPattern);
    expect(messageAt(/^Confirm Password/)).toBe(MSG.confirmPasswordMismatch);

    await user.clear(field(/^User Name/));
    await user.click(field(/^User Name/));
    await user.paste('a'.repeat(151));
    expect(messageAt(/^User Name/)).toBe(MSG.usernameTooLong);
  });

  it('says at once when there is no company to put the user in', async () => {
    renderPage({ companies: [] });
    await screen.findByLabelText(/^User Name/);
    expect(messageAt(/^Company/)).toBe(MSG.companyRequired);
  });

  it('offers an admin no role above their own and never the walk-in customer', async () => {
    renderPage();
    await screen.findByLabelText(/^User Name/);
    expect(await optionNames(/^Role/)).toEqual(['Admin', 'Sales staff', 'Regular customer', 'Vendor']);
  });

  it('offers a super admin every role but the walk-in customer', async () => {
    renderPage({ me: demoUser('SUPER_ADMIN', 'PARENT') });
    await screen.findByLabelText(/^User Name/);
    expect(await optionNames(/^Role/)).toEqual([
      'Super admin',
      'Admin',
      'Sales staff',
      'Regular customer',
      'Vendor',
    ]);
  });

  it('asks a vendor for a vendor company and no password', async () => {
    renderPage();
    await screen.findByLabelText(/^User Name/);
    await choose(/^Role/, 'Vendor');
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(await optionNames(/^Company/)).toEqual(['Green Farms']);
  });

  it('sends the password with the form, and goes to the list once saved', async () => {
    const { api, router } = renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^User Name/), 'newcashier');
    await user.type(field(/^Contact Number/), '03001234567');
    await choose(/^Company/, 'Central Store');
    await user.type(field(/^Password/), 'Secret@123');
    await user.type(field(/^Confirm Password/), 'Secret@123{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST');
    const body = post?.[1]?.body as FormData;
    expect(body.get('username')).toBe('newcashier');
    expect(body.get('user_type')).toBe('SALES_STAFF');
    expect(body.get('company')).toBe('2');
    expect(body.get('password')).toBe('Secret@123');
  });

  it('shows server field errors at their fields and non-field errors in the Error modal', async () => {
    renderPage({
      create: () => ({
        status: 400,
        body: { username: [MSG.usernameTaken], non_field_errors: ['First problem.', 'Second problem.'] },
      }),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^User Name/), 'cashier');
    await user.type(field(/^Contact Number/), '03001234567');
    await choose(/^Company/, 'Central Store');
    await user.type(field(/^Password/), 'Secret@123');
    await user.type(field(/^Confirm Password/), 'Secret@123{Enter}');

    const modal = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(modal).getByText(/First problem\.\s+Second problem\./)).toBeTruthy();
    expect(messageAt(/^User Name/)).toBe(MSG.usernameTaken);
  });
});
