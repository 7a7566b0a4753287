import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveHeaderColor, writeCookie } from '../../lib/cookies';
import { demoUser, fakeApi } from '../../test/fake-api';
import { renderAt } from '../../test/render';
import { AppHeader } from './app-header';

const menuLabels = () =>
  within(screen.getByTestId('main-menu'))
    .getAllByRole('link')
    .map((link) => link.textContent);

async function dropdownEntries() {
  await userEvent.setup().click(screen.getByRole('button', { name: /Bilal Khan/ }));
  return (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
}

describe('AppHeader', () => {
  it('gives sales staff only NEW ORDER, to the sale screen, and no order search', async () => {
    fakeApi({});
    renderAt(<AppHeader user={demoUser('SALES_STAFF', 'RETIAL')} />);

    expect(menuLabels()).toEqual(['NEW ORDER']);
    expect(screen.getByRole('link', { name: 'NEW ORDER' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Search Order' })).toBeNull();
    expect(await dropdownEntries()).toEqual(['Logout']);
  });

  it('gives a store admin the full menu in the spec order', async () => {
    fakeApi({});
    renderAt(<AppHeader user={demoUser('ADMIN', 'STORE')} />, '/admin/order');

    expect(menuLabels()).toEqual([
      'NEW ORDER',
      'INVENTORY',
      'USERS',
      'ANALYTICS',
      'PRODUCTS',
      'BATCHES',
      'VENDORS',
      'DEPARTMENTS',
      'REQUESTS',
      'RESPONSES',
      'SUMMARY',
      'FINANCE',
    ]);
    const newOrder = screen.getByRole('link', { name: 'NEW ORDER' });
    expect(newOrder.getAttribute('href')).toBe('/admin/order');
    expect(newOrder.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Search Order' })).toBeTruthy();
    expect(await dropdownEntries()).toEqual(['Settings', 'Logout']);
  });

  it('puts the links the app adds after spec 6 entries and before Logout', async () => {
    fakeApi({});
    const links = [{ label: 'Change password', path: '/change-password', icon: null }];
    renderAt(<AppHeader user={demoUser('SUPER_ADMIN', 'PARENT')} accountLinks={links} />);
    expect(await dropdownEntries()).toEqual(['Settings', 'Reports', 'Change password', 'Logout']);
  });

  it('shows the username when there is no first name, and the text brand without a logo', async () => {
    fakeApi({ 'GET /api/update-company-logo/': () => ({ status: 404, body: { detail: 'Not found.' } }) });
    renderAt(<AppHeader user={{ ...demoUser('SUPER_ADMIN', 'PARENT', ''), username: 'boss' }} />);

    expect(screen.getByRole('button', { name: /boss/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tillwise home' }).textContent).toContain('Tillwise');
  });

  it('paints the bar in the HeaderColor cookie colour', () => {
    fakeApi({});
    saveHeaderColor('#123456');
    renderAt(<AppHeader user={demoUser('ADMIN', 'STORE')} />);
    expect(screen.getByTestId('app-header').style.getPropertyValue('--header-bg')).toBe('#123456');
    writeCookie('HeaderColor', '', 0);
  });
});
