import type { BatchWire, ProductWire, VariantWire } from './catalog-wire.js';
import { D } from './decimal.js';

/*
 * The till's catalogue download (`GET offline/catalogue/`, docs/selling-offline.md) in a compact
 * form: only what selling offline reads, as arrays rather than objects, so a page of 1000 products
 * is a fraction of `product/`'s nesting to build, send and parse. The till expands each row back to
 * the `product/` shape it keeps (`expandCompactProduct`), so the counter reads one shape online and
 * offline.
 */

/** A batch: id, the caller company's stock, expiry date, when it was received. */
export type CompactBatch = [id: number, stock: number, expiry: string, created: string];
/**
 * A variant: id, colour, size, cost price, sale price, its stock in the caller's company, batches,
 * and its printed retail price or null (Third Schedule goods' tax). Rows an older till stored have
 * no retail price place.
 */
export type CompactVariant = [
  id: number,
  color: string,
  size: string,
  price: string,
  salePrice: string,
  stock: string,
  batches: CompactBatch[],
  retailPrice?: string | null,
];
/**
 * A live trade unit (docs/domain/units.md): id, name, count of base units, barcode ('' for none),
 * its own sale price or null (the variant's sale price × count).
 */
export type CompactUnit = [
  id: number,
  name: string,
  count: number,
  barCode: string,
  salePrice: string | null,
];
/**
 * A product: id, name, barcode, token, variants, its picture's media path (short: served at
 * `/media/<path>`) or null, its category's id or null (the touch grid offline), and its tax
 * category's id or null (a sale's tax offline). Rows an older till stored have no picture, category
 * or tax category place.
 */
export type CompactProduct = [
  id: number,
  name: string,
  barCode: string,
  token: boolean,
  variants: CompactVariant[],
  image?: string | null,
  category?: number | null,
  taxCategory?: number | null,
  units?: CompactUnit[],
];

/** The till's URL of a picture by its media path (same origin as the SPA). */
export const mediaPathUrl = (path: string | null | undefined): string | null =>
  path ? `/media/${path}` : null;

/** The media path back out of a picture's URL (absolute or origin-relative), or null. */
export function mediaPathOf(url: string | null | undefined): string | null {
  if (!url) return null;
  const at = url.indexOf('/media/');
  return at < 0 ? null : url.slice(at + '/media/'.length);
}

/** `GET offline/catalogue/?since=<stamp>`: what changed since a stamp (docs/selling-offline.md). */
export interface CatalogueDelta {
  /** The stamp is too old or too much changed: download the whole catalogue again. */
  stale: boolean;
  /** Ask the next delta from this. */
  stamp: string;
  /** Live products in the catalogue now: a till holding another number downloads it all again. */
  count: number;
  /** The changed live products. */
  results: CompactProduct[];
  /** Products that left the catalogue (deactivated or deleted). */
  removed: number[];
}

/** The compact form of a product as `product/` nests it. */
export function compactProduct(p: ProductWire): CompactProduct {
  return [
    p.id,
    p.name,
    p.bar_code,
    p.token,
    p.product_variant.map((v) => [
      v.id,
      v.color,
      v.size,
      v.price,
      v.sale_price,
      v.total_quantity,
      v.batch.map((b) => [b.id, b.inventory_quantity, b.expiry_date, b.created]),
      v.retail_price ?? null,
    ]),
    mediaPathOf(p.image_url),
    p.category?.id ?? null,
    p.tax_category ?? null,
    (p.trade_units ?? [])
      .filter((u) => !u.is_retired)
      .map((u): CompactUnit => [u.id, u.name, u.count, u.bar_code, u.sale_price]),
  ];
}

/**
 * A compact row back in the `product/` shape. Fields selling offline does not read take neutral
 * values: no unit, the category by its id only (its name is not kept), no description, no
 * manufacturing date, the batch's received quantity and cost price as 0.
 */
export function expandCompactProduct(row: CompactProduct): ProductWire {
  const [id, name, barCode, token, variants, image, categoryId, taxCategory, units] = row;
  let stock = new D(0);
  const product_variant = variants.map(
    ([vid, color, size, price, salePrice, vStock, batches, retailPrice]): VariantWire => {
      stock = stock.plus(vStock);
      return {
        id: vid,
        product: id,
        color,
        size,
        price,
        sale_price: salePrice,
        retail_price: retailPrice ?? null,
        description: '',
        total_quantity: vStock,
        batch: batches.map(
          ([bid, bStock, expiry, created]): BatchWire => ({
            id: bid,
            product_variant: vid,
            quantity: '0.0000',
            inventory_quantity: bStock,
            manufacturing_date: '',
            expiry_date: expiry,
            in_stock: true,
            cost_price: '0.0000',
            received_from: null,
            created,
            last_modified: created,
          }),
        ),
      };
    },
  );
  const total = stock.toFixed(4);
  return {
    id,
    name,
    bar_code: barCode,
    token,
    unit: null,
    category: categoryId == null ? null : { id: categoryId, name: '', description: '' },
    tax_category: taxCategory ?? null,
    quantity: total,
    total_quantity: total,
    product_variant,
    image_url: mediaPathUrl(image),
    // The till keeps the live units only, with no cost price (selling never reads it).
    trade_units: (units ?? []).map(([uid, uName, count, uCode, salePrice]) => ({
      id: uid,
      product: id,
      name: uName,
      count,
      bar_code: uCode,
      sale_price: salePrice,
      price: null,
      is_retired: false,
    })),
  };
}
