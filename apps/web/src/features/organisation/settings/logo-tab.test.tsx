import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { LogoTab } from './logo-tab';

describe('Settings › Update Logo', { timeout: 20_000 }, () => {
  it('removes the logo after a confirmation by sending image_url null', async () => {
    const api = fakeApi({
      'PATCH /api/update-company-logo/': () => ({ status: 200, body: { image_url: null } }),
    });
    renderAt(<LogoTab logoUrl="http://localhost/media/logo.png" />, '/settings');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(api).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The logo is removed.')).toBeTruthy();
    const [, init] = api.mock.calls[0] ?? [];
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ image_url: null });
  });

  it('offers no removal when there is no logo', () => {
    fakeApi({});
    renderAt(<LogoTab logoUrl={null} />, '/settings');
    expect(screen.queryByRole('button', { name: 'Remove logo' })).toBeNull();
  });
});
