/**
 * What differs between the two order screens' entry rows; everything else (search, keys, results,
 * the row, the items table) is one stack (issue 19).
 */
export interface EntryRules {
  /** The price the results show: the sale price (New Sale) or the cost price (Admin Order). */
  price: 'sale' | 'cost';
  /** Only variants with stock may be chosen: the order sells from my stock. */
  needsStock: boolean;
  /**
   * Expired batches: 'apart' keeps them out of the sellable ones, shown but never sold by a
   * cashier (New Sale); 'last' offers them after the others (Admin Order: back to a vendor).
   */
  expired: 'apart' | 'last';
  /** The lookup answers from the till's own catalogue when the network is gone (New Sale). */
  offline: boolean;
  /** A barcode is looked up as it is typed and an exact single match chosen at once (Admin Order). */
  scanWhileTyping: boolean;
}

/** New Sale (spec 2.4): sale price, from stock, FEFO without expired batches, offline lookup. */
export const NEW_SALE_RULES: EntryRules = {
  price: 'sale',
  needsStock: true,
  expired: 'apart',
  offline: true,
  scanWhileTyping: false,
};

const ADMIN_BUYS: EntryRules = {
  price: 'cost',
  needsStock: false,
  expired: 'last',
  offline: false,
  scanWhileTyping: true,
};
const ADMIN_SELLS: EntryRules = { ...ADMIN_BUYS, needsStock: true };

/** Admin Order (spec 2.5): cost price; a sale or return to a department takes from my stock. */
export const adminOrderRules = (type: 'from' | 'to'): EntryRules =>
  type === 'to' ? ADMIN_SELLS : ADMIN_BUYS;
