import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderAt } from '../../test/render';
import { CashMoveModal } from './cash-move-modal';
import { CloseSessionModal } from './close-session-modal';
import { OpenSessionModal } from './open-session-modal';

const keyOf = (init: RequestInit | undefined) => new Headers(init?.headers).get('Idempotency-Key');

describe('the till session forms', { timeout: 30_000 }, () => {
  it('cash out: a refusal is shown, the retry goes with the same key, and the form closes once recorded', async () => {
    const keys: (string | null)[] = [];
    let answers = 0;
    fakeApi({
      'POST /api/till-session/5/cash/': (init) => {
        keys.push(keyOf(init));
        answers++;
        return answers === 1
          ? { status: 400, body: { amount: ['More than the drawer holds.'] } }
          : { status: 201, body: {} };
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
    await waitFor(() => expect(onClose).toHaveBeenCalled());
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
});
