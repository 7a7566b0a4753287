import type { ReactNode } from 'react';

/**
 * Text that reads left to right in every language: barcodes, phone numbers, invoice ids, SKUs.
 * `<bdi dir="ltr">` isolates it, so in Urdu "INV-0042" is not reordered by the sentence around it.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
