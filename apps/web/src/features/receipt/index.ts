export { PrintableReceipt, type PrintableReceiptProps } from './printable-receipt';
export { Receipt, type ReceiptCompany, type ReceiptParty } from './receipt';
export { ReceiptModal, type ReceiptModalProps } from './receipt-modal';
