export { RefundPage, type RefundReceiptSlot, type RefundTenderLine } from './refund-page';
