import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WireNotification } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { NotificationPage } from './notification-page';

const notice = (id: number, link: string, read = false): WireNotification => ({
  id,
  receiver: 7,
  notif_type: 'RESPONSE',
  message: `Request #${id} is now APPROVED (Central Store)`,
  link,
  read,
  remove: false,
  created: '2026-11-27T00:16:00.000Z',
  last_modified: '2026-11-27T00:16:00.000Z',
});

describe('the Notifications page', () => {
  it('shows a loader until the list arrives, then each notification with its moment as other screens show it', async () => {
    fakeApi({
      'GET /api/notification/': () => ({
        status: 200,
        body: { count: 1, next: null, previous: null, unread: 1, results: [notice(4, '/response')] },
      }),
    });
    renderRoutes([{ path: '/notification', element: <NotificationPage /> }], '/notification');
    // Before the answer: a loader, not an empty box.
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    const row = await screen.findByTestId('notification-row');
    expect(screen.queryByLabelText('Loading')).toBeNull();
    // The till's clock as every other screen writes it, e.g. "2026-11-27 00:16", not "Nov 27, 12:16 AM".
    expect(row.textContent).toMatch(/RESPONSE · \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('marks a notification read and follows its link', async () => {
    const api = fakeApi({
      'GET /api/notification/': () => ({
        status: 200,
        body: {
          count: 1,
          next: null,
          previous: null,
          unread: 1,
          results: [notice(5, '/response?status=APPROVED')],
        },
      }),
      'PATCH /api/notification/5/': () => ({
        status: 200,
        body: notice(5, '/response?status=APPROVED', true),
      }),
    });
    const { router } = renderRoutes(
      [
        { path: '/notification', element: <NotificationPage /> },
        { path: '/response', element: <p>Responses screen</p> },
      ],
      '/notification',
    );
    await userEvent.click(await screen.findByTestId('notification-row'));
    expect(await screen.findByText('Responses screen')).toBeTruthy();
    expect(router.state.location.search).toBe('?status=APPROVED');
    await waitFor(() =>
      expect(api.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'PATCH')).toBe(
        true,
      ),
    );
  });
});
