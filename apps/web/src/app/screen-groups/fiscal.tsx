import { FiscalPage } from '../../features/fiscal';
import type { ScreenProps } from '../lazy-screen';

/** The Fiscal screen (managers and admins): the company's documents for the FBR. */
export function FiscalScreen({ me }: ScreenProps) {
  return <FiscalPage me={me} />;
}
