/** What the search needs of one product: its id, lower-case name and barcode. */
export interface IndexEntry {
  id: number;
  name: string;
  barcode: string;
}

export interface NameMatches {
  /** Every matching product id, in name order. */
  ids: number[];
  total: number;
}

/**
 * The local catalogue's search, held in the catalogue worker: exact barcode through a map, and
 * name by case-insensitive substring returning every match (the original kept only the last).
 */
export class CatalogueIndex {
  private readonly names: string[];
  private readonly ids: Int32Array;
  private readonly barcodes = new Map<string, number[]>();

  constructor(entries: readonly IndexEntry[]) {
    const sorted = entries
      .map((e) => ({ ...e, name: e.name.toLowerCase() }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id));
    this.names = sorted.map((e) => e.name);
    this.ids = Int32Array.from(sorted, (e) => e.id);
    for (const e of sorted) {
      const code = e.barcode.trim();
      if (!code) continue;
      const list = this.barcodes.get(code);
      if (list) list.push(e.id);
      else this.barcodes.set(code, [e.id]);
    }
  }

  get size(): number {
    return this.ids.length;
  }

  /** Products whose barcode is exactly this one. */
  byBarcode(code: string): number[] {
    return this.barcodes.get(code.trim()) ?? [];
  }

  /** Every product whose name contains the text, ignoring case; nothing for blank text. */
  byName(text: string): NameMatches {
    const needle = text.trim().toLowerCase();
    if (!needle) return { ids: [], total: 0 };
    const ids: number[] = [];
    for (let i = 0; i < this.names.length; i++) {
      if ((this.names[i] as string).includes(needle)) ids.push(this.ids[i] as number);
    }
    return { ids, total: ids.length };
  }
}
