import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FISCAL_MSG, type FiscalSettingsWire } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { choose, field, messageAt } from '../../../test/fields';
import { renderAt } from '../../../test/render';
import { CompanyFiscalSection } from './company-fiscal-section';

const stored: FiscalSettingsWire = {
  company: 9,
  enabled: false,
  service: 'FBR_POS_LOCAL',
  pos_id: 0,
  base_url: '',
  token_set: false,
  di_enabled: false,
  di_sandbox: true,
  di_base_url: '',
  di_token_set: false,
  di_province: '',
};

describe('a company’s Fiscal reporting section', { timeout: 30_000 }, () => {
  it('asks for the POS ID and the cloud token, sends the token once, and shows it only as set', async () => {
    const sent: Record<string, unknown>[] = [];
    let now = stored;
    fakeApi({
      'GET /api/company/9/fiscal/': () => ({ status: 200, body: now }),
      'PUT /api/company/9/fiscal/': (init) => {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        sent.push(body);
        if (body.pos_id === 42) return { status: 400, body: { pos_id: ['Not a POS ID the FBR knows.'] } };
        now = {
          ...now,
          ...(body as Partial<FiscalSettingsWire>),
          token_set: body.token === undefined ? now.token_set : body.token !== '',
        };
        return { status: 200, body: now };
      },
    });
    renderAt(<CompanyFiscalSection companyId={9} editable />);
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Report sales to the FBR'));
    expect(messageAt(/^POS ID/)).toContain(FISCAL_MSG.needsPosId);
    expect(field(/^Service address/)).toHaveProperty('placeholder', 'http://localhost:8524');
    await choose(/^Service$/, 'FBR POS cloud API');
    expect(field(/^Service address/)).toHaveProperty('placeholder', 'https://gw.fbr.gov.pk');
    expect(screen.getByTestId('fiscal-token-state').textContent).toBe('not set');
    await user.type(field(/^POS ID/), '42');
    await user.type(field(/^Cloud token/), 'secret-token-1');
    // The server's own refusal shows at its field.
    await user.click(screen.getByRole('button', { name: 'Save fiscal reporting' }));
    expect(await screen.findByText('Not a POS ID the FBR knows.')).toBeTruthy();
    await user.clear(field(/^POS ID/));
    await user.type(field(/^POS ID/), '110014');
    await user.click(screen.getByRole('button', { name: 'Save fiscal reporting' }));
    expect(await screen.findByText('Fiscal reporting saved.')).toBeTruthy();
    expect(sent.at(-1)).toEqual({
      enabled: true,
      service: 'FBR_POS_CLOUD',
      pos_id: 110014,
      base_url: '',
      token: 'secret-token-1',
      di_enabled: false,
      di_sandbox: true,
      di_base_url: '',
      di_province: '',
    });
    expect(screen.getByTestId('fiscal-token-state').textContent).toBe('set');
    expect(field(/^Cloud token/)).toHaveProperty('value', '');
    // Saved again without typing a token: the stored one stays (no `token` sent).
    await user.click(screen.getByRole('button', { name: 'Save fiscal reporting' }));
    await screen.findByText('Fiscal reporting saved.');
    expect(sent.at(-1)).not.toHaveProperty('token');
    await user.click(screen.getByRole('button', { name: 'Clear the stored token' }));
    expect(await screen.findByText('The token was cleared.')).toBeTruthy();
    expect(sent.at(-1)).toEqual({ token: '' });
  });

  it('sets up Digital Invoicing: its province and its own token, sent once and shown only as set', async () => {
    const sent: Record<string, unknown>[] = [];
    let now: FiscalSettingsWire = { ...stored, enabled: true, pos_id: 110014 };
    fakeApi({
      'GET /api/company/9/fiscal/': () => ({ status: 200, body: now }),
      'PUT /api/company/9/fiscal/': (init) => {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        sent.push(body);
        const { di_token, token: _token, ...rest } = body;
        now = {
          ...now,
          ...(rest as Partial<FiscalSettingsWire>),
          di_token_set: di_token === undefined ? now.di_token_set : di_token !== '',
        };
        return { status: 200, body: now };
      },
    });
    renderAt(<CompanyFiscalSection companyId={9} editable />);
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Send invoices to registered buyers by Digital Invoicing'));
    expect(messageAt(/^Digital Invoicing token/)).toContain(FISCAL_MSG.diNeedsToken);
    expect(messageAt(/^Province/)).toContain(FISCAL_MSG.diNeedsProvince);
    expect(screen.getByRole('button', { name: 'Save fiscal reporting' })).toHaveProperty('disabled', true);
    await choose(/^Province/, 'SINDH');
    await choose(/^Environment/, 'Production');
    await user.type(field(/^Digital Invoicing token/), 'di-token-7');
    await user.click(screen.getByRole('button', { name: 'Save fiscal reporting' }));
    expect(await screen.findByText('Fiscal reporting saved.')).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({
      di_enabled: true,
      di_sandbox: false,
      di_province: 'SINDH',
      di_base_url: '',
      di_token: 'di-token-7',
    });
    expect(screen.getByTestId('fiscal-di-token-state').textContent).toBe('set');
    expect(screen.getByTestId('fiscal-di-state').textContent).toBe('Production');
    expect(field(/^Digital Invoicing token/)).toHaveProperty('value', '');
    await user.click(screen.getByRole('button', { name: 'Clear the stored Digital Invoicing token' }));
    expect(await screen.findByText('The Digital Invoicing token was cleared.')).toBeTruthy();
    expect(sent.at(-1)).toEqual({ di_token: '' });
  });
});
