import { landingPath } from '@tillwise/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../../features/auth';
import { toActor } from '../../lib/actor';
import { RequireRole } from './require-role';

/** `/`: needs a token; users whose landing page is elsewhere (admins of PARENT/STORE) go there. */
export function HomeRoute({ children }: { children: ReactNode }) {
  return (
    <RequireRole guard="auth">
      <LandingRedirect>{children}</LandingRedirect>
    </RequireRole>
  );
}

function LandingRedirect({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status !== 'ready') return null;
  const landing = landingPath(toActor(session.user));
  return landing === '/' ? children : <Navigate to={landing} replace />;
}
