import { useWindowEvent } from '@mantine/hooks';

export interface SaleShortcuts {
  /** False while a modal is open: the modal owns the keyboard then. */
  active: boolean;
  focusBarcode: () => void;
  focusName: () => void;
  focusCash: () => void;
  nextMethod: () => void;
  submit: (print: boolean) => void;
  holdOrRecall: () => void;
  /** F10: a refund from the receipt. */
  refund: () => void;
  /** F1: earlier receipts, to find and reprint. */
  receipts: () => void;
  escape: () => void;
}

/**
 * F2 barcode, F3 name, F4 cash, F6 payment method, F7 hold the sale (or recall one when none is in
 * progress), F8 Submit and Print, F9 Submit, F10 Refund (from a receipt), F1 Receipts (reprint an
 * earlier one), Esc clear or cancel.
 */
export function useSaleShortcuts(keys: SaleShortcuts) {
  useWindowEvent('keydown', (event) => {
    if (!keys.active || event.defaultPrevented) return;
    const actions: Record<string, () => void> = {
      F2: keys.focusBarcode,
      F3: keys.focusName,
      F4: keys.focusCash,
      F6: keys.nextMethod,
      F7: keys.holdOrRecall,
      F8: () => keys.submit(true),
      F9: () => keys.submit(false),
      F10: keys.refund,
      F1: keys.receipts,
      Escape: keys.escape,
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  });
}
