import type { UserWire } from '@tillwise/domain';
import type { ReactNode } from 'react';
import { LoadingModal } from '../components/loading-modal';
import { useSession } from '../features/auth';

/**
 * Hands the signed-in user to a screen. Guarded routes render it only once the session is ready,
 * so features take the user as a prop and never import the auth feature themselves.
 */
export function WithUser({ render }: { render: (user: UserWire) => ReactNode }) {
  const session = useSession();
  return session.status === 'ready' ? render(session.user) : <LoadingModal />;
}
