import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import { demoUser, fakeApi } from '../../../test/fake-api';
import { field, messageAt } from '../../../test/fields';
import { company } from '../../../test/organisation-fixtures';
import { renderAt } from '../../../test/render';
import { CompanyTab } from './company-tab';

const CENTRAL = company(2, 'Central Store', 'STORE');

function renderTab(userType: 'ADMIN' | 'SUPER_ADMIN', patch: () => { status: number; body: unknown }) {
  const api = fakeApi({
    'GET /api/company/2/': () => ({ status: 200, body: CENTRAL }),
    'PATCH /api/company/2/': patch,
  });
  renderAt(<CompanyTab me={demoUser(userType, 'STORE')} companyId={2} />, '/settings');
  return api;
}

describe('Settings › Company settings', { timeout: 20_000 }, () => {
  it('shows an admin the name read-only and says so when the update is saved', async () => {
    const api = renderTab('ADMIN', () => ({ status: 200, body: CENTRAL }));
    const name = await screen.findByLabelText(/^Name/);
    expect(name).toHaveProperty('readOnly', true);
    await userEvent.setup().type(field(/^Contact Number/), '{Enter}');
    expect(await screen.findByText(MSG.companyUpdated)).toBeTruthy();
    const patch = api.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({ company_name: 'Central Store', id: 2 });
  });

  it('lets the super admin rename, checks the name, and reports a refusal', async () => {
    renderTab('SUPER_ADMIN', () => ({ status: 400, body: { company_name: [MSG.nameChangeSuperAdminOnly] } }));
    const user = userEvent.setup();
    const name = await screen.findByLabelText(/^Name/);
    expect(name).toHaveProperty('readOnly', false);
    await user.clear(name);
    expect(messageAt(/^Name/)).toBe(MSG.nameRequired);
    expect(screen.getByRole('button', { name: 'Update company' })).toHaveProperty('disabled', true);

    await user.type(name, 'Central Store Lahore{Enter}');
    expect(await screen.findByText(MSG.companyUpdateFailed)).toBeTruthy();
    expect(messageAt(/^Name/)).toBe(MSG.nameChangeSuperAdminOnly);
  });
});
