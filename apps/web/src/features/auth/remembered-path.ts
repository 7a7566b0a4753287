import type { Location } from 'react-router';
import { paths } from '../../lib/paths';

/** Router state the guards leave on /login so sign-in can return the user where they were going. */
export interface LoginState {
  from?: string;
}

const NOT_WORTH_RETURNING_TO = new Set([
  paths.login.to(),
  paths.logout.to(),
  paths.notFound.to(),
  paths.connection.to(),
]);

/** The path the user was headed to before being sent to /login, if it is one worth returning to. */
export function rememberedPath(location: Location): string | null {
  const state = location.state as LoginState | null;
  const from = typeof state?.from === 'string' ? state.from : null;
  if (!from?.startsWith('/') || from.startsWith('//')) return null;
  const pathname = from.split(/[?#]/)[0] ?? from;
  return NOT_WORTH_RETURNING_TO.has(pathname) ? null : from;
}

export const loginStateFor = (location: Location): LoginState => ({
  from: `${location.pathname}${location.search}${location.hash}`,
});
