import {
  ActionIcon,
  Button,
  ScrollArea,
  SegmentedControl,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { memo, type UIEvent, useState } from 'react';
import { NEW_SALE_RULES } from '../../components/order-entry/rules';
import { toChoices, type VariantChoice } from '../../components/order-entry/variant-choices';
import { useFormatter, useT } from '../../i18n';
import { queryKeys } from '../../lib/query-keys';
import { fetchFavourites, fetchGridCategories, fetchGridPage } from './api/touch-grid-products';
import classes from './counter.module.css';

/*
 * The touch grid for tablets (issue 19): the cashier's favourite products and each category's
 * products as large buttons, and an on-screen keypad for the quantity. It is rendered only while
 * switched on (New Sale's Touch grid button, remembered on the till), so the keyboard flow does not
 * load or render anything more when it is off. A tile shows the product's picture, or its initial
 * when it has none or the picture cannot be loaded (offline, say). A category shows all its
 * products, in stock first, a page at a time as the tiles scroll (or Show more); the search box
 * narrows the open category (from the favourites, every product). Offline it reads the till's
 * catalogue (api/touch-grid-products.ts).
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

/** The keypad's keys; Add's face is the catalog's word (`counter.touch.add`). */
const KEYS: { key: KeypadKey; face: string }[] = [
  ...['7', '8', '9', '4', '5', '6', '1', '2', '3', '0', '.'].map((k) => ({ key: k as KeypadKey, face: k })),
  { key: 'back', face: '⌫' },
  { key: 'clear', face: 'C' },
  { key: 'enter', face: '' },
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
  const t = useT();
  const { money } = useFormatter();
  const [tab, setTab] = useState<string>(FAVOURITES);
  const [favourites, setFavourites] = useState(() => readFavourites(userId));
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 250);
  const categories = useQuery({
    queryKey: queryKeys.categories(),
    queryFn: fetchGridCategories,
    staleTime: 300_000,
    networkMode: 'always',
  });
  // The favourites, or with a search typed there, every product matching it.
  const showFavourites = tab === FAVOURITES && searched === '';
  const favouriteProducts = useQuery({
    queryKey: ['catalog', 'touch-grid', 'favourites', favourites],
    queryFn: () => fetchFavourites(favourites),
    enabled: showFavourites,
    staleTime: 30_000,
    networkMode: 'always',
  });
  const category = tab === FAVOURITES ? null : Number(tab);
  const pages = useInfiniteQuery({
    queryKey: ['catalog', 'touch-grid', category, searched],
    queryFn: ({ pageParam }) => fetchGridPage({ category, search: searched, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last, all) =>
      all.reduce((n, p) => n + p.results.length, 0) < last.count && last.results.length > 0
        ? all.length + 1
        : undefined,
    enabled: !showFavourites,
    staleTime: 30_000,
    networkMode: 'always',
  });
  const products = showFavourites
    ? (favouriteProducts.data ?? [])
    : (pages.data?.pages.flatMap((p) => p.results) ?? []);
  const total = showFavourites ? products.length : (pages.data?.pages[0]?.count ?? 0);
  const pending = showFavourites ? favouriteProducts.isPending : pages.isPending;

  /** Scrolling near the end of the tiles loads the next page. */
  function onScroll(event: UIEvent<HTMLDivElement>) {
    const box = event.currentTarget;
    if (
      box.scrollTop + box.clientHeight >= box.scrollHeight - 120 &&
      pages.hasNextPage &&
      !pages.isFetchingNextPage
    )
      void pages.fetchNextPage();
  }

  function toggleFavourite(productId: number) {
    const next = favourites.includes(productId)
      ? favourites.filter((id) => id !== productId)
      : [...favourites, productId];
    writeFavourites(userId, next);
    setFavourites(next);
  }

  const choices = toChoices(products, NEW_SALE_RULES);
  return (
    <section className={classes.touchGrid} aria-label={t('counter.touch.label')}>
      <div className={classes.touchTiles}>
        <div className={classes.gridBar}>
          <ScrollArea type="auto" scrollbars="x" className={classes.gridTabs}>
            <SegmentedControl
              size="md"
              value={tab}
              onChange={setTab}
              aria-label={t('counter.touch.tabs')}
              data={[
                { value: FAVOURITES, label: t('counter.touch.favourites') },
                ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
              ]}
            />
          </ScrollArea>
          <TextInput
            type="search"
            size="sm"
            className={classes.gridSearch}
            placeholder={
              tab === FAVOURITES ? t('counter.touch.searchAll') : t('counter.touch.searchCategory')
            }
            aria-label={t('counter.touch.searchLabel')}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
        </div>
        <div className={classes.tileScroll} onScroll={onScroll} data-testid="touch-tiles">
          {choices.length === 0 && !pending && (
            <Text c="dimmed" size="sm" p="sm">
              {searched !== ''
                ? t('counter.touch.noMatch')
                : tab === FAVOURITES
                  ? t('counter.touch.noFavourites')
                  : t('counter.touch.emptyCategory')}
            </Text>
          )}
          <div className={classes.tileList}>
            {choices.map((choice) => {
              const out = !returnOrder && choice.disabled;
              // Only expired stock: still a tile to tap, the sale then asks a manager's approval.
              const expiredOnly = !returnOrder && choice.expiredOnly;
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
                      {out
                        ? ` · ${t('counter.touch.outOfStock')}`
                        : expiredOnly
                          ? ` · ${t('counter.touch.expiredOnly')}`
                          : ''}
                    </span>
                  </UnstyledButton>
                  <ActionIcon
                    className={classes.tileStar}
                    data-overlay
                    variant="subtle"
                    size="lg"
                    aria-label={
                      favourite
                        ? t('counter.touch.removeFavourite', { name: choice.picked.name })
                        : t('counter.touch.addFavourite', { name: choice.picked.name })
                    }
                    onClick={() => toggleFavourite(choice.picked.productId)}
                  >
                    {favourite ? '★' : '☆'}
                  </ActionIcon>
                </div>
              );
            })}
          </div>
          {!showFavourites && total > 0 && (
            <div className={classes.tileMore}>
              <Text size="xs" c="dimmed" data-testid="touch-count">
                {t('counter.touch.count', { shown: products.length, total })}
              </Text>
              {pages.hasNextPage && (
                <Button
                  size="xs"
                  variant="default"
                  loading={pages.isFetchingNextPage}
                  onClick={() => void pages.fetchNextPage()}
                >
                  {t('counter.touch.more')}
                </Button>
              )}
            </div>
          )}
        </div>
      </div>
      <fieldset className={classes.keypad} aria-label={t('counter.touch.keypad')}>
        {KEYS.map((k) => (
          <Button
            key={k.key}
            size="md"
            px={0}
            fz="lg"
            variant={k.key === 'enter' ? 'filled' : 'default'}
            onClick={() => onKey(k.key)}
            aria-label={
              k.key === 'back'
                ? t('counter.touch.keyBack')
                : k.key === 'clear'
                  ? t('counter.touch.keyClear')
                  : t('counter.touch.key', { key: k.key === 'enter' ? t('counter.touch.add') : k.face })
            }
          >
            {k.key === 'enter' ? t('counter.touch.add') : k.face}
          </Button>
        ))}
      </fieldset>
    </section>
  );
});
