export { BatchFormPage } from './batches/batch-form-page';
export { BatchesPage } from './batches/batches-page';
export { ProductFormPage } from './products/product-form-page';
export { ProductsPage } from './products/products-page';
export { TaxCategoriesPage } from './tax-categories/tax-categories-page';
