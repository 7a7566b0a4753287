import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TILL_MSG } from '@tillwise/domain';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderAt } from '../../test/render';
import { ExpiredApprovalModal } from './expired-approval-modal';

describe("the manager's approval of an expired batch", { timeout: 30_000 }, () => {
  it('shows a refusal, then hands the approval to the sale once a manager signs', async () => {
    const sent: unknown[] = [];
    fakeApi({
      'POST /api/till-session/expired-approval/': (init) => {
        const body = JSON.parse(String(init?.body)) as { password: string };
        sent.push(body);
        return body.password === 'right'
          ? {
              status: 201,
              body: {
                approval: 'signed',
                approved_by: 3,
                approved_by_name: 'storeadmin',
                batches: [7],
                expires: '2026-11-25T12:05:00.000Z',
              },
            }
          : { status: 400, body: { approval: [TILL_MSG.approvalRefused] } };
      },
    });
    const onApproved = vi.fn();
    const sale = '6f1e2d3c-4b5a-4968-8776-655443322110';
    renderAt(
      <ExpiredApprovalModal batches={[7, 9]} sale={sale} onApproved={onApproved} onCancel={() => {}} />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve and sell' }));
    expect((await screen.findByRole('alert')).textContent).toContain('username and password');
    expect(sent).toHaveLength(0);

    await user.type(screen.getByTestId('expired-approval-username'), 'storeadmin');
    await user.type(screen.getByTestId('expired-approval-password'), 'wrong{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain(TILL_MSG.approvalRefused);
    expect(onApproved).not.toHaveBeenCalled();

    await user.type(screen.getByTestId('expired-approval-password'), 'right{Enter}');
    await waitFor(() => expect(onApproved).toHaveBeenCalledWith('signed', 'storeadmin'));
    expect(sent).toEqual([
      { username: 'storeadmin', password: 'wrong', batches: [7, 9], sale },
      { username: 'storeadmin', password: 'right', batches: [7, 9], sale },
    ]);
  });
});
