import { screen } from '@testing-library/react';
import type { FiscalHealthWire } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderAt } from '../../test/render';
import { FiscalWarning, fiscalWarning } from './fiscal-warning';

const health = (failingSince: string | null, enabled = true): FiscalHealthWire => ({
  company: 7,
  enabled,
  failing_since: failingSince,
  pending: 3,
  refused: 0,
  oldest_pending: failingSince,
});

describe('the counter’s warning that sales are not reaching the FBR', () => {
  const at = new Date('2026-11-27T14:30:00.000Z').getTime();

  it('shows after 15 minutes of failing, with the time it began, and never when reporting is off', () => {
    expect(fiscalWarning(health('2026-11-27T19:14:00.000+05:00'), at)).toBe(
      'Sales are not reaching FBR since 19:14 — receipts print as pending; tell your manager',
    );
    expect(fiscalWarning(health('2026-11-27T19:16:00.000+05:00'), at)).toBeNull();
    expect(fiscalWarning(health(null), at)).toBeNull();
    expect(fiscalWarning(health('2026-11-27T19:00:00.000+05:00', false), at)).toBeNull();
    expect(fiscalWarning(null, at)).toBeNull();
  });

  it('is shown in the header from fiscal/health/ of the company', async () => {
    fakeApi({
      'GET /api/fiscal/health/': (_init, url) => ({
        status: 200,
        body: {
          ...health('2020-01-01T09:05:00.000+05:00'),
          company: Number(url.searchParams.get('company')),
        },
      }),
    });
    renderAt(<FiscalWarning company={7} />);
    expect((await screen.findByRole('alert')).textContent).toContain('not reaching FBR since 09:05');
  });
});
