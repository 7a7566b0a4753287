import { z } from 'zod';
import { D, parseDecimal, round4, toWire } from './decimal.js';
import {
  type CompanyType,
  NOTIFICATION_TYPES,
  type NotificationType,
  REQUEST_STATUSES,
  REQUEST_TYPES,
  type RequestStatus,
  type RequestType,
} from './enums.js';
import { IdInput } from './organisation-schemas.js';

/*
 * Requests between departments and their answers (spec 2.11, 4.6, 5.6; docs/domain/requests.md).
 * The same rules drive the Responses screen's dropdown and the server's refusal.
 */

export const REQUEST_MSG = {
  companyRequired: 'Company is required. Add store to system',
  requesteeRequired: "Requestee is required. Add store's user to system.",
  deliveryRequired: 'Delivery is required',
  descriptionRequired: 'Description is required',
  itemsRequired: 'Add at least one item to a stock or return request.',
  noItemsForTransaction: 'A transaction request carries no items.',
  quantityPositive: 'Quantity must be greater than zero.',
  duplicateItem: 'This product is already in the request.',
  sent: (id: number) => `Request is sent. Request id is ${id}`,
  notAllowed: (from: RequestStatus, to: RequestStatus) =>
    `You cannot change this request from ${from} to ${to}.`,
  locked: 'This request can no longer be changed.',
  selfRequest: 'A request goes to another department.',
  receiverInactive: 'The requestee cannot receive requests.',
  notTransferable: 'Only an approved request with items can become a transfer.',
  alreadyTransferred: 'This request has a transfer already.',
} as const;

/** Request types whose lines are catalogue items; STOCK and RETURN need at least one. */
export const ITEM_REQUEST_TYPES: readonly RequestType[] = ['SPECIAL_ORDER', 'STOCK', 'RETURN'];
export const itemsRequired = (type: RequestType): boolean => type === 'STOCK' || type === 'RETURN';

/** Who is looking at a request, as spec 4.6 distinguishes them. */
export type RequestRole = 'sender' | 'receiver' | 'other';

/**
 * The statuses the dropdown offers (spec 4.6): the sender PENDING and CANCEL, plus APPROVED and
 * COMPLETE when already there; the receiver of a TRANSACTION PENDING, COMPLETE, CANCEL; any other
 * receiver all four. Anyone else: none.
 */
export function requestStatusChoices(
  role: RequestRole,
  type: RequestType | string,
  current: RequestStatus,
): RequestStatus[] {
  if (role === 'sender') {
    const base: RequestStatus[] = ['PENDING', 'CANCEL'];
    return current === 'APPROVED' || current === 'COMPLETE'
      ? REQUEST_STATUSES.filter((s) => base.includes(s) || s === current)
      : base;
  }
  if (role === 'receiver')
    return type === 'TRANSACTION' ? ['PENDING', 'COMPLETE', 'CANCEL'] : [...REQUEST_STATUSES];
  return [];
}

/** The dropdown is disabled once COMPLETE, and for RETIAL users at APPROVED or CANCEL (spec 4.6). */
export function requestStatusLocked(current: RequestStatus, companyType: CompanyType | null): boolean {
  if (current === 'COMPLETE') return true;
  return companyType === 'RETIAL' && (current === 'APPROVED' || current === 'CANCEL');
}

/** Why a status change is refused, or null when spec 4.6 allows it. Same status: no change. */
export function requestTransitionError(
  role: RequestRole,
  type: RequestType | string,
  current: RequestStatus,
  next: RequestStatus,
  companyType: CompanyType | null,
): string | null {
  if (requestStatusLocked(current, companyType) || role === 'other') return REQUEST_MSG.locked;
  if (!requestStatusChoices(role, type, current).includes(next)) return REQUEST_MSG.notAllowed(current, next);
  return null;
}

/** Where a notification leads (spec 2.2: REQUEST and RESPONSE to /response, INV_QUANTITY to /inventory). */
export const NOTIFICATION_LINKS: Record<NotificationType, string> = {
  REQUEST: '/response',
  RESPONSE: '/response',
  INV_QUANTITY: '/inventory',
  ORDER: '/response?tab=order',
  OFFLINE_SALE: '/orders',
  FISCAL: '/fiscal',
};
/**
 * Where a request's status-change notification leads: the Responses screen filtered to the status
 * the request now has, so the request is listed there (the screen otherwise opens on PENDING).
 */
export const requestStatusLink = (status: RequestStatus): string => `/response?status=${status}`;

export const isNotificationType = (v: string): v is NotificationType =>
  (NOTIFICATION_TYPES as readonly string[]).includes(v);

const blank = (v: unknown) => (v === null || v === undefined ? '' : v);

/** An id that must be given. */
const RequiredId = IdInput.refine((v) => v !== null, 'This field is required.').transform((v) => v as number);

export const RequestItemBody = z.object({
  product_variant: RequiredId,
  quantity: z
    .union([z.string(), z.number()])
    .transform(String)
    .superRefine((v, ctx) => {
      // Read as it is stored (4 places): 0.00001 would be kept as 0, which is no quantity.
      const d = parseDecimal(v);
      if (!d || round4(d).lte(0)) ctx.addIssue({ code: 'custom', message: REQUEST_MSG.quantityPositive });
      else if (d.gte(new D('1e10'))) ctx.addIssue({ code: 'custom', message: 'Quantity is too large.' });
    })
    .transform((v) => toWire(parseDecimal(v) ?? new D(0))),
  /** The trade unit the line asks in (docs/domain/units.md); absent or null: the base unit. */
  unit: z.preprocess((v) => (v === '' || v === null ? undefined : v), IdInput.optional()),
});

/**
 * `POST request/<id>/transfer/`: the internal order that fulfils an approved stock request. An id
 * no row can have (past 2^31-1) is DRF's "Invalid pk", as every related id in a body is.
 */
export const TransferBody = z.object({ order: z.preprocess((v) => v ?? null, RequiredId) });
export type TransferBody = z.infer<typeof TransferBody>;

/** `POST request/` (contract O22) plus our optional `items`. */
export const CreateRequestBody = z
  .object({
    sender: z.preprocess((v) => (v === '' ? undefined : v), IdInput.optional()),
    receiver: z.preprocess((v) => (v === '' || v === null ? undefined : v), IdInput.optional()),
    expected_delivery_date: z.preprocess(
      blank,
      z
        .string()
        .trim()
        .superRefine((v, ctx) => {
          if (v === '') ctx.addIssue({ code: 'custom', message: REQUEST_MSG.deliveryRequired });
          else if (!/^\d{4}-\d{1,2}-\d{1,2}$/.test(v))
            ctx.addIssue({ code: 'custom', message: 'Enter a valid date.' });
        }),
    ),
    description: z.preprocess(blank, z.string().trim().min(1, REQUEST_MSG.descriptionRequired).max(500)),
    request_type: z.preprocess(
      (v) => (v === '' || v === null || v === undefined ? 'SPECIAL_ORDER' : v),
      z.enum(REQUEST_TYPES, { error: (i) => `"${String(i.input)}" is not a valid choice.` }),
    ),
    items: z.array(RequestItemBody).max(200).optional().default([]),
  })
  .superRefine((body, ctx) => {
    if (body.receiver === undefined)
      ctx.addIssue({ code: 'custom', path: ['receiver'], message: REQUEST_MSG.requesteeRequired });
    if (body.request_type === 'TRANSACTION' && body.items.length > 0)
      ctx.addIssue({ code: 'custom', path: ['items'], message: REQUEST_MSG.noItemsForTransaction });
    if (itemsRequired(body.request_type) && body.items.length === 0)
      ctx.addIssue({ code: 'custom', path: ['items'], message: REQUEST_MSG.itemsRequired });
    // The same product in two units is two lines; twice in one unit is one line too many.
    const seen = new Set<string>();
    for (const item of body.items) {
      const key = `${item.product_variant}:${item.unit ?? ''}`;
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['items'], message: REQUEST_MSG.duplicateItem });
      seen.add(key);
    }
  });
export type CreateRequestBody = z.infer<typeof CreateRequestBody>;

/** `PATCH response/<id>/` (contract O24). */
export const UpdateRequestStatusBody = z.object({
  status: z.enum(REQUEST_STATUSES, { error: (i) => `"${String(i.input)}" is not a valid choice.` }),
});

/** `PUT reorder-level/` : a level per variant for the caller's company; '' or null removes it. */
export const ReorderLevelBody = z.object({
  product_variant: RequiredId,
  company: z.preprocess((v) => (v === '' ? undefined : v), IdInput.optional()),
  level: z
    .union([z.string(), z.number(), z.null()])
    .transform((v) => (v === null ? '' : String(v).trim()))
    .superRefine((v, ctx) => {
      if (v === '') return;
      const d = parseDecimal(v);
      if (!d || d.lt(0) || d.gte(new D('1e10')))
        ctx.addIssue({ code: 'custom', message: 'Enter a quantity of zero or more.' });
    }),
});

/** Wire shapes. */
export interface WireRequestParty {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  company: { id: number; company_name: string; company_type: CompanyType } | null;
}
export interface WireRequestItem {
  id: number;
  product_variant: number;
  bar_code: string;
  name: string;
  size: string;
  color: string;
  quantity: string;
  price: string;
  discount: string;
  total_price: string;
  /** The trade unit the line asks in (an addition; null, '' and 1: the base unit). */
  unit: number | null;
  unit_name: string;
  unit_count: number;
}
export interface WireRequestEvent {
  status: RequestStatus;
  user: { id: number; username: string };
  note: string;
  created: string;
}
export interface WireRequest {
  id: number;
  sender: WireRequestParty;
  receiver: WireRequestParty;
  request_type: RequestType;
  description: string;
  created: string;
  last_modified: string;
  expected_delivery_date: string;
  status: RequestStatus;
  order: number | null;
  items?: WireRequestItem[];
  history?: WireRequestEvent[];
}
export interface WireNotification {
  id: number;
  receiver: number;
  notif_type: NotificationType;
  message: string;
  link: string;
  read: boolean;
  remove: boolean;
  created: string;
  last_modified: string;
}
