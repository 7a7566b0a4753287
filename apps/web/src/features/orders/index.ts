export { EditOrderPage } from './edit-order-page';
export { OrderDetailsPage } from './order-details-page';
export { type OrderReceiptSlot, OrdersPage } from './orders-page';
