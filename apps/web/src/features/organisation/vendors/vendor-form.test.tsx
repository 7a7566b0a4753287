import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CompanyWire, MSG, TAX_MSG } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { choose, field, messageAt } from '../../../test/fields';
import { company, listAnswer } from '../../../test/organisation-fixtures';
import { renderRoutes } from '../../../test/render';
import { AddVendorPage } from './add-vendor-page';

function renderAdd(companies: CompanyWire[], create = () => ({ status: 201, body: {} })) {
  const api = fakeApi({
    'GET /api/company/': () => listAnswer(companies),
    'POST /api/create/user/': create,
  });
  const view = renderRoutes(
    [
      { path: '/vendor/create', element: <AddVendorPage /> },
      { path: '/vendors', element: <p>vendors list</p> },
    ],
    '/vendor/create',
  );
  return { api, ...view };
}

describe('Vendor form', { timeout: 20_000 }, () => {
  it('says at once that a vendor company must be added first when there is none', async () => {
    renderAdd([]);
    await screen.findByLabelText(/^Contact Number/);
    expect(messageAt(/^Vendor Company/)).toContain(MSG.vendorCompanyRequired);
    expect(screen.getByRole('button', { name: 'Add Vendor' })).toHaveProperty('disabled', true);
  });

  it('asks for the number and checks it', async () => {
    renderAdd([company(4, 'Green Farms', 'VENDOR')]);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^First Name/), 'Tariq{Enter}');
    expect(messageAt(/^Contact Number/)).toContain(MSG.numberRequired);
    await user.type(field(/^Contact Number/), '0300');
    expect(messageAt(/^Contact Number/)).toContain(MSG.phoneInvalid);
  });

  it('sends a VENDOR named by its number, and shows a taken number at the number', async () => {
    const { api, router } = renderAdd([company(4, 'Green Farms', 'VENDOR')], () => ({
      status: 400,
      body: { username: [MSG.usernameTaken] },
    }));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^First Name/), 'Tariq');
    await user.type(field(/^Contact Number/), '03214567890');
    await choose(/^Vendor Company/, 'Green Farms');
    // The vendor's tax identity: a bad NTN is named at once and blocks the save.
    await user.type(field(/^NTN/), '12');
    expect(messageAt(/^NTN/)).toContain(TAX_MSG.ntn);
    expect(screen.getByRole('button', { name: 'Add Vendor' })).toHaveProperty('disabled', true);
    await user.type(field(/^NTN/), '34567-9');
    await user.click(screen.getByLabelText('Registered for sales tax'));
    await user.click(screen.getByRole('button', { name: 'Add Vendor' }));

    await waitFor(() => expect(messageAt(/^Contact Number/)).toContain(MSG.usernameTaken));
    expect(router.state.location.pathname).toBe('/vendor/create');
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      first_name: 'Tariq',
      last_name: '',
      username: '03214567890',
      contact_number: '03214567890',
      company: 4,
      is_active: true,
      user_type: 'VENDOR',
      ntn: '1234567-9',
      cnic: '',
      tax_registered: true,
    });
  });
});
