import { screen, waitFor } from '@testing-library/react';
import { Outlet, type RouteObject, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/token-store';
import { demoUser, fakeApi, userData } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { GuestOnly } from './guest-only';
import { HomeRoute } from './home-route';
import { RequireRole } from './require-role';

function Where({ name }: { name: string }) {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return (
    <p>
      {name} at {location.pathname}
      {from ? ` from ${from}` : ''}
    </p>
  );
}

const routes: RouteObject[] = [
  {
    element: <Outlet />,
    children: [
      { path: '/', element: <HomeRoute>{<Where name="sale" />}</HomeRoute> },
      { path: '/login', element: <GuestOnly>{<Where name="login" />}</GuestOnly> },
      { path: '/404', element: <Where name="not found" /> },
      {
        path: '/admin/order',
        element: <RequireRole guard="admin">{<Where name="admin order" />}</RequireRole>,
      },
      { path: '/products', element: <RequireRole guard="admin">{<Where name="products" />}</RequireRole> },
      { path: '/orders', element: <RequireRole guard="manager">{<Where name="orders" />}</RequireRole> },
      { path: '/report', element: <RequireRole guard="superAdmin">{<Where name="report" />}</RequireRole> },
    ],
  },
];

function signedInAs(...args: Parameters<typeof demoUser>) {
  setToken('t0k3n');
  return fakeApi({ 'GET /api/user-data/': userData(demoUser(...args)) });
}

describe('route guards', () => {
  it('sends a visitor without a token to /login, remembering the way back', async () => {
    const api = fakeApi({});
    renderRoutes(routes, '/orders?invoiceId=12');
    expect(await screen.findByText('login at /login from /orders?invoiceId=12')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it('sends a role the guard rejects to /404', async () => {
    signedInAs('SALES_STAFF', 'RETIAL');
    renderRoutes(routes, '/products');
    expect(await screen.findByText('not found at /404')).toBeTruthy();
  });

  it('shows the page to a role the guard admits', async () => {
    signedInAs('ADMIN', 'STORE');
    renderRoutes(routes, '/products');
    expect(await screen.findByText('products at /products')).toBeTruthy();
  });

  it('lets a RETIAL admin into manager pages but not admin pages', async () => {
    signedInAs('ADMIN', 'RETIAL');
    const { router } = renderRoutes(routes, '/orders');
    expect(await screen.findByText('orders at /orders')).toBeTruthy();
    await router.navigate('/products');
    expect(await screen.findByText('not found at /404')).toBeTruthy();
  });

  it('keeps /report for the super admin alone', async () => {
    signedInAs('ADMIN', 'PARENT');
    renderRoutes(routes, '/report');
    expect(await screen.findByText('not found at /404')).toBeTruthy();
  });

  it('shows "Please Wait..." while the user loads, not a 404', async () => {
    setToken('t0k3n');
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    fakeApi({ 'GET /api/user-data/': () => new Promise((resolve) => (answer = resolve)) as never });
    renderRoutes(routes, '/products');
    expect(await screen.findByText('Please Wait...')).toBeTruthy();
    expect(screen.queryByText(/not found/)).toBeNull();
    answer(userData(demoUser('SUPER_ADMIN', 'PARENT'))());
    expect(await screen.findByText('products at /products')).toBeTruthy();
  });

  it('ends the session and goes to /login when user-data answers 401', async () => {
    setToken('expired');
    fakeApi({ 'GET /api/user-data/': () => ({ status: 401, body: { detail: 'Invalid token.' } }) });
    renderRoutes(routes, '/products');
    expect(await screen.findByText('login at /login from /products')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('redirects store admins from / to /admin/order and keeps sales staff on /', async () => {
    signedInAs('ADMIN', 'STORE');
    const first = renderRoutes(routes, '/');
    expect(await screen.findByText('admin order at /admin/order')).toBeTruthy();
    first.unmount();

    signedInAs('SALES_STAFF', 'STORE');
    renderRoutes(routes, '/');
    expect(await screen.findByText('sale at /')).toBeTruthy();
  });

  it('sends a signed-in visitor of /login to their landing page', async () => {
    signedInAs('SUPER_ADMIN', 'PARENT');
    renderRoutes(routes, '/login');
    await waitFor(() => expect(screen.getByText('admin order at /admin/order')).toBeTruthy());
  });
});
