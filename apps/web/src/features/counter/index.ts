export { NewSalePage, type SaleReceiptSlot } from './new-sale-page';
export { ReceiptsPage, type ReprintSlot } from './receipts-page';
