import { type InventoryWire, toWire } from '@tillwise/domain';
import { presentVariantRef } from '../catalog/presenter.js';
import { type CompanyFigures, presentCompany } from '../users/presenter.js';
import type { InventoryRecord } from './repository.js';

/** A stock row (contract O13): the company and the batch nested, the product's category as an id. */
export function presentInventory(r: InventoryRecord, figures: CompanyFigures): InventoryWire {
  return {
    id: r.stock.id,
    company: presentCompany(r.company, figures),
    batch: {
      id: r.batch.id,
      quantity: toWire(r.batch.quantity),
      manufacturing_date: r.batch.manufacturingDate,
      expiry_date: r.batch.expiryDate,
      in_stock: r.batch.inStock,
      cost_price: toWire(r.batch.unitCost),
      received_from: r.batch.receivedFromCompanyId,
      created: r.batch.created.toISOString(),
      last_modified: r.batch.lastModified.toISOString(),
      product_variant: presentVariantRef(r.variant, r.product),
    },
    quantity: toWire(r.stock.quantity),
    is_active: r.stock.isActive,
  };
}
