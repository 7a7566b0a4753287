import type { OrderWire } from '@tillwise/domain';
import { useState } from 'react';
import { describeFailure } from './api-error';
import { findSalesByInvoice } from './orders-api';

/**
 * Finding a past order from its receipt (Refund, Edit Order): the scanned or typed invoice id, or a
 * part of it. One match opens that order; several are listed to choose from; none says so.
 */
export function useReceiptSearch(onOpen: (orderId: number) => void) {
  const [text, setText] = useState('');
  const [matches, setMatches] = useState<OrderWire[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function search() {
    const wanted = text.trim();
    if (!wanted) return;
    setSearching(true);
    setError(null);
    try {
      const found = await findSalesByInvoice(wanted);
      const [only] = found;
      if (found.length === 1 && only) onOpen(only.id);
      else if (found.length === 0) setError(`No order has an invoice id like "${wanted}".`);
      else setMatches(found);
    } catch (failure) {
      setError(describeFailure(failure));
    } finally {
      setSearching(false);
    }
  }

  return { text, setText, matches, setMatches, searching, error, search };
}
