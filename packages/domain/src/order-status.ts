import { ORDER_STATUSES, type OrderStatus } from './enums.js';
import { ORDER_MSG } from './orders.js';

/**
 * The refusal of a status change, or null when it is allowed (docs/domain/orders.md, "Status life
 * cycle"): only a pending order moves, to complete (goods handed over) or cancel (its stock and
 * money reversed). A completed sale is corrected by a refund, a return is a new order.
 */
export function statusChangeError(from: OrderStatus, to: OrderStatus): string | null {
  if (from === to) return null;
  if (from === 'CANCEL') return ORDER_MSG.cancelled;
  if (from === 'RETURNED') return ORDER_MSG.returnedLocked;
  if (from === 'COMPLETE') return to === 'CANCEL' ? ORDER_MSG.goodsLeft : ORDER_MSG.statusLocked;
  if (to === 'RETURNED') return ORDER_MSG.returnIsNewOrder;
  return null;
}

/** What an order's status may become: the changes statusChangeError allows, for the screens' dropdowns. */
export const nextOrderStatuses = (status: string): OrderStatus[] =>
  (ORDER_STATUSES as readonly string[]).includes(status)
    ? ORDER_STATUSES.filter((to) => to !== status && statusChangeError(status as OrderStatus, to) === null)
    : [];
