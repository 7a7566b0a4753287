import { TillSessionsPage } from '../../features/till-sessions';
import type { ScreenProps } from '../lazy-screen';

/** Till sessions with their reports (managers). */
export function TillSessionsScreen({ me }: ScreenProps) {
  return <TillSessionsPage me={me} />;
}
