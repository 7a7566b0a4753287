export { type AddVendorModalProps, InternalOrderPage } from './internal-order-page';
export type { OrderBillSlot } from './order-bill';
