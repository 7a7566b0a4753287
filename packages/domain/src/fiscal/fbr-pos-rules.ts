/*
 * The FBR POS invoice as the authority publishes it, as data (docs/domain/fiscal.md).
 *
 * Specification: FBR / PRAL "Integration of Software Fiscalization Component", Invoice Model and
 * InvoiceItems tables, with the "Sample JSON Format for FBR IMS Component", as published in the
 * public repository Tier3-Pk/FBR-POS-INTEGRATION-SERVICES (commit ea5011e, read 2026-11-27). The
 * text carries no version number of its own; we call it "IMS Fiscal, 2021 text" and pin the commit.
 * Receipt and fee rules: SRO 1006(I)/2021 and SRO 1279(I)/2021. Where a rule is our reading and
 * not the published text, its `source` says so.
 */

export const FBR_POS_SPEC = {
  name: 'FBR POS Integration of Software Fiscalization Component (IMS Fiscal)',
  version: 'IMS Fiscal, 2021 text, as published in Tier3-Pk/FBR-POS-INTEGRATION-SERVICES@ea5011e',
  read: '2026-11-27',
} as const;

/** The fiscal component on the shop's network and the cloud route (sandbox and production hosts). */
export const FBR_POS_ROUTES = {
  localPath: '/api/IMSFiscal/GetInvoiceNumberByModel',
  localHealthPath: '/api/IMSFiscal/Get',
  localDefaultUrl: 'http://localhost:8524/api/IMSFiscal/GetInvoiceNumberByModel',
  cloudPath: '/imsp/v1/api/Live/PostData',
  cloudSandboxUrl: 'https://esp.fbr.gov.pk:8244/FBR/v1/api/Live/PostData',
  cloudProductionUrl: 'https://gw.fbr.gov.pk/imsp/v1/api/Live/PostData',
} as const;

/** The answer's `Code` when the invoice is accepted (both routes). */
export const FBR_POS_ACCEPTED_CODE = '100';

/** Invoice-level PaymentMode codes. */
export const FBR_PAYMENT_MODES = {
  CASH: 1,
  CARD: 2,
  GIFT_VOUCHER: 3,
  LOYALTY_CARD: 4,
  MIXED: 5,
  CHEQUE: 6,
} as const;
export type FbrPaymentMode = (typeof FBR_PAYMENT_MODES)[keyof typeof FBR_PAYMENT_MODES];

/** Invoice-level InvoiceType codes: a new sale, a debit note, a credit note (a refund). */
export const FBR_INVOICE_TYPES = { NEW: 1, DEBIT: 2, CREDIT: 3 } as const;
export type FbrInvoiceType = (typeof FBR_INVOICE_TYPES)[keyof typeof FBR_INVOICE_TYPES];

/** Item-level InvoiceType codes: 11 and 12 are the Third Schedule counterparts of 1 and 3. */
export const FBR_ITEM_TYPES = {
  NEW: 1,
  CREDIT: 3,
  THIRD_SCHEDULE_NEW: 11,
  THIRD_SCHEDULE_CREDIT: 12,
} as const;
export type FbrItemType = (typeof FBR_ITEM_TYPES)[keyof typeof FBR_ITEM_TYPES];

/** Which item types an invoice of each type may carry (a debit note's items are new supplies: our reading). */
export const FBR_ITEM_TYPES_OF_INVOICE: Record<FbrInvoiceType, readonly FbrItemType[]> = {
  1: [1, 11],
  2: [1, 11],
  3: [3, 12],
};

/** How a text field is checked. */
export interface TextRule {
  kind: 'text';
  required: boolean;
  maxLength: number;
  /** The whole value must match, when not empty. */
  pattern?: RegExp;
  /** What the pattern means, for the message. */
  format?: string;
  source: string;
}

/** How a number field is checked. */
export interface NumberRule {
  kind: 'number';
  required: boolean;
  integer?: boolean;
  /** Most places after the decimal point. */
  decimals?: number;
  min?: number;
  max?: number;
  /** Allowed values, when the field is a code. */
  oneOf?: readonly number[];
  source: string;
}

export type FieldRule = TextRule | NumberRule;

const TABLE = 'Invoice Model table';
const ITEMS = 'InvoiceItems table';
/** The published type of every amount is `double` with no stated places; 4 is the precision we store, so the payload carries our figures exactly. */
const AMOUNT_DECIMALS = 4;
const AMOUNT_SOURCE = 'double; places: ours (the stored precision, 4)';

const amount = (required: boolean, source: string): NumberRule => ({
  kind: 'number',
  required,
  decimals: AMOUNT_DECIMALS,
  source: `${source}: ${AMOUNT_SOURCE}`,
});

/** Invoice fields in the order the specification lists them. */
export const FBR_INVOICE_FIELDS = {
  InvoiceNumber: {
    kind: 'text',
    required: false,
    maxLength: 30,
    pattern: /^$/,
    format: 'blank (the authority fills it)',
    source: `${TABLE}: varchar(30), Blank`,
  },
  POSID: {
    kind: 'number',
    required: true,
    integer: true,
    min: 1,
    max: Number.MAX_SAFE_INTEGER,
    source: `${TABLE}: bigint, Compulsory`,
  },
  USIN: { kind: 'text', required: true, maxLength: 50, source: `${TABLE}: varchar(50), Compulsory` },
  RefUSIN: {
    kind: 'text',
    required: false,
    maxLength: 50,
    source: `${TABLE}: varchar(50), Optional; required on a credit note: ours`,
  },
  DateTime: {
    kind: 'text',
    required: true,
    maxLength: 19,
    pattern: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    format: 'yyyy-MM-dd HH:mm:ss, Pakistan time',
    source: `${TABLE}: datetime, Compulsory; format from the sample JSON`,
  },
  BuyerName: { kind: 'text', required: false, maxLength: 150, source: `${TABLE}: varchar(150), Optional` },
  BuyerNTN: {
    kind: 'text',
    required: false,
    maxLength: 9,
    pattern: /^\d{7}(-\d)?$/,
    format: '7 digits, optionally a dash and a check digit',
    source: `${TABLE}: varchar(9), Optional, sample 1234567-8`,
  },
  BuyerCNIC: {
    kind: 'text',
    required: false,
    maxLength: 13,
    pattern: /^\d{13}$/,
    format: '13 digits without dashes',
    source: `${TABLE}: varchar(13), Optional, sample 1111122222223`,
  },
  BuyerPhoneNumber: {
    kind: 'text',
    required: false,
    maxLength: 20,
    pattern: /^\+?[0-9][0-9 -]*$/,
    format: 'digits, spaces and dashes, optionally a leading +',
    source: `${TABLE}: varchar(20), Optional; characters: ours`,
  },
  TotalSaleValue: amount(true, `${TABLE}: Compulsory, sum of item sale values excluding tax`),
  TotalTaxCharged: amount(true, `${TABLE}: Compulsory, sum of item tax`),
  Discount: amount(false, `${TABLE}: Optional, sum of item discount`),
  FurtherTax: amount(false, `${TABLE}: Optional, sum of further tax`),
  TotalBillAmount: amount(true, `${TABLE}: Compulsory`),
  TotalQuantity: amount(true, 'Sample JSON (not in the table): sum of item quantities'),
  PaymentMode: {
    kind: 'number',
    required: true,
    integer: true,
    oneOf: Object.values(FBR_PAYMENT_MODES),
    source: `${TABLE}: Int, Compulsory, 1 Cash … 6 Cheque`,
  },
  InvoiceType: {
    kind: 'number',
    required: true,
    integer: true,
    oneOf: Object.values(FBR_INVOICE_TYPES),
    source: `${TABLE}: Int, Compulsory, 1 New, 2 Debit, 3 Credit`,
  },
} as const satisfies Record<string, FieldRule>;

/** Item fields in the order the specification lists them. */
export const FBR_ITEM_FIELDS = {
  ItemCode: { kind: 'text', required: true, maxLength: 50, source: `${ITEMS}: varchar(50), Compulsory` },
  ItemName: { kind: 'text', required: true, maxLength: 150, source: `${ITEMS}: varchar(150), Compulsory` },
  PCTCode: {
    kind: 'text',
    required: true,
    maxLength: 8,
    pattern: /^\d{4,8}$/,
    format: '4 to 8 digits (Pakistan Customs Tariff code)',
    source: `${ITEMS}: varchar(8), Compulsory, at most 8; at least 4 digits: ours (an HS heading)`,
  },
  Quantity: {
    kind: 'number',
    required: true,
    decimals: AMOUNT_DECIMALS,
    source: `${ITEMS}: double, Compulsory; places: ours`,
  },
  TaxRate: {
    kind: 'number',
    required: true,
    decimals: 2,
    min: 0,
    max: 100,
    source: `${ITEMS}: float, Compulsory; at most 2 places as Odoo l10n_pk_edi_pos sends it`,
  },
  SaleValue: amount(true, `${ITEMS}: Compulsory, the value on which tax is charged, excluding tax`),
  Discount: amount(false, `${ITEMS}: Optional`),
  FurtherTax: amount(false, `${ITEMS}: Optional`),
  TaxCharged: amount(true, `${ITEMS}: Compulsory`),
  TotalAmount: amount(true, `${ITEMS}: Compulsory`),
  InvoiceType: {
    kind: 'number',
    required: true,
    integer: true,
    oneOf: Object.values(FBR_ITEM_TYPES),
    source: `${ITEMS}: Int, Compulsory, 1, 3, 11, 12`,
  },
  RefUSIN: {
    kind: 'text',
    required: false,
    maxLength: 50,
    source: `${ITEMS}: varchar, Optional (credit or debit note)`,
  },
} as const satisfies Record<string, FieldRule>;

/**
 * Rules across fields. The published text states the sums; the others are our reading, each
 * marked, and the stand-in enforces them all so a payload that breaks one never leaves a test.
 */
export const FBR_CROSS_RULES = {
  /** Invoice totals are the sums of their items' fields (published: "Sum of Item …"). */
  sums: [
    ['TotalSaleValue', 'SaleValue'],
    ['TotalTaxCharged', 'TaxCharged'],
    ['Discount', 'Discount'],
    ['FurtherTax', 'FurtherTax'],
    ['TotalQuantity', 'Quantity'],
  ] as const,
  /** TotalAmount = SaleValue + TaxCharged + FurtherTax (published sample: 1,298 + 221 = 1,519). */
  itemTotal: true,
  /**
   * TotalBillAmount = TotalSaleValue + TotalTaxCharged + FurtherTax, plus the POS service fee on a
   * new sale (SRO 1279(I)/2021: Re 1 per invoice, collected from the buyer). Ours: the published
   * text does not say where the fee goes; Odoo adds it to TotalSaleValue instead.
   */
  posServiceFee: '1',
  /** |TaxCharged − SaleValue × TaxRate / 100| at most one paisa on a line not in the Third Schedule (ours, from Odoo's note that the FBR recomputes the tax; a Third Schedule line is taxed on its retail price). */
  taxTolerance: '0.01',
  /** A credit note names the sale it takes back in RefUSIN (ours: the text says optional). */
  creditNeedsRefUsin: true,
  /** Quantities are positive on a sale and negative on a credit note (ours, as Odoo refuses "lines that go against the order"). */
  quantitySignFollowsType: true,
  /** At least one item (published: List<InvoiceItems>, Compulsory). */
  minItems: 1,
} as const;
