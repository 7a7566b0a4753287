export { NewSalePage, type SaleReceiptSlot } from './new-sale-page';
