import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { choose, field, optionNames } from '../../../test/fields';
import { company } from '../../../test/organisation-fixtures';
import { renderAt } from '../../../test/render';
import { CompanyLanguageSection } from './company-language-section';

describe('a company’s Language and receipts section (issue 43)', { timeout: 20_000 }, () => {
  it('offers English, Urdu or each user’s browser, and saves the default language with the receipt digits', async () => {
    const sent: Record<string, unknown>[] = [];
    const api = fakeApi({
      'PATCH /api/company/3/': (init) => {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        sent.push(body);
        return { status: 200, body: { ...company(3, 'City Outlet', 'RETIAL'), ...body } };
      },
    });
    renderAt(<CompanyLanguageSection company={company(3, 'City Outlet', 'RETIAL')} />);
    const user = userEvent.setup();
    // A company that never chose follows each user's browser, with Western digits on its receipts.
    expect(field(/^Default language/)).toHaveProperty('value', 'None: each user’s browser');
    expect(await optionNames(/^Default language/)).toEqual(['None: each user’s browser', 'English', 'اردو']);
    await user.keyboard('{Escape}');
    const digits = screen.getByLabelText(/^Urdu digits on receipts/);
    expect(digits).toHaveProperty('checked', false);

    await choose(/^Default language/, 'اردو');
    await user.click(digits);
    await user.click(screen.getByRole('button', { name: 'Save language' }));
    expect(await screen.findByText('Language and receipts saved.')).toBeTruthy();
    expect(sent).toEqual([{ id: 3, default_language: 'ur', receipt_urdu_digits: true }]);

    // Back to the browser's language: null, and the digits as they are.
    await choose(/^Default language/, 'None: each user’s browser');
    await user.click(screen.getByRole('button', { name: 'Save language' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ id: 3, default_language: null, receipt_urdu_digits: true });
    expect(api).toHaveBeenCalled();
  });

  it('shows what the company has chosen', async () => {
    renderAt(
      <CompanyLanguageSection
        company={{
          ...company(3, 'City Outlet', 'RETIAL'),
          default_language: 'en',
          receipt_urdu_digits: true,
        }}
      />,
    );
    expect(field(/^Default language/)).toHaveProperty('value', 'English');
    expect(screen.getByLabelText(/^Urdu digits on receipts/)).toHaveProperty('checked', true);
  });
});
