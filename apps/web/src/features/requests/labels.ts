import type { MessageKey } from '../../i18n';
import type { Translate } from '../../i18n/use-t';

const TYPE_KEYS: Record<string, MessageKey> = {
  SPECIAL_ORDER: 'requests.type.SPECIAL_ORDER',
  TRANSACTION: 'requests.type.TRANSACTION',
  STOCK: 'requests.type.STOCK',
  RETURN: 'requests.type.RETURN',
};

const STATUS_KEYS: Record<string, MessageKey> = {
  PENDING: 'requests.status.PENDING',
  APPROVED: 'requests.status.APPROVED',
  COMPLETE: 'requests.status.COMPLETE',
  CANCEL: 'requests.status.CANCEL',
};

const USER_TYPE_KEYS: Record<string, MessageKey> = {
  SUPER_ADMIN: 'requests.userType.SUPER_ADMIN',
  ADMIN: 'requests.userType.ADMIN',
  SALES_STAFF: 'requests.userType.SALES_STAFF',
};

/** A value the web does not know yet reads as the server sends it, its underscores as spaces. */
const labelOf = (keys: Record<string, MessageKey>, value: string, t: Translate) => {
  const key = keys[value];
  return key ? t(key) : value.replaceAll('_', ' ');
};

/** A request's type in the chosen language: SPECIAL ORDER, TRANSACTION, STOCK, RETURN. */
export const requestTypeLabel = (type: string, t: Translate) => labelOf(TYPE_KEYS, type, t);

/** A request's status in the chosen language. */
export const requestStatusLabel = (status: string, t: Translate) => labelOf(STATUS_KEYS, status, t);

/** A person's role beside their name in the requestee list: admin, super admin, sales staff. */
export const userTypeLabel = (type: string, t: Translate) => {
  const key = USER_TYPE_KEYS[type];
  return key ? t(key) : type.replaceAll('_', ' ').toLowerCase();
};
