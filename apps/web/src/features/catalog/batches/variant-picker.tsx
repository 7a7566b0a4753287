import { NativeSelect, Select, SimpleGrid } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ProductWire, variantLabel } from '@tillwise/domain';
import { useState } from 'react';
import { useFormatter, useT } from '../../../i18n';
import { useLtrText } from '../../../i18n/isolate';
import { useProductSearch } from '../api/search-products';

interface Props {
  product: ProductWire | null;
  variantId: number | null;
  error?: string | undefined;
  /** A product was chosen, with its variant when it has only one (else null: none chosen yet). */
  onProduct: (product: ProductWire | null, variantId: number | null) => void;
  onVariant: (variantId: number | null) => void;
}

/**
 * Picks the product (searched on the server as you type, 250 ms like every product search) and
 * then one of its variants. A product with one variant selects it at once.
 */
export function VariantPicker({ product, variantId, error, onProduct, onVariant }: Props) {
  const t = useT();
  const f = useFormatter();
  const isolate = useLtrText();
  const productLabel = (p: ProductWire) => `${p.name} (${isolate(p.bar_code)})`;
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 250);
  const results = useProductSearch(debounced);
  // The chosen product stays an option even when a later search does not return it.
  const found = results.data ?? [];
  const options = product && !found.some((p) => p.id === product.id) ? [product, ...found] : found;

  const choose = (value: string | null) => {
    const next = options.find((p) => String(p.id) === value) ?? null;
    const only = next?.product_variant.length === 1 ? next.product_variant[0] : undefined;
    onProduct(next, only ? only.id : null);
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Select
        label={t('catalog.batch.product')}
        withAsterisk
        searchable
        placeholder={t('catalog.batch.productPlaceholder')}
        data={options.map((p) => ({ value: String(p.id), label: productLabel(p) }))}
        value={product ? String(product.id) : null}
        onChange={choose}
        searchValue={text}
        onSearchChange={setText}
        // The server has already filtered by the typed text.
        filter={({ options: all }) => all}
        nothingFoundMessage={results.isFetching ? t('catalog.batch.searching') : t('catalog.batch.noProduct')}
        error={product ? undefined : error}
      />
      <NativeSelect
        label={t('catalog.batch.variant')}
        withAsterisk
        disabled={!product}
        value={variantId === null ? '' : String(variantId)}
        onChange={(e) => onVariant(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
        error={product ? error : undefined}
        data={[
          {
            value: '',
            label: product ? t('catalog.batch.selectVariant') : t('catalog.batch.chooseProductFirst'),
          },
          ...(product?.product_variant ?? []).map((v) => ({
            value: String(v.id),
            label: t('catalog.batch.variantCost', { variant: variantLabel(v), price: f.money(v.price) }),
          })),
        ]}
      />
    </SimpleGrid>
  );
}
