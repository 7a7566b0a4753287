/*
 * The response schemas the OpenAPI document publishes for every route (apps/server's
 * plugins/response-schemas.ts explains how they are checked). Each one that has a TypeScript wire
 * type is tied to it with `satisfies`, so the two cannot drift apart at compile time; the API test
 * suite checks them against real answers.
 *
 * Split by domain into this folder; this index re-exports the names the one file had.
 */

export {
  BatchRowSchema,
  BatchSchema,
  CatalogueDeltaSchema,
  CataloguePageSchema,
  CategorySchema,
  CompactProductSchema,
  InventoryList,
  InventorySchema,
  ProductSchema,
  TradeUnitSchema,
  UnitSchema,
} from './catalog.js';
export { CsvText, Detail, decimal, Empty, listOf } from './common.js';
export {
  AccountSchema,
  CompanyRefSchema,
  ExpenseSummarySchema,
  PayableReceivableSchema,
  StatementSchema,
  TransactionSchema,
  TrialBalanceSchema,
} from './finance.js';
export {
  InvoiceIdList,
  OrderItemSchema,
  OrderSchema,
  OrderTypes,
  SaleFlagList,
  SaleFlagSchema,
  type SaleFlagWire,
} from './orders.js';
export {
  CompanyNameSchema,
  CompanySchema,
  TypeLists,
  UserNameSchema,
  UserSchema,
} from './organisation.js';
export {
  BooksCheckSchema,
  CsvRowsResult,
  InvoiceBlockSchema,
  JournalEntryResult,
  RecipientSchema,
  ReorderLevelSchema,
  ReorderLevelSet,
} from './own-endpoints.js';
export {
  ProposalLineSchema,
  ProposalList,
  ReplenishmentRuleSchema,
  RuleRemoved,
  SupplierSchema,
} from './replenishment.js';
export { EventStream, MarkedRead, NotificationList, NotificationSchema, RequestSchema } from './requests.js';
export {
  CompanyTaxSettingsSchema,
  type CompanyTaxSettingsWire,
  TaxCategoryList,
  TaxCategorySchema,
  type TaxCategoryWire,
  TaxRateSchema,
  type TaxRateWire,
} from './tax.js';
