/**
 * A purchase order handed from the Replenishment screen to the Admin Order screen in the
 * navigation's state (docs/domain/replenishment.md, "From a vendor"): the vendor company and the
 * accepted lines with the quantities to buy. Nothing is saved until the purchase is submitted.
 */
export interface PurchaseDraft {
  vendorCompany: number;
  vendorName: string;
  /** The company the goods are bought for (the signed-in user's own). */
  companyName: string;
  lines: { product_variant: number; bar_code: string; product_name: string; quantity: string }[];
}

/** The draft in a location's state, when it holds one. */
export function purchaseDraftOf(state: unknown): PurchaseDraft | null {
  const draft = (state as { purchase?: PurchaseDraft } | null)?.purchase;
  return draft && Array.isArray(draft.lines) && Number.isInteger(draft.vendorCompany) ? draft : null;
}
