import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setNetworkOnline } from '../../lib/network-status';
import { offlineDb } from '../../offline/offline-db';
import { keepTillSession } from '../../offline/till-session';
import { demoUser, fakeApi } from '../../test/fake-api';
import { renderAt } from '../../test/render';
import { TillSessionBar } from './till-session-bar';

const me = demoUser('SALES_STAFF', 'RETIAL');

const session = {
  id: 3,
  company: 2,
  till: null,
  user: 7,
  user_name: 'Bilal Khan',
  company_name: 'Central Store',
  status: 'OPEN' as const,
  automatic: false,
  opening_float: '5000.0000',
  opening_count: [],
  opened_at: '2026-11-27T09:00:00Z',
  closed_at: null,
  closed_by: null,
  closed_by_name: null,
  counted: null,
  expected: null,
  difference: null,
  approved_by: null,
  approved_by_name: null,
  approved_at: null,
};

describe('Till session strip', () => {
  afterEach(() => setNetworkOnline(true));

  it('after a reload offline, still shows the open session it last heard of, its buttons waiting for the network', async () => {
    await keepTillSession(offlineDb(), { id: 3, company: 2, session });
    setNetworkOnline(false);
    // The server cannot be asked: no answer ever comes.
    fakeApi({ 'GET /api/till-session/current/': () => new Promise<never>(() => {}) });
    renderAt(<TillSessionBar me={me} />);
    const strip = await screen.findByTestId('till-session-bar');
    expect(strip.textContent).toContain('Session #3');
    expect(strip.textContent).toContain('Bilal Khan');
    expect(screen.queryByTestId('no-till-session')).toBeNull();
    for (const id of ['cash-move', 'x-report', 'close-session']) {
      expect(screen.getByTestId(id)).toHaveProperty('disabled', true);
    }
    setNetworkOnline(true);
    await waitFor(() => expect(screen.getByTestId('close-session')).toHaveProperty('disabled', false));
  });
});
