export { type AddVendorModalProps, InternalOrderPage } from './internal-order-page';
