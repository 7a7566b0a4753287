import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TillReportWire } from '@tillwise/domain';
import { describe, expect, it, vi } from 'vitest';
import { offlineDb, type QueuedSale } from '../../offline/offline-db';
import { keepTillSession, tillSessionOf } from '../../offline/till-session';
import { fakeApi } from '../../test/fake-api';
import { renderAt } from '../../test/render';
import { CashMoveModal } from './cash-move-modal';
import { CloseSessionModal } from './close-session-modal';
import { OpenSessionModal } from './open-session-modal';

const zero = { CASH: '0.0000', BANK: '0.0000', JAZZ_CASH: '0.0000', EASY_PAISA: '0.0000' };

/** The Z report of a session with nothing in it, as the close answers it. */
const emptyZ = (id: number): TillReportWire => ({
  kind: 'Z',
  session: {
    id,
    company: 7,
    till: null,
    user: 4,
    user_name: 'Sara Khan',
    company_name: 'City Outlet',
    status: 'CLOSED',
    automatic: false,
    opening_float: '0.0000',
    opening_count: [],
    opened_at: '2026-11-24T10:00:00Z',
    closed_at: '2026-11-27T00:30:00Z',
    closed_by: 2,
    closed_by_name: 'Ayesha Malik',
    counted: zero,
    expected: zero,
    difference: '0.0000',
    approved_by: null,
    approved_by_name: null,
    approved_at: null,
  },
  company_name: 'City Outlet',
  sales_count: 0,
  returns_count: 0,
  gross_sales: '0.0000',
  discounts: '0.0000',
  net_sales: '0.0000',
  returns: '0.0000',
  by_method: [],
  on_account: '0.0000',
  cash_in: '0.0000',
  cash_out: '0.0000',
  cash_moves: [],
  expected_cash: '0.0000',
  counted_cash: '0.0000',
  difference: '0.0000',
  first_invoice: null,
  last_invoice: null,
  generated_at: '2026-11-27T00:30:00Z',
});

const keyOf = (init: RequestInit | undefined) => new Headers(init?.headers).get('Idempotency-Key');

describe('the till session forms', { timeout: 30_000 }, () => {
  it('cash out: a refusal is shown, the retry goes with the same key, and the recorded movement is confirmed by its reason name', async () => {
    const keys: (string | null)[] = [];
    let answers = 0;
    fakeApi({
      'POST /api/till-session/5/cash/': (init) => {
        keys.push(keyOf(init));
        answers++;
        return answers === 1
          ? { status: 400, body: { amount: ['More than the drawer holds.'] } }
          : {
              status: 201,
              body: {
                id: 11,
                session: 5,
                direction: 'OUT',
                reason: 'PETTY_CASH',
                note: 'Milk for tea',
                amount: '250.0000',
                user: 4,
                entry: 90,
                created: '2026-11-27T10:00:00Z',
              },
            };
      },
    });
    const onClose = vi.fn();
    renderAt(<CashMoveModal session={5} onClose={onClose} />);
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('cash-amount'), '250');
    await user.click(screen.getByTestId('cash-submit'));
    expect((await screen.findByRole('alert')).textContent).toContain('More than the drawer holds.');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('cash-submit'));
    // Confirmed, and its slip printed, with the reason's name, never its code.
    expect((await screen.findByTestId('cash-recorded')).textContent).toBe(
      'Cash out of 250.00 recorded: Petty cash expense.',
    );
    expect(screen.getAllByTestId('cash-slip-reason').map((r) => r.textContent)).toEqual([
      'Petty cash expense',
      'Petty cash expense',
    ]);
    expect(document.body.textContent).not.toContain('PETTY_CASH');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('open: a bad float is refused on the spot; a good one opens the session', async () => {
    const sent: unknown[] = [];
    fakeApi({
      'POST /api/till-session/': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return { status: 201, body: {} };
      },
    });
    const onClose = vi.fn();
    renderAt(<OpenSessionModal till="till-1" opened onClose={onClose} />);
    const user = userEvent.setup();
    const float = await screen.findByTestId('opening-float');
    await user.clear(float);
    await user.type(float, '-5');
    await user.click(screen.getByTestId('open-session-submit'));
    expect((await screen.findByRole('alert')).textContent).toContain('Enter an amount of 0 or more.');
    expect(sent).toHaveLength(0);
    await user.clear(float);
    await user.type(float, '1500');
    await user.click(screen.getByTestId('open-session-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ till: 'till-1', opening_float: '1500.0000' }]);
  });

  it('close: above the tolerance a manager is asked for, and the signed retry is a new request', async () => {
    const keys: (string | null)[] = [];
    fakeApi({
      'POST /api/till-session/9/close/': (init) => {
        keys.push(keyOf(init));
        return { status: 400, body: { approval: ['A manager must approve this close.'] } };
      },
    });
    renderAt(<CloseSessionModal session={9} onClose={() => {}} />);
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('counted-CASH'), '900');
    await user.click(screen.getByTestId('close-session-submit'));
    expect((await screen.findByTestId('close-error')).textContent).toContain(
      'A manager must approve this close.',
    );
    await user.type(screen.getByTestId('approval-username'), 'manager');
    await user.type(screen.getByTestId('approval-password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Approve and close' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).not.toBe(keys[0]);
  });

  it("close from the sessions list: another till's session closes though this till holds a sale; this till's own does not", async () => {
    const db = offlineDb();
    await keepTillSession(db, { id: 3, company: 7 });
    await db.sales.add({
      key: 'waiting-sale',
      state: 'waiting',
      tillSessionId: 3,
      sellerName: 'Usman Raza',
      createdAt: 0,
      updatedAt: 0,
      attempts: 0,
      reason: null,
      orderId: null,
      receipt: null,
    } as unknown as QueuedSale);
    const closed: string[] = [];
    fakeApi({
      'POST /api/till-session/9/close/': () => {
        closed.push('9');
        return { status: 200, body: emptyZ(9) };
      },
      'POST /api/till-session/3/close/': () => {
        closed.push('3');
        return { status: 200, body: emptyZ(3) };
      },
    });
    const user = userEvent.setup();
    const other = renderAt(
      <CloseSessionModal
        session={9}
        otherTill="Session #9 was opened by Sara Khan on 2026-11-24 10:00"
        onClose={() => {}}
      />,
    );
    expect((await screen.findByTestId('close-other-till')).textContent).toContain('Sara Khan');
    await user.click(screen.getByTestId('close-session-submit'));
    await waitFor(() => expect(closed).toEqual(['9']));
    await screen.findByRole('dialog', { name: 'Session closed: Z report' });
    // This till still sells in its own session.
    expect(await tillSessionOf(db, 7)).toBe(3);
    other.unmount();

    renderAt(<CloseSessionModal session={3} onClose={() => {}} />);
    await user.click(await screen.findByTestId('close-session-submit'));
    expect((await screen.findByTestId('close-error')).textContent).toContain('(1 waiting)');
    expect(closed).toEqual(['9']);
  });
});
