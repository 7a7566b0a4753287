import { z } from 'zod';
import {
  barcodeError,
  batchDateError,
  costPriceError,
  DESCRIPTION_MAX,
  decimalError,
  maxLengthError,
  priceError,
  productNameError,
  quantityError,
  salePriceError,
  VARIANT_TEXT_MAX,
} from './catalog.js';
import { CATALOG_MSG } from './catalog-messages.js';
import { normaliseDate } from './dates.js';
import { listTooLongMessage, MAX_LIST_LENGTH } from './messages.js';
import { BoolInput, IdInput } from './organisation-schemas.js';
import { normaliseHsCode, TAX_MSG } from './tax.js';

/*
 * Request bodies of the catalogue endpoints (contract O3, O4, O10, O11). They accept what the
 * original client sends (decimal strings or numbers, `unit`/`category` as objects, ids as numbers
 * or text) and carry the messages of spec 5.3 and 5.4, so the web and the server agree.
 */

type Check = (value: string) => string | null;
const rule = (check: Check) => (value: string, ctx: z.RefinementCtx) => {
  const message = check(value);
  if (message) ctx.addIssue({ code: 'custom', message });
};
/** Numbers and text alike become text; absent becomes '' so the rule reports "required". */
const asText = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v);
const checkedText = (check: Check) => z.preprocess(asText, z.string().trim()).superRefine(rule(check));
const optionalText = (max: number) =>
  z
    .preprocess(asText, z.string().trim())
    .superRefine(rule((v) => maxLengthError(v, max)))
    .optional();

/**
 * `unit` and `category` as the client sends them: `null`, `{id, name}`, an id, or the form's
 * "Others" value 0; all but a positive id mean "none".
 */
export const RelatedInput = z.preprocess((v) => {
  const raw = v !== null && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : v;
  if (raw === '' || raw === 0 || raw === '0' || raw === undefined) return null;
  return raw;
}, IdInput);

export const VariantBody = z.object({
  /** Present on PUT for a variant that already exists. */
  id: IdInput.optional(),
  color: optionalText(VARIANT_TEXT_MAX),
  size: optionalText(VARIANT_TEXT_MAX),
  description: optionalText(DESCRIPTION_MAX),
  price: checkedText(priceError),
  sale_price: checkedText(salePriceError).transform((v) => (v === '' ? '0' : v)),
  /**
   * Third Schedule goods: the printed retail price of one unit, on which sales tax is charged
   * (docs/domain/tax.md); null or '' for none. Left out on PUT, the stored one is kept.
   */
  retail_price: z
    .preprocess(
      (v) => (v === '' || v === null ? null : typeof v === 'number' ? String(v) : v),
      z
        .string()
        .trim()
        .superRefine(rule((v) => decimalError(v, { required: null, positive: null })))
        .nullable(),
    )
    .optional(),
});
export type VariantBody = z.infer<typeof VariantBody>;

/** `POST product/` (O3). */
export const CreateProductBody = z.object({
  name: checkedText(productNameError),
  bar_code: checkedText(barcodeError),
  token: z.preprocess((v) => v ?? false, BoolInput),
  unit: RelatedInput.optional(),
  category: RelatedInput.optional(),
  /** Its tax category (docs/domain/tax.md): an id of the group's, or null. Left out on PUT, the stored one is kept. */
  tax_category: RelatedInput.optional(),
  /** HS/PCT code: 4 to 8 digits (dots dropped), or '' for none. Left out on PUT, the stored one is kept. */
  hs_code: z
    .preprocess(asText, z.string().trim())
    .superRefine(rule((v) => (normaliseHsCode(v) === null ? TAX_MSG.hsCode : null)))
    .transform((v) => normaliseHsCode(v) ?? v)
    .optional(),
  product_variant: z.preprocess(
    (v) => v ?? [],
    z.array(VariantBody).min(1, CATALOG_MSG.variantRequired).max(MAX_LIST_LENGTH, listTooLongMessage()),
  ),
});
export type CreateProductBody = z.infer<typeof CreateProductBody>;

/** `PUT product/<id>/` (O4): the same fields; variants with an `id` are updated, the others added. */
export const UpdateProductBody = CreateProductBody;
export type UpdateProductBody = CreateProductBody;

/**
 * `PATCH product/<id>/image/`: the picture comes as multipart `image_url` (a PNG, JPEG or WebP of
 * at most 2 MB, as a logo); JSON `{"image_url": null}` removes it.
 */
export const UpdateProductImageBody = z.object({ image_url: z.union([z.string(), z.null()]).optional() });
export type UpdateProductImageBody = z.infer<typeof UpdateProductImageBody>;

const dateField = z
  .preprocess(asText, z.string().trim())
  .superRefine(rule(batchDateError))
  .transform((v) => normaliseDate(v) ?? v);

const batchFields = {
  product_variant: z.preprocess(
    (v) => (v !== null && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : (v ?? null)),
    IdInput.superRefine((v, ctx) => {
      if (v === null) ctx.addIssue({ code: 'custom', message: CATALOG_MSG.batchVariantRequired });
    }),
  ),
  quantity: checkedText(quantityError),
  manufacturing_date: dateField,
  expiry_date: dateField,
  in_stock: z.preprocess((v) => v ?? true, BoolInput),
  /** What one unit is valued at in the books; the variant's cost price when left out. */
  cost_price: checkedText(costPriceError).optional(),
  /**
   * The company the goods came from: a vendor's company or another department, whose payable the
   * receipt posts to. Left out, the goods are opening stock (counted in at the start).
   */
  received_from: IdInput.optional(),
};

const expiryNotBeforeManufacture = (
  v: { manufacturing_date?: string | undefined; expiry_date?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (v.manufacturing_date && v.expiry_date && v.expiry_date < v.manufacturing_date) {
    ctx.addIssue({ code: 'custom', path: ['expiry_date'], message: CATALOG_MSG.expiryBeforeManufacture });
  }
};

/** `POST batch/` (O10): a new lot of one variant, received into the caller's company. */
export const CreateBatchBody = z.object(batchFields).superRefine(expiryNotBeforeManufacture);
export type CreateBatchBody = z.infer<typeof CreateBatchBody>;

/** `PATCH batch/<id>/` (O11): any subset; `id` is ignored and the variant cannot change. */
export const UpdateBatchBody = z
  .object({
    product_variant: batchFields.product_variant.optional(),
    quantity: batchFields.quantity.optional(),
    manufacturing_date: dateField.optional(),
    expiry_date: dateField.optional(),
    in_stock: BoolInput.optional(),
    cost_price: checkedText(costPriceError).optional(),
  })
  .superRefine(expiryNotBeforeManufacture);
export type UpdateBatchBody = z.infer<typeof UpdateBatchBody>;

/** `POST batch/<id>/write-off/`: stock of a batch that is gone (expired, damaged, lost), with why. */
export const WriteOffBody = z.object({
  quantity: checkedText(quantityError),
  reason: z.preprocess(asText, z.string().trim().max(200)).optional(),
});
export type WriteOffBody = z.infer<typeof WriteOffBody>;

/** A query value as it arrives: one text, or several when the key repeats (the last one counts). */
const QueryValue = z.union([z.string(), z.array(z.string())]).optional();

/** How `product/` orders its list: newest first (the contract's order), or in stock first. */
export const PRODUCT_ORDERINGS = ['newest', 'in_stock'] as const;
export type ProductOrdering = (typeof PRODUCT_ORDERINGS)[number];

/**
 * `GET product/`'s query (contract O3 plus the touch grid's): every filter is optional and an empty
 * value is no filter. `ordering=in_stock` lists the products with stock in the caller's company
 * first, each part by name, so the touch grid pages through a category the way a cashier looks
 * for a product; an unknown ordering is a 400 naming it.
 */
export const ProductListQuery = z.looseObject({
  search: QueryValue.describe('Name or barcode contains this text'),
  page: QueryValue.describe('Page number, from 1'),
  name__icontains: QueryValue.describe('Name contains this text, ignoring case'),
  bar_code: QueryValue.describe('Barcode is exactly this'),
  quantity__gte: QueryValue.describe("Stock in the caller's company is at least this"),
  category: QueryValue.describe('Only products of this category (id)'),
  ordering: QueryValue.describe(
    "`newest` (default): newest first; `in_stock`: products with stock in the caller's company first, then by name",
  ),
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;
