import { CATALOG_MSG, ORDER_MSG, REQUEST_MSG } from '@tillwise/domain';
import { useCallback } from 'react';
import { type MessageKey, useFormatter, useT } from '../../i18n';
import { translateMessage } from '../../i18n/server-messages';
import type { Translate } from '../../i18n/use-t';

/**
 * The order screens' own messages, written once in English in the domain (`ORDER_MSG`,
 * `REQUEST_MSG`, `CATALOG_MSG`), with their catalog key: the entry row, the order's panel and the
 * request form show them in the chosen language. Each English text in `en.json` is the domain's
 * exactly (order-messages.test.ts), so a screen in English reads as before.
 */
export const ORDER_MESSAGE_KEYS: ReadonlyArray<readonly [english: string, key: MessageKey]> = [
  [ORDER_MSG.nameRequired, 'orderEntry.msg.nameRequired'],
  [ORDER_MSG.barcodeRequired, 'orderEntry.msg.barcodeRequired'],
  [ORDER_MSG.batchRequired, 'orderEntry.msg.batchRequired'],
  [ORDER_MSG.quantityRequired, 'orderEntry.msg.quantityRequired'],
  [ORDER_MSG.onlyNumbers, 'orderEntry.msg.onlyNumbers'],
  [ORDER_MSG.stockLess, 'orderEntry.msg.stockLess'],
  [ORDER_MSG.batchStockLess, 'orderEntry.msg.batchStockLess'],
  [ORDER_MSG.discountRange, 'orderEntry.msg.discountRange'],
  [ORDER_MSG.discountPositive, 'orderEntry.msg.discountPositive'],
  [ORDER_MSG.returnNegative, 'orderEntry.msg.returnNegative'],
  [ORDER_MSG.alreadyAdded, 'orderEntry.msg.alreadyAdded'],
  [ORDER_MSG.selectFromResults, 'orderEntry.msg.selectFromResults'],
  [ORDER_MSG.manufacturedRequired, 'orderEntry.msg.manufacturedRequired'],
  [ORDER_MSG.expiryRequired, 'orderEntry.msg.expiryRequired'],
  [ORDER_MSG.sellerRequired, 'orderEntry.msg.sellerRequired'],
  [ORDER_MSG.buyerRequired, 'orderEntry.msg.buyerRequired'],
  [ORDER_MSG.outOfStock, 'orderEntry.msg.outOfStock'],
  [ORDER_MSG.cancelConfirm, 'orderEntry.msg.cancelConfirm'],
  [ORDER_MSG.internalCompleted, 'orderEntry.msg.internalCompleted'],
  [ORDER_MSG.serverError, 'orderEntry.msg.serverError'],
  [ORDER_MSG.statusLocked, 'orderEntry.msg.statusLocked'],
  [ORDER_MSG.goodsLeft, 'orderEntry.msg.goodsLeft'],
  [ORDER_MSG.cancelled, 'orderEntry.msg.cancelled'],
  [ORDER_MSG.returnedLocked, 'orderEntry.msg.returnedLocked'],
  [ORDER_MSG.returnIsNewOrder, 'orderEntry.msg.returnIsNewOrder'],
  [ORDER_MSG.goodsUsed, 'orderEntry.msg.goodsUsed'],
  [CATALOG_MSG.quantityNotPositive, 'orderEntry.msg.quantityNotPositive'],
  [CATALOG_MSG.expiryBeforeManufacture, 'orderEntry.msg.expiryBeforeManufacture'],
  [REQUEST_MSG.companyRequired, 'requests.msg.companyRequired'],
  [REQUEST_MSG.requesteeRequired, 'requests.msg.requesteeRequired'],
  [REQUEST_MSG.deliveryRequired, 'requests.msg.deliveryRequired'],
  [REQUEST_MSG.descriptionRequired, 'requests.msg.descriptionRequired'],
  [REQUEST_MSG.itemsRequired, 'requests.msg.itemsRequired'],
  [REQUEST_MSG.quantityPositive, 'requests.msg.quantityPositive'],
  [REQUEST_MSG.duplicateItem, 'requests.msg.duplicateItem'],
  [REQUEST_MSG.locked, 'requests.msg.locked'],
  [REQUEST_MSG.notTransferable, 'requests.msg.notTransferable'],
  [REQUEST_MSG.alreadyTransferred, 'requests.msg.alreadyTransferred'],
];

const KEY_OF = new Map<string, MessageKey>(ORDER_MESSAGE_KEYS);

/**
 * A domain message in the chosen language: one of the order screens' own from the catalogs, else
 * the server's translation table (`translateMessage`), else as it is (a message the server already
 * sent in Urdu, or one without a translation yet).
 */
export function useOrderMessage(): (message: string) => string {
  const t = useT();
  const urdu = useFormatter().locale.startsWith('ur');
  return useCallback(
    (message: string) => {
      const key = KEY_OF.get(message);
      if (key) return t(key);
      return translateMessage(message, urdu ? 'ur' : 'en');
    },
    [t, urdu],
  );
}

const STATUS_KEYS: Record<string, MessageKey> = {
  PENDING: 'orders.status.PENDING',
  COMPLETE: 'orders.status.COMPLETE',
  RETURNED: 'orders.status.RETURNED',
  CANCEL: 'orders.status.CANCEL',
};

/** An order's status in the chosen language; a status the web does not know yet as the server sends it. */
export function orderStatusLabel(status: string, t: Translate): string {
  const key = STATUS_KEYS[status];
  return key ? t(key) : status;
}
