import { lazyScreen, type ScreenComponent } from './lazy-screen';

const catalog = () => import('./screen-groups/catalog');
const inventory = () => import('./screen-groups/inventory');

/** Catalogue and stock screens, by their path in SCREENS (loaded on first visit); the route table guards them. */
export const CATALOG_SCREENS: Readonly<Record<string, ScreenComponent>> = {
  '/products': lazyScreen(() => catalog().then((m) => m.ProductsPage)),
  '/product/create': lazyScreen(() => catalog().then((m) => m.ProductFormPage)),
  '/product/edit/:productId': lazyScreen(() => catalog().then((m) => m.ProductFormPage)),
  '/batchs': lazyScreen(() => catalog().then((m) => m.BatchesPage)),
  '/Addbatch': lazyScreen(() => catalog().then((m) => m.BatchFormPage)),
  '/batch/edit/:productId/:productVariantId/:batchId': lazyScreen(() =>
    catalog().then((m) => m.BatchFormPage),
  ),
  '/inventory': lazyScreen(() => inventory().then((m) => m.InventoryScreen)),
};
