import type { ReactNode } from 'react';
import { useSession } from '../features/auth';
import { BatchesPage, BatchFormPage, ProductFormPage, ProductsPage } from '../features/catalog';
import { InventoryPage } from '../features/inventory';

/** The Inventory page needs the signed-in user (its company, and whether it may tick others). */
function InventoryScreen() {
  const session = useSession();
  // The route's guard renders this only once the session is ready.
  return session.status === 'ready' ? <InventoryPage user={session.user} /> : null;
}

/** Catalogue and stock screens, by their path in SCREENS; the route table guards them. */
export const CATALOG_SCREENS: Readonly<Record<string, ReactNode>> = {
  '/products': <ProductsPage />,
  '/product/create': <ProductFormPage />,
  '/product/edit/:productId': <ProductFormPage />,
  '/batchs': <BatchesPage />,
  '/Addbatch': <BatchFormPage />,
  '/batch/edit/:productId/:productVariantId/:batchId': <BatchFormPage />,
  '/inventory': <InventoryScreen />,
};
