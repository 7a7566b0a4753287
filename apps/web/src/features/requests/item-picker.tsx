import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { type ProductWire, REQUEST_MSG } from '@tillwise/domain';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useOrderMessage } from '../../components/order-entry/order-messages';
import { adminOrderRules } from '../../components/order-entry/rules';
import { toChoices, type VariantChoice } from '../../components/order-entry/variant-choices';
import { Ltr, useT } from '../../i18n';
import { focusAndSelect } from '../../lib/focus';
import { findProducts } from '../../lib/orders-api';

export interface RequestLine {
  variant: number;
  label: string;
  barCode: string;
  quantity: string;
  /** The trade unit the line asks in (docs/domain/units.md), or absent: the base unit. */
  unit?: { id: number; name: string; count: number };
}

/** What makes a line one of a kind: its variant in its unit (the same variant in packs is another line). */
export const lineKey = (line: Pick<RequestLine, 'variant' | 'unit'>) =>
  `${line.variant}:${line.unit?.id ?? ''}`;

const offerLabel = (c: VariantChoice) =>
  [c.product.name, c.variant.size, c.variant.color, c.picked.unit?.name].filter(Boolean).join(' · ');

/** A product variant (in its base unit or a trade unit) the search offers, as a line it would make. */
interface Offer {
  key: string;
  line: RequestLine;
}

/** The offers are the order screens' choices (`toChoices`): each variant, then each live trade unit of it. */
const offersOf = (products: ProductWire[]): Offer[] =>
  toChoices(products, adminOrderRules('from')).map((c) => ({
    key: c.key,
    line: {
      variant: c.variant.id,
      label: offerLabel(c),
      barCode: c.scanCode || c.product.bar_code,
      quantity: '1',
      ...(c.picked.unit ? { unit: c.picked.unit } : {}),
    },
  }));

/**
 * Product search by name, as on the order screens, then a quantity: one line of the request.
 * The keyboard works as there: arrows move over what was found, Enter picks and hands over to
 * the quantity, Enter there adds the line and gives the search the keyboard back; Escape closes.
 */
export function ItemPicker({ onAdd, taken }: { onAdd: (line: RequestLine) => void; taken: string[] }) {
  const t = useT();
  const message = useOrderMessage();
  const [text, setText] = useState('');
  const [offers, setOffers] = useState<Offer[]>([]);
  const [highlight, setHighlight] = useState(0);
  const [picked, setPicked] = useState<RequestLine | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const search = useRef<HTMLInputElement>(null);
  const qty = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!text.trim() || picked) return setOffers([]);
    const timer = setTimeout(() => {
      findProducts('name__icontains', text)
        .then((found) => {
          setOffers(offersOf(found));
          setHighlight(0);
        })
        .catch(() => setOffers([]));
    }, 250);
    return () => clearTimeout(timer);
  }, [text, picked]);
  const pick = (offer: Offer) => {
    setPicked(offer.line);
    setOffers([]);
    setError(null);
    setTimeout(() => focusAndSelect(qty.current), 0);
  };
  const add = () => {
    if (!picked) return setError(t('requests.picker.pickFirst'));
    if (!/^\d+(\.\d{1,4})?$/.test(quantity) || Number(quantity) <= 0)
      return setError(message(REQUEST_MSG.quantityPositive));
    if (taken.includes(lineKey(picked))) return setError(message(REQUEST_MSG.duplicateItem));
    onAdd({ ...picked, quantity });
    setPicked(null);
    setText('');
    setQuantity('1');
    setError(null);
    search.current?.focus();
  };
  const onSearchKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') return setOffers([]);
    if (offers.length === 0) return;
    const last = offers.length - 1;
    if (e.key === 'ArrowDown') setHighlight((h) => Math.min(h + 1, last));
    else if (e.key === 'ArrowUp') setHighlight((h) => Math.max(h - 1, 0));
    else if (e.key === 'Enter') {
      const offer = offers[Math.min(highlight, last)];
      if (offer) pick(offer);
    } else return;
    e.preventDefault();
  };
  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="sm">
        <TextInput
          ref={search}
          label={t('requests.picker.product')}
          placeholder={t('requests.picker.search')}
          value={picked ? picked.label : text}
          onChange={(e) => {
            setPicked(null);
            setText(e.currentTarget.value);
          }}
          onKeyDown={onSearchKey}
          w={320}
        />
        <TextInput
          ref={qty}
          label={t('requests.picker.quantity')}
          value={quantity}
          onChange={(e) => setQuantity(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            add();
          }}
          w={110}
        />
        <Button variant="light" onClick={add}>
          {t('requests.picker.add')}
        </Button>
      </Group>
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
      {offers.length > 0 && (
        <Paper withBorder p={4} maw={440} role="listbox" aria-label={t('requests.picker.found')}>
          {offers.map((offer, i) => (
            <Button
              key={offer.key}
              variant={i === highlight ? 'light' : 'subtle'}
              fullWidth
              justify="flex-start"
              size="compact-sm"
              role="option"
              aria-selected={i === highlight}
              tabIndex={-1}
              onMouseEnter={() => setHighlight(i)}
              onClick={() => pick(offer)}
            >
              {offer.line.label}{' '}
              <Text span size="xs" c="dimmed" ml={6}>
                <Ltr>{offer.line.barCode}</Ltr>
              </Text>
            </Button>
          ))}
        </Paper>
      )}
    </Stack>
  );
}
