import { z } from 'zod';
import { NOTIFICATION_TYPES, REQUEST_STATUSES, REQUEST_TYPES } from '../enums.js';
import type { WireNotification, WireRequest } from '../requests.js';
import { decimal, listOf, timestamp } from './common.js';
import { CompanyRefSchema } from './finance.js';

/* Requests between companies and notifications, with the live event stream. */

export const RequestParty = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company: CompanyRefSchema.nullable(),
});
export const RequestSchema = z.object({
  id: z.number().int(),
  sender: RequestParty,
  receiver: RequestParty,
  request_type: z.enum(REQUEST_TYPES),
  description: z.string(),
  created: timestamp,
  last_modified: timestamp,
  expected_delivery_date: z.string(),
  status: z.enum(REQUEST_STATUSES),
  order: z.number().int().nullable(),
  items: z
    .array(
      z.object({
        id: z.number().int(),
        product_variant: z.number().int(),
        bar_code: z.string(),
        name: z.string(),
        size: z.string(),
        color: z.string(),
        quantity: decimal,
        price: decimal,
        discount: decimal,
        total_price: decimal,
        unit: z
          .number()
          .int()
          .nullable()
          .describe('The trade unit the line asks in, or null for the base unit'),
        unit_name: z.string().describe('Its name when asked, or empty for the base unit'),
        unit_count: z.number().int().describe('Base units in one of it (1 for the base unit)'),
      }),
    )
    .optional(),
  history: z
    .array(
      z.object({
        status: z.enum(REQUEST_STATUSES),
        user: z.object({ id: z.number().int(), username: z.string() }),
        note: z.string(),
        created: timestamp,
      }),
    )
    .optional(),
}) satisfies z.ZodType<WireRequest>;

export const NotificationSchema = z.object({
  id: z.number().int(),
  receiver: z.number().int(),
  notif_type: z.enum(NOTIFICATION_TYPES),
  message: z.string(),
  link: z.string(),
  read: z.boolean(),
  remove: z.boolean(),
  created: timestamp,
  last_modified: timestamp,
}) satisfies z.ZodType<WireNotification>;

export const NotificationList = listOf(NotificationSchema).extend({ unread: z.number().int() });
export const MarkedRead = z.object({ marked: z.number().int() });
export const EventStream = z.string().describe('text/event-stream');
