import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CompanyTaxSettingsWire, TAX_MSG } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { field, messageAt } from '../../../test/fields';
import { renderAt } from '../../../test/render';
import { CompanyTaxSection } from './company-tax-section';

const stored: CompanyTaxSettingsWire = {
  company: 9,
  charges_tax: false,
  prices_include_tax: true,
  shares_parent_registration: false,
  ntn: '',
  strn: '',
  tax_office: '',
  pos_registration: '',
  service_fee: '0.0000',
  further_tax_rate: '0.0000',
  tax_decimals: 2,
  country: 'PK',
};

describe('a company’s Tax section', { timeout: 20_000 }, () => {
  it('checks the registration, sends the settings and says they are saved', async () => {
    let sent: unknown;
    const api = fakeApi({
      'GET /api/company/9/tax/': () => ({ status: 200, body: stored }),
      'PUT /api/company/9/tax/': (init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 200, body: { ...stored, ...(sent as object), service_fee: '1.0000' } };
      },
    });
    renderAt(<CompanyTaxSection companyId={9} hasParent editable />);
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Charges sales tax on its sales'));
    await user.type(field(/^NTN/), '42');
    expect(messageAt(/^NTN/)).toBe(TAX_MSG.ntn);
    expect(screen.getByRole('button', { name: 'Save tax settings' })).toHaveProperty('disabled', true);
    await user.type(field(/^NTN/), '12345-6');
    await user.type(field(/^STRN/), '3277876123456');
    await user.clear(field(/^Service fee per sale/));
    await user.type(field(/^Service fee per sale/), '1');
    await user.click(screen.getByRole('button', { name: 'Save tax settings' }));

    expect(await screen.findByText('Tax settings saved.')).toBeTruthy();
    expect(sent).toMatchObject({
      charges_tax: true,
      ntn: '4212345-6',
      strn: '3277876123456',
      service_fee: '1',
      further_tax_rate: '0',
    });
    expect(api.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(1);
  });

  it('a branch that shares its parent’s registration is not asked for its own NTN and STRN', async () => {
    fakeApi({
      'GET /api/company/9/tax/': () => ({
        status: 200,
        body: { ...stored, shares_parent_registration: true, pos_registration: 'POS-3' },
      }),
    });
    renderAt(<CompanyTaxSection companyId={9} hasParent editable={false} />);
    await waitFor(() => expect(field(/^POS registration number/)).toHaveProperty('value', 'POS-3'));
    expect(screen.queryByLabelText(/^NTN/)).toBeNull();
    expect(field(/^POS registration number/)).toHaveProperty('readOnly', true);
    expect(screen.queryByRole('button', { name: 'Save tax settings' })).toBeNull();
    expect(screen.getByText(/Only a super admin or this company.s own admin/)).toBeTruthy();
  });
});
