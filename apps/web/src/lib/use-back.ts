import { useLocation, useNavigate } from 'react-router';

/**
 * Back to where the user came from inside the app; a screen opened from a link, a notification
 * in a new tab or a typed address has nowhere in the app behind it, so Back goes to `fallback`
 * instead of leaving the app.
 */
export function useBack(fallback: string): () => void {
  const navigate = useNavigate();
  // React Router gives the first entry of a tab the key 'default'.
  const cameFromApp = useLocation().key !== 'default';
  return () => {
    if (cameFromApp) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
}
