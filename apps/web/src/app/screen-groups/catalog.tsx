/** Products, batches and tax categories (the catalogue chunk). */
export {
  BatchesPage,
  BatchFormPage,
  ProductFormPage,
  ProductsPage,
  TaxCategoriesPage,
} from '../../features/catalog';
