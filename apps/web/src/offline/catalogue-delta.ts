import type { CatalogueDelta, CompactProduct } from '@tillwise/domain';
import type { CatalogueIndex, IndexEntry } from './catalogue-index';
import { readCatalogue } from './catalogue-store';
import { type LocalProduct, type OfflineDb, writeMeta } from './offline-db';

/**
 * The meta row holding the stamp to ask the next catalogue delta from (docs/selling-offline.md).
 * Named anew when the stored rows gain a field (v2: the category, for the touch grid offline; v3:
 * the tax category and the retail price, for a sale's tax offline; v4: trade units and their
 * barcodes, docs/domain/units.md), so a till holding older rows
 * downloads the whole catalogue once instead of a delta.
 */
export const CATALOGUE_STAMP = 'catalogue-stamp-v4';

/** A compact row as the till stores it, tagged with the run that wrote it. */
export const localProductOf = (row: CompactProduct, generation: number): LocalProduct => ({
  id: row[0],
  name: row[1],
  bar_code: row[2],
  nameLower: row[1].toLowerCase(),
  category: row[6] ?? null,
  generation,
  row,
});

/** The barcodes of a stored product's live trade units (none in rows of an older download). */
const unitCodesOf = (p: { row?: CompactProduct }): string[] =>
  (Array.isArray(p.row) ? (p.row[8] ?? []) : []).map((u) => u[3]).filter((code) => code !== '');

export const entryOf = (p: {
  id: number;
  name: string;
  bar_code: string;
  row?: CompactProduct;
}): IndexEntry => ({
  id: p.id,
  name: p.name,
  barcode: p.bar_code,
  unitCodes: unitCodesOf(p),
});

export interface AppliedDelta {
  /** The search index with the delta applied (the same one when no name or barcode changed). */
  index: CatalogueIndex;
  /**
   * The till now holds as many products as the server counts. When not (a product deleted
   * outright leaves no trace in a delta), the stamp is not kept and the caller downloads it all.
   */
  consistent: boolean;
}

/**
 * Applies a catalogue delta to the till's IndexedDB (its live copy of the catalogue) and search
 * index: changed products put (their compact rows replace the old ones), removed ones deleted, in
 * one transaction with the stamp for the next delta. The stamp is kept only when the till's count then matches the server's.
 */
export async function applyCatalogueDelta(
  db: OfflineDb,
  index: CatalogueIndex,
  delta: CatalogueDelta,
  generation: number,
): Promise<AppliedDelta> {
  const rows = delta.results.map((row) => localProductOf(row, generation));
  const consistent = await readCatalogue(
    db,
    async (products) => {
      if (rows.length > 0) await products.bulkPut(rows);
      if (delta.removed.length > 0) await products.bulkDelete(delta.removed);
      const held = await products.count();
      if (held !== delta.count) {
        await db.meta.delete(CATALOGUE_STAMP);
        return false;
      }
      await writeMeta(db, CATALOGUE_STAMP, delta.stamp);
      return true;
    },
    'rw',
  );
  return { index: index.withChanges(rows.map(entryOf), delta.removed), consistent };
}
