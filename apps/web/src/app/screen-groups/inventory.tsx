import { InventoryPage } from '../../features/inventory';
import { ReplenishmentPage } from '../../features/replenishment';
import type { ScreenProps } from '../lazy-screen';

/** The Inventory page needs the signed-in user (its company, and whether it may tick others). */
export function InventoryScreen({ me }: ScreenProps) {
  return <InventoryPage user={me} />;
}

/** Replenishment (reached from Inventory): the user's company, or the head office's whole tree. */
export function ReplenishmentScreen({ me }: ScreenProps) {
  return <ReplenishmentPage user={me} />;
}
