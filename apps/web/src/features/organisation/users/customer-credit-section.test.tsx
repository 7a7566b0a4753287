import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CREDIT_TERMS_MSG, type CustomerCredit } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { choose, field, messageAt } from '../../../test/fields';
import { renderAt } from '../../../test/render';
import { CustomerCreditSection } from './customer-credit-section';

const credit: CustomerCredit = {
  customer: 21,
  owed: '120.0000',
  credit_limit: '500.0000',
  available: '380.0000',
  overdue_days: 30,
  overdue_blocks: false,
  offline_allowance: '0.0000',
  own: { credit_limit: null, overdue_days: null, overdue_blocks: null },
  open_total: '120.0000',
  oldest_overdue: null,
  open_invoices: [],
};

describe('a customer’s Credit terms on Edit User', { timeout: 20_000 }, () => {
  it('shows the company’s defaults for empty fields, sends the customer’s own terms and null for the defaults', async () => {
    const sent: Record<string, unknown>[] = [];
    fakeApi({
      'GET /api/customer/21/credit/': () => ({ status: 200, body: credit }),
      'PATCH /api/customer/21/credit/': (init) => {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        sent.push(body);
        if (body.credit_limit === '999999')
          return { status: 400, body: { credit_limit: ['Too high a limit.'] } };
        return { status: 200, body: credit };
      },
    });
    renderAt(<CustomerCreditSection customerId={21} />);
    const user = userEvent.setup();
    expect(await screen.findByLabelText(/^Credit limit/, { selector: 'input' })).toHaveProperty(
      'placeholder',
      'Default: 500.00',
    );
    expect(field(/^Overdue after/)).toHaveProperty('placeholder', 'Default: 30');
    expect(screen.getByTestId('customer-credit-figures').textContent).toContain(
      'Owes 120.00, 380.00 available',
    );
    await user.type(field(/^Overdue after/), '7.5');
    expect(messageAt(/^Overdue after/)).toContain(CREDIT_TERMS_MSG.days);
    await user.clear(field(/^Overdue after/));
    await user.type(field(/^Overdue after/), '15');
    await user.type(field(/^Credit limit/), '999999');
    await choose(/^Overdue blocks new credit/, 'Blocks');
    await user.click(screen.getByRole('button', { name: 'Save credit terms' }));
    // The server's refusal shows at the field it names.
    expect(await screen.findByText('Too high a limit.')).toBeTruthy();
    expect(messageAt(/^Credit limit/)).toContain('Too high a limit.');
    await user.clear(field(/^Credit limit/));
    await user.type(field(/^Credit limit/), '800');
    await user.click(screen.getByRole('button', { name: 'Save credit terms' }));
    expect(await screen.findByText('Credit terms saved.')).toBeTruthy();
    expect(sent.at(-1)).toEqual({ credit_limit: '800', overdue_days: 15, overdue_blocks: true });
    // Emptied again, each goes back to the company's default.
    await user.clear(field(/^Credit limit/));
    await user.clear(field(/^Overdue after/));
    await choose(/^Overdue blocks new credit/, 'Default: no block');
    await user.click(screen.getByRole('button', { name: 'Save credit terms' }));
    await screen.findByText('Credit terms saved.');
    expect(sent.at(-1)).toEqual({ credit_limit: null, overdue_days: null, overdue_blocks: null });
  });
});
