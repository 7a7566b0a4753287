/*
 * FBR Digital Invoicing (DI), the service through which a sales-tax-registered business issues its
 * invoices to registered buyers (docs/domain/fiscal.md, "Digital Invoicing"). The rules are the
 * published text's as data: PRAL's "Technical Specification for DI API", version 1.12
 * (24 July 2025), read through the public extracts cited in the doc. Each rule says where it comes
 * from; "ours" marks our reading. The builder uses the order's stored figures only, like the POS
 * payload: nothing is taxed again, so the invoice equals the receipt to the paisa.
 */

export const FBR_DI_SPEC = 'PRAL Technical Specification for DI API v1.12 (24-July-2025)';

/** Where DI answers: one host; the sandbox's routes end in `_sb` (spec §3.1, §3.2). */
export const FBR_DI_ROUTES = {
  origin: 'https://gw.fbr.gov.pk',
  postPath: '/di_data/v1/di/postinvoicedata',
  validatePath: '/di_data/v1/di/validateinvoicedata',
  sandboxSuffix: '_sb',
} as const;

/** invoiceType (spec §4): a sale, and the note that corrects one (our returns and refunds, ours). */
export const FBR_DI_INVOICE_TYPES = { SALE: 'Sale Invoice', DEBIT_NOTE: 'Debit Note' } as const;
export type FbrDiInvoiceType = (typeof FBR_DI_INVOICE_TYPES)[keyof typeof FBR_DI_INVOICE_TYPES];

/** buyerRegistrationType (spec §4). */
export const FBR_DI_REGISTRATION_TYPES = ['Registered', 'Unregistered'] as const;
export type FbrDiRegistrationType = (typeof FBR_DI_REGISTRATION_TYPES)[number];

/**
 * Provinces as DI's reference API (`/pdi/v1/provinces`) names them. The spec gives the route, not
 * the list: these names are vendors' copies of its answer (inference; check against the API).
 */
export const FBR_DI_PROVINCES = [
  'PUNJAB',
  'SINDH',
  'KHYBER PAKHTUNKHWA',
  'BALOCHISTAN',
  'CAPITAL TERRITORY',
  'GILGIT BALTISTAN',
  'AZAD JAMMU AND KASHMIR',
] as const;

/**
 * Sale types. "Goods at standard rate (default)" is the spec's sample; the others are the
 * transaction types of DI's reference API (`/pdi/v1/transtypecode`) as vendors list them (inference).
 * Which our lines use: standard-rated goods, Third Schedule goods (printed retail price), and goods
 * at a rate of 0 (exempt, ours: a category at 0%).
 */
export const FBR_DI_SALE_TYPES = {
  STANDARD: 'Goods at standard rate (default)',
  REDUCED: 'Goods at Reduced Rate',
  THIRD_SCHEDULE: '3rd Schedule Goods',
  EXEMPT: 'Exempt goods',
  ZERO_RATED: 'Goods at zero-rate',
} as const;
export const FBR_DI_SALE_TYPE_LIST: readonly string[] = Object.values(FBR_DI_SALE_TYPES);

/**
 * Units of measure (`/pdi/v1/uom`). "Numbers, pieces, units" is the spec's sample and our default
 * (we sell by the piece unless told); the others as vendors list the reference API (inference).
 */
export const FBR_DI_UOMS = [
  'Numbers, pieces, units',
  'KG',
  'Liter',
  'Meter',
  'Square Metre',
  'Dozen',
  'Pair',
  'Carat',
  'Gram',
  'MT',
  'Bill of lading',
  'SET',
  'Kilowatt hour',
  '1000 kWh',
  'Mega Watt',
  'Packs',
  'Others',
] as const;
export const FBR_DI_DEFAULT_UOM = 'Numbers, pieces, units';

export interface FbrDiItem {
  hsCode: string;
  productDescription: string;
  rate: string;
  uoM: string;
  quantity: number;
  totalValues: number;
  valueSalesExcludingST: number;
  fixedNotifiedValueOrRetailPrice: number;
  salesTaxApplicable: number;
  salesTaxWithheldAtSource: number;
  extraTax: number;
  furtherTax: number;
  sroScheduleNo: string;
  fedPayable: number;
  discount: number;
  saleType: string;
  sroItemSerialNo: string;
}

export interface FbrDiInvoice {
  invoiceType: FbrDiInvoiceType;
  invoiceDate: string;
  sellerNTNCNIC: string;
  sellerBusinessName: string;
  sellerProvince: string;
  sellerAddress: string;
  buyerNTNCNIC: string;
  buyerBusinessName: string;
  buyerProvince: string;
  buyerAddress: string;
  buyerRegistrationType: FbrDiRegistrationType;
  invoiceRefNo: string;
  /** Sandbox only: the test scenario (SN001 standard-rated goods to a registered buyer). */
  scenarioId?: string;
  items: FbrDiItem[];
}

/** Who trades, as our records hold them. */
export interface FbrDiParty {
  ntn?: string | null | undefined;
  cnic?: string | null | undefined;
  name: string;
  province: string;
  address: string;
  registered?: boolean;
}

export interface FbrDiContext {
  seller: FbrDiParty;
  buyer: FbrDiParty;
  /** A Debit Note: the DI invoice number of the invoice it corrects. */
  refInvoiceNo?: string | null | undefined;
  /** Tax categories of Third Schedule goods (sale type "3rd Schedule Goods", retail price reported). */
  thirdScheduleCategories?: readonly number[] | undefined;
  /** The unit of each line (by variant id); the default is pieces. */
  uomOf?: ((variantId: number) => string | undefined) | undefined;
  /** A Third Schedule line's printed retail price per unit (by variant id). */
  retailPriceOf?: ((variantId: number) => string | null | undefined) | undefined;
  /** Sandbox: the scenario id sent with each invoice. */
  scenarioId?: string | undefined;
  utcOffsetMinutes?: number | undefined;
}

/** Lengths: the spec gives none for names and addresses; these are ours (what our records hold). */
export const FBR_DI_LIMITS = { name: 255, address: 255, productDescription: 255 } as const;
