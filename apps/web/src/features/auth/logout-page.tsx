import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LoadingModal } from '../../components/loading-modal';
import { useEndSession } from './use-session';

/** `/logout`: there is no server call (contract 1.2); the session simply ends here. */
export function LogoutPage() {
  const endSession = useEndSession();
  const navigate = useNavigate();

  useEffect(() => {
    endSession();
    navigate('/login', { replace: true });
  }, [endSession, navigate]);

  return <LoadingModal message="Signing out..." />;
}
