import { useSession } from '../features/auth';
import { lazyScreen, type ScreenComponent } from './lazy-screen';

const SaleScreen = lazyScreen(() => import('./screen-groups/sale').then((m) => m.SaleScreen), {
  worksOffline: true,
});
const orders = () => import('./screen-groups/orders');

/** `/` renders inside HomeRoute, which waits for the session. */
export function HomeSaleScreen() {
  const session = useSession();
  return session.status === 'ready' ? <SaleScreen me={session.user} /> : null;
}

/** The orders screens of the route table, by path (loaded on first visit, with the receipt). */
export const ORDER_SCREENS: Record<string, ScreenComponent> = {
  '/orders': lazyScreen(() => orders().then((m) => m.OrdersScreen)),
  '/orders/:orderId': lazyScreen(() => orders().then((m) => m.OrderDetailsScreen)),
  '/editorder': lazyScreen(() => orders().then((m) => m.EditOrderScreen)),
  // Refund from the receipt: in the counter's chunk, with the receipt.
  '/refund': lazyScreen(() => import('./screen-groups/sale').then((m) => m.RefundScreen)),
  // Receipts: a cashier finds and reprints an earlier sale (the managers' Orders list stays theirs).
  '/receipts': lazyScreen(() => import('./screen-groups/sale').then((m) => m.ReceiptsScreen)),
};
