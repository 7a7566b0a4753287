import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CREDIT_TERMS_MSG, type CreditSettings } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { field, messageAt } from '../../../test/fields';
import { renderAt } from '../../../test/render';
import { CompanyCreditSection } from './company-credit-section';

const stored: CreditSettings = {
  company: 9,
  credit_limit: null,
  overdue_days: 30,
  overdue_blocks: false,
  offline_allowance: '0.0000',
};

describe('a company’s Customer credit section', { timeout: 20_000 }, () => {
  it('checks the figures, shows the server’s refusal at its field and sends the defaults', async () => {
    const sent: Record<string, unknown>[] = [];
    let now = stored;
    fakeApi({
      'GET /api/company/9/credit/': () => ({ status: 200, body: now }),
      'PUT /api/company/9/credit/': (init) => {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        sent.push(body);
        if (body.offline_allowance === '12345')
          return { status: 400, body: { offline_allowance: ['Larger than this company allows.'] } };
        now = { ...now, ...(body as Partial<CreditSettings>) };
        return { status: 200, body: now };
      },
    });
    renderAt(<CompanyCreditSection companyId={9} editable />);
    const user = userEvent.setup();
    expect(await screen.findByLabelText(/^Credit limit/, { selector: 'input' })).toHaveProperty('value', '');
    expect(field(/^Overdue after/)).toHaveProperty('value', '30');
    await user.clear(field(/^Overdue after/));
    await user.type(field(/^Overdue after/), '4000');
    expect(messageAt(/^Overdue after/)).toContain(CREDIT_TERMS_MSG.days);
    await user.clear(field(/^Overdue after/));
    expect(messageAt(/^Overdue after/)).toContain(CREDIT_TERMS_MSG.required);
    await user.type(field(/^Overdue after/), '45');
    await user.type(field(/^Credit limit/), 'abc');
    expect(messageAt(/^Credit limit/)).toContain(CREDIT_TERMS_MSG.amount);
    expect(screen.getByRole('button', { name: 'Save customer credit' })).toHaveProperty('disabled', true);
    await user.clear(field(/^Credit limit/));
    await user.type(field(/^Credit limit/), '5000');
    await user.clear(field(/^Offline allowance/));
    await user.type(field(/^Offline allowance/), '100000000000');
    expect(messageAt(/^Offline allowance/)).toContain(CREDIT_TERMS_MSG.amount);
    await user.clear(field(/^Offline allowance/));
    await user.type(field(/^Offline allowance/), '12345');
    await user.click(screen.getByLabelText('An overdue invoice blocks new credit'));
    await user.click(screen.getByRole('button', { name: 'Save customer credit' }));
    // The server's own refusal shows at its field.
    expect(await screen.findByText('Larger than this company allows.')).toBeTruthy();
    expect(messageAt(/^Offline allowance/)).toContain('Larger than this company allows.');
    await user.clear(field(/^Offline allowance/));
    await user.type(field(/^Offline allowance/), '250');
    await user.click(screen.getByRole('button', { name: 'Save customer credit' }));
    expect(await screen.findByText('Customer credit saved.')).toBeTruthy();
    expect(sent.at(-1)).toEqual({
      credit_limit: '5000',
      overdue_days: 45,
      overdue_blocks: true,
      offline_allowance: '250',
    });
    // Emptied, the limit is sent as none.
    await user.clear(field(/^Credit limit/));
    await user.click(screen.getByRole('button', { name: 'Save customer credit' }));
    await screen.findByText('Customer credit saved.');
    expect(sent.at(-1)).toMatchObject({ credit_limit: null });
  });

  it('is read-only for whoever may not change it', async () => {
    fakeApi({
      'GET /api/company/9/credit/': () => ({ status: 200, body: { ...stored, credit_limit: '700.0000' } }),
    });
    renderAt(<CompanyCreditSection companyId={9} editable={false} />);
    expect(await screen.findByLabelText(/^Credit limit/, { selector: 'input' })).toHaveProperty(
      'readOnly',
      true,
    );
    expect(field(/^Credit limit/)).toHaveProperty('value', '700.0000');
    expect(screen.queryByRole('button', { name: 'Save customer credit' })).toBeNull();
  });
});
