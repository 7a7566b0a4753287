import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ORDER_MSG } from '@tillwise/domain';
import { type KeyboardEvent, useState } from 'react';
import { showError } from '../../components/global-error';
import { errorMessage } from '../../lib/api-error';
import type { ProductLookupBy } from '../../lib/orders-api';
import { queryKeys } from '../../lib/query-keys';
import { findSaleProducts } from './find-sale-products';
import type { VariantChoice } from './variant-choices';

const lookup = (by: ProductLookupBy, text: string) => ({
  queryKey: queryKeys.saleProducts(by, text),
  queryFn: () => findSaleProducts(by, text),
  staleTime: 0,
  // Offline the lookup answers from the till's catalogue: it must not wait for the network.
  networkMode: 'always' as const,
});

/**
 * The entry row's two searches: the name (debounced 250 ms, spec 9) and the exact barcode on
 * Enter (a keyboard-wedge scanner ends with Enter). Arrow keys move through the results.
 */
export function useProductSearch(onPick: (choice: VariantChoice) => void, onNotice: (text: string) => void) {
  const queryClient = useQueryClient();
  const [nameText, setNameText] = useState('');
  const [debounced] = useDebouncedValue(nameText.trim(), 250);
  const [barcodeChoices, setBarcodeChoices] = useState<VariantChoice[] | null>(null);
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(0);

  const byName = useQuery({ ...lookup('name__icontains', debounced), enabled: open && debounced !== '' });
  const choices = barcodeChoices ?? (debounced ? (byName.data?.choices ?? []) : []);
  /** Products matching the name in all, when the local catalogue found more than it shows. */
  const total = barcodeChoices === null && debounced ? (byName.data?.total ?? null) : null;
  const shown = open && (barcodeChoices !== null || debounced !== '');

  const close = () => {
    setOpen(false);
    setBarcodeChoices(null);
  };
  const choose = (choice: VariantChoice) => {
    close();
    setNameText('');
    onPick(choice);
  };

  function searchName(text: string) {
    setNameText(text);
    setBarcodeChoices(null);
    setHighlight(0);
    setOpen(text.trim() !== '');
  }

  async function scanBarcode(text: string) {
    const code = text.trim();
    if (!code) return;
    try {
      const found = (await queryClient.fetchQuery(lookup('bar_code', code))).choices;
      const inStock = found.filter((c) => c.stock.gt(0));
      if (found.length === 0) onNotice(ORDER_MSG.selectFromResults);
      else if (found.length === 1 && inStock.length === 1 && inStock[0]) choose(inStock[0]);
      else {
        setBarcodeChoices(found);
        setHighlight(
          Math.max(
            0,
            found.findIndex((c) => c.stock.gt(0)),
          ),
        );
        setOpen(true);
      }
    } catch (error) {
      showError(`Failed to search product! ${errorMessage(error)}`);
    }
  }

  /** Arrow keys, Enter and Escape over the open results. Returns true when the key was used. */
  function navigate(event: KeyboardEvent): boolean {
    if (!shown) return false;
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step !== 0 && choices.length > 0) {
      event.preventDefault();
      setHighlight((h) => (h + step + choices.length) % choices.length);
      return true;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      const choice = choices[highlight];
      if (choice?.stock.gt(0)) choose(choice);
      return true;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return true;
    }
    return false;
  }

  return {
    choices,
    shown,
    highlight,
    loading: byName.isFetching,
    total,
    local: byName.data?.local ?? false,
    searchName,
    scanBarcode,
    navigate,
    choose,
    close,
  };
}
