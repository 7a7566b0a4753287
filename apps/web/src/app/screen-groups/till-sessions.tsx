import { TillSessionsPage } from '../../features/till-sessions';

/** Till sessions with their reports (managers). */
export function TillSessionsScreen() {
  return <TillSessionsPage />;
}
