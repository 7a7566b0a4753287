import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ORDER_MSG, parseScaleBarcode, type ScaleLayout } from '@tillwise/domain';
import { type KeyboardEvent, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import type { ProductLookupBy } from '../../lib/orders-api';
import { showError } from '../global-error';
import { productLookupQuery } from './product-lookup';
import type { EntryRules } from './rules';
import { scaleChoice, scaleItemCodes } from './scale-scan';
import { toChoices, type VariantChoice } from './variant-choices';

type Lookup = { by: ProductLookupBy; text: string };
const NOTHING: Lookup = { by: 'name__icontains', text: '' };

/**
 * The entry row's searches on both order screens: the name (debounced 250 ms, spec 9), the exact
 * barcode on Enter (a keyboard-wedge scanner ends with Enter) and, where the rules say so, the
 * barcode as it is typed. Arrow keys, Enter and Escape work the results. With a `scale` layout (New
 * Sale, the company's setting), a scanned scale label adds its product and weighed quantity.
 */
export function useProductSearch({
  rules,
  onPick,
  onNotice,
  scale,
}: {
  rules: EntryRules;
  onPick: (choice: VariantChoice) => void;
  onNotice: (text: string) => void;
  scale?:
    | { layout: ScaleLayout | null; onScan: (choice: VariantChoice, quantity: string) => void }
    | undefined;
}) {
  const queryClient = useQueryClient();
  const [lookup, setLookup] = useState<Lookup>(NOTHING);
  const [debounced] = useDebouncedValue(lookup, 250);
  const [scanned, setScanned] = useState<VariantChoice[] | null>(null);
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(0);
  const text = debounced.text.trim();

  const found = useQuery({
    ...productLookupQuery(debounced.by, text, rules.offline),
    enabled: open && text !== '',
  });
  const listed = useMemo(() => toChoices(found.data?.products ?? [], rules), [found.data, rules]);
  const choices = scanned ?? (text ? listed : []);
  /** Products matching in all, when the local catalogue found more than it shows. */
  const total = scanned === null && text ? (found.data?.total ?? null) : null;
  const shown = open && (scanned !== null || text !== '');
  /** What is typed has not been looked up yet: the list on screen is the previous text's. */
  const pending = debounced !== lookup;

  const close = () => {
    setOpen(false);
    setScanned(null);
  };
  const choose = (choice: VariantChoice) => {
    if (choice.disabled) return;
    close();
    setLookup(NOTHING);
    onPick(choice);
  };

  const search = (next: Lookup) => {
    setLookup(next);
    setScanned(null);
    setHighlight(0);
    setOpen(next.text.trim() !== '');
  };
  const searchName = (typed: string) => search({ by: 'name__icontains', text: typed });
  /** Typing a barcode by hand: looked up as typed where the rules say so, else on Enter only. */
  const typeBarcode = (typed: string) => {
    if (rules.scanWhileTyping) search({ by: 'bar_code', text: typed });
  };

  // Admin Order: a typed barcode whose answer is exactly one choosable variant is chosen (contract 7),
  // in the unit the code names: the product's own barcode its base unit, a trade unit's that unit.
  const chooseExactMatch = useEffectEvent((answer: unknown, asked: Lookup) => {
    if (!rules.scanWhileTyping || !open || pending || asked.by !== 'bar_code' || !answer) return;
    const [only, ...others] = listed.filter((c) => c.scanCode === asked.text.trim());
    if (only && others.length === 0 && !only.disabled) choose(only);
  });
  // On the answer, and on each new lookup: the cache answers the barcode of a product chosen
  // before (typed again) at once with the same data, which does not change `found.data`.
  useEffect(() => chooseExactMatch(found.data, debounced), [found.data, debounced]);

  /** A scale label of the company's layout: true when it added its product (online or from the till's catalogue). */
  async function scanScaleLabel(code: string): Promise<boolean> {
    const reading = scale?.layout ? parseScaleBarcode(code, scale.layout) : null;
    if (!scale || !reading) return false;
    for (const itemCode of scaleItemCodes(reading)) {
      const data = await queryClient.fetchQuery(productLookupQuery('bar_code', itemCode, rules.offline));
      const found = scaleChoice(reading, itemCode, toChoices(data.products, rules));
      if (found) {
        close();
        setLookup(NOTHING);
        scale.onScan(found.choice, found.quantity);
        return true;
      }
    }
    return false;
  }

  async function scanBarcode(typed: string) {
    const code = typed.trim();
    if (!code) return;
    try {
      if (await scanScaleLabel(code)) return;
      const data = await queryClient.fetchQuery(productLookupQuery('bar_code', code, rules.offline));
      const found = toChoices(data.products, rules);
      // The scanned code names one unit of the product (its own barcode, or the base unit's).
      const exact = found.filter((c) => c.scanCode === code);
      const all = exact.length > 0 ? exact : found;
      const choosable = all.filter((c) => !c.disabled);
      if (all.length === 0) onNotice(ORDER_MSG.selectFromResults);
      else if (all.length === 1 && choosable.length === 1 && choosable[0]) choose(choosable[0]);
      else {
        setScanned(all);
        setHighlight(Math.max(0, all.indexOf(choosable[0] as VariantChoice)));
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
    // Nothing listed yet, or a typed barcode still on its way: Enter is the scanner's (a lookup of its own).
    const stale = scanned === null && lookup.by === 'bar_code' && pending;
    if (event.key === 'Enter' && choices.length > 0 && !stale) {
      event.preventDefault();
      const choice = choices[highlight];
      if (choice) choose(choice);
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
    loading: found.isFetching,
    total,
    local: found.data?.local ?? false,
    searchName,
    typeBarcode,
    scanBarcode,
    navigate,
    choose,
    close,
  };
}

export type ProductSearch = ReturnType<typeof useProductSearch>;
