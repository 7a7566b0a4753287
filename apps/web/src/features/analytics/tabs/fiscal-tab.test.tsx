import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FiscalReportWire, fiscalReportRows, toCsv } from '@tillwise/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoUser, fakeApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { FiscalTab } from './fiscal-tab';

const report: FiscalReportWire = {
  start_date: '2026-11-26',
  end_date: '2026-11-27',
  days: [
    { date: '2026-11-26', reported: 40, pending: 0, refused: 1, average_seconds: '1.2' },
    { date: '2026-11-27', reported: 12, pending: 3, refused: 0, average_seconds: null },
  ],
  total: { date: '2026-11-26 – 2026-11-27', reported: 52, pending: 3, refused: 1, average_seconds: '1.2' },
};

const fiscalApi = () =>
  fakeApi({
    'GET /api/report/fiscal/': () => ({ status: 200, body: report }),
    'GET /api/inventory/companies/': () => ({
      status: 200,
      body: { count: 0, next: null, previous: null, results: [] },
    }),
  });

afterEach(() => vi.restoreAllMocks());

describe('the Fiscal tab', () => {
  it('shows the range’s counts, a row per day and saves the same as CSV', async () => {
    const api = fiscalApi();
    renderAt(<FiscalTab me={demoUser('ADMIN', 'RETIAL')} />);
    const row = async (date: string) =>
      Array.from(
        [...document.querySelectorAll('tbody tr')]
          .find((tr) => tr.textContent?.includes(date))
          ?.querySelectorAll('td') ?? [],
      ).map((c) => c.textContent);
    await screen.findByText('2026-11-26');
    expect(screen.getByTestId('fiscal-reported').textContent).toContain('52');
    expect(screen.getByTestId('fiscal-pending').textContent).toContain('3');
    expect(screen.getByTestId('fiscal-refused').textContent).toContain('1');
    expect(screen.getByTestId('fiscal-seconds').textContent).toContain('1.2 s');
    expect(await row('2026-11-26')).toEqual(['2026-11-26', '40', '0', '1', '1.2 s']);
    expect(await row('2026-11-27')).toEqual(['2026-11-27', '12', '3', '0', '—']);
    expect(screen.getByTestId('fiscal-chart')).toBeTruthy();
    const url = new URL(
      String(api.mock.calls.find((c) => String(c[0]).includes('report/fiscal/'))?.[0]),
      'http://x',
    );
    expect(url.searchParams.get('company')).toBe('0');
    expect(url.searchParams.get('start_date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The CSV is the table with its total.
    let saved: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:fiscal';
    });
    URL.revokeObjectURL = vi.fn();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download CSV' }));
    // jsdom's Blob has no text(): read it as a browser would.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      if (saved) reader.readAsText(saved);
    });
    expect(text).toBe(toCsv(fiscalReportRows(report)));
    expect(text?.split('\r\n')).toEqual([
      'Date,Reported,Waiting,Refused,Average seconds to report',
      '2026-11-26,40,0,1,1.2',
      '2026-11-27,12,3,0,',
      'Total,52,3,1,1.2',
      '',
    ]);
  });
});
