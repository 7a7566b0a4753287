export {
  type AddVendorModalProps,
  InternalOrderPage,
  type PurchasePrefill,
  type TransferPrefill,
} from './internal-order-page';
export type { OrderBillSlot } from './order-bill';
export type { ScreenLine } from './use-internal-order';
