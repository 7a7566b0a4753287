import { type Guard, passesGuard, type UserWire } from '@tillwise/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingModal } from '../../components/loading-modal';
import { loginStateFor, useSession } from '../../features/auth';
import { toActor } from '../../lib/actor';
import { errorMessage } from '../../lib/api-error';
import { paths } from '../../lib/paths';
import { SessionFailed } from './session-failed';

/**
 * The route guards of spec 2.1: no token goes to /login (remembering the way back), a role the
 * domain's passesGuard rejects goes to /404, and nothing is decided before the user is known.
 * A function child receives the signed-in user, so screens get it from app/ and features never
 * reach into the auth feature.
 */
export function RequireRole({
  guard,
  children,
}: {
  guard: Guard;
  children: ReactNode | ((user: UserWire) => ReactNode);
}) {
  const session = useSession();
  const location = useLocation();

  switch (session.status) {
    case 'signed-out':
      return <Navigate to={paths.login.to()} replace state={loginStateFor(location)} />;
    case 'loading':
      return <LoadingModal />;
    case 'failed':
      return <SessionFailed message={errorMessage(session.error)} retry={session.retry} />;
    case 'ready':
      if (!passesGuard(guard, toActor(session.user))) return <Navigate to={paths.notFound.to()} replace />;
      return typeof children === 'function' ? children(session.user) : children;
  }
}
