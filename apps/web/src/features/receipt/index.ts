export { Receipt, type ReceiptCompany } from './receipt';
export { ReceiptModal, type ReceiptModalProps } from './receipt-modal';
