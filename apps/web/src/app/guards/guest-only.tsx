import { landingPath } from '@tillwise/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { rememberedPath, useSession } from '../../features/auth';
import { toActor } from '../../lib/actor';

/** `/login`: with a session, go back where the user was headed, else to their landing page. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'signed-out') return children;

  const landing = session.status === 'ready' ? landingPath(toActor(session.user)) : '/';
  return <Navigate to={rememberedPath(location) ?? landing} replace />;
}
