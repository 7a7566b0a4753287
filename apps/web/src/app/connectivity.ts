import { type LoaderFunctionArgs, redirect } from 'react-router';
import { isConnectionWorking } from '../lib/api-client';
import { setNetworkOnline } from '../lib/network-status';
import { paths } from '../lib/paths';

/**
 * Whether a path needs the check: not for the screens that must open offline (the route table's
 * `worksOffline`: the two order screens, whose orders can be queued, the offline page, and
 * sign-out, which is purely local and must never be blocked by the network).
 */
export const needsConnectivityCheck = (pathname: string, worksOffline: ReadonlySet<string>): boolean =>
  !worksOffline.has(pathname.replace(/(.)\/+$/, '$1'));

/**
 * Root route loader: before every navigation (the router re-runs it each time, see
 * `revalidateOnEveryNavigation`) it checks real connectivity, like the original router's
 * beforeEach, and sends an offline user to /connection before the page renders.
 */
export const connectivityLoaderFor =
  (worksOffline: ReadonlySet<string>) =>
  async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const { pathname } = new URL(request.url);
    if (!needsConnectivityCheck(pathname, worksOffline)) return null;
    const online = await isConnectionWorking();
    setNetworkOnline(online);
    if (!online) throw redirect(paths.connection.to());
    return null;
  };

/** A parent loader normally runs only when its own params change; this one must run on every move. */
export const revalidateOnEveryNavigation = (): boolean => true;
