export {
  RefundPage,
  type RefundReceiptSlot,
  type RefundTenderLine,
  type SaleReprintSlot,
} from './refund-page';
