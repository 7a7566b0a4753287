/** Wire values exactly as the original client sends and reads them (note `RETIAL`). */
export const USER_TYPES = [
  'SUPER_ADMIN',
  'ADMIN',
  'SALES_STAFF',
  'REGULAR_CUSTOMER',
  'WALK_IN_CUSTOMER',
  'VENDOR',
] as const;
export type UserType = (typeof USER_TYPES)[number];

export const COMPANY_TYPES = ['PARENT', 'STORE', 'RETIAL', 'VENDOR', 'FACTORY'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

/**
 * Request types served by `type/` (docs/domain/requests.md): SPECIAL_ORDER (the default: goods
 * outside the usual range, items optional), TRANSACTION (money: a payment or a settlement, no
 * items), STOCK (replenishment of catalogue items, items required; becomes a transfer) and RETURN
 * (sending goods back, items required).
 */
export const REQUEST_TYPES = ['SPECIAL_ORDER', 'TRANSACTION', 'STOCK', 'RETURN'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

export const REQUEST_STATUSES = ['PENDING', 'APPROVED', 'COMPLETE', 'CANCEL'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const ORDER_STATUSES = ['PENDING', 'COMPLETE', 'RETURNED', 'CANCEL'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_SERVICES = ['BANK', 'JAZZ_CASH', 'EASY_PAISA'] as const;
export type PaymentService = (typeof PAYMENT_SERVICES)[number];

/**
 * REQUEST: a request was sent to the receiver; RESPONSE: its status changed (to the sender);
 * INV_QUANTITY: stock fell to its reorder level; ORDER: an internal order was received (to the
 * buyer's admins); OFFLINE_SALE: a sale queued offline was accepted but flagged by the server;
 * FISCAL: a company's documents stay unreported to the tax authority (docs/domain/fiscal.md).
 */
export const NOTIFICATION_TYPES = [
  'REQUEST',
  'RESPONSE',
  'INV_QUANTITY',
  'ORDER',
  'OFFLINE_SALE',
  'FISCAL',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Human labels for the UI; the wire keeps the original spelling. */
export const COMPANY_TYPE_LABELS: Record<CompanyType, string> = {
  PARENT: 'Parent',
  STORE: 'Store',
  RETIAL: 'Retail',
  VENDOR: 'Vendor',
  FACTORY: 'Factory',
};

export const USER_TYPE_LABELS: Record<UserType, string> = {
  SUPER_ADMIN: 'Super admin',
  ADMIN: 'Admin',
  SALES_STAFF: 'Sales staff',
  REGULAR_CUSTOMER: 'Regular customer',
  WALK_IN_CUSTOMER: 'Walk-in customer',
  VENDOR: 'Vendor',
};

/** A user type as a report's text carries it, labelled; a value no label knows is shown as it came. */
export const userTypeLabel = (type: string): string =>
  (USER_TYPE_LABELS as Partial<Record<string, string>>)[type] ?? type;
