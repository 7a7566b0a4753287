import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import { demoUser, fakeApi, userData } from '../../test/fake-api';
import { renderAt } from '../../test/render';
import { LoginForm } from './login-form';

describe('LoginForm', () => {
  it('asks for both fields before calling the server', async () => {
    const api = fakeApi({});
    renderAt(<LoginForm />, '/login');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert').textContent).toBe(MSG.loginBothRequired);

    await user.type(screen.getByPlaceholderText('Username'), 'cashier');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert').textContent).toBe('Both fields are required!');
    expect(api).not.toHaveBeenCalled();
  });

  it('focuses the username field on arrival', () => {
    fakeApi({});
    renderAt(<LoginForm />, '/login');
    expect(document.activeElement).toBe(screen.getByPlaceholderText('Username'));
  });

  it("shows the server's first non-field error in the Error modal", async () => {
    fakeApi({
      'POST /api/obtain-jwt/': () => ({
        status: 400,
        body: { non_field_errors: ['Unable to log in with provided credentials.'] },
      }),
    });
    renderAt(<LoginForm />, '/login');
    const user = userEvent.setup();

    await user.type(screen.getByPlaceholderText('Username'), 'cashier');
    await user.type(screen.getByPlaceholderText('Password'), 'wrong{Enter}');

    const modal = await screen.findByRole('dialog', { name: 'Error' });
    expect(modal.textContent).toContain('Unable to log in with provided credentials.');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull());
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the token once the user behind it is loaded', async () => {
    const api = fakeApi({
      'POST /api/obtain-jwt/': () => ({ status: 200, body: { token: 'abc123' } }),
      'GET /api/user-data/': userData(demoUser('SALES_STAFF', 'RETIAL')),
    });
    renderAt(<LoginForm />, '/login');
    const user = userEvent.setup();

    await user.type(screen.getByPlaceholderText('Username'), 'cashier');
    await user.type(screen.getByPlaceholderText('Password'), 'Demo@1234{Enter}');

    await waitFor(() => expect(localStorage.getItem('token')).toBe('abc123'));
    const [, userDataCall] = api.mock.calls;
    expect(new Headers(userDataCall?.[1]?.headers).get('Authorization')).toBe('token abc123');
  });
});
