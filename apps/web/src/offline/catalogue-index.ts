/** What the search needs of one product: its id, lower-case name and barcode. */
export interface IndexEntry {
  id: number;
  name: string;
  barcode: string;
  /** Its live trade units' barcodes (docs/domain/units.md): a scan of one finds the product. */
  unitCodes?: readonly string[];
}

const sameCodes = (a: readonly string[] | undefined, b: readonly string[] | undefined): boolean =>
  (a ?? []).join('\n') === (b ?? []).join('\n');

export interface NameMatches {
  /** Every matching product id, in name order. */
  ids: number[];
  total: number;
}

/** A key for the n-gram of `text` at `at` (n = 2 or 3; UTF-16 code units, each below 2^16). */
const gram = (text: string, at: number, n: number): number => {
  let key = n;
  for (let k = 0; k < n; k++) key = key * 65536 + text.charCodeAt(at + k);
  return key;
};

/**
 * The local catalogue's search, held in the catalogue worker: exact barcode through a map, and
 * name by case-insensitive substring returning every match (the original kept only the last).
 *
 * Names are indexed by their 2- and 3-character pieces: a name that contains the text contains
 * every piece of it, so only the names under the text's rarest piece are checked, not all of them
 * (a 100,000-product catalogue: a few hundred checks instead of 100,000).
 */
export class CatalogueIndex {
  private readonly names: string[];
  private readonly ids: Int32Array;
  private readonly barcodes = new Map<string, number[]>();
  /** Positions (in name order) of the names holding each piece, ascending. */
  private readonly grams = new Map<number, Int32Array>();
  /** Each product's entry (lower-case name), to apply a catalogue delta. */
  private readonly byId = new Map<number, IndexEntry>();

  constructor(entries: readonly IndexEntry[]) {
    const sorted = entries
      .map((e) => ({ ...e, name: e.name.toLowerCase() }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id));
    for (const e of sorted) this.byId.set(e.id, e);
    this.names = sorted.map((e) => e.name);
    this.ids = Int32Array.from(sorted, (e) => e.id);
    const lists = new Map<number, number[]>();
    for (let i = 0; i < this.names.length; i++) {
      const name = this.names[i] as string;
      for (const n of [2, 3]) {
        for (let at = 0; at + n <= name.length; at++) {
          const key = gram(name, at, n);
          const list = lists.get(key);
          if (!list) lists.set(key, [i]);
          else if (list[list.length - 1] !== i) list.push(i);
        }
      }
    }
    for (const [key, list] of lists) this.grams.set(key, Int32Array.from(list));
    for (const e of sorted) {
      for (const raw of [e.barcode, ...(e.unitCodes ?? [])]) {
        const code = raw.trim();
        if (!code) continue;
        const list = this.barcodes.get(code);
        if (!list) this.barcodes.set(code, [e.id]);
        else if (!list.includes(e.id)) list.push(e.id);
      }
    }
  }

  /**
   * The index after a catalogue delta: `put` products added or changed, `removed` ones gone. A
   * delta of stock and prices only (most of them: every sale is one) leaves names and barcodes as
   * they were and returns this same index; otherwise it is built again.
   */
  withChanges(put: readonly IndexEntry[], removed: readonly number[]): CatalogueIndex {
    const changed =
      removed.some((id) => this.byId.has(id)) ||
      put.some((e) => {
        const held = this.byId.get(e.id);
        return (
          !held ||
          held.name !== e.name.toLowerCase() ||
          held.barcode !== e.barcode ||
          !sameCodes(held.unitCodes, e.unitCodes)
        );
      });
    if (!changed) return this;
    const next = new Map(this.byId);
    for (const id of removed) next.delete(id);
    for (const e of put) next.set(e.id, e);
    return new CatalogueIndex([...next.values()]);
  }

  get size(): number {
    return this.ids.length;
  }

  /** Products whose barcode, or one of whose trade units' barcode, is exactly this one. */
  byBarcode(code: string): number[] {
    return this.barcodes.get(code.trim()) ?? [];
  }

  /** Every product whose name contains the text, ignoring case; nothing for blank text. */
  byName(text: string): NameMatches {
    const needle = text.trim().toLowerCase();
    if (!needle) return { ids: [], total: 0 };
    const ids: number[] = [];
    const candidates = this.candidates(needle);
    if (candidates === null) {
      for (let i = 0; i < this.names.length; i++) {
        if ((this.names[i] as string).includes(needle)) ids.push(this.ids[i] as number);
      }
    } else {
      for (const i of candidates) {
        if ((this.names[i] as string).includes(needle)) ids.push(this.ids[i] as number);
      }
    }
    return { ids, total: ids.length };
  }

  /** The positions of the names holding the text's rarest piece; null for one character. */
  private candidates(needle: string): Int32Array | null {
    if (needle.length < 2) return null;
    const n = needle.length >= 3 ? 3 : 2;
    let rarest: Int32Array | undefined;
    for (let at = 0; at + n <= needle.length; at++) {
      const list = this.grams.get(gram(needle, at, n));
      if (!list) return new Int32Array(0);
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    return rarest ?? null;
  }
}
