import {
  ActionIcon,
  Button,
  ScrollArea,
  SegmentedControl,
  SimpleGrid,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CategoryWire, ListEnvelope, ProductWire } from '@tillwise/domain';
import { memo, useState } from 'react';
import { NEW_SALE_RULES } from '../../components/order-entry/rules';
import { toChoices, type VariantChoice } from '../../components/order-entry/variant-choices';
import { apiRequest, unwrap } from '../../lib/api-client';
import { money } from '../../lib/format';
import { queryKeys } from '../../lib/query-keys';
import classes from './counter.module.css';

/*
 * The touch grid for tablets (issue 19): the cashier's favourite products and each category's
 * products as large buttons, and an on-screen keypad for the quantity. It is rendered only while
 * switched on (New Sale's Touch grid button, remembered on the till), so the keyboard flow does not
 * load or render anything more when it is off. A tile shows the product's picture, or its initial
 * when it has none or the picture cannot be loaded (offline, say).
 */

const FAVOURITES = 'favourites';
const favouritesKey = (userId: number) => `tillwise.favourites.${userId}`;

/** The cashier's favourite products (ids), kept on this till. */
export function readFavourites(userId: number): number[] {
  try {
    const raw = JSON.parse(localStorage.getItem(favouritesKey(userId)) ?? '[]');
    return Array.isArray(raw) ? raw.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

const writeFavourites = (userId: number, ids: number[]) =>
  localStorage.setItem(favouritesKey(userId), JSON.stringify(ids));

async function fetchCategories(): Promise<CategoryWire[]> {
  return unwrap(await apiRequest<ListEnvelope<CategoryWire>>('GET', 'category/')).results;
}

async function fetchCategoryProducts(category: number): Promise<ProductWire[]> {
  return unwrap(await apiRequest<ListEnvelope<ProductWire>>('GET', 'product/', { query: { category } }))
    .results;
}

async function fetchFavourites(ids: number[]): Promise<ProductWire[]> {
  const found = await Promise.all(
    ids.map(async (id) => {
      const result = await apiRequest<ProductWire>('GET', `product/${id}`);
      return result.ok ? result.data : null;
    }),
  );
  return found.filter((p): p is ProductWire => p !== null);
}

/** The tile's picture, falling back to the product's initial when there is none or it fails to load. */
function TileImage({ name, image }: { name: string; image: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  const initial = name.slice(0, 1).toUpperCase();
  return (
    <span className={classes.tileImage} aria-hidden>
      {image && failed !== image ? (
        <img
          src={image}
          alt=""
          loading="lazy"
          className={classes.tilePicture}
          data-testid="touch-tile-image"
          onError={() => setFailed(image)}
        />
      ) : (
        initial
      )}
    </span>
  );
}

export type KeypadKey =
  | '0'
  | '1'
  | '2'
  | '3'
  | '4'
  | '5'
  | '6'
  | '7'
  | '8'
  | '9'
  | '.'
  | 'back'
  | 'clear'
  | 'enter';

const KEYS: { key: KeypadKey; label: string }[] = [
  ...['7', '8', '9', '4', '5', '6', '1', '2', '3', '0', '.'].map((k) => ({ key: k as KeypadKey, label: k })),
  { key: 'back', label: '⌫' },
  { key: 'clear', label: 'C' },
  { key: 'enter', label: 'Add' },
];

/** Memoised: typing in the entry row re-renders New Sale, never the grid (its callbacks are stable). */
export const TouchGrid = memo(function TouchGrid({
  userId,
  returnOrder,
  onPick,
  onKey,
}: {
  userId: number;
  returnOrder: boolean;
  onPick: (choice: VariantChoice) => void;
  onKey: (key: KeypadKey) => void;
}) {
  const [tab, setTab] = useState<string>(FAVOURITES);
  const [favourites, setFavourites] = useState(() => readFavourites(userId));
  const categories = useQuery({
    queryKey: queryKeys.categories(),
    queryFn: fetchCategories,
    staleTime: 300_000,
  });
  const products = useQuery({
    queryKey: ['catalog', 'touch-grid', tab, tab === FAVOURITES ? favourites : null],
    queryFn: () => (tab === FAVOURITES ? fetchFavourites(favourites) : fetchCategoryProducts(Number(tab))),
    staleTime: 30_000,
  });

  function toggleFavourite(productId: number) {
    const next = favourites.includes(productId)
      ? favourites.filter((id) => id !== productId)
      : [...favourites, productId];
    writeFavourites(userId, next);
    setFavourites(next);
  }

  const choices = toChoices(products.data ?? [], NEW_SALE_RULES);
  return (
    <section className={classes.touchGrid} aria-label="Touch grid">
      <div className={classes.touchTiles}>
        <ScrollArea type="auto" scrollbars="x" mb={6}>
          <SegmentedControl
            size="md"
            value={tab}
            onChange={setTab}
            aria-label="Favourites and categories"
            data={[
              { value: FAVOURITES, label: '★ Favourites' },
              ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
            ]}
          />
        </ScrollArea>
        <ScrollArea h={200} type="auto">
          {choices.length === 0 && !products.isPending && (
            <Text c="dimmed" size="sm" p="sm">
              {tab === FAVOURITES
                ? 'No favourites yet: open a category and tap ☆ on a product to keep it here.'
                : 'No products in this category.'}
            </Text>
          )}
          <SimpleGrid cols={{ base: 3, md: 4, lg: 5 }} spacing={6}>
            {choices.map((choice) => {
              const out = !returnOrder && choice.stock.lte(0);
              const favourite = favourites.includes(choice.picked.productId);
              const detail = [choice.color, choice.picked.size].filter(Boolean).join(' · ');
              return (
                <div key={choice.key} className={classes.tileWrap}>
                  <UnstyledButton
                    className={classes.tile}
                    disabled={out}
                    data-out={out || undefined}
                    onClick={() => onPick(choice)}
                    aria-label={`${choice.picked.name}${detail ? ` ${detail}` : ''}`}
                    data-testid="touch-tile"
                  >
                    <TileImage name={choice.picked.name} image={choice.image} />
                    <span className={classes.tileName}>{choice.picked.name}</span>
                    <span className={classes.tileDetail}>{detail || ' '}</span>
                    <span className={classes.tilePrice}>
                      {money(choice.picked.salePrice)}
                      {out ? ' · Out of Stock' : ''}
                    </span>
                  </UnstyledButton>
                  <ActionIcon
                    className={classes.tileStar}
                    variant="subtle"
                    size="lg"
                    aria-label={
                      favourite
                        ? `Remove ${choice.picked.name} from favourites`
                        : `Add ${choice.picked.name} to favourites`
                    }
                    onClick={() => toggleFavourite(choice.picked.productId)}
                  >
                    {favourite ? '★' : '☆'}
                  </ActionIcon>
                </div>
              );
            })}
          </SimpleGrid>
        </ScrollArea>
      </div>
      <fieldset className={classes.keypad} aria-label="Keypad">
        {KEYS.map((k) => (
          <Button
            key={k.key}
            size="md"
            px={0}
            fz="lg"
            variant={k.key === 'enter' ? 'filled' : 'default'}
            onClick={() => onKey(k.key)}
            aria-label={
              k.key === 'back' ? 'Keypad backspace' : k.key === 'clear' ? 'Keypad clear' : `Keypad ${k.label}`
            }
          >
            {k.label}
          </Button>
        ))}
      </fieldset>
    </section>
  );
});
