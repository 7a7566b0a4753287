import { InventoryPage } from '../../features/inventory';
import type { ScreenProps } from '../lazy-screen';

/** The Inventory page needs the signed-in user (its company, and whether it may tick others). */
export function InventoryScreen({ me }: ScreenProps) {
  return <InventoryPage user={me} />;
}
