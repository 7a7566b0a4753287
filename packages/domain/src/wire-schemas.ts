import { z } from 'zod';
import type {
  BatchRowWire,
  BatchWire,
  CategoryWire,
  InventoryWire,
  ProductWire,
  UnitWire,
} from './catalog-wire.js';
import {
  COMPANY_TYPES,
  NOTIFICATION_TYPES,
  ORDER_STATUSES,
  PAYMENT_SERVICES,
  REQUEST_STATUSES,
  REQUEST_TYPES,
  USER_TYPES,
} from './enums.js';
import { FINANCE_METHODS, JOURNAL_METHOD, SETTLEMENTS } from './finance.js';
import type {
  AccountWire,
  CompanyRefWire,
  ExpenseSummaryWire,
  PayableReceivableWire,
  StatementLineWire,
  TransactionWire,
  TrialBalanceWire,
} from './finance-wire.js';
import { ACCOUNT_KINDS, ACCOUNT_PURPOSES, type AccountPurpose } from './ledger.js';
import type { CompactProduct } from './offline-catalogue.js';
import type { OrderItemWire, OrderWire } from './orders.js';
import type { WireNotification, WireRequest } from './requests.js';
import { SPLIT_METHODS } from './split-payment.js';
import type { CompanyWire, UserWire } from './wire.js';

/*
 * The response schemas the OpenAPI document publishes for every route (apps/server's
 * plugins/response-schemas.ts explains how they are checked). Each one that has a TypeScript wire
 * type is tied to it with `satisfies`, so the two cannot drift apart at compile time; the API test
 * suite checks them against real answers.
 */

/** A decimal as the wire carries it: a string with 4 places (`"12.5000"`). */
export const decimal = z.string().describe('Decimal as a string, 4 places');
const date = z.string().describe('YYYY-MM-DD');
const timestamp = z.string().describe('Local date and time, ISO 8601');

/** A DRF list page: count, links and one page of results. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

export const Detail = z.object({ detail: z.string() });
export const Empty = z.null().describe('No content');
export const CsvText = z.string().describe('text/csv');

export const CompanySchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  company_type: z.enum(COMPANY_TYPES),
  address: z.string(),
  contact_number: z.string(),
  parent: z.number().int().nullable(),
  credit: decimal,
  balance: decimal,
}) satisfies z.ZodType<CompanyWire>;

export const UserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  contact_number: z.string(),
  user_type: z.enum(USER_TYPES),
  user_profilepic: z.string().nullable(),
  company: CompanySchema.nullable(),
  credit: decimal,
  is_active: z.boolean(),
  is_staff: z.boolean(),
  user_extra: z.object({ id: z.number().int(), description: z.string() }).nullable(),
}) satisfies z.ZodType<UserWire>;

export const TypeLists = listOf(
  z.union([
    z.object({ user_type: z.array(z.string()) }),
    z.object({ company_type: z.array(z.string()) }),
    z.object({ request_type: z.array(z.string()) }),
  ]),
);

export const UnitSchema = z.object({ id: z.number().int(), name: z.string() }) satisfies z.ZodType<UnitWire>;
export const CategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
}) satisfies z.ZodType<CategoryWire>;

const batchFields = {
  id: z.number().int(),
  quantity: decimal,
  inventory_quantity: z.number(),
  manufacturing_date: date,
  expiry_date: date,
  in_stock: z.boolean(),
  cost_price: decimal,
  received_from: z.number().int().nullable(),
  created: timestamp,
  last_modified: timestamp,
};
export const BatchSchema = z.object({
  ...batchFields,
  product_variant: z.number().int(),
}) satisfies z.ZodType<BatchWire>;

export const ProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  bar_code: z.string(),
  token: z.boolean(),
  unit: UnitSchema.nullable(),
  category: CategorySchema.nullable(),
  quantity: decimal,
  total_quantity: decimal,
  product_variant: z.array(
    z.object({
      id: z.number().int(),
      product: z.number().int(),
      color: z.string(),
      size: z.string(),
      price: decimal,
      sale_price: decimal,
      description: z.string(),
      total_quantity: decimal,
      batch: z.array(BatchSchema),
    }),
  ),
  image_url: z.string().nullable().describe('The picture for the touch grid (absolute URL), or null'),
}) satisfies z.ZodType<ProductWire>;

/** The till's catalogue download in compact rows (offline-catalogue.ts says what each place holds). */
export const CompactProductSchema = z.tuple([
  z.number().int(),
  z.string(),
  z.string(),
  z.boolean(),
  z.array(
    z.tuple([
      z.number().int(),
      z.string(),
      z.string(),
      decimal,
      decimal,
      decimal,
      z.array(z.tuple([z.number().int(), z.number(), date, timestamp])),
    ]),
  ),
  z.string().nullable().describe('The picture’s media path (served at /media/<path>), or null'),
]) satisfies z.ZodType<CompactProduct>;

/** A page of the full catalogue download, with the stamp a till asks the next delta from. */
export const CataloguePageSchema = listOf(CompactProductSchema).extend({
  stamp: z.string().describe('Ask `?since=` this for what changed after this download'),
});

/**
 * `GET offline/catalogue/?since=<stamp>`: the compact rows of the products changed since the stamp,
 * the ids of products that left the catalogue, the count of live products, and the next stamp.
 * `stale`: the stamp is too old or too much changed; download the whole catalogue again.
 */
export const CatalogueDeltaSchema = z.object({
  stale: z.boolean(),
  stamp: z.string(),
  count: z.number().int(),
  results: z.array(CompactProductSchema),
  removed: z.array(z.number().int()),
});

const VariantRefSchema = z.object({
  id: z.number().int(),
  color: z.string(),
  size: z.string(),
  price: decimal,
  sale_price: decimal,
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    bar_code: z.string(),
    category: z.number().int().nullable(),
  }),
});
export const BatchRowSchema = z.object({
  ...batchFields,
  product_variant: VariantRefSchema,
}) satisfies z.ZodType<BatchRowWire>;

const { inventory_quantity: _held, ...inventoryBatchFields } = batchFields;
export const InventorySchema = z.object({
  id: z.number().int(),
  company: CompanySchema,
  batch: z.object({ ...inventoryBatchFields, product_variant: VariantRefSchema }),
  quantity: decimal,
  is_active: z.boolean(),
}) satisfies z.ZodType<InventoryWire>;
export const InventoryList = listOf(InventorySchema).extend({ total: decimal });

/**
 * What the server accepted to record a sale made offline (docs/selling-offline.md): a batch sold
 * beyond its stock (`quantity`: the units beyond it; `stock`: what the company holds of it now) or
 * a customer's credit taken below zero (`amount`: the part beyond what they held).
 */
export const SaleFlagSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['STOCK_BELOW_ZERO', 'CREDIT_OVER_BALANCE']),
  company: z.object({ id: z.number().int(), company_name: z.string() }),
  order: z.object({ id: z.number().int(), invoice_id: z.string(), created: z.string() }),
  batch: z.number().int().nullable(),
  product_name: z.string().nullable(),
  quantity: decimal.nullable(),
  stock: decimal.nullable(),
  customer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  amount: decimal.nullable(),
  created: z.string(),
});
export type SaleFlagWire = z.infer<typeof SaleFlagSchema>;
export const SaleFlagList = listOf(SaleFlagSchema);

export const CompanyRefSchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  company_type: z.enum(COMPANY_TYPES),
}) satisfies z.ZodType<CompanyRefWire>;

export const TransactionSchema = z.object({
  id: z.number().int(),
  transaction_id: z.string(),
  payor: UserSchema,
  payee: UserSchema,
  payment_service: z.object({ service: z.enum(PAYMENT_SERVICES) }).nullable(),
  p_s: z.enum([...FINANCE_METHODS, JOURNAL_METHOD]),
  description: z.string(),
  amount: decimal,
  created: timestamp,
  company: z.number().int(),
  journal_entry: z.number().int(),
  department: CompanyRefSchema.nullable(),
  settlement: z.enum(SETTLEMENTS).nullable(),
}) satisfies z.ZodType<TransactionWire>;

export const ExpenseSummarySchema = z.object({
  company: CompanyRefSchema,
  start_date: date,
  end_date: date,
  starting_balance: decimal,
  closing_balance: decimal,
  current_balance: decimal,
  total_credit: decimal,
  total_debit: decimal,
  total_expense: decimal,
  records_funds: decimal,
  other_funds: decimal,
}) satisfies z.ZodType<ExpenseSummaryWire>;

const accountFields = {
  id: z.number().int(),
  company: z.number().int(),
  name: z.string(),
  kind: z.enum(ACCOUNT_KINDS),
  purpose: z.enum(Object.keys(ACCOUNT_PURPOSES) as [AccountPurpose, ...AccountPurpose[]]),
  counterparty_company: z.number().int().nullable(),
  counterparty_user: z.number().int().nullable(),
};
export const AccountSchema = z.object(accountFields) satisfies z.ZodType<AccountWire>;

export const TrialBalanceSchema = z.object({
  company: CompanyRefSchema,
  date,
  rows: z.array(z.object({ ...accountFields, debit: decimal, credit: decimal })),
  total_debit: decimal,
  total_credit: decimal,
}) satisfies z.ZodType<TrialBalanceWire>;

export const StatementSchema = listOf(
  z.object({
    id: z.number().int(),
    entry: z.number().int(),
    created: timestamp,
    memo: z.string(),
    source_type: z.string(),
    debit: decimal,
    credit: decimal,
    balance: decimal,
  }) satisfies z.ZodType<StatementLineWire>,
).extend({
  account: AccountSchema,
  start_date: date,
  end_date: date,
  opening_balance: decimal,
  closing_balance: decimal,
});

export const PayableReceivableSchema = z.object({
  amount: z.array(
    z.object({
      seller_company: z.string(),
      seller_company_type: z.enum(COMPANY_TYPES),
      seller_company_id: z.number().int(),
      receivable_amount: decimal,
      payable_amount: decimal,
    }),
  ),
  total_receivable_amount: decimal,
  total_payable_amount: decimal,
}) satisfies z.ZodType<PayableReceivableWire>;

export const OrderItemSchema = z.object({
  id: z.number().int(),
  order: z.number().int(),
  price: decimal,
  discount: decimal,
  quantity: decimal,
  line_total: decimal,
  batch: z.object({
    id: z.number().int(),
    quantity: decimal,
    inventory_quantity: z.number(),
    manufacturing_date: date,
    expiry_date: date,
    product_variant: z.object({
      id: z.number().int(),
      color: z.string(),
      size: z.string(),
      price: decimal,
      sale_price: decimal,
      product: z.object({ id: z.number().int(), name: z.string(), bar_code: z.string(), token: z.boolean() }),
    }),
  }),
}) satisfies z.ZodType<OrderItemWire>;

export const OrderSchema = z.object({
  id: z.number().int(),
  invoice_id: z.string(),
  seller: z.number().int(),
  buyer: z.number().int(),
  seller_name: z.string().optional().describe('In lists: the seller and their department'),
  buyer_name: z.string().optional().describe('In lists: the buyer and their department'),
  total: decimal,
  total_discount: decimal,
  amount_received: decimal,
  amount_discount: z.boolean(),
  cash_payment: z.boolean(),
  payment_service: z.enum(PAYMENT_SERVICES).nullable(),
  transaction_id: z.string(),
  deduct_balance: z.boolean(),
  internal_order: z.boolean(),
  status: z.enum(ORDER_STATUSES),
  created: timestamp,
  order_item: z.array(OrderItemSchema),
  payments: z
    .array(
      z.object({
        method: z.enum(SPLIT_METHODS),
        amount: decimal,
        payment_service: z.enum(PAYMENT_SERVICES).nullable(),
        transaction_id: z.string(),
      }),
    )
    .optional()
    .describe('Only on a sale paid in parts: each part (cash, card with its service, credit)'),
  refund_of: z
    .number()
    .int()
    .nullable()
    .optional()
    .describe('A refund from the receipt: the sale it takes back'),
}) satisfies z.ZodType<OrderWire>;

const RequestParty = z.object({
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

/* Answers of our own endpoints (not in the original contract). */

export const CsvRowsResult = z.object({
  rows: z.array(
    z.object({
      line: z.number().int(),
      label: z.string(),
      status: z.enum(['new', 'changed', 'unchanged', 'rejected']),
      reasons: z.array(z.string()),
      changes: z.array(z.string()),
    }),
  ),
});

export const JournalEntryResult = z.object({
  journal_entry: z.number().int(),
  results: z.array(TransactionSchema),
});

export const BooksCheckSchema = z.object({
  reconciles: z.boolean(),
  violations: z.array(
    z.object({
      check: z.string(),
      message: z.string(),
      company: z.number().int().nullable(),
      expected: decimal,
      actual: decimal,
    }),
  ),
});

export const ReorderLevelSchema = z.object({
  company: z.number().int(),
  product_variant: z.number().int(),
  level: decimal,
  stock: decimal,
  low: z.boolean(),
});
export const ReorderLevelSet = z.object({
  company: z.number().int(),
  product_variant: z.number().int(),
  level: decimal.nullable(),
});

export const RecipientSchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  company_type: z.string(),
  users: z.array(
    z.object({
      id: z.number().int(),
      username: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      user_type: z.string(),
    }),
  ),
});

export const InvoiceBlockSchema = z.object({
  id: z.number().int(),
  till: z.string(),
  prefix: z.string(),
  company: z.number().int(),
  first: z.number().int(),
  last: z.number().int(),
});

export const NotificationList = listOf(NotificationSchema).extend({ unread: z.number().int() });
export const MarkedRead = z.object({ marked: z.number().int() });
export const EventStream = z.string().describe('text/event-stream');
export const OrderTypes = listOf(z.object({ status: z.enum(ORDER_STATUSES) }));
export const InvoiceIdList = listOf(z.object({ InvoiceID: z.string() }));
