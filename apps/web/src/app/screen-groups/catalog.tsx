/** Products and batches (the catalogue chunk). */
export { BatchesPage, BatchFormPage, ProductFormPage, ProductsPage } from '../../features/catalog';
