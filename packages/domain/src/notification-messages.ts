import type { RequestStatus, RequestType } from './enums.js';
import { translateMessage } from './i18n/translate.js';

/**
 * The notifications the app writes, each as a key and its values (docs/i18n.md, "Notifications"):
 * stored with the row (`message_key`, `message_values`) next to the English text, and rendered for
 * each reader in their language when it is read or pushed. The English text is the same as the
 * stored `message`; a row without a key (written before keys) is shown as stored.
 */
export const NOTIFICATION_KEYS = [
  'stockAtReorderLevel',
  'transferReceived',
  'offlineSaleStock',
  'offlineSaleCredit',
  'requestNew',
  'requestStatus',
  'fiscalBacklog',
  'approvalLockout',
  'batchExpiring',
  'batchExpired',
] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];

/** A notification's values: names, numbers and codes, never words of the message itself. */
export type NotificationValues = Readonly<Record<string, string | number>>;

type Render = (v: NotificationValues) => string;
const s = (v: NotificationValues, key: string): string => String(v[key] ?? '');
const n = (v: NotificationValues, key: string): number => Number(v[key] ?? 0);

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The English, exactly as the notification was always written (the stored `message`). */
const ENGLISH: Record<NotificationKey, Render> = {
  stockAtReorderLevel: (v) =>
    `Stock of ${s(v, 'product')} at ${s(v, 'company')} is ${s(v, 'stock')}, at or below its reorder level of ${s(v, 'level')}.`,
  transferReceived: (v) =>
    `${s(v, 'seller')} sent order ${s(v, 'invoice')} to ${s(v, 'buyer')} (total ${s(v, 'total')}).`,
  offlineSaleStock: (v) =>
    `Sale ${s(v, 'invoice')}, made offline, was recorded though ${s(v, 'quantity')} of ${s(v, 'product')} (batch ${s(v, 'batch')}) was no longer in stock at ${s(v, 'company')}: its stock is now ${s(v, 'stock')}. Receive or count the batch.`,
  offlineSaleCredit: (v) =>
    `Sale ${s(v, 'invoice')}, made offline, was recorded though it put ${s(v, 'amount')} on account for ${s(v, 'customer')} beyond what they held: they now owe ${s(v, 'owes')}.`,
  requestNew: (v) =>
    `New ${s(v, 'type').replace('_', ' ').toLowerCase()} request #${s(v, 'id')} from ${s(v, 'from')}: ${s(v, 'description')}`,
  requestStatus: (v) =>
    `Request #${s(v, 'id')} is now ${s(v, 'status')} (${s(v, 'who')})${s(v, 'note') ? `: ${s(v, 'note')}` : ''}`,
  fiscalBacklog: (v) => {
    const parts = [
      n(v, 'overdue') > 0 ? `${n(v, 'overdue')} waiting over an hour` : '',
      n(v, 'refused') > 0 ? `${n(v, 'refused')} refused` : '',
    ].filter(Boolean);
    return (
      `${s(v, 'company')}: ${plural(n(v, 'overdue') + n(v, 'refused'), 'document', 'documents')} not reported to the tax authority ` +
      `(${parts.join(', ')}); the oldest, invoice ${s(v, 'invoice')}, since ${s(v, 'since')}.`
    );
  },
  batchExpiring: (v) => `Batch #${s(v, 'batch')} of ${s(v, 'product')} expires on ${s(v, 'date')}.`,
  batchExpired: (v) => `Batch #${s(v, 'batch')} of ${s(v, 'product')} expired on ${s(v, 'date')}.`,
  approvalLockout: (v) =>
    `${s(v, 'failures')} wrong passwords were given for your approval on ${s(v, 'cashier')}'s till. Approvals naming you now wait a while; your own sign-in is not affected. If this was not you, change your password.`,
};

const REQUEST_TYPE_UR: Record<RequestType, string> = {
  SPECIAL_ORDER: 'خاص آرڈر',
  TRANSACTION: 'لین دین',
  STOCK: 'اسٹاک',
  RETURN: 'واپسی',
};
const REQUEST_STATUS_UR: Record<RequestStatus, string> = {
  PENDING: 'زیرِ غور',
  APPROVED: 'منظور',
  COMPLETE: 'مکمل',
  CANCEL: 'منسوخ',
};
const ur = (table: Readonly<Record<string, string>>, value: string) => table[value] ?? value;
/**
 * A name, an invoice number or a description inside Urdu text, isolated (U+2068 … U+2069) so that a
 * Latin name with digits after it ("City Outlet", "INV-7") keeps its place in a right-to-left line.
 */
const i = (v: NotificationValues, key: string): string => `\u2068${s(v, key)}\u2069`;

/** The same notices in Urdu (docs/i18n-glossary.md): names, numbers and invoice numbers as stored. */
const URDU: Record<NotificationKey, Render> = {
  stockAtReorderLevel: (v) =>
    `اسٹاک کم: ${i(v, 'company')} میں ${i(v, 'product')} کا اسٹاک ${s(v, 'stock')} ہے، جو دوبارہ منگوانے کی حد ${s(v, 'level')} کے برابر یا اس سے کم ہے۔`,
  transferReceived: (v) =>
    `آرڈر ${i(v, 'invoice')} ${i(v, 'seller')} کی طرف سے ${i(v, 'buyer')} کو بھیجا گیا (کل رقم ${s(v, 'total')})۔`,
  offlineSaleStock: (v) =>
    `آف لائن بکری ${i(v, 'invoice')} درج ہو گئی، حالانکہ ${i(v, 'company')} میں ${i(v, 'product')} (بیچ ${s(v, 'batch')}) کی ${s(v, 'quantity')} مقدار اسٹاک میں نہیں تھی: اب اس کا اسٹاک ${s(v, 'stock')} ہے۔ بیچ وصول کریں یا گنیں۔`,
  offlineSaleCredit: (v) =>
    `آف لائن بکری ${i(v, 'invoice')} درج ہو گئی، حالانکہ اس نے ${i(v, 'customer')} کے ادھار کھاتے میں ${s(v, 'amount')} حد سے زیادہ ڈالا: اب ان پر ${s(v, 'owes')} بقایا ہے۔`,
  requestNew: (v) =>
    `نئی ${ur(REQUEST_TYPE_UR, s(v, 'type'))} درخواست نمبر ${s(v, 'id')}، ${i(v, 'from')} کی طرف سے: ${i(v, 'description')}`,
  requestStatus: (v) =>
    `درخواست نمبر ${s(v, 'id')} اب ${ur(REQUEST_STATUS_UR, s(v, 'status'))} ہے (${i(v, 'who')})${s(v, 'note') ? `: ${i({ note: translateMessage(s(v, 'note'), 'ur') }, 'note')}` : ''}`,
  fiscalBacklog: (v) => {
    const parts = [
      n(v, 'overdue') > 0 ? `${n(v, 'overdue')} ایک گھنٹے سے زیادہ سے منتظر` : '',
      n(v, 'refused') > 0 ? `${n(v, 'refused')} رد` : '',
    ].filter(Boolean);
    return (
      `ٹیکس اتھارٹی (FBR) کو ${i(v, 'company')} کے ${n(v, 'overdue') + n(v, 'refused')} بل رپورٹ نہیں ہوئے ` +
      `(${parts.join('، ')})؛ سب سے پرانا، بل ${i(v, 'invoice')}، ${s(v, 'since')} سے۔`
    );
  },
  batchExpiring: (v) =>
    `میعاد قریب: ${i(v, 'product')} کے بیچ ${s(v, 'batch')} کی میعاد ${s(v, 'date')} کو ختم ہو گی۔`,
  batchExpired: (v) =>
    `میعاد ختم: ${i(v, 'product')} کے بیچ ${s(v, 'batch')} کی میعاد ${s(v, 'date')} کو ختم ہو گئی۔`,
  approvalLockout: (v) =>
    `آپ کی منظوری کے لیے ${i(v, 'cashier')} کے کاؤنٹر پر ${s(v, 'failures')} بار غلط پاس ورڈ دیا گیا۔ آپ کے نام کی منظوریاں اب کچھ دیر رکیں گی؛ آپ کا اپنا لاگ اِن متاثر نہیں۔ اگر یہ آپ نہیں تھے تو اپنا پاس ورڈ بدلیں۔`,
};

const isKey = (key: string | null | undefined): key is NotificationKey =>
  key != null && (NOTIFICATION_KEYS as readonly string[]).includes(key);

/** The English text of a notification: what is stored in `message`. */
export const notificationMessage = (key: NotificationKey, values: NotificationValues): string =>
  ENGLISH[key](values);

/**
 * A stored notification's text for a reader: rendered from its key in their language, or its
 * stored English when it has no key (or one this version does not know).
 */
export function notificationText(
  row: { message: string; messageKey?: string | null; messageValues?: unknown },
  language: 'en' | 'ur',
): string {
  const key = row.messageKey;
  if (!isKey(key) || !row.messageValues || typeof row.messageValues !== 'object') return row.message;
  const values = row.messageValues as NotificationValues;
  return (language === 'ur' ? URDU : ENGLISH)[key](values);
}
