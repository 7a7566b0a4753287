import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { CsvImportModal } from './csv-import-modal';

// The test DOM's File has no text(); the browser's does.
const csvFile = (text: string) =>
  Object.assign(new File([text], 'products.csv', { type: 'text/csv' }), { text: async () => text });

describe('Import products', { timeout: 20_000 }, () => {
  it('offers another file after a file that cannot be read', async () => {
    fakeApi({
      'POST /api/catalog-csv/products/preview/': () => ({
        status: 200,
        body: {
          rows: [{ line: 2, label: 'Milk 1L (8964000001001)', status: 'new', reasons: [], changes: [] }],
        },
      }),
    });
    renderAt(<CsvImportModal kind="products" opened onClose={vi.fn()} />);
    const user = userEvent.setup();
    const input = () => document.body.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input(), csvFile('name,bar_code,price\n'));
    expect((await screen.findByRole('alert')).textContent).toContain('The file has a header but no rows.');
    expect(screen.getByRole('button', { name: 'Choose another file' })).toBeTruthy();

    await user.upload(input(), csvFile('name,bar_code,price\nMilk 1L,8964000001001,85\n'));
    expect(await screen.findByText('Preview: nothing has been written yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import 1 row' })).toBeTruthy();
  });
});
