import { type LoaderFunctionArgs, redirect } from 'react-router';
import { isConnectionWorking } from '../lib/api-client';
import { setNetworkOnline } from '../lib/network-status';

/**
 * Screens that must open offline: the two order screens (orders can be queued), the offline page,
 * and sign-out, which is purely local and must never be blocked by the network.
 */
const WORKS_OFFLINE = new Set(['/', '/admin/order', '/connection', '/logout']);

export const needsConnectivityCheck = (pathname: string): boolean =>
  !WORKS_OFFLINE.has(pathname.replace(/(.)\/+$/, '$1'));

/**
 * Root route loader: before every navigation (the router re-runs it each time, see
 * `revalidateOnEveryNavigation`) it checks real connectivity, like the original router's
 * beforeEach, and sends an offline user to /connection before the page renders.
 */
export async function connectivityLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const { pathname } = new URL(request.url);
  if (!needsConnectivityCheck(pathname)) return null;
  const online = await isConnectionWorking();
  setNetworkOnline(online);
  if (!online) throw redirect('/connection');
  return null;
}

/** A parent loader normally runs only when its own params change; this one must run on every move. */
export const revalidateOnEveryNavigation = (): boolean => true;
