export { InventoryPage } from './inventory-page';
