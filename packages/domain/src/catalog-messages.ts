/**
 * The catalogue and stock messages (spec 5.3, 5.4, 8), written once: the product and batch forms
 * show them at their fields and the server returns the same text in its DRF-shaped errors.
 */
export const CATALOG_MSG = {
  nameRequired: 'Name is required',
  barcodeRequired: 'Barcode is required',
  variantRequired: 'At least one product variant is required',
  priceRequired: 'Price is required',
  priceNotPositive: 'price should be greater than zero',
  numbersOnly: 'Only numbers are allowed',
  notNegative: 'Ensure this value is greater than or equal to 0.',
  quantityRequired: 'Quantity is required',
  quantityNotPositive: 'Quantity should be greater than zero',
  batchVariantRequired: 'Product Variant is required, please select any or add product',
  batchDatesRequired: 'Manufacture & Expiry Dates are required',
  dateInvalid: 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.',
  expiryBeforeManufacture: 'Expiry date cannot be before the manufacturing date.',
  /** A warning, not a refusal: expired stock may still be received (to return it, say). */
  expiryInPast:
    "This expiry date is in the past: the batch will be expired from the start, sold at the counter only with a manager's approval.",
  lastVariant: 'You cannot delete last product variant.',
  barcodeTaken: 'product with this bar code already exists.',
  variantLocked: 'The product variant of a batch cannot be changed.',
  receivedFromInvalid: 'Goods are received from a vendor or another department of your business.',
  batchHoldsStock: (held: string) =>
    `This batch still holds ${held} in stock. Set its quantity to what is left (a write-off) or send the goods elsewhere before deleting it.`,
  productHoldsStock: (held: string) =>
    `This product still holds ${held} in stock. Write the stock off or send it elsewhere before deleting it.`,
  variantHoldsStock: (held: string) =>
    `This variant still holds ${held} in stock. Write the stock off or send it elsewhere before deleting it.`,
  variantNotOfProduct: 'This variant belongs to another product.',
  tooManyDecimals: 'Ensure that there are no more than 4 decimal places.',
  tooManyDigits: 'Ensure that there are no more than 10 digits before the decimal point.',
} as const;

/** "Ensure this field has no more than 50 characters." (DRF's wording for a too-long text). */
export const maxLengthMessage = (max: number): string =>
  `Ensure this field has no more than ${max} characters.`;

/** Why a change was refused because it would take a company's stock of a batch below zero. */
export const stockBelowZeroMessage = (available: string): string =>
  `Stock cannot go below zero: only ${available} left in this batch.`;
