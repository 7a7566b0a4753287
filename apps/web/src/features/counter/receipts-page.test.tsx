import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localDay, type OrderWire } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { envelope, storedOrder } from '../../test/order-fixtures';
import { renderAt } from '../../test/render';
import { ReceiptsPage } from './receipts-page';

describe('Receipts at the counter', () => {
  it("finds a sale by part of its invoice id on today's date and reprints its receipt", async () => {
    const asked: URLSearchParams[] = [];
    fakeApi({
      'GET /api/order/': (_, url) => {
        asked.push(url.searchParams);
        return { status: 200, body: envelope([storedOrder({ invoice_id: 'INV_2_41' })]) };
      },
    });
    const reprinted: OrderWire[] = [];
    renderAt(
      <ReceiptsPage
        renderReceipt={({ order }) => {
          reprinted.push(order);
          return <div data-testid="reprint">{order.invoice_id}</div>;
        }}
      />,
    );
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByTestId('receipts-table')).toBeTruthy();
    expect(asked[0]?.get('created__date')).toBe(localDay(new Date()));
    await user.type(screen.getByTestId('receipts-invoice'), '41{Enter}');
    await waitFor(() => expect(asked.at(-1)?.get('invoice_id__contains')).toBe('41'));
    const row = (await screen.findAllByTestId('receipt-row'))[0] as HTMLElement;
    expect(row.textContent).toContain('INV_2_41');
    await user.click(within(row).getByRole('button', { name: 'Reprint' }));
    expect((await screen.findByTestId('reprint')).textContent).toBe('INV_2_41');
  });
});
