/**
 * The refusals the server writes itself (not a rule of a form): headers, filters, the framework's
 * own faults and the modules' refusals. Written once here so that `MESSAGES_UR` can give each its
 * Urdu (docs/i18n.md, "Server messages") and a test can check none is missing.
 */
export const SERVER_MSG = {
  // DRF's wording for common faults.
  selectValidChoice: 'Select a valid choice.',
  validInteger: 'A valid integer is required.',
  enterNumber: 'Enter a number.',
  invalidPage: 'Invalid page.',
  invalidTokenHeader: 'Invalid token header.',
  invalidOrExpiredToken: 'Invalid or expired token.',
  unsupportedMediaType: 'Unsupported media type in request.',
  unsupportedMultipart: 'Unsupported media type "multipart/form-data" in request.',
  bodyTooLarge: 'Request body is too large.',
  valueNotStorable: 'The request holds a value the books cannot store.',
  serverError: 'A server error occurred.',
  nullCharacters: 'Null characters are not allowed.',
  jsonParseError: (detail: string) => `JSON parse error - ${detail}`,
  multipartParseError: (detail: string) => `Multipart form parse error - ${detail}`,
  invalidHost: (host: string) => `Invalid HTTP_HOST header: '${host}'.`,
  invalidChoiceQuoted: (value: string) => `"${value}" is not a valid choice.`,

  // Headers (lib/headers.ts).
  headerNotUuid: (label: string) => `${label} must be a UUID.`,
  tillIdHeader: 'X-Till-Id must name a till: a UUID other than all zeros.',
  tillSessionHeader: 'X-Till-Session must be a session id.',
  expiredApprovalHeader: 'X-Expired-Approval is not an approval.',
  creditApprovalHeader: 'X-Credit-Approval is not an approval.',
  saleMadeAtHeader: 'X-Sale-Made-At must be a date and time (ISO 8601, with its offset).',
  refundNeedsKey: 'A refund needs an Idempotency-Key header (a UUID).',
  requestKeyConflict: 'This Idempotency-Key was used for a different request.',
  offlineSince: 'Enter a stamp this endpoint gave (an ISO 8601 date and time).',

  // An account without a company.
  noCompanyToReceive: 'Your account has no company to receive stock into.',
  noCompanyToWriteOff: 'Your account has no company to write stock off from.',
  noCompanyForStock: 'Your account has no company whose stock to use.',
  noCompanyForCatalogue: 'Your account has no company whose catalogue to use.',
  noCompanyToCount: 'Your account has no company to count.',

  // Modules.
  partyStatementOnly: 'A statement is of a customer’s or vendor’s account (receivable or payable).',
  batchAlreadyBought: 'Batch already bought.',
  batchBoughtByOther: (batch: number | string) => `Batch ${batch} was already bought by another order.`,
  invoiceTaken: (invoice: string) => `Invoice number ${invoice} is taken.`,
  noRuleFromSupplier: (variant: number, supplier: string) =>
    `Product ${variant} has no rule ordering from ${supplier}.`,
  unknownProduct: 'Unknown product.',
  requestInOwnName: 'A request is sent in your own name.',
  transferToRequester: 'The transfer must be sold by your company to the requesting department.',
  defaultTaxRaced: 'Another tax category was just made the default; try again.',
} as const;

/** Internal orders (purchases, transfers, returns): orders/internal-plan.ts. */
export const INTERNAL_ORDER_MSG = {
  betweenCompanies: 'An internal order is between your company and another department or a vendor.',
  vendorOnlyReturns: 'Goods go to a vendor only as a return.',
  returnIsTo: 'A return sends goods from your company: you are its seller.',
  cashOnlyVendors: 'Cash given is only for vendors.',
  purchaseNeedsBatch: 'A purchase line needs a new batch (order_batch) or a batch you have just received.',
  notNewReceipt: (id: number) => `Batch ${id} is not a new receipt of your company that no order has bought.`,
  receiptQuantity: (id: number) => `The quantity of the line must equal what batch ${id} received.`,
  receiptOnAccount: (id: number) =>
    `Batch ${id} was received from a supplier and is already on its account; it is not bought again.`,
  transferNeedsBatch: 'A line sent to a department names one of your batches.',
} as const;

/** Why a row of a catalogue or stock CSV import was refused (catalog/csv). */
export const CSV_IMPORT_MSG = {
  productNotSaved: 'Could not be saved; nothing of this product was written.',
  rowNotSaved: 'Could not be saved; this row was not written.',
  unknownCategory: (name: string) => `Unknown category "${name}"`,
  unknownUnit: (name: string) => `Unknown unit "${name}"`,
  unknownTaxCategory: (name: string) => `Unknown tax category "${name}"`,
  tokenYesNo: 'token must be yes or no',
  inStockYesNo: 'in_stock must be yes or no',
  variantIdNumber: 'variant_id must be a whole number or blank',
  batchIdNumber: 'batch_id must be a whole number or blank',
  productDiffers: (line: number) => `Product details differ from row ${line}`,
  unitsDiffer: (line: number) => `units differ from row ${line}`,
  notLiveVariant: (id: number) => `Variant ${id} is not a live variant of this product`,
  variantTwice: (id: number) => `Variant ${id} appears twice`,
  variantMissing: (id: number) => `Variant ${id} does not exist`,
  batchMissing: (id: number) => `Batch ${id} does not exist`,
  noVariantMatch: (barcode: string, colour: string, size: string) =>
    `No product variant with barcode "${barcode}", colour "${colour}" and size "${size}"`,
  severalVariants: 'Several variants match; give variant_id',
  unitsFormat: 'write it as name:count:barcode:sale price:cost price',
} as const;
